import { describe, expect, it } from 'vitest';
import type { ParaphraseEntry } from '../../shared/game-modes.ts';
import { standaloneVocabulary, type Vocabulary } from './bridge.ts';
import { modeStatus, PARAPHRASE_RETRIES } from './menu-status.ts';

/** The built-in Test Vocabulary, as the site sends it (16 cards). */
const site = (extra: Partial<Vocabulary> = {}): Vocabulary => ({
  ...standaloneVocabulary('candy'),
  source: 'site',
  ...extra,
});
const entry = (
  front: string,
  synonyms: string[],
  upgrades: ParaphraseEntry['upgrades'] = [],
): ParaphraseEntry => ({
  front,
  band: 6,
  synonyms,
  definition: '',
  upgrades,
});
const status = (input: Partial<Parameters<typeof modeStatus>[0]>) =>
  modeStatus({
    game: 'candy',
    mode: 'translation',
    vocabulary: site(),
    hasVoice: () => true,
    stress: false,
    retries: 0,
    ...input,
  });

describe('the start screen’s word on the chosen mode', () => {
  it('waits for the words: nothing said, Play off', () => {
    expect(status({ vocabulary: null })).toEqual({ note: '', words: 0, playable: false });
  });

  it('plays every word in Translation, and an empty list not at all', () => {
    const words = site().cards.length;
    expect(status({})).toEqual({ note: '', words, playable: true });
    expect(status({ vocabulary: site({ cards: [] }) })).toEqual({ note: '', words: 0, playable: false });
  });

  it('says how many words of a built-in list have a translation in the learner’s language', () => {
    const vocabulary = site({
      translations: { language: 'es', translated: 12 },
      dealt: { due: 0, fresh: 16, listed: 300 },
    });
    expect(status({ vocabulary }).note).toBe(
      '12 of 300 words have a Spanish translation · the others show their English clue',
    );
  });

  it('turns Dictation off on a device without a voice, naming the language it needs', () => {
    const english = status({ mode: 'dictation', hasVoice: () => false });
    expect(english).toMatchObject({ playable: false });
    expect(english.note).toBe(
      'Dictation needs an English voice, and this device has none. Choose another mode.',
    );
    const spanish = status({
      mode: 'dictation',
      vocabulary: site({ languageLearn: 'es' }),
      hasVoice: (lang) => lang === 'en',
    });
    expect(spanish.note).toBe('Dictation needs a voice for this list’s language, and this device has none.');
    expect(status({ mode: 'dictation' })).toMatchObject({
      playable: true,
      note: expect.stringMatching(/^Listen/),
    });
  });

  it('asks again for paraphrases that did not come, five times, then says how to retry', () => {
    expect(status({ mode: 'paraphrase' })).toMatchObject({ retry: true, playable: false });
    const given = status({ mode: 'paraphrase', retries: PARAPHRASE_RETRIES });
    expect(given.retry).toBeUndefined();
    expect(given.note).toBe(
      'Paraphrase needs the IELTS lists from the site, and they did not load. Choose Paraphrase again to retry.',
    );
    // A game on its own (no site) never asks.
    expect(status({ mode: 'paraphrase', vocabulary: standaloneVocabulary('candy') }).retry).toBeUndefined();
  });

  it('plays in Paraphrase only the words the band lists know, and says so', () => {
    const [first, second] = site().cards;
    const paraphrases = [entry(first?.front ?? '', ['other word']), entry(second?.front ?? '', [])];
    const some = status({ mode: 'paraphrase', vocabulary: site({ paraphrases }) });
    expect(some).toEqual({
      note: 'Match each word with its paraphrase · only the 1 words found in the built-in IELTS lists play',
      words: 1,
      playable: true,
    });
    const none = status({ mode: 'paraphrase', vocabulary: site({ paraphrases: [] }) });
    expect(none.playable).toBe(false);
    expect(none.note).toMatch(/none of this list’s words is there/);
    // Space Words plays the upgrades, not the synonyms.
    const space = status({
      game: 'space',
      mode: 'paraphrase',
      vocabulary: site({ paraphrases: [entry(first?.front ?? '', [], [{ plain: 'a', stronger: ['b'] }])] }),
    });
    expect(space).toMatchObject({ words: 1, playable: true });
    expect(space.note).toMatch(/^Type a stronger band 7-9 word/);
  });

  it('plays any mode with made-up words in the benchmark’s stress mode', () => {
    expect(status({ mode: 'dictation', hasVoice: () => false, stress: true }).playable).toBe(true);
  });
});
