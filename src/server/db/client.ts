import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Config, MEMORY_DATA_DIR } from '../config.ts';
import { projectRoot } from '../project-root.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { DatabaseDeadlineError, startQuery } from './deadline.ts';
import { PgliteThread } from './pglite-thread.ts';
import * as schema from './schema.ts';

/** One type for both drivers: the queries are written once against it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Apply committed migrations; safe to run twice and from several instances at once. */
  migrate: () => Promise<void>;
  /** How many committed migrations the database has not applied yet (0: up to date). */
  pendingMigrations: () => Promise<number>;
  /**
   * PGlite only (one process owns the database): calls `listener` with the payload of every NOTIFY
   * on `channel`, before the query whose commit sent it resolves. Undefined for PostgreSQL.
   */
  listen?: (channel: string, listener: (payload: string) => void) => Promise<void>;
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
  /** PostgreSQL only: wait at most this long for a connection (new, or free in the pool). */
  connectTimeoutMs?: number;
  /** PostgreSQL only: statement_timeout of every session (0: none). */
  statementTimeoutMs?: number;
  /** PostgreSQL only: idle_in_transaction_session_timeout of every session (0: none). */
  idleInTransactionTimeoutMs?: number;
  /**
   * PGlite only: start from this dump of a database (tests reuse a migrated one, or an empty one
   * instead of running initdb), in memory or in a data folder that holds no database yet.
   */
  pgliteTemplate?: Blob;
  /** PGlite only: run it in a worker thread (default) or on the calling thread. */
  pgliteThread?: 'worker' | 'main';
  /**
   * In-memory PGlite only (tests): an open database to use instead of starting one, and what to
   * call instead of closing it (src/server/testing/pglite-pool.ts hands it back, reset).
   */
  pgliteLease?: PgliteLease;
};

/** An open in-memory PGlite lent to one app (tests): `release` takes the place of `close`. */
export type PgliteLease = { client: PGlite; release: () => Promise<void> };

/** The database options a configuration names (the server, the migration job and the admin tool alike). */
export function databaseOptionsOf(config: Config): DatabaseOptions {
  return {
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    idleInTransactionTimeoutMs: config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    pgliteThread: config.PGLITE_THREAD,
  };
}

const migrationsFolder = () => path.join(projectRoot(), 'src/server/db/migrations');

/** A server started with MIGRATE_ON_START=0 on a database that the migration job has not brought up to date. */
export class MigrationsPendingError extends Error {}

/**
 * Drizzle's migrators apply every migration newer than the newest one recorded in
 * drizzle.__drizzle_migrations (by its folder's timestamp); this counts those, without applying.
 */
async function countPendingMigrations(db: Database): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder: migrationsFolder() });
  const table = await db.execute(sql`SELECT to_regclass('drizzle.__drizzle_migrations') AS name`);
  if (!(table as unknown as { rows: { name: unknown }[] }).rows[0]?.name) return migrations.length;
  const result = await db.execute(sql`SELECT max(created_at) AS last FROM drizzle.__drizzle_migrations`);
  const last = Number((result as unknown as { rows: { last: unknown }[] }).rows[0]?.last ?? 0);
  return migrations.filter((migration) => migration.folderMillis > last).length;
}

/** The defaults of DATABASE_CONNECT_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS and the idle one. */
const DEFAULT_CONNECT_TIMEOUT_MS = 5000;
const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;
const DEFAULT_IDLE_IN_TRANSACTION_MS = 10_000;

/** A ROLLBACK always runs: a transaction refused its next query must still end, on its connection. */
const ROLLBACK = /^\s*rollback\b/i;

/**
 * Every query of a pool's client, for two rules:
 *  - the request's budget of database time (./deadline.ts): a query waits at most what is left of
 *    it (pg's query_timeout for that query), and none is sent once it is spent;
 *  - a query the server never answered (pg's query_timeout, a stall) keeps its connection busy: the
 *    transaction's ROLLBACK queued behind it would wait a second timeout (22 s in all,
 *    docs/decisions/025-abuse-limits.md).
 *    The connection is ended instead, so what is queued on it fails at once and the request answers
 *    503 after one timeout; the pool drops the client when it is released.
 */
