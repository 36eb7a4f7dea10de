import { z } from 'zod';
import { SKILLS } from '../game-modes.ts';
import { MAX_DEAL_WORDS, MAX_ROUND_AGE_DAYS, MAX_ROUND_WORDS } from '../learning/limits.ts';
import { candyReviewInputSchema, spaceReviewInputSchema } from '../learning/review-input.ts';
import { pagingInfoSchema } from './paging.ts';

export { MAX_DEAL_WORDS, MAX_ROUND_AGE_DAYS, MAX_ROUND_WORDS };

const front = z
  .string('Each word needs its front.')
  .trim()
  .min(1, 'Each word needs its front.')
  .max(200, 'A word’s front is at most 200 characters.');

const candyWord = z.object({ front, outcome: candyReviewInputSchema });
const spaceWord = z.object({ front, outcome: spaceReviewInputSchema });

const roundFields = {
  roundId: z.uuid('roundId must be a UUID made by the client.'),
  listId: z.string('listId is required.').trim().min(1, 'listId is required.').max(200),
  languageLearn: z
    .string('languageLearn is required.')
    .regex(/^([a-z]{2,3}|69)$/, 'languageLearn must be a language code such as en.'),
  playedAt: z
    .number('playedAt must be a time in milliseconds.')
    .int('playedAt must be a time in milliseconds.'),
  timezoneOffsetMinutes: z
    .number('timezoneOffsetMinutes must be between -840 and 840.')
    .int('timezoneOffsetMinutes must be between -840 and 840.')
    .min(-840, 'timezoneOffsetMinutes must be between -840 and 840.')
    .max(840, 'timezoneOffsetMinutes must be between -840 and 840.'),
};

/** The game mode the round was played in (absent: Translation); each mode is its own skill. */
const candyMode = z.enum(['translation', 'paraphrase'], 'mode must be translation or paraphrase.').optional();
const spaceMode = z
  .enum(['translation', 'paraphrase', 'dictation'], 'mode must be translation, paraphrase or dictation.')
  .optional();

const distinctFronts = (words: { front: string }[]) =>
  new Set(words.map((word) => word.front.toLowerCase())).size === words.length;

/** A round's words: at least one, at most MAX_ROUND_WORDS, each once. */
const roundWords = <Word extends z.ZodType<{ front: string }>>(word: Word) =>
  z
    .array(word)
    .min(1, 'A round reports at least one word.')
    .max(MAX_ROUND_WORDS, `A round reports at most ${MAX_ROUND_WORDS} words.`)
    .refine(distinctFronts, 'A round reports each word once.');

/** POST /api/learning/rounds: one finished round, sent once (a retry with the same roundId changes nothing). */
export const roundBodySchema = z.discriminatedUnion(
  'game',
  [
    z.object({ ...roundFields, game: z.literal('candy'), mode: candyMode, words: roundWords(candyWord) }),
    z.object({ ...roundFields, game: z.literal('space'), mode: spaceMode, words: roundWords(spaceWord) }),
  ],
  'game must be candy or space.',
);
export type RoundBody = z.infer<typeof roundBodySchema>;

const cardStatusSchema = z.enum(['new', 'learning', 'known']);

export const roundResponseSchema = z.object({
  roundId: z.string(),
  changes: z.array(
    z.object({
      front: z.string(),
      grade: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
      before: cardStatusSchema,
      after: cardStatusSchema,
      dueInDays: z.number(),
    }),
  ),
});
export type RoundResponse = z.infer<typeof roundResponseSchema>;

export const learningCardSchema = z.object({
  wordKey: z.string(),
  skill: z.enum(SKILLS),
  status: cardStatusSchema,
  exposures: z.number(),
  misses: z.number(),
  stability: z.number().nullable(),
  difficulty: z.number().nullable(),
  dueInDays: z.number(),
  lastSeenAt: z.number().nullable(),
});
export type LearningCard = z.infer<typeof learningCardSchema>;

export const cardsResponseSchema = z.object({
  cards: z.array(learningCardSchema),
  /** the spec's paging info: CARDS_PER_PAGE cards a page, by skill and word */
  paging: pagingInfoSchema,
});
export type CardsResponse = z.infer<typeof cardsResponseSchema>;

/** GET /api/learning/cards?tz=<minutes, as Date#getTimezoneOffset gives> */
export const cardsQuerySchema = z.object({
  tz: z.coerce
    .number('tz must be between -840 and 840.')
    .int('tz must be between -840 and 840.')
    .min(-840, 'tz must be between -840 and 840.')
    .max(840, 'tz must be between -840 and 840.')
    .default(0),
  page: z.coerce
    .number('page must be a page number (1, 2, 3...).')
    .int('page must be a page number (1, 2, 3...).')
    .min(1, 'page must be a page number (1, 2, 3...).')
    .max(100_000, 'page must be a page number (1, 2, 3...).')
    .default(1),
});

/** POST /api/learning/deal: the next round of a list for one game, from the learner's cards. */
export const dealBodySchema = z.object({
  game: z.enum(['candy', 'space'], 'game must be candy or space.'),
  /** The mode the game will play (absent: Translation): the dealer works on that mode's skill. */
  mode: spaceMode,
  languageLearn: roundFields.languageLearn,
  timezoneOffsetMinutes: roundFields.timezoneOffsetMinutes,
  fronts: z
    .array(front, 'fronts must be a list of words.')
    .min(1, 'A list to deal has at least one word.')
    .max(MAX_DEAL_WORDS, `A list to deal has at most ${MAX_DEAL_WORDS} words.`),
  roundSize: z
    .number('roundSize must be a whole number from 1 to 50.')
    .int('roundSize must be a whole number from 1 to 50.')
    .min(1, 'roundSize must be a whole number from 1 to 50.')
    .max(MAX_ROUND_WORDS, 'roundSize must be a whole number from 1 to 50.'),
  /** "Play due words": the round holds only the words due today (none due: the usual round). */
  dueOnly: z.boolean('dueOnly must be true or false.').optional(),
});
export type DealBody = z.infer<typeof dealBodySchema>;

export const dealResponseSchema = z.object({
  order: z.array(z.string()),
  due: z.number(),
  fresh: z.number(),
  /** New words a day the dealer plans (the start screen's "About N new words a day"). */
  pace: z.number(),
  /** Words the next round plays (fewer than the round size: a short round). */
  size: z.number(),
});
export type DealResponse = z.infer<typeof dealResponseSchema>;
