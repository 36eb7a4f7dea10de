/**
 * A word's identity for the learning engine: the learned language plus the normalised front.
 * It survives a sheet reload that reorders or adds rows, and the same word in two lists (a band
 * list and the learner's sheet) shares one memory card.
 */
export function normaliseFront(front: string): string {
  return front.normalize('NFC').trim().replace(/\s+/gu, ' ').toLowerCase();
}

export function wordKey(languageLearn: string, front: string): string {
  return `${languageLearn.trim().toLowerCase()}:${normaliseFront(front)}`;
}
