import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { formatListId } from '../../../shared/word-lists/list-id.ts';
import { users, userVocabularies } from '../../db/schema.ts';
import { signUpLearner, TEST_PASSWORD } from '../../testing/accounts.ts';
import { FAKE_GOOGLE_API_KEY, sheetCsv, startFakeGoogle } from '../../testing/fake-google.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { cardsFromCsv } from './google-sheets.ts';

let counter = 0;
const sheetId = (label: string) => {
  counter += 1;
  return `${label}${'x'.repeat(30)}${counter}`.slice(0, 44);
};

describe('sheet vocabularies', () => {
  let app: TestApp;
  let google: Awaited<ReturnType<typeof startFakeGoogle>>;

  beforeAll(async () => {
    google = await startFakeGoogle();
    app = await createTestApp({
      GOOGLE_SHEETS_BASE_URL: google.baseUrl,
      GOOGLE_DRIVE_BASE_URL: google.baseUrl,
      GOOGLE_API_KEY: FAKE_GOOGLE_API_KEY,
      // Many learners sign up from one address here; the limit has its own tests.
      AUTH_RATE_LIMIT_PER_IP: 1000,
    });
  });
  afterAll(async () => {
    await app.cleanup();
    await google.close();
  });

  const account = (role: 'FREE' | 'VOCABULARY' = 'VOCABULARY', languageNative: string | null = null) =>
    signUpLearner(app, { role, languageNative });

  const download = (token: string | undefined, body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/tests/download-vocabulary',
      payload: { reCaptcha: '', ...body },
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  const list = (token: string) =>
    app.inject({
      method: 'GET',
      url: '/api/tests/get-user-vocabulary-list',
      headers: { authorization: `Bearer ${token}` },
    });

  it('loads a public sheet: 20 rows give 15 words, stored for that game', async () => {
    const { token, id: userId } = await account();
    const id = sheetId('pub');
    const rows = Array.from({ length: 20 }, (_, i) => [
      `word${i + 2}`,
      `translation${i + 2}`,
      `hint ${i + 2}`,
    ]);
    google.setSheet(id, {
      csv: sheetCsv(rows),
      name: 'My IELTS words',
      modifiedTime: '2026-11-01T10:00:00.000Z',
    });
    const response = await download(token, { gameId2Update: 1, sheetId2Update: id });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      gameId: 1,
      googleSheetId: id,
      name: 'My IELTS words',
      googleModified: Date.parse('2026-11-01T10:00:00.000Z'),
    });
    expect(body.VOC).toHaveLength(15);
    expect(body.VOC[0]).toEqual({ front: 'word2', back: 'translation2', hint: 'hint 2' });
    expect(body.VOC[14].front).toBe('word16');

    const [stored] = await app.database.db
      .select()
      .from(userVocabularies)
      .where(eq(userVocabularies.userId, userId));
    expect(stored).toMatchObject({ slot: 1, googleSheetId: id, name: 'My IELTS words' });
    expect(stored?.words).toHaveLength(15);

    const listed = (await list(token)).json();
    expect(listed.isCommonVocabulary).toBe(true);
    expect(listed.games[1]).toMatchObject({ googleSheetId: id, name: 'My IELTS words' });
    expect(listed.games[1].locallyModified).toBeGreaterThanOrEqual(listed.games[1].googleModified);
    expect(listed.games[0]).toEqual({ name: '', googleSheetId: '', googleModified: 0, locallyModified: 0 });
  });

  const slotWords = (
    token: string | undefined,
    slot: number | string,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method: 'GET',
      url: `/api/tests/slot-words/${slot}`,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });

  it('gives a slot’s words from the account, without asking Google again, with an ETag and 304', async () => {
    const { token } = await account();
    const id = sheetId('dev');
    google.setSheet(id, {
      csv: sheetCsv([
        ['airport', 'аэропорт', 'planes'],
        ['ticket', 'билет', ''],
      ]),
      name: 'Travel',
    });
    await download(token, { gameId2Update: 1, sheetId2Update: id });
    // The sheet changes on Google: a second device still gets the words as loaded.
    google.setSheet(id, { csv: sheetCsv([['changed', 'x', '']]) });
    const requestsBefore = google.requests.length;
    const first = await slotWords(token, 1);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ gameId: 1, googleSheetId: id, name: 'Travel' });
    expect(first.json().VOC).toEqual([
      { front: 'airport', back: 'аэропорт', hint: 'planes' },
      { front: 'ticket', back: 'билет', hint: '' },
    ]);
    expect(google.requests.length).toBe(requestsBefore);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const tag = String(first.headers.etag);
    const again = await slotWords(token, 1, { 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    // Loading another list changes the tag.
    await download(token, { gameId2Update: 1, sheetId2Update: formatListId({ kind: 'ielts', band: 5 }) });
    const band = await slotWords(token, 1, { 'if-none-match': tag });
    expect(band.statusCode).toBe(200);
    expect(band.json().VOC).toHaveLength(300);
  });

  it('answers a slot’s words only to its learner, with clear errors', async () => {
    const alice = await account();
    const bob = await account('FREE', 'ru');
    await download(alice.token, {
      gameId2Update: 0,
      sheetId2Update: formatListId({ kind: 'ielts', band: 7 }),
    });
    expect((await slotWords(undefined, 0)).statusCode).toBe(401);
    const empty = await slotWords(bob.token, 0);
    expect(empty.statusCode).toBe(404);
    expect(empty.json().message).toBe(MESSAGES.slotEmpty);
    for (const bad of ['3', '-1', 'x', '1.5']) {
      const response = await slotWords(alice.token, bad);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain('slot must be 0');
    }
    // The Test Vocabulary comes in the learner's native language.
    await download(bob.token, { gameId2Update: 2, sheetId2Update: formatListId({ kind: 'test' }) });
    const test = (await slotWords(bob.token, 2)).json();
    expect(test.VOC.length).toBeGreaterThan(0);
    expect(test.VOC[0].back).toMatch(/[а-я]/);
    // A premium band stays premium: once the role lapses, its words are refused.
    await app.database.db.update(users).set({ role: 'FREE' }).where(eq(users.id, alice.id));
    const lapsed = await slotWords(alice.token, 0);
    expect(lapsed.statusCode).toBe(403);
    expect(lapsed.json().message).toBe(MESSAGES.premiumRequired);
  });

  it('reports a change on Google: the list then shows the sheet newer than the load', async () => {
    const { token } = await account();
    const id = sheetId('chg');
    google.setSheet(id, { csv: sheetCsv([['a', 'b', '']]), modifiedTime: '2026-11-01T10:00:00.000Z' });
    await download(token, { gameId2Update: 2, sheetId2Update: id });
    google.setSheet(id, { modifiedTime: new Date(Date.now() + 60_000).toISOString() });
    const entry = (await list(token)).json().games[2];
    expect(entry.googleModified).toBeGreaterThan(entry.locallyModified);
  });

  it('keeps cell text as text: HTML, scripts and formulas are not touched or run', async () => {
    const { token } = await account();
    const id = sheetId('xss');
    const nasty = [
      ['<img src=x onerror=alert(1)>', '<script>alert(1)</script>', '=HYPERLINK("http://evil")'],
      ['+cmd', '@SUM(A1)', '-2+3'],
    ];
    google.setSheet(id, { csv: sheetCsv(nasty) });
    const body = (await download(token, { gameId2Update: 0, sheetId2Update: id })).json();
    expect(body.VOC).toEqual([
      {
        front: '<img src=x onerror=alert(1)>',
        back: '<script>alert(1)</script>',
        hint: '=HYPERLINK("http://evil")',
      },
      { front: '+cmd', back: '@SUM(A1)', hint: '-2+3' },
    ]);
  });

  const failures: [string, Partial<Parameters<typeof google.setSheet>[1]> | null, number, string][] = [
    ['private', { mode: 'private', csv: 'a,b' }, 400, MESSAGES.sheetPrivate],
    ['answering the sign-in page', { mode: 'html' }, 400, MESSAGES.sheetPrivate],
    ['unknown', null, 400, MESSAGES.sheetNotFound],
    ['empty', { csv: '' }, 400, MESSAGES.sheetEmpty],
    [
      'without words in the first three columns',
      {
        csv: sheetCsv([
          ['', '', 'only a hint'],
          ['word only', '', ''],
        ]),
      },
      400,
      MESSAGES.sheetNoWords,
    ],
    ['huge', { mode: 'huge' }, 400, MESSAGES.sheetTooLarge],
    ['redirecting off Google', { mode: 'evil-redirect' }, 502, MESSAGES.googleUnavailable],
    ['redirecting in a loop', { mode: 'redirect-loop' }, 502, MESSAGES.googleUnavailable],
  ];

  it.each(failures)(
    'a sheet that is %s gets a clear message and leaves the slot as it was',
    async (_name, sheet, status, message) => {
      const { token, id: userId } = await account();
      const good = sheetId('good');
      google.setSheet(good, { csv: sheetCsv([['keep', 'me', '']]), name: 'Kept' });
      await download(token, { gameId2Update: 1, sheetId2Update: good });

      const bad = sheetId('bad');
      if (sheet) google.setSheet(bad, sheet);
      const response = await download(token, { gameId2Update: 1, sheetId2Update: bad });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ message });
      const [stored] = await app.database.db
        .select()
        .from(userVocabularies)
        .where(eq(userVocabularies.userId, userId));
      expect(stored).toMatchObject({ googleSheetId: good, name: 'Kept' });
    },
  );

  it('gives up on a slow Google with 502', async () => {
    const slowApp = await createTestApp({
      GOOGLE_SHEETS_BASE_URL: google.baseUrl,
      GOOGLE_DRIVE_BASE_URL: google.baseUrl,
    });
    try {
      // The reader's limit is 10 s; this test checks the outcome, the limit's length is config.
      const { createSheetReader } = await import('./google-sheets.ts');
      const reader = createSheetReader({
        sheetsBaseUrl: google.baseUrl,
        driveBaseUrl: google.baseUrl,
        apiKey: undefined,
        timeoutMs: 300,
      });
      const id = sheetId('slow');
      google.setSheet(id, { mode: 'slow' });
      await expect(reader.read(id)).rejects.toMatchObject({
        statusCode: 502,
        message: MESSAGES.googleUnavailable,
      });
    } finally {
      await slowApp.cleanup();
    }
  });

  it.each([
    '../../etc/passwd',
    'https://evil.example/x',
    '%2F%2Fevil.example',
    'user@127.0.0.1:22',
    '127.0.0.1',
    'short',
  ])('refuses %j before any request is made', async (id) => {
    const { token } = await account();
    const before = google.requests.length;
    const response = await download(token, { gameId2Update: 0, sheetId2Update: id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.sheetUrlInvalid });
    expect(google.requests.length).toBe(before);
  });

  it('needs a signed-in user (401) and, for an own sheet, a premium role (403)', async () => {
    const id = sheetId('auth');
    google.setSheet(id, { csv: sheetCsv([['a', 'b', '']]) });
    expect((await download(undefined, { gameId2Update: 0, sheetId2Update: id })).statusCode).toBe(401);
    const free = await account('FREE');
    const refused = await download(free.token, { gameId2Update: 0, sheetId2Update: id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: MESSAGES.premiumRequired });
    expect((await list(free.token)).json().games[0].googleSheetId).toBe('');
  });

  it('lets a free user load the Test Vocabulary (in their language) and IELTS band 5, not band 6', async () => {
    const free = await account('FREE', 'es');
    const test = (
      await download(free.token, { gameId2Update: 0, sheetId2Update: formatListId({ kind: 'test' }) })
    ).json();
    expect(test.name).toBe('Test Vocabulary');
    expect(test.VOC[0]).toMatchObject({ front: 'apple', back: 'manzana' });
    const band5 = await download(free.token, {
      gameId2Update: 1,
      sheetId2Update: formatListId({ kind: 'ielts', band: 5 }),
    });
    expect(band5.statusCode).toBe(200);
    expect(band5.json().VOC).toHaveLength(300);
    expect(band5.json().VOC[0]).toEqual({
      front: expect.any(String),
      back: expect.any(String),
      hint: expect.any(String),
    });
    // A card shows meanings only: no antonym, labelled or not (docs/decisions/007-ielts-lists.md).
    for (const card of band5.json().VOC as { back: string }[]) expect(card.back).not.toMatch(/≠| \/ /);
    const band6 = await download(free.token, {
      gameId2Update: 1,
      sheetId2Update: formatListId({ kind: 'ielts', band: 6 }),
    });
    expect(band6.statusCode).toBe(403);
    const premium = await account('VOCABULARY');
    expect(
      (
        await download(premium.token, {
          gameId2Update: 1,
          sheetId2Update: formatListId({ kind: 'ielts', band: 9 }),
        })
      ).json().VOC,
    ).toHaveLength(2000);
  });

  it('stores the common-sheet choice and the languages', async () => {
    const { token } = await account();
    const auth = { authorization: `Bearer ${token}` };
    const off = await app.inject({
      method: 'POST',
      url: '/api/tests/common-vocabulary',
      payload: { isCommonVocabulary: 0 },
      headers: auth,
    });
    expect(off.json()).toEqual({ isCommonVocabulary: false });
    expect((await list(token)).json().isCommonVocabulary).toBe(false);
    const languages = await app.inject({
      method: 'POST',
      url: '/api/tests/user-languages',
      payload: { languageNative: 'vi', languageLearn: 'en' },
      headers: auth,
    });
    expect(languages.json()).toEqual({ languageNative: 'vi', languageLearn: 'en' });
    const info = (await app.inject({ method: 'GET', url: '/api/auth/user-info', headers: auth })).json();
    expect(info).toMatchObject({ languageNative: 'vi', languageLearn: 'en' });
  });

  it.each([
    ['/api/tests/common-vocabulary', { isCommonVocabulary: 2 }],
    ['/api/tests/common-vocabulary', { isCommonVocabulary: 'yes' }],
    ['/api/tests/user-languages', { languageNative: 'klingon', languageLearn: 'en' }],
    ['/api/tests/user-languages', { languageNative: 'vi' }],
    [
      '/api/tests/download-vocabulary',
      { gameId2Update: 3, sheetId2Update: formatListId({ kind: 'test' }), reCaptcha: '' },
    ],
    [
      '/api/tests/download-vocabulary',
      { gameId2Update: '1', sheetId2Update: formatListId({ kind: 'test' }), reCaptcha: '' },
    ],
    ['/api/tests/download-vocabulary', { gameId2Update: 1, reCaptcha: '' }],
    ['/api/tests/download-vocabulary', []],
  ])('%s answers a malformed body with 400', async (url, payload) => {
    const { token } = await account();
    const response = await app.inject({
      method: 'POST',
      url,
      payload,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });

  it('answers broken JSON on every vocabulary route with 400', async () => {
    for (const url of [
      '/api/tests/common-vocabulary',
      '/api/tests/user-languages',
      '/api/tests/download-vocabulary',
    ]) {
      const response = await app.inject({
        method: 'POST',
        url,
        payload: '{"x":',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('deletes an account and its vocabularies', async () => {
    const { token, id: userId } = await account();
    await download(token, { gameId2Update: 0, sheetId2Update: formatListId({ kind: 'test' }) });
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/delete-account',
      headers: { authorization: `Bearer ${token}` },
      payload: { password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(await app.database.db.select().from(users).where(eq(users.id, userId))).toEqual([]);
    expect(
      await app.database.db.select().from(userVocabularies).where(eq(userVocabularies.userId, userId)),
    ).toEqual([]);
    expect((await list(token)).statusCode).toBe(401);
  });
});

describe('without GOOGLE_API_KEY', () => {
  it('names the sheet after its id and dates it at the time of loading', async () => {
    const google = await startFakeGoogle();
    const app = await createTestApp({
      GOOGLE_SHEETS_BASE_URL: google.baseUrl,
      GOOGLE_DRIVE_BASE_URL: google.baseUrl,
    });
    try {
      const { token, email } = await signUpLearner(app);
      await app.database.db.update(users).set({ role: 'FULL2' }).where(eq(users.email, email));
      const id = 'NoKeySheet_abcdefghijklmnopqrstuv';
      google.setSheet(id, { csv: sheetCsv([['a', 'b', 'c']]) });
      const before = Date.now();
      const body = (
        await app.inject({
          method: 'POST',
          url: '/api/tests/download-vocabulary',
          payload: { gameId2Update: 0, sheetId2Update: id, reCaptcha: '' },
          headers: { authorization: `Bearer ${token}` },
        })
      ).json();
      expect(body.name).toBe('Google Sheet NoKeyShe…');
      expect(body.googleModified).toBeGreaterThanOrEqual(before);
      expect(google.requests.some((request) => request.includes('/drive/'))).toBe(false);
    } finally {
      await app.cleanup();
      await google.close();
    }
  });
});

describe('cardsFromCsv', () => {
  it('skips the first row, reads rows 2 to 16, the first three columns, trimmed', () => {
    const csv = [
      'Word,Translation,Hint,Extra',
      '  cat , кот ,  animal ,ignored',
      ',,',
      'dog,собака',
      ...Array.from({ length: 30 }, (_, i) => `w${i},t${i},h${i}`),
    ].join('\n');
    const cards = cardsFromCsv(csv);
    expect(cards[0]).toEqual({ front: 'cat', back: 'кот', hint: 'animal' });
    expect(cards[1]).toEqual({ front: 'dog', back: 'собака', hint: '' });
    expect(cards).toHaveLength(14);
  });
});
