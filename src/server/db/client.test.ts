import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-app.ts';
import { openDatabase } from './client.ts';
import { users } from './schema.ts';

/** Opens the database twice, migrating each time (twice the second time), as restarts would. */
async function openTwiceAndCount(open: () => Promise<Awaited<ReturnType<typeof openDatabase>>>) {
  const first = await open();
  await first.migrate();
  await first.db.insert(users).values({ email: 'kept@example.com', name: 'Kept' });
  await first.close();

  const second = await open();
  await second.migrate();
  await second.migrate();
  const anonymous = await second.db.select().from(users).where(eq(users.id, 1));
  const kept = await second.db.select().from(users).where(eq(users.email, 'kept@example.com'));
  await second.close();
  return { anonymous, kept };
}

describe('database', () => {
  // The one test of a new folder as a first start leaves it: initdb, then every migration.
  it('applies migrations at start, safely twice, and keeps data across restarts', async () => {
    // On the run's database: a new PostgreSQL database when the run has a server (CI's second
    // run), else a new folder for the embedded one.
    const serverUrl = process.env.TEST_DATABASE_URL;
    const database = serverUrl ? await createTestDatabase(serverUrl) : undefined;
    try {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'va-db-'));
      const { anonymous, kept } = await openTwiceAndCount(() =>
        database ? openDatabase({ databaseUrl: database.url, dataDir: 'unused' }) : openDatabase({ dataDir }),
      );
      expect(anonymous).toHaveLength(1);
      expect(anonymous[0]?.name).toBe('Guest');
      expect(kept).toHaveLength(1);
      expect(kept[0]?.id).toBeGreaterThanOrEqual(2);
    } finally {
      await database?.drop();
    }
  });
});
