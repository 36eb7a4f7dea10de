import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../project-root.ts';
import { cachedPgliteTemplate } from '../testing/pglite-template.ts';

const MIGRATIONS = path.join(projectRoot(), 'src/server/db/migrations');

/** The display-name migration's statements (its number may change when branches merge). */
function displayNameStatements(): string[] {
  const file = readdirSync(MIGRATIONS).find((name) => name.endsWith('_display-names.sql'));
  if (!file) throw new Error('no *_display-names.sql migration');
  return readFileSync(path.join(MIGRATIONS, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);
}

describe('migration: display names (decision record 030)', () => {
  it('gives every existing account a neutral unique name in place of its email’s local part', async () => {
    // The migrated database (replaying every migration and seed takes a minute on a busy machine),
    // put back as it was before this migration, with accounts as they were then.
    const client = await PGlite.create({ loadDataDir: await cachedPgliteTemplate() });
    try {
      const db = drizzle({ client });
      await db.execute(sql`DROP INDEX users_name_unique`);
      await db.execute(sql`ALTER TABLE users DROP COLUMN name_chosen`);
      // Two accounts whose emails share a local part had the same public name.
      await db.execute(sql`INSERT INTO users (email, name) VALUES
        ('jane.smith@example.com', 'jane.smith'), ('jane.smith@example.org', 'jane.smith'),
        ('sam@example.com', 'Sam Google Name')`);

      for (const statement of displayNameStatements()) await db.execute(sql.raw(statement));

      const { rows } = await db.execute<{ id: number; name: string; name_chosen: boolean }>(
        sql`SELECT id, name, name_chosen FROM users ORDER BY id`,
      );
      expect(rows[0]).toMatchObject({ id: 1, name: 'Guest' });
      const accounts = rows.slice(1);
      expect(accounts).toHaveLength(3);
      for (const account of accounts) {
        expect(account.name).toBe(`Learner ${account.id}`);
        expect(account.name_chosen).toBe(false);
      }
      // From now on no two accounts share a name, in any case.
      await expect(
        db.execute(
          sql`UPDATE users SET name = ${`learner ${accounts[0]?.id}`} WHERE id = ${accounts[1]?.id}`,
        ),
      ).rejects.toThrow();
    } finally {
      await client.close();
    }
  });
});
