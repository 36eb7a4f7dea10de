/**
 * The paraphrase modes' data (docs/decisions/017-game-modes.md), worked out from the built-in IELTS band lists: for any
 * list's words, those found in the band lists with their synonyms (the chosen sense's, at most 3)
 * and the upgrades they take part in. An upgrade links a plain band 5-6 word to the band 7-9 words
 * among its own synonyms. Only a plain word's own synonyms count, not the words that list it
 * as theirs: those come from the other word's sense ("labour" is a synonym of "confinement" in
 * the childbirth sense, which does not make "confinement" a stronger word for work).
 */
import { type GameMode, type ParaphraseEntry, PLAIN_BANDS, STRONG_BANDS } from './game-modes.ts';
import type { GameId } from './games.ts';
import type { WordCard } from './word-lists/card.ts';
import { lookAlike } from './word-lists/look-alike.ts';

export type BandWord = { word: string; band: number; synonyms: readonly string[]; definition: string };

/** How a list's front is looked up: case, spaces, notes in brackets and an English "to " do not count. */
export function lookupKey(front: string): string {
  return front
    .normalize('NFC')
    .replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^to /, '');
}

export type ParaphraseIndex = {
  /** The entries of the fronts found in the band lists, in the fronts' order, each front once. */
  lookup: (fronts: readonly string[]) => ParaphraseEntry[];
};

export function buildParaphraseIndex(words: readonly BandWord[]): ParaphraseIndex {
  const byKey = new Map<string, BandWord>();
  for (const word of words) if (!byKey.has(lookupKey(word.word))) byKey.set(lookupKey(word.word), word);
  // A stronger word is another word: never the plain word itself, nor a look-alike of it.
  const strongerOf = (plain: BandWord): string[] =>
    PLAIN_BANDS.includes(plain.band)
      ? plain.synonyms.filter(
          (synonym) =>
            !lookAlike(synonym, plain.word) &&
            STRONG_BANDS.includes(byKey.get(lookupKey(synonym))?.band ?? 0),
        )
      : [];
  /** Strong word's key -> the plain words it upgrades. */
  const plainFor = new Map<string, BandWord[]>();
  for (const word of words) {
    for (const strong of strongerOf(word)) {
      const key = lookupKey(strong);
      plainFor.set(key, [...(plainFor.get(key) ?? []), word]);
    }
  }

  function entryOf(front: string): ParaphraseEntry | null {
    const key = lookupKey(front);
    const word = byKey.get(key);
    if (!word) return null;
    const own = strongerOf(word);
    const upgrades =
      own.length > 0
        ? [{ plain: word.word, stronger: own }]
        : (plainFor.get(key) ?? []).map((plain) => ({ plain: plain.word, stronger: strongerOf(plain) }));
    return { front, band: word.band, synonyms: [...word.synonyms], definition: word.definition, upgrades };
  }

  return {
    lookup(fronts) {
      const seen = new Set<string>();
      const entries: ParaphraseEntry[] = [];
      for (const front of fronts) {
        const key = lookupKey(front);
        if (!key || seen.has(key)) continue;
        seen.add(key);
        const entry = entryOf(front);
        if (entry) entries.push(entry);
      }
      return entries;
    },
  };
}

/** The band lists' entries by lookup key. */
export function entriesByKey(entries: readonly ParaphraseEntry[] | undefined): Map<string, ParaphraseEntry> {
  const map = new Map<string, ParaphraseEntry>();
  for (const entry of entries ?? []) {
    const key = lookupKey(entry.front);
    if (!map.has(key)) map.set(key, entry);
  }
  return map;
}

/** An entry's synonyms that can stand on a candy: not the word itself, each once. */
export function usableSynonyms(entry: ParaphraseEntry): string[] {
  const own = lookupKey(entry.front);
  const seen = new Set<string>();
  return entry.synonyms.filter((synonym) => {
    const key = lookupKey(synonym);
    if (!key || key === own || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The words a mode can play: Translation and Dictation every card; Paraphrase in Word Candy
 * Match the cards with a synonym in the band lists, in Space Words those with an upgrade.
 */
export function playableCards(
  game: GameId,
  mode: GameMode,
  cards: readonly WordCard[],
  entries: readonly ParaphraseEntry[] | undefined,
): WordCard[] {
  if (mode !== 'paraphrase') return [...cards];
  const byKey = entriesByKey(entries);
  return cards.filter((card) => {
    const entry = byKey.get(lookupKey(card.front));
    if (!entry) return false;
    return game === 'candy' ? usableSynonyms(entry).length > 0 : entry.upgrades.length > 0;
  });
}
