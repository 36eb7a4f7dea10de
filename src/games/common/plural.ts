/** "1 word", "3 words": English counts for the games' screens. */
export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
