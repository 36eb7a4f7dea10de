/**
 * Clues: the back of a card that is a short meaning rather than a translation, like the IELTS
 * lists' clues ("basic freedoms every person should have", at most 40 characters). A round whose
 * cards have clues lays its board out for them (wider candies, wider labels), so that every clue
 * is drawn at the game's one clue size instead of being shrunk to fit.
 */

/**
 * The longest back that still counts as a word: the Test Vocabulary's longest translation has 14
 * characters (petit-déjeuner), the IELTS clues mostly 15 to 40.
 */
export const WORD_MAX_CHARS = 16;

/** The longest clue a list may have (the IELTS lists' rule); the layouts are made to hold it. */
export const CLUE_MAX_CHARS = 40;

/** True when `back` is a meaning, too long to be a translation of one word. */
export function isClue(back: string): boolean {
  return [...back.trim()].length > WORD_MAX_CHARS;
}

/** True when any card's back is a clue: the round then uses the layout made for clues. */
export function hasClues(cards: readonly { back: string }[]): boolean {
  return cards.some((card) => isClue(card.back));
}
