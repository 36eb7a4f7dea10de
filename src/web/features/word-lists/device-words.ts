import type { QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import type { DownloadVocabularyResponse, SlotWordsResponse } from '../../../shared/api/vocabulary.ts';
import { listKindOf } from '../../../shared/word-lists/list-id.ts';
import { LOADING_ENTRY_NAME, type VocabularyEntry } from '../../../shared/word-lists/lists.ts';
import { useAppStore } from '../../state/app-store.ts';
import { vocabularyListQueries } from './get-vocabulary-list.ts';
import { vocabularyStorageKey } from './storage.ts';

/**
 * A slot's words in this browser. For a signed-in learner the account is the truth: it keeps which
 * list each slot holds and its words (`GET /api/tests/slot-words/{slot}`), and
 * `localStorage["voc-<slot>"]` is a cache of them that may be lost at any time. Settings, the games
 * and the IELTS band pages share these helpers so they never disagree about what is playing.
 */
type Storage = Pick<globalThis.Storage, 'getItem'>;

/** The sheet id of the words stored for a slot; '' when the stored words name none; null when none. */
function storedListId(slot: number, storage: Storage = localStorage): string | null {
  try {
    const text = storage.getItem(vocabularyStorageKey(slot));
    if (!text) return null;
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const id = (value as { googleSheetId?: unknown }).googleSheetId;
      return typeof id === 'string' ? id : '';
    }
    return Array.isArray(value) ? '' : null;
  } catch {
    return null;
  }
}

/**
 * Whether the words stored for a slot are the list the slot names. A slot still loading is not
 * known yet (taken as yes), and stored words that name no list (older saves) are taken as the
 * slot's.
 */
export function storedWordsAreSlotList(
  slot: number,
  entry: VocabularyEntry | undefined,
  storage?: Storage,
): boolean {
  if (!entry || entry.name === LOADING_ENTRY_NAME || !entry.googleSheetId) return true;
  const stored = storedListId(slot, storage);
  return stored !== null && (stored === '' || stored === entry.googleSheetId);
}

/** Whether this browser can play the list a slot names: the Test Vocabulary is built in. */
export function listIsOnDevice(slot: number, entry: VocabularyEntry | undefined, storage?: Storage): boolean {
  return listKindOf(entry?.googleSheetId ?? '') === 'test' || storedWordsAreSlotList(slot, entry, storage);
}

/** Writes a slot's words to this browser's cache; false when the browser refuses (full, blocked). */
function cacheWords(result: SlotWordsResponse): boolean {
  try {
    localStorage.setItem(
      vocabularyStorageKey(result.gameId),
      JSON.stringify({ name: result.name, googleSheetId: result.googleSheetId, VOC: result.VOC }),
    );
    return true;
  } catch (error) {
    console.warn('Could not keep the words in this browser', error);
    return false;
  }
}

/** Keeps downloaded words for the game frame and names the list in the slot. */
export function keepDownloadedList(result: DownloadVocabularyResponse, queryClient: QueryClient): void {
  cacheWords(result);
  const store = useAppStore.getState();
  const current = store.vocabularies;
  if (current) {
    const games = current.games.map((entry, slot) =>
      slot === result.gameId
        ? {
            name: result.name,
            googleSheetId: result.googleSheetId,
            googleModified: result.googleModified,
            locallyModified: Date.now(),
          }
        : entry,
    );
    store.setVocabularies({ ...current, games });
  }
  void queryClient.invalidateQueries({ queryKey: vocabularyListQueries.all });
}

/**
 * Keeps a slot's words fetched from the account (another device loaded them). The slot's entry
 * keeps the account's dates, so "Need update" still compares with the original load; the store is
 * touched once, so the game frame reloads once.
 */
export function keepSlotWords(result: SlotWordsResponse): void {
  if (!cacheWords(result)) return;
  const store = useAppStore.getState();
  if (store.vocabularies) store.setVocabularies({ ...store.vocabularies });
}

/** Loads of a slot's words started by this page (by the device sync), for Settings and the games. */
type DeviceLoads = {
  /** Slots whose words are being fetched now. */
  loading: Record<number, Promise<void> | undefined>;
  /** Slots whose words could not be fetched on this device (refused or failed). */
  failed: Record<number, string | undefined>;
};

export const useDeviceLoads = create<DeviceLoads>()(() => ({ loading: {}, failed: {} }));

/** Waits for a running load of a slot's words, at most `timeoutMs` (the games wait 2.5 s). */
export async function settledDeviceLoad(slot: number, timeoutMs: number): Promise<void> {
  const running = useDeviceLoads.getState().loading[slot];
  if (!running) return;
  await Promise.race([
    running.catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, timeoutMs)),
  ]);
}
