import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readBest, saveBest } from './best-score.ts';

/** The browser's storage, kept in a Map (Node has none). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('best score per list', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
  });

  it('keeps the best score and stars of each list apart, per game', () => {
    expect(saveBest('candy-best', 'IELTS 6', 900, 2)).toBe(true);
    expect(saveBest('candy-best', 'IELTS 6', 700, 3)).toBe(false);
    expect(readBest('candy-best', 'IELTS 6')).toEqual({ score: 900, stars: 3 });
    expect(saveBest('candy-best', 'IELTS 6', 1200, 1)).toBe(true);
    expect(readBest('candy-best', 'IELTS 6')).toEqual({ score: 1200, stars: 3 });
    expect(readBest('candy-best', 'IELTS 7')).toBeNull();
    expect(readBest('space-best', 'IELTS 6')).toBeNull();
  });

  it('never calls a round with nothing scored a new best', () => {
    expect(saveBest('space-best', 'Test Vocabulary', 0, 0)).toBe(false);
    expect(readBest('space-best', 'Test Vocabulary')).toBeNull();
  });

  it('shrugs off storage written by something else', () => {
    localStorage.setItem('space-best', '{not json');
    expect(readBest('space-best', 'Test Vocabulary')).toBeNull();
    expect(saveBest('space-best', 'Test Vocabulary', 50, 1)).toBe(true);
    expect(readBest('space-best', 'Test Vocabulary')).toEqual({ score: 50, stars: 1 });
  });
});
