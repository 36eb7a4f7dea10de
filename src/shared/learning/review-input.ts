/**
 * What the learning engine grades of one word, in the game's own terms: the one schema of a
 * round's outcome. The game frame's round results carry it (game-protocol.ts), the round post to
 * the server carries it (api/learning.ts), and grades.ts grades it; each reads the type from here.
 *
 * Word Candy Match trains recognition: `matched`, the wrong pairs charged to the word, its hint and
 * the time spent finding it. Space Words trains recall: `typed` (shot down at least once), how
 * often its enemy got through (`landed`) and was shot down, wrong keys, the forgiving accent rule,
 * its hint and the reaction time. `landed`, `shotDown` and `hinted` are absent from rounds of older
 * games (still queued in a browser): they read as 0, 1 when typed, and false.
 */
// zod's tree-shakable form: the site's game pages parse a round's outcomes with these, and
// classic zod would add about 24 KB (gzipped) to them (issue 33). The server's schemas embed them.
import * as z from 'zod/mini';

/** The longest think or reaction time a word can report: an hour. */
export const MAX_RESPONSE_MS = 3_600_000;

const count = (name: string, max: number) => {
  const message = `${name} must be a whole number from 0 to ${max}.`;
  return z.int(message).check(z.minimum(0, message), z.maximum(max, message));
};
const flag = (name: string) => z.boolean(`${name} must be true or false.`);

export const candyReviewInputSchema = z.object({
  game: z.literal('candy'),
  /** false: the word was on the board but its pair was never made. */
  matched: flag('matched'),
  /** Wrong pairs charged to this word. */
  wrongPairs: count('wrongPairs', 100),
  hinted: flag('hinted'),
  thinkMs: count('thinkMs', MAX_RESPONSE_MS),
});

export const spaceReviewInputSchema = z.object({
  game: z.literal('space'),
  /** Shot down at least once (older rounds: shot down and never got through). */
  typed: flag('typed'),
  /** Times its enemy got through to the base (absent: 0). */
  landed: z.optional(count('landed', 1000)),
  /** Times its enemy was shot down (absent: 1 when typed, else 0). */
  shotDown: z.optional(count('shotDown', 1000)),
  wrongKeys: count('wrongKeys', 1000),
  /** Accepted only through the forgiving rule (accents, case, spaces). */
  forgiven: flag('forgiven'),
  /** The player asked for its hint (absent: false). */
  hinted: z.optional(flag('hinted')),
  reactionMs: count('reactionMs', MAX_RESPONSE_MS),
});

export const reviewInputSchema = z.discriminatedUnion('game', [
  candyReviewInputSchema,
  spaceReviewInputSchema,
]);

export type CandyReviewInput = z.infer<typeof candyReviewInputSchema>;
export type SpaceReviewInput = z.infer<typeof spaceReviewInputSchema>;
/** How one word went in a round, as graded: one of the two games' inputs. */
export type ReviewInput = z.infer<typeof reviewInputSchema>;
