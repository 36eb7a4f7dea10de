/**
 * The last rounds played in this browser, newest last: what each game reported at the end of a
 * round, kept in `localStorage["game-results"]` (the newest 50). The learning engine's own record
 * of answers is in IndexedDB (learning-store.ts); this short history is what a learner's browser
 * shows of recent play without the engine.
 */
import { parseRoundResults, type RoundResults } from '../../../shared/game-protocol.ts';
import { GAME_RESULTS_STORAGE_KEY } from './storage-keys.ts';

export { GAME_RESULTS_STORAGE_KEY };
export const MAX_STORED_ROUNDS = 50;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** Appends a round to the stored history text, keeping the newest MAX_STORED_ROUNDS. */
export function appendRoundResults(storedText: string | null, results: RoundResults): RoundResults[] {
  let history: RoundResults[] = [];
  if (storedText) {
    try {
      const value: unknown = JSON.parse(storedText);
      if (Array.isArray(value)) {
        history = value.map(parseRoundResults).filter((item): item is RoundResults => item !== null);
      }
    } catch {
      history = [];
    }
  }
  history.push(results);
  return history.slice(-MAX_STORED_ROUNDS);
}

/** Keeps a finished round in the browser's short history; storage full or blocked: not kept. */
export function saveRoundResults(results: RoundResults, storage: Storage): void {
  try {
    let stored: string | null = null;
    try {
      stored = storage.getItem(GAME_RESULTS_STORAGE_KEY);
    } catch {
      stored = null;
    }
    storage.setItem(GAME_RESULTS_STORAGE_KEY, JSON.stringify(appendRoundResults(stored, results)));
  } catch {
    // Storage full or blocked: the round is simply not kept.
  }
}
