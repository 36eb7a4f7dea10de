/**
 * The messages between the site and a game frame (`/games/candy/`, `/games/space/`), both ways
 * parsed without zod (site-messages.ts: what the site sends; frame-messages.ts: what the frame
 * sends; both re-exported here) but for a round's results, which this module's zod schema checks
 * where the site records them. Every message is `{ type, data }`. Both sides accept messages only from their own
 * origin and from the window they expect, parse them with the functions below (anything malformed
 * or of an unknown type is ignored; untrusted text is cleaned), and post with their own origin as
 * the target.
 *
 * A playable list has one identity here as everywhere: its list id (word-lists/list-id.ts). The
 * site names it in the words it sends (`vocabularies`), the game echoes it in the round's results
 * (`round-results`), and the site records the round under the list the results name, not under
 * whatever list is selected when they arrive.
 */
// zod's tree-shakable form: the site loads it when a round ends, to check the round's results.
import * as z from 'zod/mini';
import { isGameMode, modeFor } from './game-modes.ts';
import { GAME_IDS, type GameId } from './games.ts';
import { reviewInputSchema } from './learning/review-input.ts';
import { cleanText, MAX_CARD_TEXT_LENGTH, MAX_CARDS, type WordCard } from './word-lists/card.ts';
import { parseListId } from './word-lists/list-id.ts';

/** The frame's half: what a game sends the site, parsed without zod but for the round's results. */
export { type FrameMessage, type FrameMessageType, parseFrameMessage } from './frame-messages.ts';
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

/** One row of a vocabulary sheet: the word, its translation and a hint. */
export type { WordCard };

const gameSchema = z.enum(GAME_IDS as [GameId, ...GameId[]]);

/** A stored list id that names a list (list-id.ts). */
export const listIdSchema = z
  .string()
  .check(z.refine((text) => parseListId(text) !== null, 'listId names no list.'));

/** Untrusted text, cleaned (cleanText); anything not text reads as empty. */
const text = (max: number) =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((value) => cleanText(value, max)),
  );
const cardText = text(MAX_CARD_TEXT_LENGTH);
const requiredCardText = z.pipe(cardText, z.string().check(z.minLength(1)));

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

/** A round's results (a message's, or one kept in the browser's history), or null when malformed. */
export function parseRoundResults(value: unknown): RoundResults | null {
  const parsed = roundResultsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
