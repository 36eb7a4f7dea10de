import type { RoundResults, VocabularyData } from '../../../shared/game-protocol.ts';
import {
  appendRoundResults,
  GAME_RESULTS_STORAGE_KEY,
  parseStoredVocabulary,
} from '../../../shared/game-protocol.ts';
import { GAMES, type GameId } from '../../../shared/games.ts';
import { SAMPLE_VOCABULARY_NAME, sampleVocabularyFor } from '../../../shared/sample-vocabulary.ts';
import { vocabularyStorageKey } from '../../../shared/storage-keys.ts';
import { storedWordsAreSlotList } from '../../api/word-lists.ts';
import type { AppState } from '../../state/app-store.ts';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** The slot a game reads: 0 when one sheet serves every game, else its own. */
export function vocabularySlot(game: GameId, vocabularies: AppState['vocabularies']): number {
  return vocabularies?.isCommonVocabulary ? 0 : GAMES[game].slot;
}

function readStorage(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The word data a game asks for: the stored VOC of its slot (untrusted text, checked), or the
 * built-in Test Vocabulary (in the learner's native language) when there is none or it holds no
 * usable card.
 */
export function gameVocabulary(
  game: GameId,
  state: Pick<AppState, 'vocabularies' | 'isSoundsMuted' | 'isMusicMuted'>,
  storage: Storage,
): VocabularyData {
  const flags = { isSoundsMuted: state.isSoundsMuted, isMusicMuted: state.isMusicMuted };
  const slot = vocabularySlot(game, state.vocabularies);
  // Words kept from another list (the slot was changed on another device) are not played under
  // this slot's name: until the slot's own words arrive, the game plays the Test Vocabulary, and
  // Settings says so.
  const onDevice = storedWordsAreSlotList(slot, state.vocabularies?.games[slot], storage);
  const stored = onDevice ? parseStoredVocabulary(readStorage(storage, vocabularyStorageKey(slot))) : null;
  if (!stored) {
    return {
      ...flags,
      game,
      name: SAMPLE_VOCABULARY_NAME,
      ...sampleVocabularyFor(state.vocabularies?.languageNative ?? null),
    };
  }
  const slotName = state.vocabularies?.games[slot]?.name;
  const name = stored.name ?? (slotName && slotName !== 'Loading...' ? slotName : 'My vocabulary');
  return {
    ...flags,
    game,
    name,
    cards: stored.cards,
    languageLearn: state.vocabularies?.languageLearn ?? null,
    languageNative: state.vocabularies?.languageNative ?? null,
  };
}

/** Keeps a finished round in the browser (the newest 50) for the learning engine to come. */
export function saveRoundResults(results: RoundResults, storage: Storage): void {
  try {
    const history = appendRoundResults(readStorage(storage, GAME_RESULTS_STORAGE_KEY), results);
    storage.setItem(GAME_RESULTS_STORAGE_KEY, JSON.stringify(history));
  } catch {
    // Storage full or blocked: the round is simply not kept.
  }
}
