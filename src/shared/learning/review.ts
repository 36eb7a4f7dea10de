/**
 * Turning a finished round into reviews: the same code runs in the browser (an anonymous
 * learner's cards) and on the server (a signed-in learner's), so both tell the player the same.
 */

import type { GameMode } from '../game-modes.ts';
import { type DealerCard, newDealerCard, recordAnswer } from './dealer.ts';
import { createMemoryModel, GRADE, type Grade } from './fsrs-adapter.ts';
import { gradeFromPlay, type ReviewInput, type Skill, skillOf } from './grades.ts';
import { wordKey } from './word-key.ts';

const model = createMemoryModel();

/**
 * "Known" (decision record 021) asks for evidence, not a prediction from one answer, and reads
 * nothing that moves with the clock, so a word does not drop out of "known" overnight with
 * nothing missed:
 * - recalled on at least KNOWN_RECALLED_REVIEWS days after the day it was first seen (one quick
 *   first answer is never enough);
 * - its last answer was clean (Good or Easy): a word the results screen marks ✗ (a hint, a wrong
 *   pair or key, got through) or a slow answer leaves it learning;
 * - its memory's stability, the days until recall falls to 90%, reaches KNOWN_HORIZON_DAYS.
 */
export const KNOWN_RECALL = 0.9;
export const KNOWN_HORIZON_DAYS = 7;
export const KNOWN_RECALLED_REVIEWS = 2;

export type CardStatus = 'new' | 'learning' | 'known';

/**
 * A dealer card with the grade of its last answer, which the dealer does not keep. Cards stored
 * before it was kept lack it: their last answer counts as Good unless it was a miss.
 */
export type ReviewedCard = DealerCard & { lastGrade?: Grade | null };

export { learnerDay } from './learner-day.ts';

/** The grade of the card's last answer (for cards from before it was kept: Again or Good). */
export function lastGradeOf(card: ReviewedCard): Grade {
  return card.lastGrade ?? (card.lastMissed ? GRADE.again : GRADE.good);
}

export function cardStatus(card: ReviewedCard | undefined): CardStatus {
  if (!card || card.exposures === 0 || card.memory === null || card.lastReviewDay === null) return 'new';
  const known =
    card.reviewRecalls >= KNOWN_RECALLED_REVIEWS &&
    lastGradeOf(card) >= GRADE.good &&
    card.memory.stability >= KNOWN_HORIZON_DAYS;
  return known ? 'known' : 'learning';
}

/** Misses after which a word not yet known counts as weak even when its last answer was right. */
export const WEAK_MISSES = 2;

/**
 * A word the learner is weak on, in one skill (the progress page's "weak words" CSV): played, and
 * missed on its last answer, or missed WEAK_MISSES times or more and not known. Not every word
 * still learning: a word answered right whose memory is young is simply new to the learner.
 */
export function isWeakCard(card: ReviewedCard | undefined): boolean {
  if (!card || card.exposures === 0) return false;
  if (lastGradeOf(card) === GRADE.again) return true;
  return card.misses >= WEAK_MISSES && cardStatus(card) !== 'known';
}

/** Predicted recall on `day` (fractional days) if the word is not shown again; 0 for a new card. */
export function recallOn(card: DealerCard, day: number): number {
  if (card.memory === null || card.lastReviewDay === null) return 0;
  return model.recall(card.memory, day - card.lastReviewDay);
}

/** Whole days until the word's predicted recall falls to 90% (0: due today). */
export function dueInDays(card: DealerCard, now: number): number {
  if (card.memory === null || card.lastReviewDay === null) return 0;
  return Math.max(0, Math.round(card.lastReviewDay + card.memory.stability - Math.floor(now)));
}

export type RoundWord = { front: string; outcome: ReviewInput };

export type WordChange = {
  front: string;
  grade: Grade;
  before: CardStatus;
  after: CardStatus;
  dueInDays: number;
};

export type CardId = { wordKey: string; skill: Skill };
export const cardIdString = (id: CardId) => `${id.skill}|${id.wordKey}`;

/**
 * Applies a round to the learner's cards. `cards` holds the current card of each word the round
 * played (missing = never seen); the result holds the new cards and what changed, word by word.
 */
export function applyRound(
  round: { languageLearn: string; at: number; words: readonly RoundWord[]; mode?: GameMode },
  cards: ReadonlyMap<string, ReviewedCard>,
): { cards: Map<string, ReviewedCard>; changes: WordChange[] } {
  const next = new Map<string, ReviewedCard>();
  const changes: WordChange[] = [];
  for (const word of round.words) {
    const id = cardIdString({
      wordKey: wordKey(round.languageLearn, word.front),
      skill: skillOf(word.outcome.game, round.mode),
    });
    const before = next.get(id) ?? cards.get(id);
    const grade = gradeFromPlay(word.outcome, round.mode);
    const after: ReviewedCard = {
      ...recordAnswer(before ?? newDealerCard(), round.at, grade),
      lastGrade: grade,
    };
    next.set(id, after);
    changes.push({
      front: word.front,
      grade,
      before: cardStatus(before),
      after: cardStatus(after),
      dueInDays: dueInDays(after, round.at),
    });
  }
  return { cards: next, changes };
}
