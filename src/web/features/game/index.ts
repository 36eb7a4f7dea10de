/** The game feature's public entry: the game frame, for pages that play a list of their own (the career). */
export { GameFrame } from './game-page.tsx';
export type { FrameWordSource } from './use-game-bridge.ts';
