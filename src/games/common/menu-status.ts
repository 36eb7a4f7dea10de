/**
 * What a game's start screen says of the chosen mode, and whether a round can start: the rule,
 * without Phaser, so it is tested on its own and any start screen (record 037 plans one in HTML)
 * says the same.
 */
import type { GameMode } from '../../shared/game-modes.ts';
import type { GameId } from '../../shared/games.ts';
import type { Vocabulary } from './bridge.ts';
import { playableCards, translationNote } from './modes.ts';

export type ModeStatus = {
  /** The help line's text for the mode ("" when the game's own help shows). */
  note: string;
  /** The words the mode can play from the list. */
  words: number;
  playable: boolean;
  /** The paraphrases did not come with the words: ask for them again in a second. */
  retry?: boolean;
};

/** How many times a start screen asks again for paraphrases that did not come. */
export const PARAPHRASE_RETRIES = 5;

export function modeStatus(input: {
  game: GameId;
  mode: GameMode;
  vocabulary: Vocabulary | null;
  /** Whether this device has a voice for a language (`hasVoiceFor`). */
  hasVoice: (lang: string | null) => boolean;
  /** The benchmark's stress mode (`?stress=`) plays made-up words in any mode. */
  stress: boolean;
  /** Times the screen has already asked again for the paraphrases. */
  retries: number;
}): ModeStatus {
  const { game, mode, vocabulary } = input;
  if (!vocabulary) return { note: '', words: 0, playable: false };
  const total = vocabulary.cards.length;
  if (input.stress) return { note: '', words: total, playable: true };
  if (mode === 'dictation') {
    const lang = vocabulary.languageLearn;
    const english = !lang || lang.toLowerCase().startsWith('en');
    if (!input.hasVoice(lang)) {
      return {
        note: english
          ? 'Dictation needs an English voice, and this device has none. Choose another mode.'
          : 'Dictation needs a voice for this list’s language, and this device has none.',
        words: total,
        playable: false,
      };
    }
    return {
      note: 'Listen and type the word · Enter or the voice button says it again · spelling must be exact',
      words: total,
      playable: total > 0,
    };
  }
  if (mode === 'paraphrase' && !vocabulary.paraphrases) {
    // The band lists' data did not come with the words (slow or no connection): ask again.
    if (vocabulary.source === 'site' && input.retries < PARAPHRASE_RETRIES) {
      return { note: 'Loading the paraphrases of the IELTS lists…', words: 0, playable: false, retry: true };
    }
    return {
      note: 'Paraphrase needs the IELTS lists from the site, and they did not load. Choose Paraphrase again to retry.',
      words: 0,
      playable: false,
    };
  }
  if (mode === 'paraphrase') {
    const words = playableCards(game, mode, vocabulary.cards, vocabulary.paraphrases).length;
    // A short round dealt only some of the list: the note speaks of the whole list.
    const listed = vocabulary.dealt?.listed ?? total;
    const found = vocabulary.dealt?.playable ?? words;
    const what =
      game === 'candy'
        ? 'Match each word with its paraphrase'
        : 'Type a stronger band 7-9 word for each plain word';
    if (words === 0) {
      return {
        note:
          game === 'candy'
            ? 'Paraphrase uses words found in the built-in IELTS lists, and none of this list’s words is there.'
            : 'Paraphrase uses the built-in IELTS lists’ upgrades, and none of this list’s words has one.',
        words,
        playable: false,
      };
    }
    if (found < listed) {
      return {
        note: `${what} · only the ${found} words found in the built-in IELTS lists play`,
        words,
        playable: true,
      };
    }
    return { note: what, words, playable: true };
  }
  if (vocabulary.translations) {
    // A built-in list against the learner's translations: how many of the list's words have one.
    const listed = vocabulary.dealt?.listed ?? total;
    return { note: translationNote(vocabulary.translations, listed), words: total, playable: total > 0 };
  }
  return { note: '', words: total, playable: total > 0 };
}
