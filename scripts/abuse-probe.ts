/**
 * `npm run test:abuse`: the abuse probe of docs/decisions/025-abuse-limits.md, scripted against
 * the API (in-process, like the API tests). The database comes from the environment as for `npm run test:api:pg`: PGlite in memory by
 * default; with TEST_DATABASE_URL (a PostgreSQL server where the user may create databases, e.g.
 * what .ci/start-postgres.sh prints) a fresh database copied from the migrated template, dropped at
 * the end. It prints which one it ran on. Checks:
 *   - three fresh accounts reporting 8 tracks (24 reports) hide none: each waits for review;
 *   - 500 starts with fresh browser ids from one address count once and do not move the track
 *     in the popular order;
 *   - one learner posting rounds as fast as it can for ABUSE_FLOOD_SECONDS (20) records at most
 *     20 a minute, its cards stay one small page, and another learner's user-info stays quick (p99
 *     under BYSTANDER_P99_MS, 500 ms: the probe saw 1,143 ms before the limits, 4 ms at rest).
 * The shared-device logout is a browser's case: tests/e2e/shared-device.spec.ts.
 * Exits 1 when a check fails.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { users, userVocabularies } from '../src/server/db/schema.ts';
import { signUpLearner } from '../src/server/testing/accounts.ts';
import { createTestApp } from '../src/server/testing/test-app.ts';
import { formatListId } from '../src/shared/word-lists/list-id.ts';

const FLOOD_SECONDS = Number(process.env.ABUSE_FLOOD_SECONDS ?? 20);
const BYSTANDER_P99_MS = 500;
const CARDS = [
  { front: 'resilient', back: 'able to recover quickly', hint: '' },
  { front: 'scarce', back: 'in short supply', hint: '' },
  { front: 'thrive', back: 'grow well', hint: '' },
];

// PGlite on its own thread, as the server runs it (the bystander's wait is part of what is probed).
const app = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: 1000, PGLITE_THREAD: 'worker' });
const serverUrl = process.env.TEST_DATABASE_URL;
console.log(
  app.database.kind === 'postgres' && serverUrl
    ? `database: PostgreSQL at ${new URL(serverUrl).host} (a throwaway database, TEST_DATABASE_URL)`
    : 'database: PGlite in memory (set TEST_DATABASE_URL for PostgreSQL)',
);
const headers = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
const failures: string[] = [];
async function check(name: string, run: () => Promise<string>) {
  try {
    console.log(`ok    ${name}: ${await run()}`);
  } catch (error) {
    failures.push(name);
    console.log(`FAIL  ${name}: ${(error as Error).message}`);
  }
}

async function designerWithTracks(count: number): Promise<{ token: string; ids: number[] }> {
  const learner = await signUpLearner(app, { role: 'VOCABULARY' });
  await app.database.db
    .update(users)
    .set({ languageNative: 'es', languageLearn: 'en' })
    .where(eq(users.id, learner.id));
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    await app.database.db
      .insert(userVocabularies)
      .values({
        userId: learner.id,
        slot: 1,
        name: 'Probe sheet',
        googleSheetId: `probe-sheet-${learner.id}-${i}-0123456789`,
        googleModified: new Date(),
        locallyModified: new Date(),
        words: CARDS.map((card) => ({ ...card, front: `${card.front}${i}` })),
      })
      .onConflictDoUpdate({
        target: [userVocabularies.userId, userVocabularies.slot],
        set: {
          googleSheetId: `probe-sheet-${learner.id}-${i}-0123456789`,
          words: CARDS.map((card) => ({ ...card, front: `${card.front}${i}` })),
        },
      });
    const published = await app.inject({
      method: 'POST',
      url: '/api/tracks/community',
      headers: headers(learner.token),
      payload: { slot: 1, title: `Probe list ${i}`, description: '' },
    });
    assert.equal(published.statusCode, 200, published.body);
    ids.push(published.json().id as number);
  }
  return { token: learner.token, ids };
}

try {
  await check('three accounts reporting 8 tracks hide none', async () => {
    const { ids } = await designerWithTracks(8);
    const reporters = await Promise.all([1, 2, 3].map(() => signUpLearner(app)));
    const started = performance.now();
    const answers = await Promise.all(
      reporters.flatMap((reporter) =>
        ids.map((id) =>
          app.inject({
            method: 'POST',
            url: `/api/tracks/community/${id}/report`,
            headers: headers(reporter.token),
            payload: { reason: 'offensive', reCaptcha: '' },
          }),
        ),
      ),
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    assert.ok(answers.every((answer) => answer.statusCode === 200));
    const visible = await Promise.all(
      ids.map((id) => app.inject({ method: 'GET', url: `/api/tracks/community/${id}` })),
    );
    const hidden = visible.filter((answer) => answer.statusCode !== 200).length;
    assert.equal(hidden, 0, `${hidden} of 8 tracks hidden`);
    const queued = await app.database.db.execute(
      sql`SELECT count(DISTINCT content_id)::int AS n FROM content_reports WHERE kind = 'track'`,
    );
    const n = (queued as unknown as { rows: { n: number }[] }).rows[0]?.n;
    assert.equal(n, 8);
    return `24 reports in ${seconds} s, 0 of 8 hidden, 8 waiting for review`;
  });

  await check('500 starts from one address count once', async () => {
    const { ids } = await designerWithTracks(2);
    const [target = 0, other = 0] = ids;
    // The other track has one honest start from another address.
    await app.inject({
      method: 'POST',
      url: `/api/tracks/community/${other}/started`,
      remoteAddress: '198.51.100.20',
      payload: { browserId: 'honest-browser-1' },
    });
    const statuses = new Map<number, number>();
    const started = performance.now();
    for (let i = 0; i < 500; i += 1) {
      const answer = await app.inject({
        method: 'POST',
        url: `/api/tracks/community/${target}/started`,
        remoteAddress: '203.0.113.50',
        payload: { browserId: `fake-browser-${i}` },
      });
      statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    const track = (await app.inject({ method: 'GET', url: `/api/tracks/community/${target}` })).json();
    assert.equal(track.started, 1);
    const popular = (await app.inject({ method: 'GET', url: '/api/tracks/catalog/1?sort=popular' })).json()
      .tracks as { id: number; started: number }[];
    assert.ok(popular.every((item) => item.started <= 1));
    return `500 requests in ${seconds} s (${[...statuses].map(([s, n]) => `${n}x${s}`).join(', ')}), counted ${track.started}`;
  });

  await check(`a ${FLOOD_SECONDS} s round flood is held to 20 rounds a minute`, async () => {
    const flooder = await signUpLearner(app);
    const bystander = await signUpLearner(app);
    const deadline = Date.now() + FLOOD_SECONDS * 1000;
    let posted = 0;
    const latencies: number[] = [];
    const flood = (async () => {
      while (Date.now() < deadline) {
        await Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            app.inject({
              method: 'POST',
              url: '/api/learning/rounds',
              headers: headers(flooder.token),
              payload: {
                roundId: randomUUID(),
                game: 'candy',
                listId: formatListId({ kind: 'ielts', band: 5 }),
                languageLearn: 'en',
                playedAt: Date.now() - 1000,
                timezoneOffsetMinutes: 0,
                words: Array.from({ length: 50 }, (_, w) => ({
                  front: `flood${posted + i}x${w}`,
                  outcome: { game: 'candy', matched: true, wrongPairs: 0, hinted: false, thinkMs: 1000 },
                })),
              },
            }),
          ),
        );
        posted += 8;
      }
    })();
    const watch = (async () => {
      while (Date.now() < deadline) {
        const started = performance.now();
        await app.inject({ method: 'GET', url: '/api/auth/user-info', headers: headers(bystander.token) });
        latencies.push(performance.now() - started);
        // Yield to the flood's database answers (the check above may be answered from memory).
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await Promise.all([flood, watch]);
    const result = await app.database.db.execute(
      sql`SELECT count(*)::int AS n FROM learning_rounds WHERE user_id = ${flooder.id}`,
    );
    const recorded = (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    // A fixed one-minute window: a flood across a minute's turn may record two windows' worth.
    const allowed = 20 * (Math.ceil(FLOOD_SECONDS / 60) + 1);
    assert.ok(recorded <= allowed, `${recorded} rounds recorded`);
    const cards = await app.inject({
      method: 'GET',
      url: '/api/learning/cards',
      headers: headers(flooder.token),
    });
    assert.equal(cards.statusCode, 200);
    assert.ok(cards.body.length < 1_000_000, `cards answer ${cards.body.length} bytes`);
    latencies.sort((a, b) => a - b);
    const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? 0;
    assert.ok(latencies.length > 0, 'the bystander was never answered');
    assert.ok(p99 < BYSTANDER_P99_MS, `bystander user-info p99 ${p99.toFixed(0)} ms`);
    return `${posted} rounds posted, ${recorded} recorded, cards answer ${(cards.body.length / 1024).toFixed(0)} KB; bystander user-info p99 ${p99.toFixed(0)} ms over ${latencies.length} requests`;
  });
} finally {
  await app.cleanup();
}

if (failures.length > 0) {
  console.log(`\n${failures.length} check(s) failed.`);
  process.exit(1);
}
console.log('\nEvery check passed.');
