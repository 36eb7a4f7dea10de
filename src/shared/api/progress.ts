import { z } from 'zod';
import { MAX_WEEKLY_GOAL, MIN_WEEKLY_GOAL } from '../progress/habit.ts';
import { PROGRESS_MESSAGES, WORD_SORTS } from '../progress/plan.ts';

const tz = z.coerce
  .number('tz must be between -840 and 840.')
  .int('tz must be between -840 and 840.')
  .min(-840, 'tz must be between -840 and 840.')
  .max(840, 'tz must be between -840 and 840.')
  .default(0);

/** GET /api/progress?tz=<minutes, as Date#getTimezoneOffset gives> */
export const progressQuerySchema = z.object({ tz });

const listId = z
  .string('list is required.')
  .trim()
  .min(1, 'list is required.')
  .max(200, 'list is at most 200 characters.');

/** GET /api/progress/words?list=&sort=&dir=&page=&tz= (or weak=1: every missed or weak word, unpaged) */
export const progressWordsQuerySchema = z.object({
  tz,
  list: listId,
  sort: z.enum(WORD_SORTS, `sort must be one of ${WORD_SORTS.join(', ')}.`).default('word'),
  dir: z.enum(['asc', 'desc'], 'dir must be asc or desc.').default('asc'),
  page: z.coerce
    .number('page must be a whole number from 1.')
    .int('page must be a whole number from 1.')
    .min(1, 'page must be a whole number from 1.')
    .max(100_000, 'page must be a whole number from 1.')
    .default(1),
  weak: z.enum(['0', '1'], 'weak must be 0 or 1.').default('0'),
});
export type ProgressWordsQuery = z.infer<typeof progressWordsQuerySchema>;

/** POST /api/progress/settings: the weekly goal and the exam date (null: none). */
export const studyPlanBodySchema = z.object({
  weeklyGoal: z
    .number(PROGRESS_MESSAGES.weeklyGoal)
    .int(PROGRESS_MESSAGES.weeklyGoal)
    .min(MIN_WEEKLY_GOAL, PROGRESS_MESSAGES.weeklyGoal)
    .max(MAX_WEEKLY_GOAL, PROGRESS_MESSAGES.weeklyGoal),
  examDate: z
    .string(PROGRESS_MESSAGES.examDateInvalid)
    .regex(/^\d{4}-\d{2}-\d{2}$/, PROGRESS_MESSAGES.examDateInvalid)
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      PROGRESS_MESSAGES.examDateInvalid,
    )
    .nullable(),
  timezoneOffsetMinutes: tz,
});
export type StudyPlanBody = z.infer<typeof studyPlanBodySchema>;

const counts = z.object({ new: z.number(), learning: z.number(), known: z.number() });
const games = z.object({ candy: z.number(), space: z.number() });

/** A list the learner played, as the progress page shows it (progress/summary.ts works it out). */
export const listProgressSchema = z.object({
  listId: z.string(),
  name: z.string(),
  words: z.number(),
  recognition: counts,
  recall: counts,
  paraphraseRecognition: counts,
  paraphraseRecall: counts,
  spelling: counts,
  due: games,
});

export const progressResponseSchema = z.object({
  plan: z.object({ weeklyGoal: z.number(), examDate: z.string().nullable() }),
  lists: z.array(listProgressSchema),
  due: games,
  forecast: z.array(games.extend({ inDays: z.number() })),
  activity: z.array(z.object({ day: z.number(), answers: z.number() })),
  habit: z.object({
    goal: z.number(),
    daysThisWeek: z.number(),
    daysLeftThisWeek: z.number(),
    streakWeeks: z.number(),
    freezeAvailable: z.boolean(),
    recentWeeks: z.array(
      z.object({ start: z.number(), days: z.number(), status: z.enum(['met', 'frozen', 'missed']) }),
    ),
  }),
  exam: z
    .object({
      date: z.string(),
      daysLeft: z.number(),
      words: z.number(),
      recognised: z.number(),
      recalled: z.number(),
    })
    .nullable(),
});
export type ProgressResponse = z.infer<typeof progressResponseSchema>;

const wordSkill = z.object({
  status: z.enum(['new', 'learning', 'known']),
  strength: z.number().nullable(),
  misses: z.number(),
  /** Missed on its last answer, or missed twice or more and not known (the weak-words CSV). */
  weak: z.boolean(),
});

export const progressWordsResponseSchema = z.object({
  listId: z.string(),
  name: z.string(),
  words: z.array(
    z.object({
      front: z.string(),
      back: z.string(),
      hint: z.string(),
      recognition: wordSkill,
      recall: wordSkill,
      paraphraseRecognition: wordSkill,
      paraphraseRecall: wordSkill,
      spelling: wordSkill,
      dueInDays: z.number().nullable(),
    }),
  ),
  page: z.number(),
  totalPages: z.number(),
  total: z.number(),
});
export type ProgressWordsResponse = z.infer<typeof progressWordsResponseSchema>;
