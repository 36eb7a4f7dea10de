/**
 * Grades from play: every answer in a game is a review, with no grading buttons. Word Candy Match
 * trains recognition, Space Words recall; each word a round reached gets one grade, a word the
 * round never reached gets none.
 *
 * Why these thresholds (GRADE_THRESHOLDS):
 * - Candy's think time is the time from the player's previous pair (or the round start) to this
 *   pair: on a board of many words that is the time the player spent finding this one. Under 2 s
 *   is a glance (the pair was known at sight: Easy). Up to 10 s is a normal search of a 16-candy
 *   board, reading several words (Good). Slower means the player had to work it out (Hard).
 * - Space's reaction time is from the word's label appearing to the first right key: recall of the
 *   spelling starts there. Under 1.5 s the word came at once (Easy); up to 6 s is the usual time
 *   to read a translation and recall a word (Good); slower is effortful (Hard).
 * - Counted as a teacher would (decision record 021): whatever the results screen marks ✗ is never
 *   graded Good or Easy, however fast it was. A hint, one wrong pair, a wrong key, or the
 *   forgiving accent rule mean the word was not fully known: Hard. Two wrong pairs on one word, a
 *   pair never made, or an enemy that got through as often as it was shot down (or never shot
 *   down): Again. An enemy shot down more often than it got through was recalled, with a lapse:
 *   Hard, not a plain miss.
 * - Dictation (spelling from sound) is strict, as IELTS Listening is: a wrong letter makes the
 *   word misspelt (Again), even though the player then finished it.
 * The unit tests in grades.test.ts pin every row of this table.
 */
import { type GameMode, type Skill, skillFor } from '../game-modes.ts';
import { GRADE, type Grade } from './fsrs-adapter.ts';
import type { CandyReviewInput, ReviewInput, SpaceReviewInput } from './review-input.ts';

export type { Skill };

export const GRADE_THRESHOLDS = {
  candy: { easyMs: 2_000, goodMs: 10_000, againWrongPairs: 2 },
  space: { easyMs: 1_500, goodMs: 6_000 },
} as const;

export type { CandyReviewInput, ReviewInput, SpaceReviewInput };

/** The skill a game's round trains in a mode (Translation when none is given). */
export function skillOf(game: ReviewInput['game'], mode?: GameMode): Skill {
  return skillFor(game, mode);
}

export function gradeFromPlay(outcome: ReviewInput, mode?: GameMode): Grade {
  if (outcome.game === 'candy') {
    const t = GRADE_THRESHOLDS.candy;
    if (!outcome.matched || outcome.wrongPairs >= t.againWrongPairs) return GRADE.again;
    if (outcome.wrongPairs > 0 || outcome.hinted) return GRADE.hard;
    if (outcome.thinkMs < t.easyMs) return GRADE.easy;
    return outcome.thinkMs <= t.goodMs ? GRADE.good : GRADE.hard;
  }
  const t = GRADE_THRESHOLDS.space;
  const shotDown = outcome.typed ? Math.max(1, outcome.shotDown ?? 1) : 0;
  const landed = outcome.landed ?? 0;
  if (shotDown === 0 || landed >= shotDown) return GRADE.again;
  if (mode === 'dictation' && outcome.wrongKeys > 0) return GRADE.again;
  if (landed > 0 || outcome.hinted === true || outcome.wrongKeys > 0 || outcome.forgiven) return GRADE.hard;
  if (outcome.reactionMs < t.easyMs) return GRADE.easy;
  return outcome.reactionMs <= t.goodMs ? GRADE.good : GRADE.hard;
}
