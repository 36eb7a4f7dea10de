import type { WordCard } from '../../shared/game-protocol.ts';
import { type Rng, shuffled } from '../../shared/rng.ts';

/** Spec: a sheet holds up to 16 rows, and a round plays at most that many words. */
export const MAX_ROUND_WORDS = 16;

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

/** The words of one round: distinct cards, shuffled by the seed, at most `size` of them. */
export function buildDeck(cards: readonly WordCard[], rng: Rng, size = MAX_ROUND_WORDS): WordCard[] {
  return shuffled(distinctCards(cards), rng).slice(0, Math.max(0, size));
}
