/**
 * Space Words' context: the shared one (common/context.ts) plus the on-screen keyboard, the
 * game's own settings and the key-to-shot measurement.
 */
import type { GameContext, PlayData } from '../common/context.ts';
import type { SpaceBackdropParts } from './backdrop.ts';
import type { SpaceSnapshot } from './test-state.ts';

/** The game's own settings, kept in the browser. */
export type SpaceOptions = {
  /** Accept answers typed without their accents (on by default). */
  forgiveAccents: boolean;
};

export const DEFAULT_OPTIONS: SpaceOptions = { forgiveAccents: true };
const OPTIONS_KEY = 'space-options';

export function readOptions(): SpaceOptions {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(OPTIONS_KEY) ?? '{}');
    const stored = typeof value === 'object' && value !== null ? (value as Partial<SpaceOptions>) : {};
    return {
      forgiveAccents:
        typeof stored.forgiveAccents === 'boolean' ? stored.forgiveAccents : DEFAULT_OPTIONS.forgiveAccents,
    };
  } catch {
    return { ...DEFAULT_OPTIONS };
  }
}

export function writeOptions(options: SpaceOptions): void {
  try {
    localStorage.setItem(OPTIONS_KEY, JSON.stringify(options));
  } catch {
    // Storage blocked: the setting lasts for this visit.
  }
}

export type SpaceContext = GameContext<SpaceSnapshot, SpaceBackdropParts> & {
  /** Whether the on-screen keyboard shows: on a touch screen, until a hardware key is typed. */
  screenKeyboard: boolean;
  setScreenKeyboard: (shown: boolean) => void;
  options: SpaceOptions;
  setOptions: (options: Partial<SpaceOptions>) => void;
  /** The game loop's frame count and the time when the last key arrived, for the key-to-shot measurement. */
  keyArrivedAtFrame: number | null;
  keyArrivedAt: number;
  /** Frames from a key press to the frame that drew its shot (1: the next frame). */
  keyToShotFrames: number[];
  /** Milliseconds from a key press to the end of the frame that drew its shot. */
  keyToShotMs: number[];
};

export type SpacePlayData = PlayData & {
  /** Benchmark: keep this many enemies in flight (`?stress=30`). */
  stress?: number;
};

/** Best score per list. */
export const BEST_KEY = 'space-best';
