import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATA_EXPORT_FILE_NAME,
  DELETE_ACCOUNT_MESSAGES,
  DISPLAY_NAME_MESSAGES,
} from '../../../shared/api/account.ts';
import type { WordCard } from '../../../shared/word-lists/card.ts';
import { formatListId } from '../../../shared/word-lists/list-id.ts';
import { comments, communityTracks, learningCards, users, userVocabularies } from '../../db/schema.ts';
import { signUpLearner, TEST_PASSWORD } from '../../testing/accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const CARDS: WordCard[] = [
  { front: 'resilient', back: 'able to recover quickly', hint: '' },
  { front: 'scarce', back: 'in short supply', hint: '' },
  { front: 'thrive', back: 'grow well', hint: '' },
];
const GENERATED = /^Learner \d{4,}$/;

describe('the learner’s account: display name, deletion and data export (decision record 030)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: 1000 });
  });
  afterAll(async () => {
    await app.cleanup();
  });

  const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
  const get = (url: string, token?: string) => app.inject({ method: 'GET', url, headers: auth(token) });
  const send = (method: 'POST' | 'PUT', url: string, token: string | undefined, payload?: object) =>
    app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
  const setName = (token: string | undefined, name: unknown) =>
    send('POST', '/api/account/display-name', token, { name });
  const messageOf = (response: { json: () => { message: unknown } }) => {
    const { message } = response.json();
    return Array.isArray(message) ? (message[0] as { message: string }).message : message;
  };

  /** A premium learner whose slot 1 holds their own sheet's words, who publishes it. */
  async function designerWithTrack(email: string) {
    const learner = await signUpLearner(app, { email, role: 'VOCABULARY' });
    await app.database.db
      .update(users)
      .set({ languageNative: 'es', languageLearn: 'en' })
      .where(eq(users.id, learner.id));
    await app.database.db.insert(userVocabularies).values({
      userId: learner.id,
      slot: 1,
      name: 'My sheet',
      googleSheetId: `sheet-${learner.id}-0123456789abcdef`,
      googleModified: new Date(),
      locallyModified: new Date(),
      words: CARDS,
    });
    const published = await send('POST', '/api/tracks/community', learner.token, {
      slot: 1,
      title: 'Weather words',
      description: '',
    });
    expect(published.statusCode).toBe(200);
    return { ...learner, trackId: published.json().id as number };
  }

  it('never shows the email: a new account has a generated neutral name until the learner chooses one', async () => {
    const jane = await designerWithTrack(`jane.smith.${Date.now()}@example.com`);
    const info = (await get('/api/auth/user-info', jane.token)).json();
    expect(info.name).toMatch(GENERATED);
    expect(info.nameChosen).toBe(false);
    const track = (await get(`/api/tracks/community/${jane.trackId}`)).json();
    expect(track.username).toBe(info.name);
    expect(JSON.stringify(track)).not.toContain('jane');
  });

  it('shows the chosen name on track cards, the track page, the designer’s page and comments', async () => {
    const designer = await designerWithTrack(`kai.${Date.now()}@example.com`);
    const reader = await signUpLearner(app);
    expect(
      (await send('POST', `/api/comments/${designer.trackId}`, reader.token, { text: 'Nice', reCaptcha: '' }))
        .statusCode,
    ).toBe(200);

    const chosen = await setName(designer.token, '  Kai   the  Word-Maker ');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ id: designer.id, name: 'Kai the Word-Maker', nameChosen: true });
    expect((await setName(reader.token, 'Río Reader')).statusCode).toBe(200);

    const card = (await get('/api/tracks/catalog/1'))
      .json()
      .tracks.find((item: { id: number }) => item.id === designer.trackId);
    expect(card.username).toBe('Kai the Word-Maker');
    expect((await get(`/api/tracks/community/${designer.trackId}`)).json().username).toBe(
      'Kai the Word-Maker',
    );
    expect((await get(`/api/tracks/${designer.trackId}`)).json().community.username).toBe(
      'Kai the Word-Maker',
    );
    expect((await get(`/api/tracks/user/${designer.id}/1`)).json().designer.username).toBe(
      'Kai the Word-Maker',
    );
    const [comment] = (await get(`/api/comments/${designer.trackId}/latest`)).json().comments;
    expect(comment.username).toBe('Río Reader');
    expect((await get('/api/auth/user-info', designer.token)).json().name).toBe('Kai the Word-Maker');
  });

  it('refuses a name another learner has (in any case), an unsuitable one, and malformed ones, with 400 messages', async () => {
    const first = await signUpLearner(app);
    const second = await signUpLearner(app);
    expect((await setName(first.token, 'Maple Leaf')).statusCode).toBe(200);
    // The learner may change the case of their own name.
    expect((await setName(first.token, 'maple leaf')).statusCode).toBe(200);

    const taken = await setName(second.token, 'MAPLE   LEAF');
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toEqual([{ field: 'name', message: DISPLAY_NAME_MESSAGES.taken }]);
    const generated = (await get('/api/auth/user-info', first.token)).json().name;
    expect(generated).toBe('maple leaf');
    const someoneElses = (await get('/api/auth/user-info', second.token)).json().name;
    expect(messageOf(await setName(first.token, someoneElses.toUpperCase()))).toBe(
      DISPLAY_NAME_MESSAGES.taken,
    );
    expect(messageOf(await setName(first.token, 'guest'))).toBe(DISPLAY_NAME_MESSAGES.taken);

    const unsuitable = await setName(second.token, 'Big shit');
    expect(unsuitable.statusCode).toBe(400);
    expect(unsuitable.json().message).toEqual([
      { field: 'name', message: DISPLAY_NAME_MESSAGES.unsuitable('shit') },
    ]);
    expect(messageOf(await setName(second.token, 'Sh.i.t'))).toBe(DISPLAY_NAME_MESSAGES.unsuitable('shit'));

    const cases: [unknown, string][] = [
      ['  ', DISPLAY_NAME_MESSAGES.missing],
      ['Al', DISPLAY_NAME_MESSAGES.tooShort],
      ['x'.repeat(31), DISPLAY_NAME_MESSAGES.tooLong],
      ['jane@example.com', DISPLAY_NAME_MESSAGES.characters],
      ['<b>Bold</b>', DISPLAY_NAME_MESSAGES.characters],
      ['-dash first', DISPLAY_NAME_MESSAGES.characters],
      [42, DISPLAY_NAME_MESSAGES.missing],
    ];
    for (const [name, message] of cases) {
      const response = await setName(second.token, name);
      expect(response.statusCode, String(name)).toBe(400);
      expect(messageOf(response), String(name)).toBe(message);
    }
    expect((await get('/api/auth/user-info', second.token)).json()).toMatchObject({
      name: someoneElses,
      nameChosen: false,
    });
    expect((await setName(undefined, 'A visitor')).statusCode).toBe(401);
  });

  it('deletes an account only with its password, and then everything of it', async () => {
    const designer = await designerWithTrack(`del.${Date.now()}@example.com`);
    const noPassword = await send('POST', '/api/auth/delete-account', designer.token);
    expect(noPassword.statusCode).toBe(400);
    expect(messageOf(noPassword)).toBe(DELETE_ACCOUNT_MESSAGES.passwordMissing);
    const wrong = await send('POST', '/api/auth/delete-account', designer.token, {
      password: 'Wrong-Horse9',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toEqual([
      { field: 'password', message: DELETE_ACCOUNT_MESSAGES.passwordWrong },
    ]);
    expect(await app.database.db.select().from(users).where(eq(users.id, designer.id))).toHaveLength(1);

    const deleted = await send('POST', '/api/auth/delete-account', designer.token, {
      password: TEST_PASSWORD,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await app.database.db.select().from(users).where(eq(users.id, designer.id))).toEqual([]);
    expect(
      await app.database.db.select().from(communityTracks).where(eq(communityTracks.userId, designer.id)),
    ).toEqual([]);
    expect((await get('/api/auth/user-info', designer.token)).statusCode).toBe(401);
  });

  it('deletes an account without a password (Google) when its email is typed', async () => {
    const learner = await signUpLearner(app);
    await app.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, learner.id));
    expect((await get('/api/auth/user-info', learner.token)).json().hasPassword).toBe(false);
    const missing = await send('POST', '/api/auth/delete-account', learner.token, {});
    expect(messageOf(missing)).toBe(DELETE_ACCOUNT_MESSAGES.emailMissing);
    const wrong = await send('POST', '/api/auth/delete-account', learner.token, {
      email: 'someone@example.com',
    });
    expect(messageOf(wrong)).toBe(DELETE_ACCOUNT_MESSAGES.emailWrong);
    const deleted = await send('POST', '/api/auth/delete-account', learner.token, {
      email: learner.email.toUpperCase(),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await app.database.db.select().from(users).where(eq(users.id, learner.id))).toEqual([]);
  });

  it('downloads the account’s data as JSON: profile, settings, lists, learning, tracks and comments', async () => {
    const designer = await designerWithTrack(`export.${Date.now()}@example.com`);
    await setName(designer.token, 'Export Tester');
    await send('POST', `/api/comments/${designer.trackId}`, designer.token, {
      text: 'My own words',
      reCaptcha: '',
    });
    const round = await send('POST', '/api/learning/rounds', designer.token, {
      roundId: randomUUID(),
      game: 'candy',
      listId: formatListId({ kind: 'ielts', band: 5 }),
      languageLearn: 'en',
      playedAt: Date.now() - 1000,
      timezoneOffsetMinutes: 0,
      words: [
        {
          front: 'policy',
          outcome: { game: 'candy', matched: true, wrongPairs: 0, hinted: false, thinkMs: 4000 },
        },
      ],
    });
    expect(round.statusCode).toBe(200);

    const response = await get('/api/account/export', designer.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${DATA_EXPORT_FILE_NAME}"`);
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json();
    expect(data.profile).toMatchObject({ id: designer.id, email: designer.email, name: 'Export Tester' });
    expect(data.settings).toMatchObject({ languageNative: 'es', languageLearn: 'en', weeklyGoal: 4 });
    expect(data.lists).toEqual([expect.objectContaining({ slot: 1, name: 'My sheet', words: CARDS })]);
    const cards = await app.database.db
      .select()
      .from(learningCards)
      .where(eq(learningCards.userId, designer.id));
    expect(data.learning.cards).toHaveLength(cards.length);
    expect(data.learning.cards.length).toBeGreaterThan(0);
    expect(data.learning.rounds).toEqual([expect.objectContaining({ game: 'candy' })]);
    expect(data.learning.answers).toEqual([
      expect.objectContaining({ wordKey: expect.stringContaining('policy') }),
    ]);
    expect(data.tracks).toEqual([expect.objectContaining({ id: designer.trackId, title: 'Weather words' })]);
    const ownComments = await app.database.db.select().from(comments).where(eq(comments.userId, designer.id));
    expect(data.comments).toEqual([
      expect.objectContaining({ id: ownComments[0]?.id, body: 'My own words' }),
    ]);
    expect(response.body).not.toContain('scrypt');
    expect(response.body).not.toMatch(/password/i);

    expect((await get('/api/account/export')).statusCode).toBe(401);
  });
});
