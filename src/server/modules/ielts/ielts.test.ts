import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IELTS_BAND_WORD_COUNTS, IELTS_BANDS } from '../../../shared/constants.ts';
import type { IeltsEntry } from '../../../shared/ielts.ts';
import { IELTS_TRANSLATION_LANGUAGES } from '../../../shared/ielts-translations.ts';
import { signUpLearner } from '../../testing/accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createIeltsService } from './service.ts';
import { TRANSLATION_FILES, type TranslationFile, translationKey } from './translation-files.ts';

const readBand = (band: number): IeltsEntry[] =>
  JSON.parse(readFileSync(new URL(`../../../../data/ielts/band-${band}.json`, import.meta.url), 'utf8'));

describe('GET /api/tests/vocabulary', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.cleanup());

  const get = (query: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/tests/vocabulary?${query}`, headers });

  it('holds the seeded lists: exact counts per band and no word in two bands', async () => {
    const result = await app.database.db.execute(
      sql`SELECT band, count(*)::int AS words, count(DISTINCT word)::int AS distinct_words FROM ielts_words GROUP BY band ORDER BY band`,
    );
    const rows = (result as unknown as { rows: { band: number; words: number; distinct_words: number }[] })
      .rows;
    expect(rows.map((row) => [row.band, row.words])).toEqual(
      IELTS_BANDS.map((band) => [band, IELTS_BAND_WORD_COUNTS[band]]),
    );
    const overall = await app.database.db.execute(
      sql`SELECT count(DISTINCT word)::int AS n FROM ielts_words`,
    );
    expect((overall as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(5100);
  });

  it.each(IELTS_BANDS.map((band) => [band]))('pages band %i in id order with its total', async (band) => {
    const first = await get(`type=band-${band}&skip=0&take=20`);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.total).toBe(IELTS_BAND_WORD_COUNTS[band]);
    expect(body.skip).toBe(0);
    expect(body.result).toHaveLength(20);
    expect(body.result.map((record: { id: number }) => record.id)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(body.result[0]).toEqual({
      id: 1,
      FIELD1: expect.any(String),
      FIELD2: expect.any(String),
      FIELD3: expect.any(String),
      pos: expect.stringMatching(/^(noun|verb|adjective|adverb)$/),
      level: expect.stringMatching(/^(A1|A2|B1|B2|C1|C2|)$/),
      example: expect.any(String),
      topics: expect.any(Array),
      us: expect.any(String),
    });
    expect(body.result[0].FIELD2.length).toBeGreaterThan(0);
  });

  it('shows paraphrases as "synonyms / ≠ antonym", the game clue when there is no synonym, never the definition', async () => {
    const entries = readBand(5);
    const body = (await get('type=band-5&skip=0&take=20')).json();
    expect(body.result.map((record: { FIELD1: string }) => record.FIELD1)).toEqual(
      entries.slice(0, 20).map((entry) => entry.word),
    );
    const index = entries.findIndex((entry) => entry.antonyms.length > 0 && entry.synonyms.length > 0);
    const entry = entries[index];
    if (!entry) throw new Error('band 5 has no entry with a synonym and an antonym');
    const record = (await get(`type=band-5&skip=${index}&take=1`)).json().result[0];
    expect(record.FIELD2).toBe(`${entry.synonyms.join(', ')} / ≠ ${entry.antonyms[0]}`);
    expect(record.FIELD3).toBe(entry.definition);
    const plain = entries.findIndex((e) => e.synonyms.length === 0);
    const noSynonym = (await get(`type=band-5&skip=${plain}&take=1`)).json().result[0];
    expect(noSynonym.FIELD2.startsWith(entries[plain]?.clue ?? '?')).toBe(true);
    for (let skip = 0; skip < entries.length; skip += 20) {
      const rows = (await get(`type=band-5&skip=${skip}&take=20`)).json().result as {
        FIELD2: string;
        FIELD3: string;
      }[];
      for (const row of rows) expect(row.FIELD2.includes(row.FIELD3), row.FIELD2).toBe(false);
    }
  });

  it('makes game cards of the editors’ clues: a card never shows an antonym, its hint is the definition', async () => {
    const ielts = await createIeltsService(app.database.db);
    for (const band of IELTS_BANDS) {
      const entries = readBand(band);
      const cards = ielts.cards(band);
      expect(cards).toHaveLength(entries.length);
      cards.forEach((card, i) => {
        const entry = entries[i];
        if (!entry) throw new Error('missing entry');
        expect(card.front).toBe(entry.word);
        expect(card.back).toBe(entry.clue);
        expect(card.hint).toBe(entry.definition);
        for (const antonym of entry.antonyms) expect(card.back.split(', ')).not.toContain(antonym);
        expect(card.back).not.toContain('≠');
      });
    }
  });

  it('answers the last page and a skip past the end', async () => {
    const last = (await get('type=band-5&skip=290&take=20')).json();
    expect(last.result.map((record: { id: number }) => record.id)).toEqual([
      291, 292, 293, 294, 295, 296, 297, 298, 299, 300,
    ]);
    const past = await get('type=band-5&skip=1000&take=20');
    expect(past.statusCode).toBe(200);
    expect(past.json()).toEqual({ result: [], skip: 1000, total: 300 });
  });

  it.each([
    ['type=band-4&skip=0&take=20', 'type'],
    ['type=band-10&skip=0&take=20', 'type'],
    ['type=custom&skip=0&take=20', 'type'],
    ['skip=0&take=20', 'type'],
    ['type=band-5&skip=-1&take=20', 'skip'],
    ['type=band-5&skip=abc&take=20', 'skip'],
    ['type=band-5&skip=1.5&take=20', 'skip'],
    ['type=band-5&skip=0&take=21', 'take'],
    ['type=band-5&skip=0&take=0', 'take'],
    ['type=band-5&skip=0&take=ten', 'take'],
  ])('answers %s with 400 naming %s', async (query, field) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });

  it('lets clients cache: an ETag, and 304 when it matches', async () => {
    const first = await get('type=band-7&skip=40&take=20');
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get('type=band-7&skip=40&take=20', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    const other = await get('type=band-7&skip=60&take=20', { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
  });
});

/** The two routes that read a list's words against the band lists share one app. */
let listsApp: TestApp;
const postTo = (url: string) => (payload: unknown) =>
  listsApp.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });

describe('POST routes on a list of words', () => {
  beforeAll(async () => {
    listsApp = await createTestApp();
  });
  afterAll(() => listsApp.cleanup());

  describe('POST /api/tests/paraphrases', () => {
    const post = postTo('/api/tests/paraphrases');

    it('answers what the band lists know of a list’s words, and leaves out the rest', async () => {
      const response = await post({ words: ['Result', 'outcome', 'my own word', 'state'] });
      expect(response.statusCode).toBe(200);
      const entries = response.json().entries as { front: string; band: number; upgrades: unknown[] }[];
      expect(entries.map((entry) => entry.front)).toEqual(['Result', 'outcome', 'state']);
      const band5 = readBand(5);
      const result = band5.find((entry) => entry.word === 'result');
      expect(entries[0]).toMatchObject({ band: 5, synonyms: result?.synonyms });
      // result (band 5) upgrades to its band 7-9 synonym outcome (band 7), which answers that upgrade.
      expect(entries[0]?.upgrades).toEqual([{ plain: 'result', stronger: ['outcome'] }]);
      expect(entries[1]?.upgrades).toEqual(
        expect.arrayContaining([{ plain: 'result', stronger: ['outcome'] }]),
      );
    });

    it.each([
      [{}, 'words'],
      [{ words: [] }, 'words'],
      [{ words: ['x'.repeat(161)] }, 'words.0'],
      [{ words: Array.from({ length: 2001 }, (_, i) => `w${i}`) }, 'words'],
    ])('answers 400 with a message for %#', async (payload, field) => {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    });
  });

  describe('POST /api/tests/translations: Translation mode on a built-in list', () => {
    const post = postTo('/api/tests/translations');

    it('gives the band words’ translations in the language asked, leaving out words it has none for', async () => {
      // trade (band 5), a band 8 word (no translations yet), a word of no band; Arabic has none for despite.
      const band8 = readBand(8)[0]?.word ?? '';
      const response = await post({ lang: 'es', words: ['trade', band8, 'my own word', 'trade'] });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ entries: [{ front: 'trade', translation: 'comercio' }] });
      const arabic = await post({ lang: 'ar', words: ['despite', 'trade'] });
      expect(arabic.json().entries.map((entry: { front: string }) => entry.front)).toEqual(['trade']);
    });

    it('gives every band 5 word in Spanish, and none in a language not served', async () => {
      const words = readBand(5).map((entry) => entry.word);
      expect((await post({ lang: 'es', words })).json().entries).toHaveLength(words.length);
      expect((await post({ lang: 'de', words })).json()).toEqual({ entries: [] });
    });

    it.each([
      [{ words: ['trade'] }, 'lang'],
      [{ lang: 'xx', words: ['trade'] }, 'lang'],
      [{ lang: 'es', words: [] }, 'words'],
      [{ lang: 'es', words: ['x'.repeat(161)] }, 'words.0'],
    ])('answers 400 with a message for %#', async (payload, field) => {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    });
  });
});

describe('GET /api/tests/vocabulary: translations in the learner’s native language', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.cleanup());

  const get = (query: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/tests/vocabulary?${query}`, headers });
  const indexOf = (band: number, word: string) => readBand(band).findIndex((entry) => entry.word === word);

  it('gives a learner whose native language is Spanish "comercio" for band 5 trade', async () => {
    const { token } = await signUpLearner(app, { languageNative: 'es' });
    const skip = indexOf(5, 'trade');
    const response = await get(`type=band-5&skip=${skip}&take=1`, { authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().result[0]).toMatchObject({ FIELD1: 'trade', translation: 'comercio' });
    // The answer is that learner's: no shared cache may keep it.
    expect(response.headers['cache-control']).toBe('private, max-age=3600');
  });

  it('gives the language the site names, publicly cacheable, two words where the data has two', async () => {
    const skip = indexOf(5, 'influence');
    const response = await get(`type=band-5&skip=${skip}&take=1&lang=es`);
    expect(response.json().result[0]).toMatchObject({
      FIELD1: 'influence',
      translation: 'influencia, influjo',
    });
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const french = await get(`type=band-5&skip=${indexOf(5, 'trade')}&take=1&lang=fr`);
    expect(french.json().result[0].translation).toBe('commerce, échanges');
  });

  it('leaves out the field for a word the language has no translation of, and for a language not served', async () => {
    // Band 8 has no Spanish yet; Arabic has none for "although" (a conjunction: WordNet has none).
    const band8 = (await get('type=band-8&skip=0&take=3&lang=es')).json().result;
    expect(band8).toHaveLength(3);
    for (const record of band8) expect(record).not.toHaveProperty('translation');
    const although = (await get(`type=band-5&skip=${indexOf(5, 'although')}&take=1&lang=ar`)).json();
    expect(although.result[0].FIELD1).toBe('although');
    expect(although.result[0]).not.toHaveProperty('translation');
    // German is a language of Settings whose translations nobody has read yet: not served.
    const german = (await get(`type=band-5&skip=${indexOf(5, 'trade')}&take=1&lang=de`)).json();
    expect(german.result[0]).not.toHaveProperty('translation');
    // A visitor who names no language gets none.
    const plain = (await get(`type=band-5&skip=${indexOf(5, 'trade')}&take=1`)).json();
    expect(plain.result[0]).not.toHaveProperty('translation');
  });

  it('keeps one ETag per language', async () => {
    const spanish = await get('type=band-5&skip=0&take=20&lang=es');
    const french = await get('type=band-5&skip=0&take=20&lang=fr', {
      'if-none-match': String(spanish.headers.etag),
    });
    expect(french.statusCode).toBe(200);
  });

  it.each([['xx'], ['ES'], ['spanish'], ['']])('answers lang=%s with 400 and a message', async (lang) => {
    const response = await get(`type=band-5&skip=0&take=20&lang=${lang}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'lang',
          message: 'Unknown language: lang must be a language code of Settings, e.g. es.',
        }),
      ]),
    );
  });

  it('serves every language of IELTS_TRANSLATION_LANGUAGES from its data file, covering at least 90% of bands 5-7', () => {
    const dir = new URL('../../../../data/ielts/translations/', import.meta.url);
    for (const lang of IELTS_TRANSLATION_LANGUAGES) {
      const file = JSON.parse(readFileSync(new URL(`${lang}.json`, dir), 'utf8')) as TranslationFile;
      expect(TRANSLATION_FILES[lang], lang).toEqual(file);
      const entries = [5, 6, 7].flatMap((band) => readBand(band).map((entry) => ({ band, entry })));
      const covered = entries.filter(
        ({ band, entry }) =>
          TRANSLATION_FILES[lang].entries[translationKey(band, entry.word, entry.pos)]?.t.length,
      );
      expect(covered.length / entries.length, lang).toBeGreaterThanOrEqual(0.9);
    }
  });
});
