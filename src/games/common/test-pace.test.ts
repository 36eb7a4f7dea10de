import { describe, expect, it } from 'vitest';
import { seedFromAddress, TEST_TIME_SCALE, timeScale } from './test-pace.ts';

describe('the test pace and seed of a game page', () => {
  it('runs the clock faster only at ?pace=test', () => {
    expect(timeScale('')).toBe(1);
    expect(timeScale('?pace=slow')).toBe(1);
    expect(timeScale('?keyboard=screen&pace=test')).toBe(TEST_TIME_SCALE);
    expect(TEST_TIME_SCALE).toBeGreaterThan(1);
  });

  it('runs it N times faster at ?pace=N, from 1 to the test pace, and at its own pace otherwise', () => {
    expect(timeScale('?pace=2')).toBe(2);
    expect(timeScale('?pace=1.5')).toBe(1.5);
    expect(timeScale(`?pace=${TEST_TIME_SCALE}`)).toBe(TEST_TIME_SCALE);
    expect(timeScale(`?pace=${TEST_TIME_SCALE + 1}`)).toBe(1);
    expect(timeScale('?pace=0.5')).toBe(1);
    expect(timeScale('?pace=')).toBe(1);
    expect(timeScale('?pace=Infinity')).toBe(1);
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
