/**
 * The catalog's popular and top orders (decision record 019). Both start from a Bayesian average
 * of likes: the share of likes among votes, pulled towards PRIOR_MEAN as if every track had
 * PRIOR_VOTES more votes, so one like does not beat forty likes and two dislikes. Plays add their
 * log: `popular` weighs plays heavily, `top` only breaks near ties with them.
 *
 *   liked  = (likes + PRIOR_VOTES * PRIOR_MEAN) / (likes + dislikes + PRIOR_VOTES)
 *   score  = liked + PLAYS_WEIGHT[sort] * log10(1 + started)
 *
 * The server orders by the same expression in SQL (communitySortSql); a unit test keeps them equal.
 */
export const PRIOR_VOTES = 5;
export const PRIOR_MEAN = 0.5;
export const PLAYS_WEIGHT = { popular: 0.2, top: 0.02 } as const;

export const CATALOG_SORTS = ['new', 'popular', 'top'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];
export const DEFAULT_CATALOG_SORT: CatalogSort = 'new';

export function likedShare(likes: number, dislikes: number): number {
  return (likes + PRIOR_VOTES * PRIOR_MEAN) / (likes + dislikes + PRIOR_VOTES);
}

export function rankScore(
  sort: Exclude<CatalogSort, 'new'>,
  counts: { likes: number; dislikes: number; started: number },
): number {
  return likedShare(counts.likes, counts.dislikes) + PLAYS_WEIGHT[sort] * Math.log10(1 + counts.started);
}
