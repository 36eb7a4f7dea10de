import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MEMORY_DATA_DIR } from '../config.ts';
import { projectRoot } from '../project-root.ts';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema.ts';

/** One type for both drivers: the queries are written once against it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Apply committed migrations; safe to run twice and from several instances at once. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
  /** In-memory PGlite only: start from this dump of a database (tests reuse a migrated one). */
  pgliteTemplate?: Blob;
};

const migrationsFolder = () => path.join(projectRoot(), 'src/server/db/migrations');

/** Any fixed number: instances starting together take turns applying migrations. */
const MIGRATION_LOCK_KEY = 724_311;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client that loses its server must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: async () => {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder: migrationsFolder() });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }

  const inMemory = options.dataDir === MEMORY_DATA_DIR;
  const release = inMemory ? () => {} : lockDataDir(options.dataDir);
  try {
    const client = inMemory
      ? await PGlite.create(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {})
      : await PGlite.create(path.join(options.dataDir, 'pgdata'));
    const pgliteDb = drizzlePglite({ client, schema });
    return {
      db: pgliteDb as unknown as Database,
      kind: 'pglite',
      migrate: () => migratePglite(pgliteDb, { migrationsFolder: migrationsFolder() }),
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** A dump of a freshly migrated in-memory database, to start test databases from. */
export async function migratedPgliteTemplate(): Promise<Blob> {
  const client = await PGlite.create();
  try {
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: migrationsFolder() });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
