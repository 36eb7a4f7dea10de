import { describe, expect, it } from 'vitest';
import { multiplierFor, nextCombo, pairPoints, RULES, roundTimeMs, starsFor, timeBonus } from './scoring.ts';

describe('scoring', () => {
  it('grows the combo for quick right pairs and starts again after a slow one', () => {
    expect(nextCombo(0, null)).toBe(1);
    expect(nextCombo(1, 1000)).toBe(2);
    expect(nextCombo(4, RULES.comboWindowMs)).toBe(5);
    expect(nextCombo(4, RULES.comboWindowMs + 1)).toBe(1);
    expect(nextCombo(0, 100)).toBe(1);
  });

  it('caps the multiplier and scales the points', () => {
    expect([0, 1, 2, 5, 9].map(multiplierFor)).toEqual([1, 1, 2, 5, 5]);
    expect(pairPoints(3)).toBe(3 * RULES.pairPoints);
  });

  it('gives time for each word and a bonus for whole seconds left', () => {
    expect(roundTimeMs(16)).toBe(RULES.baseTimeMs + 16 * RULES.timePerWordMs);
    expect(timeBonus(12_999)).toBe(12 * RULES.timeBonusPerSecond);
    expect(timeBonus(-5)).toBe(0);
  });

  it('gives one to three stars', () => {
    expect(starsFor({ completed: true, words: 16, mistakes: 1, hints: 0 })).toBe(3);
    expect(starsFor({ completed: true, words: 16, mistakes: 0, hints: 1 })).toBe(2);
    expect(starsFor({ completed: true, words: 16, mistakes: 4, hints: 0 })).toBe(2);
    expect(starsFor({ completed: true, words: 16, mistakes: 5, hints: 0 })).toBe(1);
    expect(starsFor({ completed: true, words: 4, mistakes: 2, hints: 0 })).toBe(2);
    expect(starsFor({ completed: false, words: 16, mistakes: 0, hints: 0 })).toBe(1);
  });
});
