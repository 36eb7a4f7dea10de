/** Word Candy Match's context: the shared one (common/context.ts), nothing more. */
import type { GameContext } from '../common/context.ts';
import type { CandySnapshot } from './test-state.ts';

export type CandyContext = GameContext<CandySnapshot>;

/** Best score per list, kept by the game itself (common/best-score.ts). */
export const BEST_KEY = 'candy-best';
