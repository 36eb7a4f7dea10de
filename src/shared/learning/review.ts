/**
 * Turning a finished round into reviews: the same code runs in the browser (an anonymous
 * learner's cards) and on the server (a signed-in learner's), so both tell the player the same.
 */

import type { GameMode } from '../game-modes.ts';
import { type DealerCard, newDealerCard, recordAnswer } from './dealer.ts';
import { createMemoryModel, type Grade } from './fsrs-adapter.ts';
import { gradeFromPlay, type Skill, skillOf, type WordOutcome } from './grades.ts';
import { wordKey } from './word-key.ts';

const model = createMemoryModel();

/** A word is "known" when its predicted recall KNOWN_HORIZON_DAYS from now is at least KNOWN_RECALL. */
export const KNOWN_RECALL = 0.9;
export const KNOWN_HORIZON_DAYS = 7;

export type CardStatus = 'new' | 'learning' | 'known';

export { learnerDay } from './learner-day.ts';

export function cardStatus(card: DealerCard | undefined, now: number): CardStatus {
  if (!card || card.exposures === 0 || card.memory === null || card.lastReviewDay === null) return 'new';
  const recall = model.recall(card.memory, now + KNOWN_HORIZON_DAYS - card.lastReviewDay);
  return recall >= KNOWN_RECALL ? 'known' : 'learning';
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

export type RoundWord = { front: string; outcome: WordOutcome };

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
  cards: ReadonlyMap<string, DealerCard>,
): { cards: Map<string, DealerCard>; changes: WordChange[] } {
  const next = new Map<string, DealerCard>();
  const changes: WordChange[] = [];
  for (const word of round.words) {
    const id = cardIdString({
      wordKey: wordKey(round.languageLearn, word.front),
      skill: skillOf(word.outcome.game, round.mode),
    });
    const before = next.get(id) ?? cards.get(id);
    const grade = gradeFromPlay(word.outcome, round.mode);
    const after = recordAnswer(before ?? newDealerCard(), round.at, grade);
    next.set(id, after);
    changes.push({
      front: word.front,
      grade,
      before: cardStatus(before, round.at),
      after: cardStatus(after, round.at),
      dueInDays: dueInDays(after, round.at),
    });
  }
  return { cards: next, changes };
}
