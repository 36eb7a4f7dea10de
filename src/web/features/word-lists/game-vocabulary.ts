import type { VocabularyData } from '../../../shared/game-protocol.ts';
import type { GameId } from '../../../shared/games.ts';
import { TEST_VOCABULARY_NAME, testVocabularyFor } from '../../../shared/test-vocabulary.ts';
import { parseStoredList, type WordCard } from '../../../shared/word-lists/card.ts';
import { formatListId, listKindOf } from '../../../shared/word-lists/list-id.ts';
import { slotForGame } from '../../../shared/word-lists/lists.ts';
import type { AppState } from '../../state/app-store.ts';
import { storedWordsAreSlotList } from './device-words.ts';
import { vocabularyStorageKey } from './storage.ts';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** The slot a game reads: 0 when one sheet serves every game, else its own. */
export function vocabularySlot(game: GameId, vocabularies: AppState['vocabularies']): number {
  return slotForGame(game, Boolean(vocabularies?.isCommonVocabulary));
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
  const stored = onDevice ? parseStoredList(readStorage(storage, vocabularyStorageKey(slot))) : null;
  if (!stored) {
    return {
      ...flags,
      game,
      listId: formatListId({ kind: 'test' }),
      name: TEST_VOCABULARY_NAME,
      ...testVocabularyFor(state.vocabularies?.languageNative ?? null),
    };
  }
  const slotName = state.vocabularies?.games[slot]?.name;
  const name = stored.name ?? (slotName && slotName !== 'Loading...' ? slotName : 'My vocabulary');
  return {
    ...flags,
    game,
    // The list these words are: the slot's sheet (words kept without one are recorded as the Test Vocabulary's).
    listId: state.vocabularies?.games[slot]?.googleSheetId || formatListId({ kind: 'test' }),
    name,
    cards: stored.cards,
    languageLearn: state.vocabularies?.languageLearn ?? null,
    languageNative: state.vocabularies?.languageNative ?? null,
  };
}

/**
 * A list's name and words as this browser has them, by list id: the Test Vocabulary (built in) or
 * a list kept in one of the slots; null when this browser holds no such list.
 */
export function deviceList(
  listId: string,
  state: Pick<AppState, 'vocabularies'>,
  storage: Storage = localStorage,
): { name: string; cards: WordCard[] } | null {
  if (listKindOf(listId) === 'test') {
    return {
      name: TEST_VOCABULARY_NAME,
      cards: testVocabularyFor(state.vocabularies?.languageNative ?? null).cards,
    };
  }
  for (const [slot, entry] of (state.vocabularies?.games ?? []).entries()) {
    if (entry.googleSheetId !== listId || !storedWordsAreSlotList(slot, entry, storage)) continue;
    const stored = parseStoredList(readStorage(storage, vocabularyStorageKey(slot)));
    if (stored) return { name: stored.name ?? entry.name, cards: stored.cards };
  }
  return null;
}
