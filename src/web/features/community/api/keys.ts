/**
 * The community's query key, spelled once: every community query's key starts with `all`, and the
 * catalog's with `catalogs`. Publishing and unpublishing (features/tracks) invalidate `all` too,
 * so this file imports nothing: a light entry of the community feature (biome.json).
 */
const all = ['community'] as const;

export const communityQueries = { all, catalogs: [...all, 'catalog'] as const };
