import { describe, expect, it } from 'vitest';
import { habitLine, monthOf, weeklyHabit, weekStart } from './habit.ts';

/** Local day number of a calendar date. */
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

describe('weekStart', () => {
  it('is the Monday of the week, Sunday included', () => {
    expect(weekStart(day('2026-11-23'))).toBe(day('2026-11-23')); // a Monday
    expect(weekStart(day('2026-11-29'))).toBe(day('2026-11-23')); // the Sunday after
    expect(weekStart(day('2026-11-30'))).toBe(day('2026-11-30'));
    expect(weekStart(day('1970-01-01'))).toBe(day('1969-12-29'));
  });
});

describe('weeklyHabit', () => {
  const monday = day('2026-11-02');
  const playWeek = (start: number, count: number) => Array.from({ length: count }, (_, i) => start + i);

  it('counts the days of this week and never breaks the streak while the week runs', () => {
    const today = day('2026-11-25'); // Wednesday
    const played = [...playWeek(day('2026-11-16'), 4), day('2026-11-24')];
    const habit = weeklyHabit(played, 4, today);
    expect(habit.daysThisWeek).toBe(1);
    expect(habit.daysLeftThisWeek).toBe(5);
    expect(habit.streakWeeks).toBe(1);
  });

  it('adds the current week once it meets the goal; two plays on one day count once', () => {
    const today = day('2026-11-26');
    const played = [day('2026-11-23'), day('2026-11-23') + 0.5, day('2026-11-24'), day('2026-11-26')];
    expect(weeklyHabit(played, 3, today)).toMatchObject({ daysThisWeek: 3, streakWeeks: 1 });
    expect(weeklyHabit(played, 4, today)).toMatchObject({ daysThisWeek: 3, streakWeeks: 0 });
  });

  it('takes the week boundary in the learner’s own days: Sunday and Monday are two weeks', () => {
    const sunday = day('2026-11-22');
    const habit = weeklyHabit([sunday - 3, sunday - 2, sunday - 1, sunday], 4, sunday + 1);
    expect(habit.streakWeeks).toBe(1);
    expect(habit.daysThisWeek).toBe(0);
    const split = weeklyHabit([sunday - 1, sunday, sunday + 1, sunday + 2], 4, sunday + 3);
    expect(split.daysThisWeek).toBe(2);
    expect(split.recentWeeks.at(-1)).toMatchObject({ days: 2, status: 'frozen' });
  });

  it('a missed week is saved by the month’s freeze, once a month', () => {
    const weeks = [monday, monday + 7, monday + 14, monday + 21];
    // Weeks 1 and 3 met, week 2 missed (November's freeze), week 4 missed again (no freeze left).
    const played = [...playWeek(weeks[0] ?? 0, 4), ...playWeek(weeks[2] ?? 0, 4)];
    const habit = weeklyHabit(played, 4, monday + 28);
    expect(habit.recentWeeks.map((week) => week.status)).toEqual(['met', 'frozen', 'met', 'missed']);
    expect(habit.streakWeeks).toBe(0);
    expect(habit.freezeAvailable).toBe(false);
  });

  it('two missed weeks in a row: the freeze saves the first, the second resets the streak', () => {
    const played = [...playWeek(monday, 4), ...playWeek(monday + 7, 4)];
    const habit = weeklyHabit(played, 4, monday + 28);
    expect(habit.recentWeeks.map((week) => week.status)).toEqual(['met', 'met', 'frozen', 'missed']);
    expect(habit.streakWeeks).toBe(0);
  });

  it('missed weeks in two months are both saved, and the streak goes on', () => {
    // Mondays 2026-11-23 (November) and 2026-11-30 (November), 2026-12-07 (December).
    const start = day('2026-11-16');
    const played = [...playWeek(start, 4), ...playWeek(day('2026-12-14'), 4)];
    const habit = weeklyHabit(played, 4, day('2026-12-21'));
    expect(habit.recentWeeks.map((week) => week.status)).toEqual([
      'met',
      'frozen',
      'missed',
      'frozen',
      'met',
    ]);
    expect(habit.streakWeeks).toBe(1);
    const saved = weeklyHabit(
      [...playWeek(day('2026-11-23'), 4), ...playWeek(day('2026-12-14'), 4)],
      4,
      day('2026-12-21'),
    );
    expect(saved.recentWeeks.map((week) => week.status)).toEqual(['met', 'frozen', 'frozen', 'met']);
    expect(saved.streakWeeks).toBe(2);
    expect(saved.freezeAvailable).toBe(false);
  });

  it('a new month brings the freeze back', () => {
    const played = [...playWeek(day('2026-11-16'), 4)];
    expect(weeklyHabit(played, 4, day('2026-11-30')).freezeAvailable).toBe(false);
    expect(weeklyHabit(played, 4, day('2026-12-01')).freezeAvailable).toBe(true);
    expect(monthOf(day('2026-12-01')) - monthOf(day('2026-11-30'))).toBe(1);
  });

  it('nothing played: no streak, no weeks, a freeze in hand', () => {
    expect(weeklyHabit([], 4, day('2026-11-25'))).toMatchObject({
      daysThisWeek: 0,
      streakWeeks: 0,
      freezeAvailable: true,
      recentWeeks: [],
    });
  });
});

describe('habitLine', () => {
  it('says where the week stands, kindly', () => {
    const base = { goal: 4, daysLeftThisWeek: 3, freezeAvailable: true, recentWeeks: [] };
    expect(habitLine({ ...base, daysThisWeek: 1, streakWeeks: 0 })).toBe('1 of 4 days this week');
    expect(habitLine({ ...base, daysThisWeek: 2, streakWeeks: 3 })).toBe(
      '2 of 4 days this week · 3-week streak',
    );
    expect(habitLine({ ...base, daysThisWeek: 5, streakWeeks: 4 })).toBe(
      'Weekly goal reached: 5 days played · 4-week streak',
    );
  });
});
