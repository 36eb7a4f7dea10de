/**
 * Vitest's global setup: builds the tests' PGlite templates once, before the test files start
 * (./pglite-template.ts), so parallel workers do not each build them. Against PostgreSQL
 * (TEST_DATABASE_URL) the API tests copy a migrated database of their own there, but the tests of
 * PGlite itself (a data folder's lock, the migrations at start) still start from these.
 */
import { cachedEmptyPgliteTemplate, cachedPgliteTemplate } from './pglite-template.ts';

export async function setup(): Promise<void> {
  await cachedPgliteTemplate();
  await cachedEmptyPgliteTemplate();
}
