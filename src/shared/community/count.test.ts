import { describe, expect, it } from 'vitest';
import { abbreviateCount } from './count.ts';

describe('abbreviateCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1.0K'],
    [1049, '1.0K'],
    [1050, '1.0K'],
    [1099, '1.0K'],
    [1100, '1.1K'],
    [12_345, '12.3K'],
    [99_949, '99.9K'],
    [99_999, '99.9K'],
    [100_000, '100K'],
    [100_499, '100K'],
    [100_500, '101K'],
    [555_555, '556K'],
    [999_499, '999K'],
    [999_500, '1.0M'],
    [999_999, '1.0M'],
    [1_000_000, '1.0M'],
    [1_099_999, '1.0M'],
    [1_100_000, '1.1M'],
    [25_678_901, '25.6M'],
  ])('%d is %s', (value, text) => {
    expect(abbreviateCount(value)).toBe(text);
  });

  it('shows nonsense as 0', () => {
    expect(abbreviateCount(-5)).toBe('0');
    expect(abbreviateCount(Number.NaN)).toBe('0');
  });
});
