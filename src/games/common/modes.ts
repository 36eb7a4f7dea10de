/**
 * The game modes on the games' side (docs/decisions/017-game-modes.md, src/shared/game-modes.ts): the mode remembered
 * per game, and the words a mode can play from the list and the band lists' data.
 */
import { type GameMode, MODES_BY_GAME, modeFor } from '../../shared/game-modes.ts';
import type { TranslationSummary, WordCard } from '../../shared/game-protocol.ts';
import type { GameId } from '../../shared/games.ts';
import { LANGUAGES } from '../../shared/languages.ts';

export { entriesByKey, playableCards, usableSynonyms } from '../../shared/paraphrases.ts';

/** A card as a mode plays it; `recordAs` is the list's word the round reports (when the card shows another). */
export type ModeCard = WordCard & { recordAs?: string };

const storageKey = (game: GameId) => `${game}-mode`;

/**
 * The mode chosen last time on this game's start screen (Translation at first); `?mode=` in the
 * page's address chooses one (the benchmark opens each mode so).
 */
export function readMode(game: GameId): GameMode {
  try {
    const asked = new URLSearchParams(window.location.search).get('mode');
    if (asked) return modeFor(game, asked);
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

/**
 * What the start screen says of a built-in list played against the learner's translations
 * (docs/decisions/029-ielts-senses-and-translations.md): how many of the list's words have one; the others meet their English clue.
 */
export function translationNote(summary: TranslationSummary, listed: number): string {
  const language = LANGUAGES.find((item) => item.langCode === summary.language)?.lang ?? summary.language;
  const a = /^[AEIOU]/.test(language) ? 'an' : 'a';
  const { translated } = summary;
  if (translated >= listed) return `All ${listed} words have ${a} ${language} translation`;
  if (translated === 0)
    return `No word of this list has ${a} ${language} translation yet · each shows its English clue`;
  const have = translated === 1 ? 'has' : 'have';
  return `${translated} of ${listed} words ${have} ${a} ${language} translation · the others show their English clue`;
}
