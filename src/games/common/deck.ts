import { ROUND_WORDS } from '../../shared/constants.ts';
import type { WordCard } from '../../shared/game-protocol.ts';
import { type Rng, shuffled } from '../../shared/rng.ts';

/** Spec: a sheet holds up to 16 rows, and a round plays at most that many words. */
export const MAX_ROUND_WORDS = ROUND_WORDS;

function key(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase();
}

/**
 * Cards that can share a board: a word or translation that repeats an earlier card's would make
 * two right answers look the same, so the later card is left out.
 */
export function distinctCards(cards: readonly WordCard[]): WordCard[] {
  const fronts = new Set<string>();
  const backs = new Set<string>();
  const kept: WordCard[] = [];
  for (const card of cards) {
    const front = key(card.front);
    const back = key(card.back);
    if (fronts.has(front) || backs.has(back)) continue;
    fronts.add(front);
    backs.add(back);
    kept.push(card);
  }
  return kept;
}

/**
 * The words of one round: distinct cards, at most `size` of them, shuffled by the seed. Cards the
 * learning engine `dealt` come in its order: the round takes the first ones (then shuffles them);
 * otherwise it takes any.
 */
export function buildDeck(
  cards: readonly WordCard[],
  rng: Rng,
  size = MAX_ROUND_WORDS,
  dealt = false,
): WordCard[] {
  const distinct = distinctCards(cards);
  const limit = Math.max(0, size);
  return dealt ? shuffled(distinct.slice(0, limit), rng) : shuffled(distinct, rng).slice(0, limit);
}
