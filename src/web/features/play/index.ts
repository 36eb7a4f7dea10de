/**
 * The play feature's public entry: playing any list, by its list id, in a game frame. The game
 * page (`/game/{game}`: the game's slot) and the track player (`/play/{id}`: a career stage or a
 * community track) are routes of their own; other pages link to them.
 */

export type { FrameWordSource } from './bridge/context.ts';
export { GameFrame } from './game-page.tsx';
