import type { FreeListWordsResponse } from '../../../shared/api/vocabulary.ts';
import type { GameId } from '../../../shared/games.ts';
import { DEFAULT_LANGUAGE_LEARN } from '../../../shared/languages.ts';
import type { WordCard } from '../../../shared/word-lists/card.ts';
import { listKindOf } from '../../../shared/word-lists/list-id.ts';
import { defaultVocabularySettings, slotForGame } from '../../../shared/word-lists/lists.ts';
import { apiFetch } from '../../api/client.ts';
import { useAppStore } from '../../state/app-store.ts';
import { vocabularyStorageKey } from './storage.ts';

/** GET /api/tests/free-list-words: a free built-in list's name, id and words, for anyone. */
const freeListWords = (listId: string) =>
  apiFetch<FreeListWordsResponse>(`/api/tests/free-list-words?list=${encodeURIComponent(listId)}`);

/**
 * An IELTS band's name and cards by its list id, for a visitor's progress: the band lists are
 * built into the server, so a band played in this browser shows after another list took its slot,
 * as the Test Vocabulary does. Null for a list id of another kind, and for a band that cannot be
 * had now (premium, offline): its list is left out.
 */
export async function bandList(listId: string): Promise<{ name: string; cards: WordCard[] } | null> {
  if (listKindOf(listId) !== 'ielts') return null;
  try {
    const { name, VOC } = await freeListWords(listId);
    return { name, cards: VOC };
  } catch {
    return null;
  }
}

/**
 * A visitor plays a free built-in list (IELTS Band 5) without an account: its words are
 * kept in this browser as the visitor's list of the game's slot, as a signed-in learner's are, so
 * the game plays it and its rounds are recorded under its list id in this browser (they go to the
 * account at sign-up with the other rounds played signed out).
 */
export async function playFreeListAsVisitor(game: GameId, listId: string): Promise<void> {
  const words = await freeListWords(listId);
  const store = useAppStore.getState();
  const current = store.vocabularies ?? defaultVocabularySettings(null, DEFAULT_LANGUAGE_LEARN);
  const slot = slotForGame(game, current.isCommonVocabulary);
  localStorage.setItem(
    vocabularyStorageKey(slot),
    JSON.stringify({ name: words.name, googleSheetId: words.googleSheetId, VOC: words.VOC }),
  );
  const now = Date.now();
  store.setVocabularies({
    ...current,
    games: current.games.map((entry, index) =>
      index === slot
        ? { name: words.name, googleSheetId: words.googleSheetId, googleModified: 0, locallyModified: now }
        : entry,
    ),
  });
}
