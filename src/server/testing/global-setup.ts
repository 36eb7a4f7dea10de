/**
 * Vitest's global setup: builds the API tests' PGlite template once, before the test files start
 * (./pglite-template.ts), so parallel workers do not each build it. Against PostgreSQL
 * (TEST_DATABASE_URL) each test file migrates a database of its own instead.
 */
import { cachedPgliteTemplate } from './pglite-template.ts';

export async function setup(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) await cachedPgliteTemplate();
}
