// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VocabularyData } from '../../../shared/game-protocol.ts';
import type { AppState } from '../../state/app-store.ts';
import {
  applyTranslations,
  playsTranslations,
  translationLanguageOf,
  withTranslations,
} from './translations.ts';

const band5: VocabularyData = {
  game: 'candy',
  listId: 'ielts-band-5',
  name: 'IELTS Band 5',
  cards: [
    { front: 'trade', back: 'buying and selling goods', hint: 'the activity of buying and selling' },
    { front: 'despite', back: 'even though', hint: 'without being prevented by' },
  ],
  languageLearn: 'en',
  languageNative: 'ar',
  isSoundsMuted: true,
  isMusicMuted: true,
};

describe('Translation mode on a built-in list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('plays the band lists and career stages in a served language outside Paraphrase, never a learner’s sheet', () => {
    expect(playsTranslations('ielts-band-5', 'es')).toBe(true);
    expect(playsTranslations('career-3', 'vi')).toBe(true);
    expect(playsTranslations('ielts-band-5', 'es', 'dictation')).toBe(true);
    // Paraphrase mode keeps the English paraphrases.
    expect(playsTranslations('ielts-band-5', 'es', 'paraphrase')).toBe(false);
    expect(playsTranslations('ielts-band-5', 'de')).toBe(false);
    expect(playsTranslations('ielts-band-5', null)).toBe(false);
    expect(playsTranslations('test-vocabulary', 'es')).toBe(false);
    expect(playsTranslations('1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefg', 'es')).toBe(false);
  });

  it('translates into a learner’s saved native language, else the site’s setting, else the browser’s', () => {
    const vocabularies = { languageNative: 'vi' } as NonNullable<AppState['vocabularies']>;
    const learner = { id: 42, languageNative: 'es' } as unknown as AppState['user'];
    expect(translationLanguageOf({ user: null, vocabularies }, ['es-ES'])).toBe('vi');
    expect(translationLanguageOf({ user: null, vocabularies: null }, ['es-ES', 'en'])).toBe('es');
    expect(translationLanguageOf({ user: null, vocabularies: null }, [])).toBeNull();
    expect(translationLanguageOf({ user: learner, vocabularies }, [])).toBe('es');
  });

  it('gives a word its translation as its back, keeps the English clue where there is none, and counts them', () => {
    const data = applyTranslations(band5, 'ar', [{ front: 'trade', translation: 'تجارة' }]);
    expect(data.cards).toEqual([
      { front: 'trade', back: 'تجارة', hint: 'the activity of buying and selling' },
      { front: 'despite', back: 'even though', hint: 'without being prevented by' },
    ]);
    expect(data.translations).toEqual({ language: 'ar', translated: 1 });
    expect(data.languageNative).toBe('ar');
    // The list as stored is untouched (Paraphrase mode plays it as it is).
    expect(band5.cards[0]?.back).toBe('buying and selling goods');
  });

  it('asks the server for the list’s words in the learner’s language', async () => {
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      expect(JSON.parse(String(init.body))).toEqual({ lang: 'es', words: ['trade', 'despite'] });
      return new Response(
        JSON.stringify({
          entries: [
            { front: 'trade', translation: 'comercio' },
            { front: 'despite', translation: 'a pesar de' },
          ],
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    });
    vi.stubGlobal('fetch', fetch);
    const data = await withTranslations({ ...band5, languageNative: 'es' }, 'es');
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/tests/translations');
    expect(data.cards.map((card) => card.back)).toEqual(['comercio', 'a pesar de']);
    expect(data.translations).toEqual({ language: 'es', translated: 2 });
  });
});
