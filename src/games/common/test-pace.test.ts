import { describe, expect, it } from 'vitest';
import { seedFromAddress, TEST_TIME_SCALE, timeScale } from './test-pace.ts';

describe('the test pace and seed of a game page', () => {
  it('runs the clock faster only at ?pace=test', () => {
    expect(timeScale('')).toBe(1);
    expect(timeScale('?pace=slow')).toBe(1);
    expect(timeScale('?keyboard=screen&pace=test')).toBe(TEST_TIME_SCALE);
    expect(TEST_TIME_SCALE).toBeGreaterThan(1);
  });

  it('reads a whole non-zero seed, and nothing else', () => {
    expect(seedFromAddress('?seed=42')).toBe(42);
    expect(seedFromAddress('?seed=-7&pace=test')).toBe(-7);
    expect(seedFromAddress('')).toBeNull();
    expect(seedFromAddress('?seed=0')).toBeNull();
    expect(seedFromAddress('?seed=abc')).toBeNull();
    expect(seedFromAddress('?seed=1.5')).toBeNull();
  });
});
