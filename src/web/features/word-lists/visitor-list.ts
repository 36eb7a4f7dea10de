import type { FreeListWordsResponse } from '../../../shared/api/vocabulary.ts';
import type { GameId } from '../../../shared/games.ts';
import { DEFAULT_LANGUAGE_LEARN } from '../../../shared/languages.ts';
import { defaultVocabularySettings, slotForGame } from '../../../shared/word-lists/lists.ts';
import { apiFetch } from '../../api/client.ts';
import { useAppStore } from '../../state/app-store.ts';
import { vocabularyStorageKey } from './storage.ts';

/**
 * A visitor plays a free built-in list (IELTS Band 5) without an account: its words are
 * kept in this browser as the visitor's list of the game's slot, as a signed-in learner's are, so
 * the game plays it and its rounds are recorded under its list id in this browser (they go to the
 * account at sign-up with the other rounds played signed out).
 */
export async function playFreeListAsVisitor(game: GameId, listId: string): Promise<void> {
  const words = await apiFetch<FreeListWordsResponse>(
    `/api/tests/free-list-words?list=${encodeURIComponent(listId)}`,
  );
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
