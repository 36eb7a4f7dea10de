/**
 * What the scenes share for the life of the game: the bridge to the site, the sound board, the
 * words, the player's preferences and the state the game exposes to tests.
 */
import type Phaser from 'phaser';
import type { MuteFlags, WordCard } from '../../shared/game-protocol.ts';
import type { SoundBoard } from '../common/audio.ts';
import type { ShellBridge, Vocabulary } from '../common/bridge.ts';
import type { Backdrop } from './backdrop.ts';
import type { StatePublisher } from './test-state.ts';

export type CandyContext = {
  bridge: ShellBridge;
  sound: SoundBoard;
  publisher: StatePublisher;
  /** The sky and still panels, painted once per screen. */
  backdrop: Backdrop;
  /** Device pixels per CSS pixel the game draws at. */
  dpr: number;
  reducedMotion: boolean;
  /** The last word data received (null until the first answer). */
  vocabulary: Vocabulary | null;
  /** Whether the last input came from the keyboard (then focus rings show). */
  keyboardMode: boolean;
  /** Asks the site for the current words (a changed list plays from the next round). */
  loadVocabulary: () => Promise<Vocabulary>;
  /** Applies and reports a mute toggle made in the game. */
  setMuteFlags: (flags: MuteFlags) => void;
  /** Tells screen readers what just happened (the canvas itself says nothing). */
  announce: (text: string) => void;
};

export type PlayData = { cards?: WordCard[]; practice?: boolean; seed?: number };

const CONTEXT_KEY = 'candy-context';

export function setCandyContext(game: Phaser.Game, context: CandyContext): void {
  game.registry.set(CONTEXT_KEY, context);
}

export function candyContext(scene: Phaser.Scene): CandyContext {
  return scene.registry.get(CONTEXT_KEY) as CandyContext;
}

/** Best score per list, kept by the game itself. */
const BEST_KEY = 'candy-best';

export function readBest(listName: string): { score: number; stars: number } | null {
  try {
    const all = JSON.parse(localStorage.getItem(BEST_KEY) ?? '{}') as Record<string, unknown>;
    const entry = all[listName];
    if (typeof entry !== 'object' || entry === null) return null;
    const { score, stars } = entry as { score?: unknown; stars?: unknown };
    return typeof score === 'number' && typeof stars === 'number' ? { score, stars } : null;
  } catch {
    return null;
  }
}

/** Saves a round's score if it beats the best; returns true for a new best. */
export function saveBest(listName: string, score: number, stars: number): boolean {
  try {
    const all = JSON.parse(localStorage.getItem(BEST_KEY) ?? '{}') as Record<
      string,
      { score: number; stars: number }
    >;
    const previous = readBest(listName);
    if (previous && previous.score >= score && previous.stars >= stars) return false;
    all[listName] = {
      score: Math.max(score, previous?.score ?? 0),
      stars: Math.max(stars, previous?.stars ?? 0),
    };
    localStorage.setItem(BEST_KEY, JSON.stringify(all));
    return !previous || score > previous.score;
  } catch {
    return false;
  }
}
