import { describe, expect, it } from 'vitest';
import type { IeltsBand } from '../constants.ts';
import { testVocabularyCards } from '../test-vocabulary.ts';
import { formatListId } from './list-id.ts';
import {
  builtInList,
  defaultVocabularySettings,
  isUpToDate,
  mayLoadList,
  reconcileVocabularies,
  sheetIdFromUrl,
  slotForGame,
  slotsInPlay,
  TEST_VOCABULARY_ENTRY,
} from './lists.ts';

const ID_A = '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-ab';
const ID_B = '1ZyXwVuTsRqPoNmLkJiHgFeDcBa9876543210_-zz';

describe('isUpToDate (freshness)', () => {
  it('is up to date when loaded at or after the sheet changed', () => {
    expect(isUpToDate({ locallyModified: 100, googleModified: 100 })).toBe(true);
    expect(isUpToDate({ locallyModified: 101, googleModified: 100 })).toBe(true);
    expect(isUpToDate({ locallyModified: 99, googleModified: 100 })).toBe(false);
  });
});

describe('reconcileVocabularies', () => {
  const entry = (googleSheetId: string, locallyModified: number, googleModified = 50) => ({
    name: googleSheetId ? `Sheet ${googleSheetId.slice(0, 3)}` : '',
    googleSheetId,
    locallyModified,
    googleModified,
  });

  it('keeps the local time when the sheet is the same', () => {
    const result = reconcileVocabularies(
      [entry(ID_A, 900), entry(ID_B, 800), entry('', 0)],
      [entry(ID_A, 10), entry(ID_B, 20), entry(ID_A, 30)],
    );
    expect(result.map((item) => item.locallyModified)).toEqual([900, 800, 30]);
  });

  it('takes the server time when the sheet changed', () => {
    const result = reconcileVocabularies(
      [entry(ID_A, 900), entry(ID_A, 900), entry(ID_A, 900)],
      [entry(ID_B, 10), entry(ID_A, 20), entry(ID_B, 30)],
    );
    expect(result.map((item) => [item.googleSheetId, item.locallyModified])).toEqual([
      [ID_B, 10],
      [ID_A, 900],
      [ID_B, 30],
    ]);
  });

  it('falls back to the Test Vocabulary entry where the server has no sheet', () => {
    const result = reconcileVocabularies(undefined, [entry('', 0), entry(ID_A, 5)]);
    expect(result[0]).toEqual(TEST_VOCABULARY_ENTRY);
    expect(result[1]?.googleSheetId).toBe(ID_A);
    expect(result[2]).toEqual(TEST_VOCABULARY_ENTRY);
  });

  it('without a list, every game shares the Test Vocabulary', () => {
    const settings = defaultVocabularySettings();
    expect(settings.isCommonVocabulary).toBe(true);
    expect(settings.games).toEqual([TEST_VOCABULARY_ENTRY, TEST_VOCABULARY_ENTRY, TEST_VOCABULARY_ENTRY]);
  });
});

describe('slotForGame', () => {
  it('reads slot 0 for every game when one sheet is shared', () => {
    expect(slotForGame('candy', true)).toBe(0);
    expect(slotForGame('space', true)).toBe(0);
    expect(slotForGame('space', false)).toBe(2);
    expect(slotForGame('candy', false)).toBe(1);
    expect(slotsInPlay(true)).toEqual([0]);
    expect(slotsInPlay(false)).toEqual([1, 2]);
  });

  it('applies the premium rule: own sheets and bands 6-9 for premium roles, the rest for all', () => {
    expect(mayLoadList('FREE', formatListId({ kind: 'test' }))).toBe(true);
    expect(mayLoadList('FREE', formatListId({ kind: 'ielts', band: 5 }))).toBe(true);
    expect(mayLoadList('FREE', formatListId({ kind: 'ielts', band: 6 }))).toBe(false);
    expect(mayLoadList(null, 'OwnSheet_0123456789abcdefghij')).toBe(false);
    expect(mayLoadList('VOCABULARY', 'OwnSheet_0123456789abcdefghij')).toBe(true);
    expect(mayLoadList('VOCABULARY', formatListId({ kind: 'ielts', band: 9 }))).toBe(true);
  });
});

describe('sheetIdFromUrl', () => {
  it.each([
    [`https://docs.google.com/spreadsheets/d/${ID_A}/edit`, ID_A],
    [`https://docs.google.com/spreadsheets/d/${ID_A}/edit#gid=0`, ID_A],
    [`  https://docs.google.com/spreadsheets/d/${ID_A}/edit?usp=sharing `, ID_A],
    [`docs.google.com/spreadsheets/d/${ID_B}/edit`, ID_B],
  ])('reads the id of %s', (url, id) => {
    expect(sheetIdFromUrl(url)).toBe(id);
  });

  it.each([
    '',
    'hello',
    `https://docs.google.com/spreadsheets/d/${ID_A}`,
    `https://docs.google.com/spreadsheets/d/${ID_A}/view`,
    'https://docs.google.com/spreadsheets/d/short/edit',
    'https://docs.google.com/spreadsheets/d/..%2F..%2Fetc%2Fpasswd_aaaaaaaaaaaaa/edit',
    'https://docs.google.com/spreadsheets/d/user@127.0.0.1:8080aaaaaaaaaaaa/edit',
  ])('refuses %j', (url) => {
    expect(sheetIdFromUrl(url)).toBeNull();
  });
});

describe('built-in lists', () => {
  it('has the Test Vocabulary and bands 5 to 9, band 5 free', () => {
    expect(builtInList(formatListId({ kind: 'test' }))?.premium).toBe(false);
    expect(builtInList(formatListId({ kind: 'ielts', band: 5 }))?.premium).toBe(false);
    expect(builtInList(formatListId({ kind: 'ielts', band: 6 }))?.premium).toBe(true);
    expect(builtInList(formatListId({ kind: 'ielts', band: 9 }))?.band).toBe(9);
    expect(builtInList(formatListId({ kind: 'ielts', band: 4 as IeltsBand }))).toBeUndefined();
  });

  it('translates the Test Vocabulary into the learner’s language, or explains in English', () => {
    expect(testVocabularyCards('es')[0]).toEqual({
      front: 'apple',
      back: 'manzana',
      hint: expect.any(String),
    });
    expect(testVocabularyCards('zh')[0]?.back).toBe('苹果');
    expect(testVocabularyCards('xx')[0]?.back).toBe('a round fruit');
    expect(testVocabularyCards(null)).toHaveLength(16);
  });
});

describe('Test Vocabulary translations', () => {
  it('cover at least ten languages, sixteen words each', async () => {
    const { TEST_VOCABULARY_TRANSLATIONS } = await import('../test-vocabulary.ts');
    const languages = Object.keys(TEST_VOCABULARY_TRANSLATIONS);
    expect(languages.length).toBeGreaterThanOrEqual(10);
    for (const language of languages) {
      expect(TEST_VOCABULARY_TRANSLATIONS[language], language).toHaveLength(16);
    }
  });
});
