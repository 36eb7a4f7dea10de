import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatListId } from '../../shared/word-lists/list-id.ts';
import { MEMORY_DATA_DIR } from '../config.ts';
import { cachedEmptyPgliteTemplate, cachedPgliteTemplate } from '../testing/pglite-template.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { PgliteThread } from './pglite-thread.ts';
import { learningCards, learningRounds, users } from './schema.ts';

/**
 * The embedded database in its worker thread (decision record 018): Drizzle gets the same answers
 * as from PGlite on the calling thread, transactions commit and roll back as they did, errors keep
 * PostgreSQL's fields, and the calling thread stays free while a query runs.
 */

let template: Blob;
beforeAll(async () => {
  template = await cachedPgliteTemplate();
});

async function bothThreads(): Promise<[DatabaseHandle, DatabaseHandle]> {
  return Promise.all([
    openDatabase({ dataDir: MEMORY_DATA_DIR, pgliteTemplate: template, pgliteThread: 'worker' }),
    openDatabase({ dataDir: MEMORY_DATA_DIR, pgliteTemplate: template, pgliteThread: 'main' }),
  ]);
}

describe('PGlite in a worker thread, through Drizzle', () => {
  let worker: DatabaseHandle;
  let main: DatabaseHandle;
  beforeAll(async () => {
    [worker, main] = await bothThreads();
  });
  afterAll(async () => {
    await Promise.all([worker?.close(), main?.close()]);
  });

  it('answers every column type of our schema as PGlite on the calling thread does', async () => {
    for (const database of [worker, main]) {
      const [user] = await database.db
        .insert(users)
        .values({
          email: 'types@example.com',
          name: 'Types',
          role: 'FREE',
          languageLearn: 'en',
          tokensValidAfter: new Date('2026-03-04T05:06:07Z'),
        })
        .returning();
      expect(user?.id).toBeGreaterThan(1);
      await database.db.insert(learningCards).values({
        userId: user?.id ?? 0,
        skill: 'recall',
        wordKey: 'en|abandon',
        exposures: 3,
        misses: 1,
        streak: 2,
        reviews: 2,
        reviewRecalls: 1,
        stability: 1.5,
        difficulty: null,
        lastReviewDay: 20_500,
        lastSeenDay: 20_500.25,
        lastMissed: false,
        retired: false,
        updatedAt: new Date('2026-04-30T12:00:00Z'),
      });
      await database.db.insert(learningRounds).values({
        roundId: 'round-types',
        userId: user?.id ?? 0,
        game: 'space',
        listId: formatListId({ kind: 'ielts', band: 5 }),
        playedAt: new Date('2026-05-01T00:00:00Z'),
        changes: [{ word: 'abandon', right: true, note: 'ünïcode ✓' }],
      });
    }
    const read = async (database: DatabaseHandle) => {
      const [user] = await database.db.select().from(users).where(eq(users.email, 'types@example.com'));
      const cards = await database.db
        .select()
        .from(learningCards)
        .where(eq(learningCards.userId, user?.id ?? 0));
      const rounds = await database.db
        .select()
        .from(learningRounds)
        .where(eq(learningRounds.userId, user?.id ?? 0));
      const raw = await database.db.execute(
        sql`SELECT now() > '2000-01-01'::timestamptz AS later, '{"a":[1,2]}'::jsonb AS doc, ARRAY[1,2,3] AS list, 12.50::numeric AS amount, NULL::text AS nothing`,
      );
      const { id: _userId, createdAt: _created, updatedAt: _updated, ...stable } = user ?? ({} as never);
      return {
        user: stable,
        cards: cards.map(({ userId: _user, ...rest }) => rest),
        rounds: rounds.map(({ userId: _user, createdAt: _created, ...rest }) => rest),
        raw: (raw as unknown as { rows: unknown[] }).rows,
      };
    };
    const fromWorker = await read(worker);
    expect(fromWorker.user.tokensValidAfter).toEqual(new Date('2026-03-04T05:06:07Z'));
    expect(fromWorker.cards[0]).toMatchObject({
      lastSeenDay: 20_500.25,
      difficulty: null,
      lastMissed: false,
    });
    expect(fromWorker.rounds[0]?.playedAt).toEqual(new Date('2026-05-01T00:00:00Z'));
    expect(fromWorker.rounds[0]?.changes).toEqual([{ word: 'abandon', right: true, note: 'ünïcode ✓' }]);
    expect(fromWorker.raw).toEqual([
      { later: true, doc: { a: [1, 2] }, list: [1, 2, 3], amount: '12.50', nothing: null },
    ]);
    expect(fromWorker).toEqual(await read(main));
  });

  it('commits a transaction whose callback resolves and rolls back one that throws, nested ones too', async () => {
    const count = async () =>
      (
        await worker.db
          .select({ n: sql<number>`count(*)::int` })
          .from(users)
          .where(sql`${users.email} like 'tx.%'`)
      )[0]?.n;
    await worker.db.transaction(async (tx) => {
      await tx
        .insert(users)
        .values({ email: 'tx.1@example.com', name: 'One', role: 'FREE', languageLearn: 'en' });
      await expect(
        tx.transaction(async (inner) => {
          await inner
            .insert(users)
            .values({ email: 'tx.2@example.com', name: 'Two', role: 'FREE', languageLearn: 'en' });
          throw new Error('inner fails');
        }),
      ).rejects.toThrow('inner fails');
    });
    expect(await count()).toBe(1);
    await expect(
      worker.db.transaction(async (tx) => {
        await tx
          .insert(users)
          .values({ email: 'tx.3@example.com', name: 'Three', role: 'FREE', languageLearn: 'en' });
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    expect(await count()).toBe(1);
  });

  it('makes other queries wait for an open transaction, as one PGlite connection does', async () => {
    let releaseTransaction: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      releaseTransaction = resolve;
    });
    const transaction = worker.db.transaction(async (tx) => {
      await tx.update(users).set({ name: 'Inside' }).where(eq(users.email, 'tx.1@example.com'));
      await held;
    });
    const outside = worker.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.email, 'tx.1@example.com'));
    let answered = false;
    void outside.then(() => {
      answered = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(answered).toBe(false);
    releaseTransaction();
    await transaction;
    expect(await outside).toEqual([{ name: 'Inside' }]);
  });

  it("keeps PostgreSQL's error fields (code, constraint) on a failed query", async () => {
    const duplicate = worker.db
      .insert(users)
      .values({ email: 'tx.1@example.com', name: 'Again', role: 'FREE', languageLearn: 'en' });
    // Drizzle wraps the driver's error; the cause is PostgreSQL's, with its fields.
    await expect(duplicate).rejects.toMatchObject({ cause: { code: '23505', severity: 'ERROR' } });
    // The worker goes on answering after a failure.
    expect(((await worker.db.execute(sql`SELECT 1 AS one`)) as unknown as { rows: unknown[] }).rows).toEqual([
      { one: 1 },
    ]);
  });

  it('tells a listener of a NOTIFY before the query that committed it resolves', async () => {
    const heard: string[] = [];
    await worker.listen?.('test_channel', (payload) => heard.push(payload));
    await worker.db.execute(sql`SELECT pg_notify('test_channel', 'first')`);
    expect(heard).toEqual(['first']);
    await worker.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_notify('test_channel', 'second')`);
      // Delivered at commit, not before.
      expect(heard).toEqual(['first']);
    });
    expect(heard).toEqual(['first', 'second']);
  });

  it('leaves the calling thread free while a long query runs', async () => {
    // Ticks of a 5 ms timer during a query that keeps PostgreSQL busy for a while: PGlite on the
    // calling thread lets none through until it finishes.
    const ticksDuring = async (database: DatabaseHandle) => {
      let ticks = 0;
      const timer = setInterval(() => {
        ticks++;
      }, 5);
      await database.db.execute(sql`SELECT count(*) FROM generate_series(1, 1000000)`);
      clearInterval(timer);
      return ticks;
    };
    expect(await ticksDuring(main)).toBe(0);
    expect(await ticksDuring(worker)).toBeGreaterThan(0);
  });
});

describe('PGlite in a worker thread, on a data folder', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'va-pglite-thread-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps what was written once closed, for the next server and for PGlite itself', async () => {
    // An empty database (initdb's, from the tests' template) in the folder, migrated here.
    const first = await openDatabase({
      dataDir,
      pgliteThread: 'worker',
      pgliteTemplate: await cachedEmptyPgliteTemplate(),
    });
    await first.migrate();
    await first.db
      .insert(users)
      .values({ email: 'kept@example.com', name: 'Kept', role: 'FREE', languageLearn: 'en' });
    await first.close();

    const second = await openDatabase({ dataDir, pgliteThread: 'worker' });
    expect(await second.pendingMigrations()).toBe(0);
    expect(
      await second.db.select({ name: users.name }).from(users).where(eq(users.email, 'kept@example.com')),
    ).toEqual([{ name: 'Kept' }]);
    await second.close();

    const plain = await PGlite.create(path.join(dataDir, 'pgdata'));
    expect((await plain.query("SELECT name FROM users WHERE email = 'kept@example.com'")).rows).toEqual([
      { name: 'Kept' },
    ]);
    await plain.close();
  });

  it('fails every query with a clear error once the worker has stopped', async () => {
    const thread = await PgliteThread.start({ template: await cachedEmptyPgliteTemplate() });
    await thread.close();
    await expect(thread.query('SELECT 1')).rejects.toThrow(/database worker stopped/);
  });
});
