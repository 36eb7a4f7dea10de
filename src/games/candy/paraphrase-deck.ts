/**
 * Word Candy Match's Paraphrase mode (docs/decisions/017-game-modes.md): each word is paired with one of its synonyms
 * from the band lists (the chosen sense's) instead of its translation. A board must have one right
 * partner for every candy, so two words whose paraphrases overlap (or where one is the other's
 * paraphrase) never play in the same round, and so never share a board.
 */
import type { ParaphraseEntry } from '../../shared/game-modes.ts';
import type { WordCard } from '../../shared/game-protocol.ts';
import { lookupKey } from '../../shared/paraphrases.ts';
import { type Rng, shuffled } from '../../shared/rng.ts';
import { MAX_ROUND_WORDS } from '../common/deck.ts';
import { entriesByKey, usableSynonyms } from '../common/modes.ts';

/** The word and its usable synonyms, as lookup keys: what a board must not hold twice. */
function keysOf(entry: ParaphraseEntry): string[] {
  return [lookupKey(entry.front), ...usableSynonyms(entry).map(lookupKey)];
}

/** Whether two words could be mistaken for each other's pair on one board. */
export function paraphrasesOverlap(a: ParaphraseEntry, b: ParaphraseEntry): boolean {
  const keys = new Set(keysOf(a));
  return keysOf(b).some((key) => keys.has(key));
}

/**
 * The cards of a Paraphrase round: at most `size` words of the list that have a synonym, none
 * overlapping another, each with one synonym (chosen by the seed) as its partner and the sense's
 * definition as its hint. Dealt cards keep the learning engine's order (the first ones play);
 * otherwise any are taken.
 */
export function paraphraseDeck(
  cards: readonly WordCard[],
  entries: readonly ParaphraseEntry[] | undefined,
  rng: Rng,
  size = MAX_ROUND_WORDS,
  dealt = false,
): WordCard[] {
  const byKey = entriesByKey(entries);
  const candidates = cards.flatMap((card) => {
    const entry = byKey.get(lookupKey(card.front));
    return entry && usableSynonyms(entry).length > 0 ? [{ card, entry }] : [];
  });
  const order = dealt ? candidates : shuffled(candidates, rng);
  const taken = new Set<string>();
  const deck: WordCard[] = [];
  for (const { card, entry } of order) {
    if (deck.length >= size) break;
    const keys = keysOf(entry);
    if (keys.some((key) => taken.has(key))) continue;
    for (const key of keys) taken.add(key);
    const synonyms = usableSynonyms(entry);
    const synonym = synonyms[Math.floor(rng() * synonyms.length)] ?? synonyms[0] ?? '';
    deck.push({ front: card.front, back: synonym, hint: entry.definition || card.hint });
  }
  return deck;
}
