/** The two games: route names, titles and the vocabulary slot each one reads. */
export const GAMES = {
  candy: { id: 'candy', title: 'Word Candy Match', slot: 1, kind: 'passive' },
  space: { id: 'space', title: 'Space Words', slot: 2, kind: 'active' },
} as const;

export type GameId = keyof typeof GAMES;
export const GAME_IDS = Object.keys(GAMES) as GameId[];

export function isGameId(value: string): value is GameId {
  return Object.hasOwn(GAMES, value);
}

/** Where a game's own page is served (a separate Vite entry, framed by /game/{game}). */
export function gamePagePath(game: GameId): string {
  return `/games/${game}/`;
}
