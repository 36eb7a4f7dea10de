/**
 * What both games expose to tests (see state-publisher.ts). Positions are CSS pixels from the
 * canvas's top-left corner: a test clicks there, through the same input path as a player.
 */
import type { SceneKey } from './scene-keys.ts';

export type Box = { x: number; y: number; width: number; height: number };

export type ButtonState = Box & { name: string; focused: boolean; enabled: boolean };

/** What the results screen shows, as text: the numbers, the star rule, each word's mark and note. */
export type ResultScreenState = {
  stats: string[];
  starRule: string;
  rows: {
    front: string;
    verdict: 'right' | 'missed' | 'unplayed';
    note: string;
    /** What the round did to the word's memory ("new · due again in 1 day"), once the site says. */
    memory?: string | null;
  }[];
  /** The Practice button's label ("Practice 3", or "No misses"). */
  practice: string;
  /** The line about the learner's week the site sent with the review, in a slot of its own. */
  habit?: string | null;
  /** The size the screen was laid out for, and where its heading, word list and habit line's slot are, in CSS pixels. */
  areas?: { view: { width: number; height: number } } & Record<
    'heading' | 'list' | 'habit',
    { x: number; y: number; width: number; height: number }
  >;
};

export type BaseSnapshot = {
  scene: SceneKey;
  /** True once the scene takes input and nothing is animating into place. */
  ready: boolean;
  listName: string;
  wordCount: number;
  source: 'site' | 'standalone' | null;
  /** The learning engine's counts when it ordered the words (null: not dealt). */
  dealt: { due: number; fresh: number } | null;
  /** The game mode chosen on the start screen (docs/decisions/017-game-modes.md). */
  mode: 'translation' | 'paraphrase' | 'dictation';
  /** Paraphrase mode: words of the list the band lists know (null: not asked). */
  paraphraseWords: number | null;
  /** What the start screen says of the mode ("" when nothing). */
  modeNote: string;
  /** How many times the words were (re)loaded: at start, before each round, on `reload`. */
  vocabularyLoads: number;
  isSoundsMuted: boolean;
  isMusicMuted: boolean;
  buttons: ButtonState[];
  /** On the results screen, what it shows. */
  resultScreen: ResultScreenState | null;
};

export const EMPTY_BASE: BaseSnapshot = {
  scene: 'boot',
  ready: false,
  listName: '',
  wordCount: 0,
  source: null,
  dealt: null,
  mode: 'translation',
  paraphraseWords: null,
  modeNote: '',
  vocabularyLoads: 0,
  isSoundsMuted: false,
  isMusicMuted: true,
  buttons: [],
  resultScreen: null,
};
