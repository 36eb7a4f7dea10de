/**
 * In-memory PGlite databases for the API tests, lent to one test app at a time and reused.
 *
 * Starting a PGlite from the migrated template costs about 1.5 CPU-seconds (WebAssembly and
 * PostgreSQL's start), and the API tests build some fifty apps. A test worker runs its files one
 * after the other, so a database handed back by an app that closed is reset to the template's
 * state and lent to the next app instead:
 * - the rows of every table that had a row written since the app got it (PostgreSQL's statistics
 *   count them; checked to count at the pool's start, else every table) are deleted, with
 *   foreign keys and triggers off for that transaction;
 * - a table that the template fills (the IELTS words, the career, the site's own user, Drizzle's
 *   journal) is then copied back from the template, when written or when its row count differs
 *   (a TRUNCATE is not counted as rows written);
 * - every sequence gets the template's value again.
 * The reset is checked against a fresh copy of the template by ./pglite-pool.test.ts.
 */
import { PGlite } from '@electric-sql/pglite';
import type { PgliteLease } from '../db/client.ts';

type Table = { name: string; columns: string; rows: number; copy?: Blob };
type Sequence = { name: string; lastValue: string | null; startValue: string };

type Snapshot = {
  /** What the template's catalog and session hold (./fingerprint below). */
  fingerprint: string;
  /** Every table, by qualified name; `copy` for those the template fills. */
  tables: Map<string, Table>;
  sequences: Sequence[];
  /** Whether pg_stat_user_tables counts the rows written (else every filled table is copied back). */
  statsCount: boolean;
};

/** How many rows each table has had written (inserted, updated, deleted) since the database started. */
async function writes(client: PGlite): Promise<Map<string, number>> {
  await client.query('SELECT pg_stat_force_next_flush()');
  const { rows } = await client.query<{ name: string; n: string }>(
    `SELECT format('%I.%I', schemaname, relname) AS name, (n_tup_ins + n_tup_upd + n_tup_del)::text AS n
       FROM pg_stat_user_tables`,
  );
  return new Map(rows.map((row) => [row.name, Number(row.n)]));
}

async function rowCount(client: PGlite, table: string): Promise<number> {
  const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0]?.n ?? 0;
}

async function sequences(client: PGlite): Promise<Sequence[]> {
  const { rows } = await client.query<{ name: string; last_value: string | null; start_value: string }>(
    `SELECT format('%I.%I', schemaname, sequencename) AS name, last_value::text, start_value::text
       FROM pg_sequences ORDER BY 1`,
  );
  return rows.map((row) => ({ name: row.name, lastValue: row.last_value, startValue: row.start_value }));
}

/**
 * A digest of everything besides rows that a test could leave behind: tables, columns,
 * constraints, indexes, triggers (and whether they are enabled), functions, roles, settings made
 * in the session, prepared statements, channels listened to and advisory locks. A database whose
 * digest differs from the template's is closed, not lent again (a test that adds a constraint to
 * make a query fail, say).
 */
async function fingerprint(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ digest: string }>(
    `SELECT md5(string_agg(item, '|' ORDER BY item)) AS digest FROM (
       SELECT 'c:' || n.nspname || '.' || c.relname || ':' || c.relkind::text || ':' || c.relnatts
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'
       UNION ALL
       SELECT 'a:' || a.attrelid::regclass::text || '.' || a.attname || ':' || format_type(a.atttypid, a.atttypmod)
              || ':' || a.attnotnull || ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
         FROM pg_attribute a
         JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
         LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
        WHERE a.attnum > 0 AND NOT a.attisdropped
          AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'
       UNION ALL
       SELECT 'k:' || k.conrelid::regclass::text || '.' || k.conname || ':' || pg_get_constraintdef(k.oid)
         FROM pg_constraint k JOIN pg_namespace n ON n.oid = k.connamespace
        WHERE n.nspname NOT IN ('pg_catalog', 'information_schema')
       UNION ALL
       SELECT 'i:' || pg_get_indexdef(i.indexrelid) FROM pg_index i
         JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'
       UNION ALL
       SELECT 't:' || t.tgrelid::regclass::text || '.' || t.tgname || ':' || t.tgenabled::text
         FROM pg_trigger t WHERE NOT t.tgisinternal
       UNION ALL
       SELECT 'f:' || p.oid::regprocedure::text || ':' || md5(p.prosrc)
         FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE n.nspname NOT IN ('pg_catalog', 'information_schema')
       UNION ALL SELECT 'r:' || rolname FROM pg_roles
       UNION ALL SELECT 's:' || name || '=' || setting FROM pg_settings WHERE source = 'session'
       UNION ALL SELECT 'p:' || name FROM pg_prepared_statements
       UNION ALL SELECT 'l:' || channel FROM pg_listening_channels() AS channel
       UNION ALL SELECT 'x:' || objid FROM pg_locks WHERE locktype = 'advisory'
     ) AS items(item)`,
  );
  return rows[0]?.digest ?? '';
}

