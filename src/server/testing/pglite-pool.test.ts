import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { createPglitePool } from './pglite-pool.ts';
import { cachedPgliteTemplate } from './pglite-template.ts';

/** Every row of every table and every sequence's value, as one comparable text per table. */
async function contents(client: PGlite): Promise<Record<string, string>> {
  const { rows: tables } = await client.query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
      WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await client.query<{ digest: string | null; n: number }>(
      `SELECT md5(string_agg(t::text, E'\\n' ORDER BY t::text)) AS digest, count(*)::int AS n FROM ${name} t`,
    );
    result[name] = `${rows[0]?.n} rows ${rows[0]?.digest ?? ''}`;
  }
  const { rows: sequences } = await client.query<{ name: string; value: string | null }>(
    `SELECT format('%I.%I', schemaname, sequencename) AS name, last_value::text AS value FROM pg_sequences`,
  );
  for (const { name, value } of sequences) result[`sequence ${name}`] = value ?? 'not called';
  return result;
}

const pool = createPglitePool(cachedPgliteTemplate);
afterAll(() => pool.close());

describe('the tests’ PGlite pool', () => {
  it('lends a database back in the template’s state, whatever its app wrote', async () => {
    const fresh = await PGlite.create({ loadDataDir: await cachedPgliteTemplate() });
    const template = await contents(fresh);
    await fresh.close();

    const first = await pool.lease();
    expect(await contents(first.client)).toEqual(template);
    // Rows in empty tables (with identities used), a filled table edited, another emptied by
    // TRUNCATE (and the table that refers to it), the site's own user changed.
    await first.client.exec(`
      INSERT INTO users (email, name) VALUES ('pool@example.com', 'Pool Learner');
      INSERT INTO password_reset_tokens (token_hash, user_id, expires_at)
        SELECT 'hash', id, now() FROM users WHERE email = 'pool@example.com';
      UPDATE ielts_words SET word = upper(word) WHERE word = (SELECT min(word) FROM ielts_words);
      TRUNCATE career_tracks CASCADE;
      UPDATE users SET name = 'Changed' WHERE email IS NULL;
    `);
    expect(await contents(first.client)).not.toEqual(template);
    await first.release();

    const second = await pool.lease();
    expect(second.client).toBe(first.client);
    expect(await contents(second.client)).toEqual(template);
    await second.release();
  });

  it('does not lend again a database whose tables or session a test changed', async () => {
    const lease = await pool.lease();
    await lease.client.exec(
      'ALTER TABLE users ADD CONSTRAINT pool_test_refuse CHECK (id < 0) NOT VALID; SET statement_timeout = 1234',
    );
    await lease.release();
    const next = await pool.lease();
    expect(next.client).not.toBe(lease.client);
    expect(lease.client.closed).toBe(true);
    const { rows } = await next.client.query(
      `SELECT 1 FROM pg_constraint WHERE conname = 'pool_test_refuse'`,
    );
    expect(rows).toEqual([]);
    await next.release();
  });
});
