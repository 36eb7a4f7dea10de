/**
 * What the results screens say about each word, defined once for both games (decision record
 * 008): a word is **right** (✓) when the player got it every time it came, with no mistake and no
 * hint; **missed** (✗) when they got it wrong at least once (a mistake, a hint, or in Word Candy
 * Match not matched in time, in Space Words got through); **not played** (clock) when it never
 * came to the player. The numbers line counts these, the list shows them, and Practice replays
 * exactly the missed ones: one rule, so the three cannot disagree.
 */

export type Verdict = 'right' | 'missed' | 'unplayed';

/** A word's verdict and the short note that says why. */
export type WordVerdict = { verdict: Verdict; note: string };

export type Tally = Record<Verdict, number>;

export function tally(verdicts: readonly { verdict: Verdict }[]): Tally {
  const counts: Tally = { right: 0, missed: 0, unplayed: 0 };
  for (const { verdict } of verdicts) counts[verdict] += 1;
  return counts;
}

/** The cards to practise: those whose word was missed, in the round's order. */
export function practiceCards<Card>(
  cards: readonly Card[],
  verdicts: readonly { verdict: Verdict }[],
): Card[] {
  return cards.filter((_, index) => verdicts[index]?.verdict === 'missed');
}

/** Words to work on lead the list, then the ones right, then those never played. */
export const VERDICT_RANK: Record<Verdict, number> = { missed: 0, right: 1, unplayed: 2 };

/** "1×" is "once" in a note. */
export function times(count: number): string {
  return count === 1 ? 'once' : `${count}×`;
}