async function takeSnapshot(client: PGlite): Promise<Snapshot> {
  const { rows: tableRows } = await client.query<{ name: string; columns: string }>(
    `SELECT format('%I.%I', n.nspname, c.relname) AS name,
            string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
      GROUP BY 1`,
  );
  const tables = new Map<string, Table>();
  for (const { name, columns } of tableRows) {
    const rows = await rowCount(client, name);
    const table: Table = { name, columns, rows };
    if (rows > 0) {
      const result = await client.query(`COPY ${name} (${columns}) TO '/dev/blob' WITH (FORMAT binary)`);
      table.copy = result.blob;
      if (!table.copy) throw new Error(`PGlite gave no copy of ${name}`);
    }
    tables.set(name, table);
  }
  return {
    fingerprint: await fingerprint(client),
    tables,
    sequences: await sequences(client),
    statsCount: false,
  };
}

/**
 * Brings `client` back to the template's state (`before`: the writes counted when it was lent);
 * refuses (throws) when its catalog or session differ from the template's.
 */
async function reset(client: PGlite, snapshot: Snapshot, before: Map<string, number>): Promise<void> {
  if ((await fingerprint(client)) !== snapshot.fingerprint) {
    throw new Error('the database differs from its template beyond its rows');
  }
  const after = snapshot.statsCount ? await writes(client) : undefined;
  const written = (table: Table) => after === undefined || after.get(table.name) !== before.get(table.name);
  const emptied: Table[] = [];
  for (const table of snapshot.tables.values()) {
    if (
      !table.copy ? written(table) : written(table) || (await rowCount(client, table.name)) !== table.rows
    ) {
      emptied.push(table);
    }
  }
  if (emptied.length > 0) {
    await client.transaction(async (tx) => {
      // DELETE, not TRUNCATE (which makes new files for each table and index: most of a second
      // for twenty tables), with foreign keys and triggers off for this transaction: every table
      // ends as the template has it, so the order does not matter.
      await tx.exec('SET LOCAL session_replication_role = replica');
      for (const table of emptied) await tx.exec(`DELETE FROM ${table.name}`);
      for (const table of emptied) {
        if (!table.copy) continue;
        await tx.query(`COPY ${table.name} (${table.columns}) FROM '/dev/blob' WITH (FORMAT binary)`, [], {
          blob: table.copy,
        });
      }
    });
  }
  const now = await sequences(client);
  for (const sequence of snapshot.sequences) {
    const current = now.find((candidate) => candidate.name === sequence.name);
    if (current?.lastValue === sequence.lastValue) continue;
    await client.query(
      sequence.lastValue === null
        ? `SELECT setval('${sequence.name}', ${sequence.startValue}, false)`
        : `SELECT setval('${sequence.name}', ${sequence.lastValue}, true)`,
    );
  }
}

/** At most this many reset databases wait for the next app (the rest are closed). */
const MAX_IDLE = 3;

/** A pool of in-memory PGlite databases started from `template` (a dump of the migrated database). */
export function createPglitePool(template: () => Promise<Blob>) {
  const idle: PGlite[] = [];
  let snapshot: Promise<Snapshot> | undefined;

  async function start(): Promise<PGlite> {
    const client = await PGlite.create({ loadDataDir: await template() });
    snapshot ??= (async () => {
      const taken = await takeSnapshot(client);
      // Do the statistics count a row written? One no-op update of a filled table says.
      const filled = [...taken.tables.values()].find((table) => table.copy)?.name;
      const column = filled ? taken.tables.get(filled)?.columns.split(', ')[0] : undefined;
      if (filled && column) {
        const before = await writes(client);
        await client.exec(
          `UPDATE ${filled} SET ${column} = ${column} WHERE ctid = (SELECT ctid FROM ${filled} LIMIT 1)`,
        );
        taken.statsCount = ((await writes(client)).get(filled) ?? 0) > (before.get(filled) ?? 0);
        await reset(client, { ...taken, statsCount: false }, before);
      }
      return taken;
    })();
    await snapshot;
    return client;
  }

  return {
    /** A database in the template's state, for one app; release() hands it back (once). */
    async lease(): Promise<PgliteLease> {
      const client = idle.pop() ?? (await start());
      const ready = await snapshot;
      if (!ready) throw new Error('the pool has no snapshot of its template');
      const before = ready.statsCount ? await writes(client) : new Map<string, number>();
      let released: Promise<void> | undefined;
      return {
        client,
        release: () => {
          released ??= reset(client, ready, before).then(
            () => {
              if (idle.length < MAX_IDLE) idle.push(client);
              else return client.close();
            },
            // A database that cannot be reset is not lent again.
            () => client.close(),
          );
          return released;
        },
      };
    },
    /** Closes the waiting databases. */
    async close(): Promise<void> {
      await Promise.all(idle.splice(0).map((client) => client.close()));
    },
  };
}
