/**
 * The study plan (docs/decisions/014-progress.md): a weekly goal of days and an optional exam date, with the rules
 * both the server and the page apply. Light on purpose: the pages that show it load no schema
 * library and no memory model.
 */
import { MAX_WEEKLY_GOAL, MIN_WEEKLY_GOAL } from './habit.ts';

export type StudyPlan = { weeklyGoal: number; examDate: string | null };

/** How far ahead an exam date may be. */
export const MAX_EXAM_DAYS_AHEAD = 730;

export const PROGRESS_MESSAGES = {
  examDateInvalid: 'Enter the exam date as a day of the calendar, such as 2027-03-14.',
  examDateInPast: 'That exam date has passed. Choose today or a day ahead.',
  examDateTooFar: 'That exam date is more than two years away. Choose a day within two years.',
  weeklyGoal: `The weekly goal is a number of days from ${MIN_WEEKLY_GOAL} to ${MAX_WEEKLY_GOAL}.`,
} as const;

/** A calendar date (YYYY-MM-DD) as a local day number. */
export function dayOfDate(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
}

/** A local day number as a calendar date (YYYY-MM-DD). */
export function dateOfDay(day: number): string {
  return new Date(Math.floor(day) * 86_400_000).toISOString().slice(0, 10);
}

/** The problem with an exam date as of `today` (a local day number), or null when it is fine. */
export function examDateProblem(examDate: string | null, today: number): string | null {
  if (examDate === null) return null;
  const day = dayOfDate(examDate);
  if (day < Math.floor(today)) return PROGRESS_MESSAGES.examDateInPast;
  if (day > Math.floor(today) + MAX_EXAM_DAYS_AHEAD) return PROGRESS_MESSAGES.examDateTooFar;
  return null;
}

/** The orders of the word table. */
export const WORD_SORTS = [
  'word',
  'recognition',
  'recall',
  'paraphraseRecognition',
  'paraphraseRecall',
  'spelling',
  'due',
] as const;
export type WordSort = (typeof WORD_SORTS)[number];
