/** How a word of a Word Candy Match round went (common/verdict.ts has the rule). */
import type { WordOutcome } from '../../shared/game-protocol.ts';
import { plural } from '../common/plural.ts';
import type { WordVerdict } from '../common/verdict.ts';

/**
 * Right: matched with no mistake and no hint. Missed: a mistake charged to it (a wrong pair
 * counts against the word the player picked first, the one they were trying to match), a hint,
 * or not matched before the time ran out.
 */
export function candyVerdict(word: WordOutcome): WordVerdict {
  const notes: string[] = [];
  if (!word.matched) notes.push('not matched in time');
  if (word.mistakes > 0) notes.push(plural(word.mistakes, 'mistake'));
  if (word.hinted) notes.push('hint');
  if (notes.length > 0) return { verdict: 'missed', note: notes.join(' · ') };
  return { verdict: 'right', note: 'right first time' };
}

/** The star rule, as the results screen shows it under the stars (scoring.ts `starsFor`). */
export function candyStarRule(words: number): string {
  const few = Math.max(2, Math.ceil(words / 4));
  return `★★★ all matched, ≤ 1 mistake, no hint · ★★ ≤ ${few} mistakes · ★ the rest`;
}
