import { describe, expect, it } from 'vitest';
import { dayAndTime, longDay, shortDay } from './day-format.ts';

const UTC_NOON = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);
const intl = (isoDate: string, options: Intl.DateTimeFormatOptions) =>
  UTC_NOON(isoDate).toLocaleDateString('en-GB', { ...options, timeZone: 'UTC' });

/** Every day of 2024 (a leap year) to 2027: each weekday in each month, both month ends. */
function everyDay(): string[] {
  const days: string[] = [];
  for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2028, 0, 1); time += 86_400_000)
    days.push(new Date(time).toISOString().slice(0, 10));
  return days;
}

describe('day-format writes days as en-GB does', () => {
  const days = everyDay();

  it('long days, with and without the weekday', () => {
    for (const day of days) {
      expect(longDay(day)).toBe(intl(day, { day: 'numeric', month: 'long', year: 'numeric' }));
      expect(longDay(day, true)).toBe(
        intl(day, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
      );
    }
  });

  it('short days, with and without the weekday', () => {
    for (const day of days) {
      expect(shortDay(day)).toBe(intl(day, { weekday: 'short', day: 'numeric', month: 'short' }));
      expect(shortDay(day, false)).toBe(intl(day, { day: 'numeric', month: 'short' }));
    }
  });

  it('refuses what is not a day', () => {
    expect(() => longDay('24/11/2026')).toThrow('not a YYYY-MM-DD day: 24/11/2026');
  });
});

describe("dayAndTime writes a moment as en-GB does, in the reader's time zone", () => {
  it('every month, hours on both sides of noon, single-digit days and minutes', () => {
    for (let month = 0; month < 12; month += 1)
      for (const [day, hour, minute] of [
        [1, 0, 0],
        [5, 9, 7],
        [28, 12, 30],
        [31, 23, 59],
      ] as const) {
        const ms = new Date(2026, month, day, hour, minute).getTime();
        expect(dayAndTime(ms)).toBe(
          new Date(ms).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }),
        );
      }
  });
});
