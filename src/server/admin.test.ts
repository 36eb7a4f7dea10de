import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { runAdmin } from './admin-commands.ts';
import { openDatabase } from './db/client.ts';
import { comments, communityTracks, contentReports, users } from './db/schema.ts';
import { cachedPgliteTemplate } from './testing/pglite-template.ts';
import { createTestDatabase } from './testing/test-app.ts';

/** The same commands in this process (each still opens and closes the database, as the command does). */
const admin = (env: Record<string, string>, ...args: string[]) =>
  runAdmin(args, { ...process.env, ...env, LOG_LEVEL: 'silent' });

/**
 * The database these commands run on: a data folder holding a migrated embedded database (as a
 * server that has run leaves it), or, when the run has a PostgreSQL server (TEST_DATABASE_URL), a
 * migrated database there. `env` is what the command is given; `open` opens it as a server would.
 */
async function commandDatabase(): Promise<{
  env: Record<string, string>;
  open: () => ReturnType<typeof openDatabase>;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const database = await createTestDatabase(serverUrl, { migrated: true });
    return {
      env: { DATABASE_URL: database.url },
      open: () => openDatabase({ databaseUrl: database.url, dataDir: 'unused' }),
      drop: database.drop,
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'va-admin-'));
  const client = await PGlite.create({
    dataDir: path.join(dataDir, 'pgdata'),
    loadDataDir: await cachedPgliteTemplate(),
  });
  await client.close();
  return { env: { DATA_DIR: dataDir }, open: () => openDatabase({ dataDir }), drop: async () => {} };
}

describe('npm run admin', () => {
  it('explains bad input', async () => {
    const { env, drop } = await commandDatabase();
    expect((await admin(env, 'set-role', 'nobody@example.com', 'FULL2')).stderr).toContain(
      'No account with the email nobody@example.com.',
    );
    expect((await admin(env, 'set-role', 'a@b.co', 'KING')).stderr).toContain('"KING" is not a role');
    expect((await admin(env, 'delete-everything')).stderr).toContain('Usage:');
    await drop();
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
    const { env, open, drop } = await commandDatabase();
    const database = await open();
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

    const reports = await admin(env, 'reports');
    expect(reports.stdout).toMatch(
      new RegExp(`track\\s+${trackId}\\s+1\\s+1\\s+visible\\s+spam\\s+\\|\\s+Spam words`),
    );
    expect((await admin(env, 'hide', 'track', String(trackId))).stdout).toContain(
      `The track ${trackId} is hidden.`,
    );
    expect((await admin(env, 'reports')).stdout).toMatch(/hidden/);
    expect((await admin(env, 'restore', 'track', String(trackId))).stdout).toContain('shown again');
    expect((await admin(env, 'hide', 'comment', '999999')).stderr).toContain('There is no comment 999999.');
    const removed = await admin(env, 'remove-content', 'designer@example.com');
    expect(removed.stdout).toContain('Removed 1 tracks and 1 comments of designer@example.com.');

    const reopened = await open();
    const left = await reopened.db.select().from(communityTracks);
    await reopened.close();
    await drop();
    expect(left).toEqual([]);
  });
});
