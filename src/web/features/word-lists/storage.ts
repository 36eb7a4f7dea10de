/**
 * Where this browser keeps a slot's words: a cache of the account's copy for a signed-in learner,
 * the only copy for a visitor. This file alone names the keys; nothing else reads or writes them
 * but the word-lists module (a light entry of its own, so the log-out and privacy code stay small).
 */
import { GAME_SLOT_COUNT } from '../../../shared/constants.ts';

/** Browser storage key of the words (VOC) of a slot: 0 all games, 1 Word Candy Match, 2 Space Words. */
export function vocabularyStorageKey(slot: number): string {
  return `voc-${slot}`;
}

export const ALL_VOCABULARY_STORAGE_KEYS = Array.from({ length: GAME_SLOT_COUNT }, (_, slot) =>
  vocabularyStorageKey(slot),
);

/** Forgets every slot's words in this browser (log out). */
export function forgetDeviceWords(storage: Pick<Storage, 'removeItem'> = localStorage): void {
  for (const key of ALL_VOCABULARY_STORAGE_KEYS) {
    try {
      storage.removeItem(key);
    } catch {
      // Storage blocked: nothing is kept anyway.
    }
  }
}
