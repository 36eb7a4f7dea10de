import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CareerResponse } from '../../../shared/api/tracks.ts';
import type { WordCard } from '../../../shared/word-lists/card.ts';
import { userVocabularies } from '../../db/schema.ts';
import { signUpLearner } from '../../testing/accounts.ts';
import { insertCommunityTrack } from '../../testing/community-tracks.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const CARDS: WordCard[] = [
  { front: 'Regen', back: 'rain', hint: 'R...' },
  { front: 'Schnee', back: 'snow', hint: 'S...' },
];

/**
 * The one list resolver (any list id to its name, language and cards for a learner), seen through
 * the routes that use it: the progress page's lists and words, and the tracks API.
 */
describe('lists by id: progress shows every list a learner played', () => {
  let app: TestApp;
  let career: CareerResponse;

  beforeAll(async () => {
    app = await createTestApp();
    career = (await app.inject({ method: 'GET', url: '/api/tracks/career' })).json();
  });
  afterAll(async () => {
    await app.cleanup();
  });

  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const get = (token: string, url: string) => app.inject({ method: 'GET', url, headers: auth(token) });

  async function playRound(token: string, listId: string, languageLearn: string, fronts: string[]) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/learning/rounds',
      headers: auth(token),
      payload: {
        roundId: randomUUID(),
        game: 'candy',
        listId,
        languageLearn,
        playedAt: Date.now() - 1000,
        timezoneOffsetMinutes: 0,
        words: fronts.map((front) => ({
          front,
          outcome: { game: 'candy', matched: true, wrongPairs: 0, hinted: false, thinkMs: 3000 },
        })),
      },
    });
    expect(response.statusCode).toBe(200);
  }

  const communityTrack = async (title: string, moderation: 'visible' | 'hidden' = 'visible') =>
    (await insertCommunityTrack(app, { title, words: CARDS, languageLearn: 'de', moderation })).id;

  const stages = () => career.episodes.flatMap((episode) => episode.stages);

  it('lists a career stage and a community track, each with its words known under its own language', async () => {
    const learner = await signUpLearner(app);
    const stage = stages().find((s) => !s.premium) ?? stages()[0];
    if (!stage) throw new Error('no career stage');
    const trackId = await communityTrack('German weather');
    await playRound(learner.token, `career-${stage.id}`, 'en', stage.words.slice(0, 2));
    await playRound(learner.token, `community-${trackId}`, 'de', ['Regen']);

    const body = (await get(learner.token, '/api/progress?tz=0')).json();
    const byId = new Map(body.lists.map((list: { listId: string }) => [list.listId, list]));
    expect(byId.get(`career-${stage.id}`)).toMatchObject({ name: stage.name, recognition: { learning: 2 } });
    expect(byId.get(`community-${trackId}`)).toMatchObject({
      name: 'German weather',
      words: 2,
      recognition: { learning: 1, new: 1 },
    });

    const words = await get(learner.token, `/api/progress/words?list=community-${trackId}`);
    expect(words.statusCode).toBe(200);
    expect(words.json()).toMatchObject({ listId: `community-${trackId}`, name: 'German weather' });
    const stageWords = await get(learner.token, `/api/progress/words?list=career-${stage.id}`);
    expect(stageWords.json().name).toBe(stage.name);
  });

  it('keeps a premium stage played before in progress, while the tracks API refuses to play it', async () => {
    const learner = await signUpLearner(app, { role: 'FREE' });
    const premium = stages().find((s) => s.premium);
    if (!premium) throw new Error('no premium stage');
    await playRound(learner.token, `career-${premium.id}`, 'en', premium.words.slice(0, 1));
    const body = (await get(learner.token, '/api/progress?tz=0')).json();
    expect(body.lists.map((list: { listId: string }) => list.listId)).toContain(`career-${premium.id}`);
    expect((await get(learner.token, `/api/tracks/${premium.id}`)).statusCode).toBe(403);
  });

  it('names a renamed sheet by its new name, its records kept under its id', async () => {
    const learner = await signUpLearner(app);
    const sheetId = 'SheetId_0123456789abcdefgh';
    await app.database.db.insert(userVocabularies).values({
      userId: learner.id,
      slot: 1,
      name: 'Weather',
      googleSheetId: sheetId,
      googleModified: new Date(),
      locallyModified: new Date(),
      words: CARDS,
    });
    await playRound(learner.token, sheetId, 'en', ['Regen']);
    await app.database.db
      .update(userVocabularies)
      .set({ name: 'Weather, renamed' })
      .where(eq(userVocabularies.userId, learner.id));
    const [list] = (await get(learner.token, '/api/progress?tz=0')).json().lists;
    expect(list).toMatchObject({ listId: sheetId, name: 'Weather, renamed', recognition: { learning: 1 } });
  });

  it('finds no list for an id it does not name, or a hidden track of someone else', async () => {
    const learner = await signUpLearner(app);
    const hidden = await communityTrack('Hidden words', 'hidden');
    for (const list of ['career-82', 'community-0', `community-${hidden}`, 'SomeoneElsesSheet_0123456789']) {
      expect((await get(learner.token, `/api/progress/words?list=${list}`)).statusCode, list).toBe(404);
    }
  });
});
