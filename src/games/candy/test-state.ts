/**
 * The game's state, readable (never writable) as `window.__candy`, so browser tests and the
 * benchmark see what is on screen without guessing pixels. Positions are CSS pixels from the
 * canvas's top-left corner: a test clicks there, through the same input path as a player.
 */

export type Box = { x: number; y: number; width: number; height: number };

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
};

export type CandySnapshot = {
  scene: 'boot' | 'preload' | 'menu' | 'play' | 'result';
  /** True once the scene takes input and nothing is animating into place. */
  ready: boolean;
  listName: string;
  wordCount: number;
  source: 'site' | 'sample' | null;
  /** How many times the words were (re)loaded: at start, before each round, on `reload`. */
  vocabularyLoads: number;
  isSoundsMuted: boolean;
  isMusicMuted: boolean;
  buttons: (Box & { name: string; focused: boolean; enabled: boolean })[];
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

const EMPTY: CandySnapshot = {
  scene: 'boot',
  ready: false,
  listName: '',
  wordCount: 0,
  source: null,
  vocabularyLoads: 0,
  isSoundsMuted: false,
  isMusicMuted: true,
  buttons: [],
  play: null,
  result: null,
};

export class StatePublisher {
  private source: () => Partial<CandySnapshot> = () => ({});
  private base: Partial<CandySnapshot> = {};

  /** The current scene says how to describe itself. */
  describe(source: () => Partial<CandySnapshot>): void {
    this.source = source;
  }

  /** Facts that outlive a scene (list name, mute flags). */
  update(part: Partial<CandySnapshot>): void {
    this.base = { ...this.base, ...part };
  }

  snapshot(): CandySnapshot {
    return JSON.parse(JSON.stringify({ ...EMPTY, ...this.base, ...this.source() })) as CandySnapshot;
  }

  install(target: Window, name = '__candy'): void {
    Object.defineProperty(target, name, {
      get: () => this.snapshot(),
      configurable: true,
      enumerable: false,
    });
  }
}
