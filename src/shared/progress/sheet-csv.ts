import type { WordCard } from '../word-lists/card.ts';

/**
 * The sheet's own three columns (Word, Translation, Hint), ready to paste back into a Google
 * Sheet. Cells are quoted; one that a spreadsheet would run as a formula gets a leading apostrophe.
 */
export function sheetCsv(words: readonly WordCard[]): string {
  const cell = (text: string) => {
    const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    return /[",\n\r]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const rows = [['Word', 'Translation', 'Hint'], ...words.map((word) => [word.front, word.back, word.hint])];
  return `${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
