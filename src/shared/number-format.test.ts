import { describe, expect, it } from 'vitest';
import { groupDigits } from './number-format.ts';

describe('groupDigits writes whole numbers as Intl does for English', () => {
  const numbers = [
    0,
    1,
    9,
    10,
    99,
    100,
    999,
    1000,
    1001,
    9999,
    10_000,
    12_345,
    99_999,
    100_000,
    999_999,
    1_000_000,
    1_234_567,
    987_654_321,
    2 ** 31,
    Number.MAX_SAFE_INTEGER,
  ];

  it('every size of number, and its negative', () => {
    for (const value of numbers) {
      expect(groupDigits(value)).toBe(value.toLocaleString('en-US'));
      expect(groupDigits(value)).toBe(value.toLocaleString('en'));
      expect(groupDigits(-value)).toBe((-value).toLocaleString('en-US').replace('-0', '0'));
    }
  });

  it('a fraction rounded to the whole number, as a score that counts up shows it', () => {
    expect(groupDigits(1234.4)).toBe('1,234');
    expect(groupDigits(1234.5)).toBe('1,235');
    expect(groupDigits(999.7)).toBe('1,000');
  });

  it('no number at all stays as it is', () => {
    expect(groupDigits(Number.NaN)).toBe('NaN');
    expect(groupDigits(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });
});
