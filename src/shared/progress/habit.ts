/**
 * The weekly habit (docs/decisions/014-progress.md): a goal of days played a week, a week streak, and one freeze a
 * month that saves a missed week on its own. No daily all-or-nothing counter and no guilt: a week
 * in progress never breaks anything, and a missed week only resets the streak.
 *
 * Days are whole local days since 1970-01-01 in the learner's time zone (Math.floor of
 * learnerDay); weeks start on Monday.
 */

export const DEFAULT_WEEKLY_GOAL = 4;
export const MIN_WEEKLY_GOAL = 1;
export const MAX_WEEKLY_GOAL = 7;

export type WeekStatus = 'met' | 'frozen' | 'missed';

export type HabitWeek = { start: number; days: number; status: WeekStatus };

export type Habit = {
  goal: number;
  /** Days played in the current week so far. */
  daysThisWeek: number;
  /** Days left in the current week, today included. */
  daysLeftThisWeek: number;
  /** Weeks in a row that met the goal (a frozen week keeps the run without adding to it). */
  streakWeeks: number;
  /** The freeze of this calendar month is still there. */
  freezeAvailable: boolean;
  /** The last few complete weeks, newest last (at most 8). */
  recentWeeks: HabitWeek[];
};

/** Monday of the week of `day` (1970-01-01 was a Thursday). */
export function weekStart(day: number): number {
  return day - ((((day + 3) % 7) + 7) % 7);
}

/** The calendar month of a day, as a number that grows by one a month. */
export function monthOf(day: number): number {
  const date = new Date(day * 86_400_000);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

/**
 * Works the habit out from the days played. Weeks are walked from the first week played to the
 * last complete one: a week at the goal adds one to the streak; a missed week is saved by the
 * freeze of its month (the month its Monday is in) when that month's freeze is unused; otherwise
 * the streak starts again. The current week adds one once it meets the goal.
 */
export function weeklyHabit(playedDays: Iterable<number>, goal: number, today: number): Habit {
  const days = new Set([...playedDays].map(Math.floor).filter((day) => day <= today));
  const perWeek = new Map<number, number>();
  for (const day of days) perWeek.set(weekStart(day), (perWeek.get(weekStart(day)) ?? 0) + 1);

  const thisWeek = weekStart(today);
  const usedFreezes = new Set<number>();
  const weeks: HabitWeek[] = [];
  let streak = 0;
  const first = days.size > 0 ? weekStart(Math.min(...days)) : thisWeek;
  for (let start = first; start < thisWeek; start += 7) {
    const played = perWeek.get(start) ?? 0;
    let status: WeekStatus;
    if (played >= goal) {
      status = 'met';
      streak += 1;
    } else if (!usedFreezes.has(monthOf(start))) {
      status = 'frozen';
      usedFreezes.add(monthOf(start));
    } else {
      status = 'missed';
      streak = 0;
    }
    weeks.push({ start, days: played, status });
  }
  const daysThisWeek = perWeek.get(thisWeek) ?? 0;
  if (daysThisWeek >= goal) streak += 1;
  return {
    goal,
    daysThisWeek,
    daysLeftThisWeek: thisWeek + 7 - today,
    streakWeeks: streak,
    freezeAvailable: !usedFreezes.has(monthOf(today)),
    recentWeeks: weeks.slice(-8),
  };
}

/** One short, kind line about the week (the progress page and the game's results screen). */
export function habitLine(habit: Habit): string {
  const week =
    habit.daysThisWeek >= habit.goal
      ? `Weekly goal reached: ${habit.daysThisWeek} days played`
      : `${habit.daysThisWeek} of ${habit.goal} days this week`;
  if (habit.streakWeeks === 0) return week;
  return `${week} · ${habit.streakWeeks}-week streak`;
}
