import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatListId } from '../../../shared/word-lists/list-id.ts';
import { learningCards, learningExposures } from '../../db/schema.ts';
import { signUpLearner } from '../../testing/accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('learning: rounds become reviews', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.cleanup();
  });

  const account = () => signUpLearner(app);

  const candyWord = (front: string, matched = true, wrongPairs = 0) => ({
    front,
    outcome: { game: 'candy', matched, wrongPairs, hinted: false, thinkMs: 4000 },
  });

  function round(overrides: Record<string, unknown> = {}) {
    return {
      roundId: randomUUID(),
      game: 'candy',
      listId: formatListId({ kind: 'ielts', band: 5 }),
      languageLearn: 'en',
      playedAt: Date.now() - 1000,
      timezoneOffsetMinutes: 0,
      words: [candyWord('policy'), candyWord('issue', false), candyWord('evidence', true, 1)],
      ...overrides,
    };
  }

  const post = (token: string | undefined, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/learning/rounds',
      payload: payload as Record<string, unknown>,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  const cardsOf = (userId: number) =>
    app.database.db.select().from(learningCards).where(eq(learningCards.userId, userId));
  const exposuresOf = (userId: number) =>
    app.database.db.select().from(learningExposures).where(eq(learningExposures.userId, userId));

  it('asks for sign-in without a token', async () => {
    const response = await post(undefined, round());
    expect(response.statusCode).toBe(401);
  });

  it('turns each word of a round into a graded review of its skill and says what changed', async () => {
    const { token, id } = await account();
    const response = await post(token, round());
    expect(response.statusCode).toBe(200);
    expect(response.json().changes).toEqual([
      { front: 'policy', grade: 3, before: 'new', after: 'learning', dueInDays: expect.any(Number) },
      { front: 'issue', grade: 1, before: 'new', after: 'learning', dueInDays: 0 },
      { front: 'evidence', grade: 2, before: 'new', after: 'learning', dueInDays: expect.any(Number) },
    ]);
    const cards = await cardsOf(id);
    expect(cards.map((card) => [card.skill, card.wordKey, card.exposures, card.misses]).sort()).toEqual([
      ['recognition', 'en:evidence', 1, 0],
      ['recognition', 'en:issue', 1, 1],
      ['recognition', 'en:policy', 1, 0],
    ]);
  });

  it('keeps recognition and recall apart: a Space round makes recall cards', async () => {
    const { token, id } = await account();
    await post(token, round());
    const space = await post(
      token,
      round({
        game: 'space',
        words: [
          {
            front: 'policy',
            outcome: { game: 'space', typed: true, wrongKeys: 0, forgiven: false, reactionMs: 900 },
          },
        ],
      }),
    );
    expect(space.statusCode).toBe(200);
    expect(space.json().changes[0]).toMatchObject({ front: 'policy', grade: 4, before: 'new' });
    const recall = await app.database.db
      .select()
      .from(learningCards)
      .where(and(eq(learningCards.userId, id), eq(learningCards.skill, 'recall')));
    expect(recall.map((card) => card.wordKey)).toEqual(['en:policy']);
  });

  it('grades a hinted Space word Hard and one that got through as often as it was shot down Again; refuses bad fields', async () => {
    const { token } = await account();
    const outcome = (fields: object) => ({
      game: 'space',
      typed: true,
      wrongKeys: 0,
      forgiven: false,
      reactionMs: 400,
      ...fields,
    });
    const response = await post(
      token,
      round({
        game: 'space',
        words: [
          { front: 'policy', outcome: outcome({ hinted: true, landed: 0, shotDown: 1 }) },
          { front: 'issue', outcome: outcome({ landed: 1, shotDown: 1 }) },
          { front: 'evidence', outcome: outcome({ landed: 1, shotDown: 3 }) },
        ],
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().changes.map((change: { grade: number }) => change.grade)).toEqual([2, 1, 2]);
    for (const [field, message] of [
      [{ hinted: 'yes' }, 'hinted must be true or false.'],
      [{ landed: -1 }, 'landed must be a whole number from 0 to 1000.'],
      [{ shotDown: 1.5 }, 'shotDown must be a whole number from 0 to 1000.'],
    ] as const) {
      const bad = await post(
        token,
        round({ game: 'space', words: [{ front: 'policy', outcome: outcome(field) }] }),
      );
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.json().message)).toContain(message);
    }
  });

  it('keeps each game mode a skill of its own: paraphrase recognition and recall, and spelling from sound', async () => {
    const { token, id } = await account();
    const spaceWord = (front: string, wrongKeys = 0) => ({
      front,
      outcome: { game: 'space', typed: true, wrongKeys, forgiven: false, reactionMs: 900 },
    });
    expect((await post(token, round({ mode: 'paraphrase' }))).statusCode).toBe(200);
    expect(
      (await post(token, round({ game: 'space', mode: 'paraphrase', words: [spaceWord('policy')] })))
        .statusCode,
    ).toBe(200);
    // Dictation is strict: a misspelt word (a wrong letter on the way) is Again.
    const dictation = await post(
      token,
      round({ game: 'space', mode: 'dictation', words: [spaceWord('issue'), spaceWord('evidence', 1)] }),
    );
    expect(dictation.statusCode).toBe(200);
    expect(dictation.json().changes.map((change: { grade: number }) => change.grade)).toEqual([4, 1]);
    const cards = await cardsOf(id);
    expect(cards.map((card) => `${card.skill} ${card.wordKey}`).sort()).toEqual([
      'paraphrase-recall en:policy',
      'paraphrase-recognition en:evidence',
      'paraphrase-recognition en:issue',
      'paraphrase-recognition en:policy',
      'spelling en:evidence',
      'spelling en:issue',
    ]);
    // Word Candy Match has no dictation.
    const wrong = await post(token, round({ mode: 'dictation' }));
    expect(wrong.statusCode).toBe(400);
    expect(JSON.stringify(wrong.json().message)).toContain('mode must be translation or paraphrase.');
  });

  it('records a round once: a retried or duplicated post changes nothing and gets the same answer', async () => {
    const { token, id } = await account();
    const body = round();
    const first = await post(token, body);
    const again = await post(token, body);
    const racing = await Promise.all([post(token, body), post(token, body), post(token, body)]);
    for (const response of [again, ...racing]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(first.json());
    }
    expect((await cardsOf(id)).every((card) => card.exposures === 1)).toBe(true);
    expect(await exposuresOf(id)).toHaveLength(3);
  });

  it('refuses another learner’s round id without touching either learner’s cards', async () => {
    const alice = await account();
    const mallory = await account();
    const body = round();
    await post(alice.token, body);
    const stolen = await post(mallory.token, { ...body, words: [candyWord('policy', false)] });
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json().message).toBe('This round id was already used. Make a new one for each round.');
    expect(await cardsOf(mallory.id)).toEqual([]);
    expect((await cardsOf(alice.id)).find((card) => card.wordKey === 'en:policy')?.misses).toBe(0);
  });

  it('feeds FSRS one review per card per day: a second success the same day does not raise stability', async () => {
    const { token, id } = await account();
    // Noon (UTC, the rounds' time zone) three days ago: the three rounds 10 minutes apart share a day
    // whatever time the test runs at.
    const day = 86_400_000;
    const base = Math.floor(Date.now() / day) * day - 3 * day + day / 2;
    await post(token, round({ playedAt: base, words: [candyWord('policy')] }));
    const [afterFirst] = await cardsOf(id);
    await post(token, round({ playedAt: base + 600_000, words: [candyWord('policy')] }));
    const [afterSecond] = await cardsOf(id);
    expect(afterSecond?.exposures).toBe(2);
    expect(afterSecond?.stability).toBe(afterFirst?.stability);
    await post(token, round({ playedAt: base + 1_200_000, words: [candyWord('policy', false)] }));
    const [afterMiss] = await cardsOf(id);
    expect(afterMiss?.stability ?? 0).toBeLessThan(afterSecond?.stability ?? 0);
  });

  it('lists the learner’s own cards only, with status and due day', async () => {
    const alice = await account();
    const bob = await account();
    await post(alice.token, round());
    const mine = await app.inject({
      method: 'GET',
      url: '/api/learning/cards?tz=-60',
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(mine.statusCode).toBe(200);
    expect(
      mine
        .json()
        .cards.map((card: { wordKey: string }) => card.wordKey)
        .sort(),
    ).toEqual(['en:evidence', 'en:issue', 'en:policy']);
    expect(mine.json().cards[0]).toMatchObject({ status: 'learning', skill: 'recognition' });
    const theirs = await app.inject({
      method: 'GET',
      url: '/api/learning/cards',
      headers: { authorization: `Bearer ${bob.token}` },
    });
    expect(theirs.json().cards).toEqual([]);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/learning/cards?tz=9999',
      headers: { authorization: `Bearer ${bob.token}` },
    });
    expect(bad.statusCode).toBe(400);
  });

  it.each([
    ['a round id that is not a UUID', { roundId: 'round-1' }, 'roundId must be a UUID made by the client.'],
    ['an unknown game', { game: 'chess' }, 'game must be candy or space.'],
    ['no words', { words: [] }, 'A round reports at least one word.'],
    [
      'too many words',
      { words: Array.from({ length: 51 }, (_, i) => candyWord(`w${i}`)) },
      'A round reports at most 50 words.',
    ],
    [
      'the same word twice',
      { words: [candyWord('policy'), candyWord('Policy')] },
      'A round reports each word once.',
    ],
    [
      'a negative duration',
      {
        words: [
          {
            front: 'x',
            outcome: { game: 'candy', matched: true, wrongPairs: 0, hinted: false, thinkMs: -5 },
          },
        ],
      },
      'thinkMs must be a whole number from 0 to 3600000.',
    ],
    [
      'a bad language code',
      { languageLearn: 'English' },
      'languageLearn must be a language code such as en.',
    ],
    [
      'a time zone off the globe',
      { timezoneOffsetMinutes: 5000 },
      'timezoneOffsetMinutes must be between -840 and 840.',
    ],
    ['a round from the future', { playedAt: Date.now() + 3_600_000 }, 'playedAt is in the future.'],
    [
      'a round too old',
      { playedAt: Date.now() - 61 * 86_400_000 },
      'Rounds older than 60 days are not recorded.',
    ],
  ])('answers 400 with a message for %s, and records nothing', async (_name, overrides, message) => {
    const { token, id } = await account();
    const response = await post(token, round(overrides));
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().message)).toContain(message);
    expect(await cardsOf(id)).toEqual([]);
  });

  it('limits rounds a minute and a day, new lists a day and cards, with a clear 429; pages the cards', async () => {
    const flooder = await account();
    // 25 rounds at once: 20 are recorded, the rest are told to wait.
    const answers = await Promise.all(Array.from({ length: 25 }, () => post(flooder.token, round())));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(20);
    const refused = answers.find((r) => r.statusCode === 429);
    expect(refused?.json().message).toBe(
      'You can record 20 rounds a minute. Please wait a moment before the next round.',
    );
    const recorded = await app.database.db.execute(
      sql`SELECT count(*)::int AS n FROM learning_rounds WHERE user_id = ${flooder.id}`,
    );
    expect((recorded as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(20);

    const setCounter = (key: string, n: number) =>
      app.database.db.execute(
        sql`INSERT INTO rate_limits (key, count, window_start) VALUES (${key}, ${n}, now())
            ON CONFLICT (key) DO UPDATE SET count = ${n}, window_start = now()`,
      );
    const daily = await account();
    await setCounter(`user:rounds-day:${daily.id}`, 300);
    const day = await post(daily.token, round());
    expect(day.statusCode).toBe(429);
    expect(day.json().message).toBe('You can record 300 rounds a day. Please come back tomorrow.');

    // 50 lists started today: a list already played today goes on, a 51st waits for tomorrow.
    const lists = await account();
    expect((await post(lists.token, round())).statusCode).toBe(200);
    await setCounter(`user:round-lists-day:${lists.id}`, 50);
    expect((await post(lists.token, round())).statusCode).toBe(200);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const another = await post(lists.token, round({ listId: formatListId({ kind: 'ielts', band: 6 }) }));
      expect(another.statusCode).toBe(429);
      expect(another.json().message).toBe(
        'You can play 50 different lists a day. Please come back tomorrow.',
      );
    }

    // Cards: a learner at the limit keeps playing known words, new ones are refused.
    const full = await account();
    expect((await post(full.token, round())).statusCode).toBe(200);
    await app.database.db.execute(sql`
      INSERT INTO learning_cards (user_id, skill, word_key, exposures, misses, streak, reviews, review_recalls,
                                  last_missed, retired)
      SELECT ${full.id}, 'recognition', 'en:filler' || g, 1, 0, 1, 0, 0, false, false
      FROM generate_series(1, 29997) AS g`);
    expect((await post(full.token, round())).statusCode).toBe(200);
    const more = await post(full.token, round({ words: [candyWord('policy'), candyWord('novel')] }));
    expect(more.statusCode).toBe(429);
    expect(more.json().message).toBe('You have 30,000 words in training, the most one account can hold.');

    const cardsPage = (page?: number) =>
      app.inject({
        method: 'GET',
        url: `/api/learning/cards${page ? `?page=${page}` : ''}`,
        headers: { authorization: `Bearer ${full.token}` },
      });
    const first = await cardsPage();
    expect(first.json().cards).toHaveLength(1000);
    expect(first.json().paging).toEqual({
      current_page: 1,
      total_pages: 30,
      total_records: 30_000,
      records_per_page: 1000,
    });
    expect((await cardsPage(30)).json().cards).toHaveLength(1000);
    expect((await cardsPage(31)).statusCode).toBe(404);
  });

  it('answers 400 for a word whose outcome belongs to the other game', async () => {
    const { token } = await account();
    const response = await post(
      token,
      round({
        words: [
          {
            front: 'x',
            outcome: { game: 'space', typed: true, wrongKeys: 0, forgiven: false, reactionMs: 1 },
          },
        ],
      }),
    );
    expect(response.statusCode).toBe(400);
  });

  const deal = (token: string | undefined, payload: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/learning/deal',
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('deals a list from the learner’s own cards: a word missed in Candy leads the next Space round', async () => {
    const alice = await account();
    const bob = await account();
    const fronts = ['policy', 'issue', 'evidence', 'factor', 'society', 'health', 'crime', 'urban'];
    const body = { game: 'space', languageLearn: 'en', timezoneOffsetMinutes: 0, fronts, roundSize: 4 };
    const before = await deal(alice.token, body);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ order: fronts, due: 0, fresh: 8 });
    // Candy: issue missed.
    expect((await post(alice.token, round())).statusCode).toBe(200);
    const after = await deal(alice.token, body);
    expect(after.json().order[0]).toBe('issue');
    expect(after.json().fresh).toBe(8);
    // Candy itself: the three words just played wait (never twice in a few minutes), and now count as played.
    const candy = await deal(alice.token, { ...body, game: 'candy' });
    expect(candy.json().order.slice(0, 4)).toEqual(['factor', 'society', 'health', 'crime']);
    expect(candy.json().fresh).toBe(5);
    // Another learner's cards play no part.
    expect((await deal(bob.token, body)).json()).toMatchObject({ order: fronts, due: 0, fresh: 8 });
  });

  it('answers 401 without a token and 400 with a message for a bad deal request', async () => {
    const { token } = await account();
    const good = {
      game: 'candy',
      languageLearn: 'en',
      timezoneOffsetMinutes: 0,
      fronts: ['a'],
      roundSize: 4,
    };
    expect((await deal(undefined, good)).statusCode).toBe(401);
    for (const [payload, message] of [
      [{ ...good, fronts: [] }, 'A list to deal has at least one word.'],
      [{ ...good, fronts: Array.from({ length: 2001 }, (_, i) => `w${i}`) }, 'at most 2000 words'],
      [{ ...good, roundSize: 0 }, 'roundSize must be a whole number from 1 to 50.'],
      [{ ...good, game: 'chess' }, 'game must be candy or space.'],
      [{ ...good, fronts: [''] }, 'Each word needs its front.'],
      [{ ...good, dueOnly: 'yes' }, 'dueOnly must be true or false.'],
    ] as const) {
      const response = await deal(token, payload as Record<string, unknown>);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
  });
});
