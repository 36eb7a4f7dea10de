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

const band6 = { id: 'ielts-band-6', name: 'IELTS Band 6 Vocabulary' };
const band7 = { id: 'ielts-band-7', name: 'IELTS Band 7 Vocabulary' };
const test = { id: 'test-vocabulary', name: 'Test Vocabulary' };

describe('best score per list', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
  });

  it('keeps the best score and stars of each list apart, per game', () => {
    expect(saveBest('candy-best', band6, 900, 2)).toBe(true);
    expect(saveBest('candy-best', band6, 700, 3)).toBe(false);
    expect(readBest('candy-best', band6)).toEqual({ score: 900, stars: 3 });
    expect(saveBest('candy-best', band6, 1200, 1)).toBe(true);
    expect(readBest('candy-best', band6)).toEqual({ score: 1200, stars: 3 });
    expect(readBest('candy-best', band7)).toBeNull();
    expect(readBest('space-best', band6)).toBeNull();
  });

  it('never calls a round with nothing scored a new best', () => {
    expect(saveBest('space-best', test, 0, 0)).toBe(false);
    expect(readBest('space-best', test)).toBeNull();
  });

  it('shrugs off storage written by something else', () => {
    localStorage.setItem('space-best', '{not json');
    expect(readBest('space-best', test)).toBeNull();
    expect(saveBest('space-best', test, 50, 1)).toBe(true);
    expect(readBest('space-best', test)).toEqual({ score: 50, stars: 1 });
  });

  it('keeps a sheet’s best under its id, so a renamed sheet keeps it', () => {
    const sheet = { id: '1AbCdEfGhIjKlMnOpQrStUvWxYz', name: 'My words' };
    expect(saveBest('candy-best', sheet, 800, 2)).toBe(true);
    expect(readBest('candy-best', { ...sheet, name: 'My words, renamed' })).toEqual({ score: 800, stars: 2 });
    expect(readBest('candy-best', { id: '1ZzZzZzZzZzZzZzZzZzZzZzZz', name: 'My words' })).toBeNull();
  });

  it('moves a best saved under the list’s name (before ids) to the list’s id', () => {
    localStorage.setItem('space-best', JSON.stringify({ 'My words': { score: 400, stars: 1 } }));
    const sheet = { id: '1AbCdEfGhIjKlMnOpQrStUvWxYz', name: 'My words' };
    expect(readBest('space-best', sheet)).toEqual({ score: 400, stars: 1 });
    expect(JSON.parse(localStorage.getItem('space-best') ?? '{}')).toEqual({
      '1AbCdEfGhIjKlMnOpQrStUvWxYz': { score: 400, stars: 1 },
    });
    expect(saveBest('space-best', { ...sheet, name: 'Renamed' }, 300, 2)).toBe(false);
    expect(readBest('space-best', { ...sheet, name: 'Renamed' })).toEqual({ score: 400, stars: 2 });
  });
});
