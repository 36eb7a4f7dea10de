import { groupDigits } from '../../shared/number-format.ts';
import type { Best } from '../common/best-score.ts';
import { plural } from '../common/plural.ts';

/** The start screen's line under the list's name: words a round (or the dealer's counts) and the best score. */
export function listInfoText(words: number, best: Best | null, dealt: string | null): string {
  const stars = best
    ? ` · Best ${'★'.repeat(best.stars)}${'☆'.repeat(3 - best.stars)} ${groupDigits(best.score)}`
    : '';
  return `${dealt ?? `${plural(words, 'word')} a round`}${stars}`;
}