function wrapQueries(client: pg.PoolClient): void {
  const query = client.query as (...args: unknown[]) => unknown;
  const connection = (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = function (
    this: pg.PoolClient,
    ...args: unknown[]
  ) {
    const [config, ...rest] = args;
    const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
    const isQueryObject = typeof (config as { submit?: unknown } | null)?.submit === 'function';
    const budget = typeof text === 'string' && ROLLBACK.test(text) ? undefined : startQuery();
    if (budget instanceof DatabaseDeadlineError) {
      const callback = args.findLast((arg) => typeof arg === 'function') as
        | ((error: Error) => void)
        | undefined;
      if (!callback) return Promise.reject(budget);
      process.nextTick(callback, budget);
      return undefined;
    }
    if (budget && !isQueryObject && config !== null && config !== undefined) {
      const queryConfig: { text?: string; query_timeout?: number } =
        typeof config === 'string' ? { text: config } : (config as { query_timeout?: number });
      const { connectionParameters } = this as unknown as {
        connectionParameters?: { query_timeout?: number };
      };
      const own =
        queryConfig.query_timeout || connectionParameters?.query_timeout || Number.POSITIVE_INFINITY;
      args = [{ ...queryConfig, query_timeout: Math.min(own, budget.leftMs) }, ...rest];
      const callbackAt = args.findLastIndex((arg) => typeof arg === 'function');
      if (callbackAt >= 0) {
        const callback = args[callbackAt] as (...results: unknown[]) => void;
        args[callbackAt] = (...results: unknown[]) => {
          budget.done();
          callback(...results);
        };
      }
    }
    const result = query.apply(this, args);
    if (result instanceof Promise) {
      result.then(budget?.done, (error: unknown) => {
        budget?.done();
        if ((error as Error | undefined)?.message === READ_TIMEOUT_MESSAGE) connection?.stream?.destroy();
      });
    } else if (budget && isQueryObject) {
      // A query object (a cursor, a stream) reports on its own: it is counted until it ends.
      const emitter = config as { once?: (event: string, listener: () => void) => void };
      emitter.once?.('end', budget.done);
      emitter.once?.('error', budget.done);
    }
    return result;
  };
}

/** pg's error for a query unanswered past query_timeout. */
const READ_TIMEOUT_MESSAGE = 'Query read timeout';

/** Any fixed number: instances starting together take turns applying migrations. */
const MIGRATION_LOCK_KEY = 724_311;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const connectionString = options.databaseUrl;
    const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
    const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
    const pool = new pg.Pool({
      connectionString,
      max: options.poolSize ?? 10,
      // Also bounds the wait for a free connection when all are busy.
      connectionTimeoutMillis: connectTimeoutMs,
      // The server's own limits, set on every session.
      statement_timeout: statementTimeoutMs,
      idle_in_transaction_session_timeout:
        options.idleInTransactionTimeoutMs ?? DEFAULT_IDLE_IN_TRANSACTION_MS,
      // A server that stops answering altogether never sends the statement timeout's error: the
      // client gives up a second after the server would have.
      ...(statementTimeoutMs > 0 ? { query_timeout: statementTimeoutMs + 1000 } : {}),
      keepAlive: true,
    });
    // A client that loses its server must not crash the process: idle ones report to the pool,
    // checked-out ones (e.g. ended by the idle-in-transaction timeout) fail their query instead,
    // and the pool drops them when they are released.
    pool.on('error', () => {});
    pool.on('connect', (client) => {
      client.on('error', () => {});
      wrapQueries(client);
    });
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    let closed: Promise<void> | undefined;
    return {
      db,
      kind: 'postgres',
      migrate: async () => {
        // A connection of its own without the statement timeout: waiting for another instance's
        // migration (the advisory lock) and a large seed may take longer than a request should.
        const client = new pg.Client({ connectionString, connectionTimeoutMillis: connectTimeoutMs });
        // A lost server fails the migration's query; the event must not crash the process too.
        client.on('error', () => {});
        await client.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder: migrationsFolder() });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
          await client.end().catch(() => {});
        }
      },
      pendingMigrations: () => countPendingMigrations(db),
      close: () => {
        closed ??= pool.end();
        return closed;
      },
    };
  }

  const inMemory = options.dataDir === MEMORY_DATA_DIR;
  const release = inMemory ? () => {} : lockDataDir(options.dataDir);
  try {
    const dataDir = inMemory ? undefined : path.join(options.dataDir, 'pgdata');
    // A template fills only a folder that holds no database yet (PostgreSQL writes PG_VERSION first).
    const template =
      dataDir && existsSync(path.join(dataDir, 'PG_VERSION')) ? undefined : options.pgliteTemplate;
    const lease = inMemory ? options.pgliteLease : undefined;
    const client =
      lease?.client ??
      ((options.pgliteThread ?? 'worker') === 'worker'
        ? await PgliteThread.start({ dataDir, template })
        : await PGlite.create({
            ...(dataDir ? { dataDir } : {}),
            ...(template ? { loadDataDir: template } : {}),
          }));
    let closed: Promise<void> | undefined;
    // A lent database outlives this handle: once the handle is closed its queries fail, as a
    // closed database's would, and its listeners go with it.
    const queried = lease ? closedWithHandle(lease.client, () => closed !== undefined) : client;
    // Drizzle's PGlite driver uses query, exec and transaction only, which PgliteThread offers.
    const pgliteDb = drizzlePglite({ client: queried as PGlite, schema });
    const unlisteners: (() => Promise<void>)[] = [];
    return {
      db: pgliteDb as unknown as Database,
      kind: 'pglite',
      migrate: () => migratePglite(pgliteDb, { migrationsFolder: migrationsFolder() }),
      pendingMigrations: () => countPendingMigrations(pgliteDb as unknown as Database),
      listen: (channel, listener) =>
        client.listen(channel, listener).then((unlisten) => {
          if (typeof unlisten === 'function') unlisteners.push(() => unlisten());
        }),
      close: () => {
        closed ??= lease
          ? Promise.all(unlisteners.map((unlisten) => unlisten())).then(lease.release)
          : client.close().finally(release);
        return closed;
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** `client` as seen by a handle: query, exec and transaction fail once `isClosed()`. */
function closedWithHandle(client: PGlite, isClosed: () => boolean): PGlite {
  const guarded = new Set<PropertyKey>(['query', 'exec', 'transaction']);
  return new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== 'function') return value;
      if (!guarded.has(property)) return value.bind(target);
      return (...args: unknown[]) =>
        isClosed() ? Promise.reject(new Error('PGlite is closed')) : value.apply(target, args);
    },
  });
}

/**
 * Dumps to start test databases from, made with one initdb (about ten seconds of CPU in PGlite's
 * WebAssembly, as long as the migrations): a fresh database, and the same once migrated.
 */
export async function pgliteTemplates(): Promise<{ empty: Blob; migrated: Blob }> {
  const client = await PGlite.create();
  try {
    const empty = await client.dumpDataDir('none');
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: migrationsFolder() });
    return { empty, migrated: await client.dumpDataDir('none') };
  } finally {
    await client.close();
  }
}

async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/**
 * Whether the database answers a trivial query within `timeoutMs`: false when it fails or takes
 * longer (the query is left to finish or fail on its own; its outcome is ignored).
 */
export async function databaseAnswers(db: Database, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const ping = pingDatabase(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([ping, late]);
  } finally {
    clearTimeout(timer);
  }
}
