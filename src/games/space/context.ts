/**
 * What the scenes share for the life of the game: the bridge to the site, the sound board, the
 * words, the player's preferences and the state the game exposes to tests.
 */
import type Phaser from 'phaser';
import type { MuteFlags, WordCard } from '../../shared/game-protocol.ts';
import type { SoundBoard } from '../common/audio.ts';
import type { ShellBridge, Vocabulary } from '../common/bridge.ts';
import type { StatePublisher } from '../common/state-publisher.ts';
import type { Backdrop } from './backdrop.ts';
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

export type SpaceContext = {
  bridge: ShellBridge;
  sound: SoundBoard;
  publisher: StatePublisher<SpaceSnapshot>;
  /** The sky and still panels, painted once per screen. */
  backdrop: Backdrop;
  /** Device pixels per CSS pixel the game draws at. */
  dpr: number;
  reducedMotion: boolean;
  /** The last word data received (null until the first answer). */
  vocabulary: Vocabulary | null;
  /** Whether the last input came from the keyboard (then focus rings show). */
  keyboardMode: boolean;
  /** Whether the on-screen keyboard shows: on a touch screen, until a hardware key is typed. */
  screenKeyboard: boolean;
  setScreenKeyboard: (shown: boolean) => void;
  options: SpaceOptions;
  setOptions: (options: Partial<SpaceOptions>) => void;
  /** Asks the site for the current words (a changed list plays from the next round). */
  loadVocabulary: () => Promise<Vocabulary>;
  /** Applies and reports a mute toggle made in the game. */
  setMuteFlags: (flags: MuteFlags) => void;
  /** Tells screen readers what just happened (the canvas itself says nothing). */
  announce: (text: string) => void;
  /** The game loop's frame count and the time when the last key arrived, for the key-to-shot measurement. */
  keyArrivedAtFrame: number | null;
  keyArrivedAt: number;
  /** Frames from a key press to the frame that drew its shot (1: the next frame). */
  keyToShotFrames: number[];
  /** Milliseconds from a key press to the end of the frame that drew its shot. */
  keyToShotMs: number[];
};

export type PlayData = {
  cards?: WordCard[];
  practice?: boolean;
  seed?: number;
  /** Benchmark: keep this many enemies in flight (`?stress=30`). */
  stress?: number;
};

const CONTEXT_KEY = 'space-context';

export function setSpaceContext(game: Phaser.Game, context: SpaceContext): void {
  game.registry.set(CONTEXT_KEY, context);
}

export function spaceContext(scene: Phaser.Scene): SpaceContext {
  return scene.registry.get(CONTEXT_KEY) as SpaceContext;
}

/** Best score per list. */
export const BEST_KEY = 'space-best';
