import { ROUND_WORDS } from '../../shared/constants.ts';
import type { WordCard } from '../../shared/game-protocol.ts';
import { type Rng, shuffled } from '../../shared/rng.ts';
import { lookAlike } from '../../shared/word-lists/look-alike.ts';

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
 * The first `limit` cards of which no two look alike or sound alike (program / programme, union /
 * trade union, principal / principle): a learner could not tell them apart in one round, and a
 * dictation could not ask for one of them. A card left out waits for a later round.
 */
export function apartCards(cards: readonly WordCard[], limit: number): WordCard[] {
  const kept: WordCard[] = [];
  for (const card of cards) {
    if (kept.length >= limit) break;
    if (kept.some((other) => lookAlike(other.front, card.front))) continue;
    kept.push(card);
  }
  return kept;
}

/**
 * The words of one round: distinct cards, none looking like another, at most `size` of them,
 * shuffled by the seed. Cards the learning engine `dealt` come in its order: the round takes the
 * first ones (then shuffles them); otherwise it takes any.
 */
export function buildDeck(
  cards: readonly WordCard[],
  rng: Rng,
  size = MAX_ROUND_WORDS,
  dealt = false,
): WordCard[] {
  const distinct = distinctCards(cards);
  const limit = Math.max(0, size);
  return dealt ? shuffled(apartCards(distinct, limit), rng) : apartCards(shuffled(distinct, rng), limit);
}
