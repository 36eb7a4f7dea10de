import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { users } from './db/schema.ts';
import { createTestDatabase } from './testing/test-app.ts';

const run = promisify(execFile);
const tsx = path.resolve('node_modules/.bin/tsx');

async function admin(env: Record<string, string>, ...args: string[]) {
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

describe('npm run admin', () => {
  it('sets a role and lists users on the embedded database, and refuses while a server holds it', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'va-admin-'));
    const database = await openDatabase({ dataDir });
    await database.migrate();
    await database.db.insert(users).values({ email: 'learner@example.com', name: 'Learner' });

    // The "server" still holds the folder: the command must say to stop it first.
    const locked = await admin({ DATA_DIR: dataDir }, 'list-users');
    expect(locked.code).toBe(1);
    expect(locked.stderr).toContain('Stop the server first');
    await database.close();

    const set = await admin({ DATA_DIR: dataDir }, 'set-role', 'Learner@Example.com', 'VOCABULARY');
    expect(set.stdout).toContain('learner@example.com now has the role VOCABULARY.');
    const list = await admin({ DATA_DIR: dataDir }, 'list-users');
    expect(list.stdout).toMatch(/VOCABULARY\s+learner@example\.com/);

    const reopened = await openDatabase({ dataDir });
    const [row] = await reopened.db.select().from(users).where(eq(users.email, 'learner@example.com'));
    await reopened.close();
    expect(row?.role).toBe('VOCABULARY');
  });

  it('explains bad input', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'va-admin-'));
    expect((await admin({ DATA_DIR: dataDir }, 'set-role', 'nobody@example.com', 'FULL2')).stderr).toContain(
      'No account with the email nobody@example.com.',
    );
    expect((await admin({ DATA_DIR: dataDir }, 'set-role', 'a@b.co', 'KING')).stderr).toContain(
      '"KING" is not a role',
    );
    expect((await admin({ DATA_DIR: dataDir }, 'delete-everything')).stderr).toContain('Usage:');
  });

  it('works on PostgreSQL while a server is connected, when the run has one', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) return;
    const test = await createTestDatabase(serverUrl);
    const server = await openDatabase({ databaseUrl: test.url, dataDir: 'unused' });
    try {
      await server.migrate();
      await server.db.insert(users).values({ email: 'pg@example.com', name: 'Pg' });
      const set = await admin({ DATABASE_URL: test.url }, 'set-role', 'pg@example.com', 'FULL2');
      expect(set.stdout).toContain('now has the role FULL2');
    } finally {
      await server.close();
      await test.drop();
    }
  });
});
