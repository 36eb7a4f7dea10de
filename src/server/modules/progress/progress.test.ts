import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { wordKey } from '../../../shared/learning/word-key.ts';
import { dateOfDay, PROGRESS_MESSAGES } from '../../../shared/progress/plan.ts';
import { formatListId } from '../../../shared/word-lists/list-id.ts';
import { learningCards } from '../../db/schema.ts';
import { signUpLearner } from '../../testing/accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const TODAY = Math.floor(Date.now() / 86_400_000);

describe('progress: what the learner knows, what is due, the week and the exam', () => {
  let app: TestApp;
  let band5: string[];

  beforeAll(async () => {
    app = await createTestApp();
    const page = await app.inject({ method: 'GET', url: '/api/tests/vocabulary?type=band-5&skip=0&take=20' });
    band5 = (page.json().result as { FIELD1: string }[]).map((row) => row.FIELD1);
  });
  afterAll(async () => {
    await app.cleanup();
  });

  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const get = (token: string | undefined, url: string) =>
    app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });

  async function playRound(token: string, game: 'candy' | 'space', words: string[], missed: string[] = []) {
    const outcome = (front: string) =>
      game === 'candy'
        ? { game, matched: true, wrongPairs: missed.includes(front) ? 2 : 0, hinted: false, thinkMs: 3000 }
        : { game, typed: !missed.includes(front), wrongKeys: 0, forgiven: false, reactionMs: 1500 };
    const response = await app.inject({
      method: 'POST',
      url: '/api/learning/rounds',
      headers: auth(token),
      payload: {
        roundId: randomUUID(),
        game,
        listId: formatListId({ kind: 'ielts', band: 5 }),
        languageLearn: 'en',
        playedAt: Date.now() - 1000,
        timezoneOffsetMinutes: 0,
        words: words.map((front) => ({ front, outcome: outcome(front) })),
      },
    });
    expect(response.statusCode).toBe(200);
  }

  it('asks for sign-in', async () => {
    expect((await get(undefined, '/api/progress')).statusCode).toBe(401);
    expect((await get(undefined, '/api/progress/words?list=ielts-band-5')).statusCode).toBe(401);
  });

  it('a first visit: no lists, 30 quiet days, the default weekly goal, no exam', async () => {
    const { token } = await signUpLearner(app);
    const response = await get(token, '/api/progress?tz=0');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.lists).toEqual([]);
    expect(body.plan).toEqual({ weeklyGoal: 4, examDate: null });
    expect(body.activity).toHaveLength(30);
    expect(body.activity.every((day: { answers: number }) => day.answers === 0)).toBe(true);
    expect(body.habit).toMatchObject({ goal: 4, daysThisWeek: 0, streakWeeks: 0, freezeAvailable: true });
    expect(body.exam).toBeNull();
  });

  it('counts agree with the cards in the database, per list and per skill', async () => {
    const { token, id } = await signUpLearner(app);
    const played = band5.slice(0, 6);
    await playRound(token, 'candy', played, [played[0] as string]);
    await playRound(token, 'space', played.slice(0, 3), [played[1] as string]);

    const body = (await get(token, '/api/progress?tz=0')).json();
    expect(body.lists).toHaveLength(1);
    const [list] = body.lists;
    expect(list.listId).toBe(formatListId({ kind: 'ielts', band: 5 }));
    expect(list.name).toBe('IELTS Band 5 Vocabulary');

    const rows = await app.database.db
      .select()
      .from(learningCards)
      .where(
        and(
          eq(learningCards.userId, id),
          inArray(
            learningCards.wordKey,
            played.map((w) => wordKey('en', w)),
          ),
        ),
      );
    const inDb = (skill: string) => rows.filter((row) => row.skill === skill).length;
    // Each card keeps its last grade: Again for the missed words, above it for the others.
    expect(
      rows
        .filter((row) => row.lastGrade === 1)
        .map((row) => `${row.skill} ${row.wordKey}`)
        .sort(),
    ).toEqual([
      `recall ${wordKey('en', played[1] as string)}`,
      `recognition ${wordKey('en', played[0] as string)}`,
    ]);
    expect(list.recognition.learning + list.recognition.known).toBe(inDb('recognition'));
    expect(list.recall.learning + list.recall.known).toBe(inDb('recall'));
    expect(list.recognition.new).toBe(list.words - inDb('recognition'));
    expect(list.recall.new).toBe(list.words - 3);
    // Today's answers: 6 in Word Candy Match and 3 in Space Words.
    expect(body.activity.at(-1)).toEqual({ day: TODAY, answers: 9 });
    expect(body.habit.daysThisWeek).toBe(1);
    // The missed words are due again today, in the game that missed them.
    expect(body.due.candy).toBeGreaterThanOrEqual(1);
    expect(body.due.space).toBeGreaterThanOrEqual(1);
    expect(list.due).toEqual(body.due);

    const first = (
      await get(token, '/api/progress/words?list=ielts-band-5&sort=recognition&dir=desc&tz=0')
    ).json();
    expect(first.total).toBe(list.words);
    expect(first.totalPages).toBe(Math.ceil(list.words / 20));
    expect(first.words).toHaveLength(20);
    expect(
      first.words
        .slice(0, 6)
        .every((word: { recognition: { strength: number | null } }) => word.recognition.strength !== null),
    ).toBe(true);
    expect(first.words[6].recognition).toEqual({ status: 'new', strength: null, misses: 0, weak: false });
    expect(first.words[0].back.length).toBeGreaterThan(0);

    const byWord = (await get(token, '/api/progress/words?list=ielts-band-5&sort=word&page=2')).json();
    expect(byWord.page).toBe(2);
    const fronts = byWord.words.map((word: { front: string }) => word.front);
    expect(fronts).toEqual(
      [...fronts].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );

    // Weak: played and not yet known (the missed ones among them); never a word not played.
    const weak = (await get(token, '/api/progress/words?list=ielts-band-5&weak=1')).json();
    const weakFronts = weak.words.map((word: { front: string }) => word.front);
    // Weak: only the two words missed on their last answer, not every word played.
    expect(weakFronts).toEqual(
      [played[0], played[1]].sort((a, b) => (a as string).localeCompare(b as string)),
    );
    expect(weak.total).toBe(weakFronts.length);
  });

  it('reads the lists of 300 played list ids in one query, not one per list', async () => {
    const learner = await signUpLearner(app);
    await playRound(learner.token, 'candy', band5.slice(0, 3));
    // Ids shaped as Google's sheet ids, so each is looked up (a shorter id names no list at all).
    await app.database.db.execute(sql`
      INSERT INTO learning_rounds (round_id, user_id, game, list_id, played_at, changes)
      SELECT 'many-' || ${learner.id} || '-' || g, ${learner.id}, 'candy', 'unknown-sheet-' || lpad(g::text, 8, '0'), now(), '[]'
      FROM generate_series(1, 300) AS g`);
    const selects = vi.spyOn(app.database.db, 'select');
    try {
      const response = await get(learner.token, '/api/progress?tz=0');
      expect(response.statusCode).toBe(200);
      // The band list is known; the 300 unknown sheets are left out.
      expect(response.json().lists.map((list: { listId: string }) => list.listId)).toEqual([
        formatListId({ kind: 'ielts', band: 5 }),
      ]);
      expect(selects.mock.calls.length).toBeLessThan(10);
    } finally {
      selects.mockRestore();
    }
  });

  it('bad parameters answer 400 with a message; an unknown list 404', async () => {
    const { token } = await signUpLearner(app);
    await playRound(token, 'candy', band5.slice(0, 2));
    for (const [url, message] of [
      ['/api/progress?tz=9999', 'tz must be between -840 and 840.'],
      [
        '/api/progress/words?list=ielts-band-5&sort=colour',
        'sort must be one of word, recognition, recall, paraphraseRecognition, paraphraseRecall, spelling, due.',
      ],
      ['/api/progress/words?list=ielts-band-5&dir=up', 'dir must be asc or desc.'],
      ['/api/progress/words?list=ielts-band-5&page=0', 'page must be a whole number from 1.'],
      ['/api/progress/words?list=ielts-band-5&page=abc', 'page must be a whole number from 1.'],
      ['/api/progress/words', 'list is required.'],
    ] as const) {
      const response = await get(token, url);
      expect(response.statusCode, url).toBe(400);
      expect(JSON.stringify(response.json().message), url).toContain(message);
    }
    const beyond = await get(token, '/api/progress/words?list=ielts-band-5&page=999');
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().message).toMatch(/^page must be a whole number from 1 to \d+\.$/);
    const unknown = await get(token, '/api/progress/words?list=SomeoneElsesSheet_0123456789');
    expect(unknown.statusCode).toBe(404);
  });

  describe('the study plan', () => {
    const save = (token: string, payload: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/progress/settings',
        headers: auth(token),
        payload: { weeklyGoal: 4, examDate: null, timezoneOffsetMinutes: 0, ...payload },
      });

    it('refuses an exam date in the past, over two years ahead or not a date, and a goal outside 1-7', async () => {
      const { token } = await signUpLearner(app);
      for (const [payload, message] of [
        [{ examDate: dateOfDay(TODAY - 1) }, PROGRESS_MESSAGES.examDateInPast],
        [{ examDate: dateOfDay(TODAY + 731) }, PROGRESS_MESSAGES.examDateTooFar],
        [{ examDate: '2027-02-30' }, PROGRESS_MESSAGES.examDateInvalid],
        [{ examDate: 'next June' }, PROGRESS_MESSAGES.examDateInvalid],
        [{ weeklyGoal: 0 }, PROGRESS_MESSAGES.weeklyGoal],
        [{ weeklyGoal: 8 }, PROGRESS_MESSAGES.weeklyGoal],
        [{ weeklyGoal: 2.5 }, PROGRESS_MESSAGES.weeklyGoal],
      ] as const) {
        const response = await save(token, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(JSON.stringify(response.json().message)).toContain(message);
      }
      expect((await get(token, '/api/progress')).json().plan).toEqual({ weeklyGoal: 4, examDate: null });
    });

    it('keeps the goal and the exam date, counts down and predicts exam-day words', async () => {
      const { token } = await signUpLearner(app);
      await playRound(token, 'candy', band5.slice(0, 4));
      const examDate = dateOfDay(TODAY + 45);
      const saved = await save(token, { weeklyGoal: 2, examDate });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ weeklyGoal: 2, examDate });
      const body = (await get(token, '/api/progress?tz=0')).json();
      expect(body.plan).toEqual({ weeklyGoal: 2, examDate });
      expect((await get(token, '/api/progress/settings')).json()).toEqual({ weeklyGoal: 2, examDate });
      expect((await get(undefined, '/api/progress/settings')).statusCode).toBe(401);
      expect(body.habit.goal).toBe(2);
      expect(body.exam).toMatchObject({ date: examDate, daysLeft: 45, words: 4 });
      expect(body.exam.recognised).toBeGreaterThanOrEqual(0);
      expect(body.exam.recognised).toBeLessThanOrEqual(4);
      // The last day allowed, and today, are fine; null clears it.
      expect((await save(token, { examDate: dateOfDay(TODAY + 730) })).statusCode).toBe(200);
      expect((await save(token, { examDate: dateOfDay(TODAY) })).statusCode).toBe(200);
      expect((await save(token, { examDate: null })).statusCode).toBe(200);
      expect((await get(token, '/api/progress')).json().exam).toBeNull();
    });
  });
});
