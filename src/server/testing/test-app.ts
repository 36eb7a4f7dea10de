import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type BuildOptions, buildApp } from '../app.ts';
import { type Config, MEMORY_DATA_DIR, parseEnv } from '../config.ts';
import { cachedPgliteTemplate } from './pglite-template.ts';

/** Migrating a fresh PGlite (with the IELTS seed) takes seconds: it is done once per set of migrations (./pglite-template.ts). */
let template: Promise<Blob> | undefined;

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

/**
 * A config for API tests: in-memory PGlite, or (when TEST_DATABASE_URL is set) a fresh database
 * on that PostgreSQL server, so the same tests run against both.
 */
function testConfig(overrides: Partial<Config> = {}): Config {
  // Cheap password hashing for speed; one test checks the production default.
  // PGLITE_THREAD=main runs the same tests with PGlite on the test's own thread.
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CAPTCHA: 'off',
    PASSWORD_HASH_LOG_N: '10',
    PGLITE_THREAD: process.env.PGLITE_THREAD,
  });
  return {
    ...env,
    DATA_DIR: MEMORY_DATA_DIR,
    STATIC_DIR: mkdtempSync(path.join(tmpdir(), 'va-static-empty-')),
    JWT_SECRET: TEST_JWT_SECRET,
    ...overrides,
  };
}

/** Creates a throwaway database on the TEST_DATABASE_URL server; drop() removes it. */
export async function createTestDatabase(serverUrl: string) {
  const name = `va_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export type TestApp = FastifyInstance & { cleanup: () => Promise<void> };

/** Builds the app on a fresh database; call cleanup() in afterAll. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const database = serverUrl && !overrides.DATA_DIR ? await createTestDatabase(serverUrl) : undefined;
  const config = testConfig({ ...(database ? { DATABASE_URL: database.url } : {}), ...overrides });
  const inMemory = !config.DATABASE_URL && config.DATA_DIR === MEMORY_DATA_DIR;
  if (inMemory) template ??= cachedPgliteTemplate();
  const app = await buildApp(config, { ...options, pgliteTemplate: inMemory ? await template : undefined });
  return Object.assign(app, {
    cleanup: async () => {
      await app.close();
      await database?.drop();
    },
  });
}
