import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runAdmin } from './admin-commands.ts';
import { openDatabase } from './db/client.ts';
import { users } from './db/schema.ts';
import { cachedPgliteTemplate } from './testing/pglite-template.ts';

/**
 * `npm run admin` on the embedded database: a process of its own that must find the folder free
 * (a running server holds it). Its commands on either database are in admin.test.ts.
 */

const run = promisify(execFile);
const tsx = path.resolve('node_modules/.bin/tsx');

/** The command line itself, as `npm run admin` runs it (a process of its own). */
async function adminProcess(env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(tsx, ['src/server/admin.ts', ...args], {
      env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** The same commands in this process (each still opens and closes the database, as the command does). */
const admin = (env: Record<string, string>, ...args: string[]) =>
  runAdmin(args, { ...process.env, ...env, LOG_LEVEL: 'silent' });

/** A data folder holding a migrated embedded database, as a server that has run leaves it. */
async function migratedDataDir(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'va-admin-'));
  const client = await PGlite.create({
    dataDir: path.join(dataDir, 'pgdata'),
    loadDataDir: await cachedPgliteTemplate(),
  });
  await client.close();
  return dataDir;
}

describe('npm run admin on the embedded database', () => {
  it('sets a role and lists users on the embedded database, and refuses while a server holds it', async () => {
    const dataDir = await migratedDataDir();
    const database = await openDatabase({ dataDir });
    await database.db.insert(users).values({ email: 'learner@example.com', name: 'Learner' });

    // The "server" still holds the folder: the command must say to stop it first.
    const locked = await adminProcess({ DATA_DIR: dataDir }, 'list-users');
    expect(locked.code).toBe(1);
    expect(locked.stderr).toContain('Stop the server first');
    await database.close();

    const set = await adminProcess({ DATA_DIR: dataDir }, 'set-role', 'Learner@Example.com', 'VOCABULARY');
    expect(set.code).toBe(0);
    expect(set.stdout).toContain('learner@example.com now has the role VOCABULARY.');
    const list = await admin({ DATA_DIR: dataDir }, 'list-users');
    expect(list.stdout).toMatch(/VOCABULARY\s+learner@example\.com/);

    const reopened = await openDatabase({ dataDir });
    const [row] = await reopened.db.select().from(users).where(eq(users.email, 'learner@example.com'));
    await reopened.close();
    expect(row?.role).toBe('VOCABULARY');
  });
});
