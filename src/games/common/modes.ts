/**
 * The game modes on the games' side (issue #20, src/shared/game-modes.ts): the mode remembered
 * per game, and the words a mode can play from the list and the band lists' data.
 */
import { type GameMode, MODES_BY_GAME, modeFor, type ParaphraseEntry } from '../../shared/game-modes.ts';
import type { WordCard } from '../../shared/game-protocol.ts';
import type { GameId } from '../../shared/games.ts';
import { lookupKey } from '../../shared/paraphrases.ts';

/** A card as a mode plays it; `recordAs` is the list's word the round reports (when the card shows another). */
export type ModeCard = WordCard & { recordAs?: string };

const storageKey = (game: GameId) => `${game}-mode`;

/** The mode chosen last time on this game's start screen (Translation at first). */
export function readMode(game: GameId): GameMode {
  try {
    return modeFor(game, localStorage.getItem(storageKey(game)));
  } catch {
    return 'translation';
  }
}

export function writeMode(game: GameId, mode: GameMode): void {
  try {
    localStorage.setItem(storageKey(game), mode);
  } catch {
    // Storage blocked: the choice lasts for this visit.
  }
}

/** The mode after `mode` on the start screen's switch. */
export function nextMode(game: GameId, mode: GameMode): GameMode {
  const modes = MODES_BY_GAME[game];
  return modes[(modes.indexOf(mode) + 1) % modes.length] ?? 'translation';
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
