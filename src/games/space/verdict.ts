/** How a word of a Space Words game went (common/verdict.ts has the rule). */
import { plural } from '../common/plural.ts';
import { times, type WordVerdict } from '../common/verdict.ts';
import type { SpaceRoundWord } from './round.ts';

/**
 * Right: shot down every time it came, no wrong letter, no hint. Missed: it got through, a wrong
 * letter was typed at it, or its hint was shown. Not played: it never came, or was still in flight
 * untouched when the game ended.
 */
export function spaceVerdict(word: SpaceRoundWord): WordVerdict {
  const wrongLetters = word.mistakes - word.landed;
  const notes: string[] = [];
  if (word.landed > 0) notes.push(`got through ${times(word.landed)}`);
  if (wrongLetters > 0) notes.push(plural(wrongLetters, 'wrong letter'));
  if (word.hinted) notes.push('hint');
  if (word.right > 0) notes.push(`shot down ${times(word.right)}`);
  if (word.landed > 0 || wrongLetters > 0 || word.hinted)
    return { verdict: 'missed', note: notes.join(' · ') };
  if (word.right > 0) return { verdict: 'right', note: notes.join(' · ') };
  return { verdict: 'unplayed', note: word.appeared === 0 ? 'not reached' : 'in flight at the end' };
}

/** The star rule, as the results screen shows it under the stars (waves.ts `starsFor`). */
export function spaceStarRule(wavesCleared: number): string {
  return `Waves cleared for ★ 1 · ★★ 3 · ★★★ 5 (you: ${wavesCleared})`;
}
