import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type BuildOptions, buildApp } from '../app.ts';
import { type Config, MEMORY_DATA_DIR, parseEnv } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createPglitePool } from './pglite-pool.ts';
import { cachedPgliteTemplate, migrationsHash } from './pglite-template.ts';

/** Migrating a fresh PGlite (with the IELTS seed) takes seconds: it is done once per set of migrations (./pglite-template.ts). */
let template: Promise<Blob> | undefined;
const cachedTemplate = () => {
  template ??= cachedPgliteTemplate();
  return template;
};

/**
 * In-memory databases on the test's thread are lent by a pool and reset when their app closes
 * (./pglite-pool.ts): a test worker runs its files one after the other, and starting a PGlite
 * costs more than resetting one.
 */
const pool = createPglitePool(cachedTemplate);

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

/**
 * A config for API tests: in-memory PGlite, or (when TEST_DATABASE_URL is set) a fresh database
 * on that PostgreSQL server, so the same tests run against both.
 */
function testConfig(overrides: Partial<Config> = {}): Config {
  // Cheap password hashing for speed; one test checks the production default.
  // PGlite on the test's own thread: a worker per test app costs a quarter of the API tests' CPU
  // (its own PGlite module and WebAssembly for each app). The worker that the server uses is held
  // to the same answers by src/server/db/pglite-thread.test.ts (every column type, transactions,
  // errors, NOTIFY) and runs under every browser test; PGLITE_THREAD=worker runs these on it too.
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CAPTCHA: 'off',
    PASSWORD_HASH_LOG_N: '10',
    PGLITE_THREAD: process.env.PGLITE_THREAD ?? 'main',
  });
  return {
    ...env,
    DATA_DIR: MEMORY_DATA_DIR,
    STATIC_DIR: mkdtempSync(path.join(tmpdir(), 'va-static-empty-')),
    JWT_SECRET: TEST_JWT_SECRET,
    ...overrides,
  };
}

/** The database named `name` on the server at `serverUrl`. */
function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Advisory lock key that lets one test process at a time build the migrated template database. */
const TEMPLATE_LOCK_KEY = 724_313;

/**
 * The name of a database on the server that holds every migration and the IELTS seed, built once
 * per set of migrations (its name carries their hash) by whichever test process asks first, and
 * marked as a template: a test database copied from it is ready in a fraction of a second, where
 * migrating a fresh one takes seconds.
 */
async function migratedTemplate(serverUrl: string): Promise<string> {
  const name = `va_template_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const database = await openDatabase({
        databaseUrl: databaseUrl(serverUrl, building),
        dataDir: MEMORY_DATA_DIR,
      });
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
      // Renamed once complete, so no process ever copies half a template.
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      await admin.query(`ALTER DATABASE ${name} IS_TEMPLATE true`);
    }
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]).catch(() => {});
    await admin.end();
  }
}

let templateName: Promise<string> | undefined;

/**
 * Creates a throwaway database on the TEST_DATABASE_URL server; drop() removes it. Empty, or with
 * `migrated`, a copy of the migrated template (what the app would have after migrating on start).
 */
export async function createTestDatabase(serverUrl: string, options: { migrated?: boolean } = {}) {
  const name = `va_test_${randomBytes(6).toString('hex')}`;
  if (options.migrated) templateName ??= migratedTemplate(serverUrl);
  const template = options.migrated ? await templateName : undefined;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = databaseUrl(serverUrl, name);
  return {
    url,
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
  const database =
    serverUrl && !overrides.DATA_DIR ? await createTestDatabase(serverUrl, { migrated: true }) : undefined;
  const config = testConfig({ ...(database ? { DATABASE_URL: database.url } : {}), ...overrides });
  const inMemory = !config.DATABASE_URL && config.DATA_DIR === MEMORY_DATA_DIR;
  const lease = inMemory && config.PGLITE_THREAD === 'main' ? await pool.lease() : undefined;
  let app: FastifyInstance;
  try {
    app = await buildApp(config, {
      ...options,
      pgliteTemplate: inMemory ? await cachedTemplate() : undefined,
      pgliteLease: lease,
    });
  } catch (error) {
    await lease?.release();
    throw error;
  }
  return Object.assign(app, {
    cleanup: async () => {
      await app.close();
      await database?.drop();
    },
  });
}
