/**
 * Word Candy Match's state, readable (never writable) as `window.__candy`, so browser tests and
 * the benchmark see what is on screen without guessing pixels (common/test-state.ts).
 */
import { StatePublisher } from '../common/state-publisher.ts';
import { type BaseSnapshot, type Box, EMPTY_BASE } from '../common/test-state.ts';

export type { Box } from '../common/test-state.ts';

export type CandySnapshotCandy = Box & {
  id: number;
  pairId: number;
  side: 'front' | 'back';
  text: string;
  col: number;
  row: number;
  selected: boolean;
  focused: boolean;
  /** Falling or popping: its box is not final yet. */
  moving: boolean;
  /** The word as drawn: lines, font size, widest line and the room it had (CSS pixels). */
  label: Label;
};

export type Label = {
  lines: string[];
  fontSize: number;
  width: number;
  room: { width: number; height: number };
};

export type CandySnapshot = BaseSnapshot & {
  play: {
    status: 'playing' | 'completed' | 'timeout';
    paused: boolean;
    settled: boolean;
    score: number;
    combo: number;
    multiplier: number;
    bestCombo: number;
    mistakes: number;
    timeLeftMs: number;
    selected: number | null;
    hint: string | null;
    /** The size every clue is drawn at (CSS pixels) in a round with clues, else 0. */
    clueFont: number;
    deck: { front: string; back: string }[];
    candies: CandySnapshotCandy[];
  } | null;
  result: {
    score: number;
    stars: number;
    completed: boolean;
    words: { front: string; back: string; matched: boolean; mistakes: number; hinted: boolean }[];
  } | null;
};

export function createPublisher(): StatePublisher<CandySnapshot> {
  return new StatePublisher<CandySnapshot>({ ...EMPTY_BASE, play: null, result: null });
}
