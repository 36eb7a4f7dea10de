import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { formatListId } from '../../../shared/word-lists/list-id.ts';
import { careerTracks, careerTrackWords, communityTracks } from '../../db/schema.ts';
import { signUpLearner } from '../../testing/accounts.ts';
import { insertCommunityTrack } from '../../testing/community-tracks.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('career tracks: GET /api/tracks/...', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.cleanup();
  });

  const get = (url: string, token?: string) =>
    app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  async function wordsOf(trackId: number, token?: string): Promise<string[]> {
    const response = await get(`/api/tracks/${trackId}`, token);
    expect(response.statusCode).toBe(200);
    return (response.json().words as { word: string }[]).map((w) => w.word);
  }

  /** Posts one round on a track: every word right, except those in `missed`. */
  async function playRound(
    token: string,
    listId: string,
    game: 'candy' | 'space',
    words: string[],
    missed: string[] = [],
  ) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/learning/rounds',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        roundId: randomUUID(),
        game,
        listId,
        languageLearn: 'en',
        playedAt: Date.now() - 1000,
        timezoneOffsetMinutes: 0,
        words: words.map((front) =>
          game === 'candy'
            ? {
                front,
                outcome: {
                  game,
                  matched: !missed.includes(front),
                  wrongPairs: 0,
                  hinted: false,
                  thinkMs: 3000,
                },
              }
            : {
                front,
                outcome: {
                  game,
                  typed: !missed.includes(front),
                  wrongKeys: 0,
                  forgiven: false,
                  reactionMs: 2000,
                },
              },
        ),
      },
    });
    expect(response.statusCode).toBe(200);
  }

  it('seeds 81 tracks of 15 words, no word in two stages', async () => {
    const tracks = await app.database.db.select().from(careerTracks);
    expect(tracks).toHaveLength(81);
    const [counts] = await app.database.db
      .select({
        words: sql<number>`count(*)::int`,
        distinct: sql<number>`count(distinct ${careerTrackWords.word})::int`,
      })
      .from(careerTrackWords);
    expect(counts).toEqual({ words: 81 * 15, distinct: 81 * 15 });
    expect(tracks.find((t) => t.id === 12)).toMatchObject({ episode: 2, stage: 3, name: 'Education 3' });
  });

  it('answers an episode’s 9 track ids and no completed stage for a visitor', async () => {
    const response = await get('/api/tracks/select-stage/3');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Tracks: [19, 20, 21, 22, 23, 24, 25, 26, 27], Completed: [] });
  });

  it('refuses a page that is not an episode number with 400, and an episode that does not exist with 404', async () => {
    for (const page of ['abc', '0', '-1', '1.5', '%20']) {
      const response = await get(`/api/tracks/select-stage/${page}`);
      expect(response.statusCode, page).toBe(400);
      expect(JSON.stringify(response.json().message)).toContain(
        'page must be an episode number from 1 to 9.',
      );
    }
    const missing = await get('/api/tracks/select-stage/10');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'There is no episode 10: episodes are 1 to 9.' });
  });

  it('marks a stage completed once every word was answered right in both games on that track', async () => {
    const { token } = await signUpLearner(app);
    const words = await wordsOf(19, token);
    expect(words).toHaveLength(15);
    const stage19 = formatListId({ kind: 'career', trackId: 19 });
    // Recognition only: not completed.
    await playRound(token, stage19, 'candy', words);
    expect((await get('/api/tracks/select-stage/3', token)).json().Completed).toEqual([]);
    // Recall with one word missed: still not completed.
    await playRound(token, stage19, 'space', words, [words[0] as string]);
    expect((await get('/api/tracks/select-stage/3', token)).json().Completed).toEqual([]);
    // That word typed right in a later round: completed (global stage number 9*(3-1)+1).
    await playRound(token, stage19, 'space', [words[0] as string]);
    expect((await get('/api/tracks/select-stage/3', token)).json()).toEqual({
      Tracks: [19, 20, 21, 22, 23, 24, 25, 26, 27],
      Completed: [19],
    });
    // Another episode's page lists only its own stages; the overview lists all.
    expect((await get('/api/tracks/select-stage/1', token)).json().Completed).toEqual([]);
    expect((await get('/api/tracks/career', token)).json().Completed).toEqual([19]);
    // Another learner and a visitor see nothing of it.
    const other = await signUpLearner(app);
    expect((await get('/api/tracks/select-stage/3', other.token)).json().Completed).toEqual([]);
    expect((await get('/api/tracks/select-stage/3')).json().Completed).toEqual([]);
  });

  it('counts only rounds played on the track itself', async () => {
    const { token } = await signUpLearner(app);
    const words = await wordsOf(1, token);
    await playRound(token, formatListId({ kind: 'ielts', band: 5 }), 'candy', words);
    await playRound(token, formatListId({ kind: 'ielts', band: 5 }), 'space', words);
    expect((await get('/api/tracks/select-stage/1', token)).json().Completed).toEqual([]);
  });

  it('answers 401 for a broken token rather than pretending to be a visitor', async () => {
    expect((await get('/api/tracks/select-stage/1', 'not-a-token')).statusCode).toBe(401);
  });

  it('lists every episode with its stages, bands and premium flags', async () => {
    const body = (await get('/api/tracks/career')).json();
    expect(body.episodes).toHaveLength(9);
    expect(body.episodes[0].name).toBe('Environment');
    for (const episode of body.episodes) {
      expect(episode.stages).toHaveLength(9);
      expect(episode.stages.map((stage: { stage: number }) => stage.stage)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9,
      ]);
      expect(episode.stages[8]).toMatchObject({ stage: 9, band: 9, premium: true });
      for (const stage of episode.stages) {
        expect(stage.premium).toBe(stage.band !== 5);
        expect(stage.words).toHaveLength(15);
      }
    }
    // Every episode opens with a free band-5 stage (docs/decisions/022-ielts-lists-by-editors.md).
    expect(body.episodes.filter((e: { stages: { band: number }[] }) => e.stages[0]?.band === 5)).toHaveLength(
      9,
    );
  });

  it('gives a band-5 track to anyone, and a premium track only to a premium learner', async () => {
    const free = await get('/api/tracks/19');
    expect(free.statusCode).toBe(200);
    expect(free.json()).toMatchObject({
      id: 19,
      episode: 3,
      stage: 1,
      band: 5,
      premium: false,
      listId: formatListId({ kind: 'career', trackId: 19 }),
    });
    const word = free.json().words[0];
    expect(word.word).toBe(word.card.front);
    expect(word.paraphrase.length).toBeGreaterThan(0);

    const premiumTrack = 23; // episode 3, stage 5: band 7
    const visitor = await get(`/api/tracks/${premiumTrack}`);
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json()).toEqual({ message: MESSAGES.premiumRequired });
    const freeLearner = await signUpLearner(app);
    expect((await get(`/api/tracks/${premiumTrack}`, freeLearner.token)).statusCode).toBe(403);
    const premium = await signUpLearner(app, { role: 'VOCABULARY' });
    const allowed = await get(`/api/tracks/${premiumTrack}`, premium.token);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().band).toBe(7);
    expect(allowed.json().words).toHaveLength(15);
  });

  it('plays a career stage and a community track through one route, each as what it is', async () => {
    const cards = [
      { front: 'Regen', back: 'rain', hint: 'R...' },
      { front: 'Schnee', back: 'snow', hint: 'S...' },
    ];
    const { id: trackId, designer } = await insertCommunityTrack(app, {
      title: 'German weather',
      words: cards,
      languageLearn: 'de',
    });

    const stage = await get('/api/tracks/1');
    expect(stage.statusCode).toBe(200);
    expect(stage.json()).toMatchObject({
      kind: 'career',
      id: 1,
      episode: 1,
      stage: 1,
      listId: 'career-1',
      languageLearn: 'en',
    });
    expect(stage.json()).not.toHaveProperty('community');

    const community = await get(`/api/tracks/${trackId}`);
    expect(community.statusCode).toBe(200);
    // A community track is not dressed as a career stage: no episode, stage, band or premium.
    expect(community.json()).toEqual({
      kind: 'community',
      id: trackId,
      listId: `community-${trackId}`,
      name: 'German weather',
      languageLearn: 'de',
      words: cards.map((card) => ({ word: card.front, paraphrase: card.back, definition: card.hint, card })),
      community: { uid: designer.id, username: expect.any(String) },
    });

    // Hidden by moderation: gone for everyone but its designer, who can still play it.
    await app.database.db
      .update(communityTracks)
      .set({ moderation: 'hidden' })
      .where(eq(communityTracks.id, trackId));
    const hidden = await get(`/api/tracks/${trackId}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: `There is no track ${trackId}.` });
    expect((await get(`/api/tracks/${trackId}`, designer.token)).json().name).toBe('German weather');
  });

  it('refuses a premium stage to a free learner with the premium message, and plays it for a premium one', async () => {
    const premiumStage = 9; // episode 1, stage 9: band 9
    const free = await signUpLearner(app, { role: 'FREE' });
    const refused = await get(`/api/tracks/${premiumStage}`, free.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: MESSAGES.premiumRequired });
    const premium = await signUpLearner(app, { role: 'VOCABULARY' });
    expect((await get(`/api/tracks/${premiumStage}`, premium.token)).json()).toMatchObject({
      kind: 'career',
      band: 9,
      premium: true,
    });
  });

  it('answers an id that names no track with a message: 404 for an unused number, 400 for no number', async () => {
    for (const id of ['999999', '1000']) {
      const missing = await get(`/api/tracks/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: `There is no track ${id}.` });
    }
    for (const id of ['0', '-1', '1.5', '01', '1234567']) {
      const bad = await get(`/api/tracks/${id}`);
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.json().message)).toContain('id must be a track number.');
    }
  });

  it('answers 404 for a track that does not exist and 400 for one that is not a number', async () => {
    const missing = await get('/api/tracks/82');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'There is no track 82.' });
    const bad = await get('/api/tracks/x1');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().message)).toContain('id must be a track number.');
  });
});
