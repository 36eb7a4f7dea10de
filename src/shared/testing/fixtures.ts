/** Test fixtures shared by the tests of src/shared, src/web and src/games (pure data, no I/O). */
import type { RoundResults } from '../game-protocol.ts';
import { formatListId } from '../word-lists/list-id.ts';

/** A finished Word Candy Match round as the game reports it. */
export const SAMPLE_ROUND_RESULTS: RoundResults = {
  game: 'candy',
  listId: formatListId({ kind: 'test' }),
  listName: 'Test Vocabulary',
  startedAt: 1_700_000_000_000,
  durationMs: 61_000,
  score: 1200,
  stars: 2,
  bestCombo: 4,
  completed: true,
  words: [{ front: 'apple', back: 'pomme', matched: true, mistakes: 1, hinted: false }],
};

/** Browser storage in memory, with its entries open to the test. */
export function memoryStorage(entries: Record<string, string> = {}) {
  const data = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}
