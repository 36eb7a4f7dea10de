/**
 * The messages between the site and a game frame (`/games/candy/`, `/games/space/`): the frame's,
 * one zod schema each, parsed by the site; the site's, parsed by the game without zod
 * (site-messages.ts, re-exported here). Every message is `{ type, data }`. Both sides accept messages only from their own
 * origin and from the window they expect, parse them with the functions below (anything malformed
 * or of an unknown type is ignored; untrusted text is cleaned), and post with their own origin as
 * the target.
 *
 * A playable list has one identity here as everywhere: its list id (word-lists/list-id.ts). The
 * site names it in the words it sends (`vocabularies`), the game echoes it in the round's results
 * (`round-results`), and the site records the round under the list the results name, not under
 * whatever list is selected when they arrive.
 */
// zod's tree-shakable form: the site's game pages parse every frame message, and classic zod
// would add about 24 KB (gzipped) to them (issue 33).
import * as z from 'zod/mini';
import { type GameMode, isGameMode, modeFor } from './game-modes.ts';
import { GAME_IDS, type GameId } from './games.ts';
import { reviewInputSchema } from './learning/review-input.ts';
import { cleanText, MAX_CARD_TEXT_LENGTH, MAX_CARDS, type WordCard } from './word-lists/card.ts';
import { parseListId } from './word-lists/list-id.ts';

/** What the learning engine grades of one word (the one outcome type, learning/review-input.ts). */
export type { ReviewInput } from './learning/review-input.ts';
/** The site's half: what the site sends a game, parsed without zod (a game's page loads only that). */
export {
  type DealtCounts,
  type MuteFlags,
  parseSiteMessage,
  type ReviewChange,
  type RoundReview,
  reviewNote,
  type SiteMessage,
  type SiteMessageType,
  type TranslationSummary,
  type VocabularyData,
} from './site-messages.ts';

import { languageTag } from './site-messages.ts';

/** One row of a vocabulary sheet: the word, its translation and a hint. */
export type { WordCard };

/** Where a game's own page is served (a separate Vite entry, framed by /game/{game}). */
export function gamePagePath(game: GameId): string {
  return `/games/${game}/`;
}

const gameSchema = z.enum(GAME_IDS as [GameId, ...GameId[]]);

/** A stored list id that names a list (list-id.ts). */
export const listIdSchema = z
  .string()
  .check(z.refine((text) => parseListId(text) !== null, 'listId names no list.'));

const muteFlagsFields = { isSoundsMuted: z.boolean(), isMusicMuted: z.boolean() };
const muteFlagsSchema = z.object(muteFlagsFields);

/** Untrusted text, cleaned (cleanText); anything not text reads as empty. */
const text = (max: number) =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((value) => cleanText(value, max)),
  );
const cardText = text(MAX_CARD_TEXT_LENGTH);
const requiredCardText = z.pipe(cardText, z.string().check(z.minLength(1)));

/** A BCP 47 language tag for speech, or null for anything else. */
const languageSchema = z.pipe(z.optional(z.unknown()), z.transform(languageTag));

const measure = (max: number) => z.number().check(z.minimum(0), z.maximum(max));
const whole = (max: number) => z.pipe(measure(max), z.transform(Math.floor));

/** What became of one word in a round (the results screen's row, and its grade inputs). */
const wordOutcomeSchema = z.object({
  front: requiredCardText,
  back: requiredCardText,
  /** Matched before the time ran out. */
  matched: z.boolean(),
  /** Wrong pairs this word was part of. */
  mistakes: whole(10_000),
  /** The player asked for its hint. */
  hinted: z.boolean(),
  /** What the learning engine grades; null when the word never came to the player (no review). */
  review: z.optional(z.nullable(reviewInputSchema)),
});
export type WordOutcome = z.output<typeof wordOutcomeSchema>;

/** A finished round, as the game reports it. */
const roundResultsSchema = z.pipe(
  z.object({
    game: gameSchema,
    /** The list the round was played on: the one the words came with. Absent from older games. */
    listId: z.optional(listIdSchema),
    listName: cardText,
    /** Epoch milliseconds at the start of the round. */
    startedAt: measure(8.64e15),
    durationMs: measure(86_400_000),
    score: measure(1e9),
    stars: whole(3),
    bestCombo: whole(10_000),
    /** Every word matched (false when the time ran out). */
    completed: z.boolean(),
    words: z.array(wordOutcomeSchema).check(z.maxLength(MAX_CARDS)),
    /** The mode the round was played in; absent from older games (Translation). */
    mode: z.optional(z.unknown()),
  }),
  z.transform(({ mode, ...round }) => ({
    ...round,
    ...(isGameMode(mode) ? { mode: modeFor(round.game, mode) } : {}),
  })),
);
export type RoundResults = z.output<typeof roundResultsSchema>;

/** A message with no data: whatever came in `data` is dropped. */
const noData = z.pipe(
  z.optional(z.unknown()),
  z.transform(() => null),
);

/** Messages a game frame sends the site. */
const frameMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('sync-vocabularies'),
    data: z.pipe(
      z.object({ game: gameSchema, mode: z.optional(z.unknown()) }),
      z.transform(({ game, mode }): { game: GameId; mode?: GameMode } =>
        isGameMode(mode) ? { game, mode: modeFor(game, mode) } : { game },
      ),
    ),
  }),
  z.object({ type: z.literal('settings-popup'), data: z.object({ game: gameSchema }) }),
  z.object({ type: z.literal('homepage'), data: noData }),
  z.object({ type: z.literal('round-results'), data: roundResultsSchema }),
  z.object({ type: z.literal('mute-changed'), data: muteFlagsSchema }),
  z.object({
    type: z.literal('speak'),
    data: z.object({
      text: z.pipe(
        z.pipe(
          z.string(),
          z.transform((value) => cleanText(value, MAX_CARD_TEXT_LENGTH)),
        ),
        z.string().check(z.minLength(1)),
      ),
      lang: languageSchema,
    }),
  }),
]);
export type FrameMessage = z.output<typeof frameMessageSchema>;

export type FrameMessageType = FrameMessage['type'];

/** A round's results (a message's, or one kept in the browser's history), or null when malformed. */
export function parseRoundResults(value: unknown): RoundResults | null {
  const parsed = roundResultsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A message from a game frame, or null for anything malformed or of an unknown type. */
export function parseFrameMessage(value: unknown): FrameMessage | null {
  const parsed = frameMessageSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
