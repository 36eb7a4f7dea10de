import { GAME_SLOT_COUNT } from './constants.ts';

/** Browser storage key of the word data (VOC) of a vocabulary slot: 0 all games, 1 candy, 2 space. */
export function vocabularyStorageKey(slot: number): string {
  return `voc-${slot}`;
}

export const ALL_VOCABULARY_STORAGE_KEYS = Array.from({ length: GAME_SLOT_COUNT }, (_, slot) =>
  vocabularyStorageKey(slot),
);
