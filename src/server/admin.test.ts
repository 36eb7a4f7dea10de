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
import { comments, communityTracks, contentReports, users } from './db/schema.ts';
import { cachedPgliteTemplate } from './testing/pglite-template.ts';
import { createTestDatabase } from './testing/test-app.ts';

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

describe('npm run admin', () => {
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

  it('explains bad input', async () => {
    const dataDir = await migratedDataDir();
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

  it("lists reports, hides and restores community content, and removes an account's content", async () => {
    const dataDir = await migratedDataDir();
    const database = await openDatabase({ dataDir });
    const [designer] = await database.db
      .insert(users)
      .values({ email: 'designer@example.com', name: 'Designer' })
      .returning({ id: users.id });
    const [reader] = await database.db
      .insert(users)
      .values({ email: 'reader@example.com', name: 'Reader' })
      .returning({ id: users.id });
    const userId = designer?.id ?? 0;
    const [track] = await database.db
      .insert(communityTracks)
      .values({
        userId,
        title: 'Spam words',
        description: '',
        sourceListId: 's',
        languageNative: '',
        languageLearn: 'en',
        words: [],
        wordCount: 0,
      })
      .returning({ id: communityTracks.id });
    const trackId = track?.id ?? 0;
    await database.db.insert(comments).values({ contentId: trackId, userId, body: 'my comment' });
    await database.db
      .insert(contentReports)
      .values({ kind: 'track', contentId: trackId, userId: reader?.id ?? 0, reason: 'spam' });
    await database.close();

    const reports = await admin({ DATA_DIR: dataDir }, 'reports');
    expect(reports.stdout).toMatch(
      new RegExp(`track\\s+${trackId}\\s+1\\s+1\\s+visible\\s+spam\\s+\\|\\s+Spam words`),
    );
    expect((await admin({ DATA_DIR: dataDir }, 'hide', 'track', String(trackId))).stdout).toContain(
      `The track ${trackId} is hidden.`,
    );
    expect((await admin({ DATA_DIR: dataDir }, 'reports')).stdout).toMatch(/hidden/);
    expect((await admin({ DATA_DIR: dataDir }, 'restore', 'track', String(trackId))).stdout).toContain(
      'shown again',
    );
    expect((await admin({ DATA_DIR: dataDir }, 'hide', 'comment', '999999')).stderr).toContain(
      'There is no comment 999999.',
    );
    const removed = await admin({ DATA_DIR: dataDir }, 'remove-content', 'designer@example.com');
    expect(removed.stdout).toContain('Removed 1 tracks and 1 comments of designer@example.com.');

    const reopened = await openDatabase({ dataDir });
    const left = await reopened.db.select().from(communityTracks);
    await reopened.close();
    expect(left).toEqual([]);
  });
});
