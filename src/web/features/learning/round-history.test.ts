import { describe, expect, it } from 'vitest';
import type { RoundResults } from '../../../shared/game-protocol.ts';
import { memoryStorage, SAMPLE_ROUND_RESULTS as results } from '../../../shared/testing/fixtures.ts';
import {
  appendRoundResults,
  GAME_RESULTS_STORAGE_KEY,
  MAX_STORED_ROUNDS,
  saveRoundResults,
} from './round-history.ts';

describe('appendRoundResults', () => {
  it('keeps the newest rounds and drops unreadable history', () => {
    let text: string | null = 'not json';
    for (let index = 0; index < MAX_STORED_ROUNDS + 5; index += 1) {
      text = JSON.stringify(appendRoundResults(text, { ...results, score: index }));
    }
    const history = JSON.parse(text ?? '[]') as RoundResults[];
    expect(history).toHaveLength(MAX_STORED_ROUNDS);
    expect(history.at(-1)?.score).toBe(MAX_STORED_ROUNDS + 4);
    expect(history[0]?.score).toBe(5);
  });
});

describe('saveRoundResults', () => {
  it('appends to the stored history', () => {
    const storage = memoryStorage();
    saveRoundResults({ ...results, score: 3 }, storage);
    saveRoundResults({ ...results, score: 4 }, storage);
    const history = JSON.parse(storage.data.get(GAME_RESULTS_STORAGE_KEY) ?? '[]') as RoundResults[];
    expect(history.map((round) => round.score)).toEqual([3, 4]);
  });
});
