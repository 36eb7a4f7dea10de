import { describe, expect, it } from 'vitest';
import { ScoreTicker } from './score-ticker.ts';

describe('the rolling score', () => {
  it('rolls up to the score in a few frames and stops there', () => {
    const ticker = new ScoreTicker();
    const shown: number[] = [];
    for (let frame = 0; frame < 40; frame += 1) shown.push(ticker.step(800));
    expect(shown[0]).toBe(100);
    expect(shown.every((value, index) => index === 0 || value >= (shown[index - 1] ?? 0))).toBe(true);
    expect(shown.indexOf(800)).toBeGreaterThan(5);
    expect(shown.indexOf(800)).toBeLessThan(40);
    expect(shown.at(-1)).toBe(800);
  });

  it('counts down too, a point a frame for a small change', () => {
    const ticker = new ScoreTicker();
    for (let frame = 0; frame < 60; frame += 1) ticker.step(500);
    expect([1, 2, 3, 4, 5, 6].map(() => ticker.step(495))).toEqual([499, 498, 497, 496, 495, 495]);
    let value = 0;
    for (let frame = 0; frame < 60; frame += 1) value = ticker.step(0);
    expect(value).toBe(0);
  });
});
