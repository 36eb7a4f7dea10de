import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cachedEmptyPgliteTemplate } from '../testing/pglite-template.ts';
import { createTestDatabase } from '../testing/test-app.ts';
import { openDatabase } from './client.ts';
import { DataDirLockedError } from './data-dir-lock.ts';
import { users } from './schema.ts';

/** The same checks on PGlite in a folder and, when TEST_DATABASE_URL is set, on PostgreSQL. */
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
    const dataDir = mkdtempSync(path.join(tmpdir(), 'va-db-'));
    const { anonymous, kept } = await openTwiceAndCount(() => openDatabase({ dataDir }));
    expect(anonymous).toHaveLength(1);
    expect(anonymous[0]?.name).toBe('Guest');
    expect(kept).toHaveLength(1);
    expect(kept[0]?.id).toBeGreaterThanOrEqual(2);

    // The same on a PostgreSQL server when the run has one (CI does).
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) return;
    const database = await createTestDatabase(serverUrl);
    try {
      const onServer = await openTwiceAndCount(() =>
        openDatabase({ databaseUrl: database.url, dataDir: 'unused' }),
      );
      expect(onServer.anonymous).toHaveLength(1);
      expect(onServer.kept).toHaveLength(1);
    } finally {
      await database.drop();
    }
  });

  it('refuses a second opener of the same folder with a clear message, and frees it on close', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'va-lock-'));
    // A folder that holds a database (initdb's, from the tests' template: no second initdb).
    const first = await openDatabase({ dataDir, pgliteTemplate: await cachedEmptyPgliteTemplate() });
    await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirLockedError);
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      /in use by process \d+.*stop the running server first/,
    );
    await first.close();
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    const again = await openDatabase({ dataDir });
    await again.close();
  });

  it('refuses a folder locked by another live process', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'va-lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      writeFileSync(path.join(dataDir, 'server.lock'), String(other.pid));
      await expect(openDatabase({ dataDir })).rejects.toThrow(`in use by process ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that died', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'va-lock-'));
    const dead = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    await new Promise((resolve) => dead.on('exit', resolve));
    writeFileSync(path.join(dataDir, 'server.lock'), String(dead.pid));
    const database = await openDatabase({ dataDir, pgliteTemplate: await cachedEmptyPgliteTemplate() });
    await database.close();
  });
});
