/**
 * What a game's scenes share for the life of the game: the bridge to the site, the sound board,
 * the words, the player's preferences, the look of its buttons and the state exposed to tests.
 * Each game adds its own fields (see launch.ts); scenes read it from the game's registry.
 */

import type Phaser from 'phaser';
import type { GameMode } from '../../shared/game-modes.ts';
import type { MuteFlags, RoundReview, WordCard } from '../../shared/game-protocol.ts';
import type { SoundBoard } from './audio.ts';
import type { Backdrop, BackdropParts } from './backdrop.ts';
import type { ShellBridge, Vocabulary } from './bridge.ts';
import type { StatePublisher } from './state-publisher.ts';
import type { BaseSnapshot } from './test-state.ts';
import type { GameLook } from './ui.ts';

export type GameContext<
  Snapshot extends BaseSnapshot = BaseSnapshot,
  Parts extends BackdropParts = BackdropParts,
> = {
  bridge: ShellBridge;
  sound: SoundBoard;
  publisher: StatePublisher<Snapshot>;
  /** The sky and still panels, painted once per screen. */
  backdrop: Backdrop<Parts>;
  look: GameLook;
  /** Device pixels per CSS pixel the game draws at. */
  dpr: number;
  reducedMotion: boolean;
  /** The last word data received (null until the first answer). */
  vocabulary: Vocabulary | null;
  /** The learning engine's last answer to a finished round (what changed, word by word). */
  review: RoundReview | null;
  /** Whether the last input came from the keyboard (then focus rings show). */
  keyboardMode: boolean;
  /** Asks the site for the current words (a changed list plays from the next round). */
  loadVocabulary: () => Promise<Vocabulary>;
  /** The game mode chosen on the start screen (remembered per game; docs/decisions/017-game-modes.md). */
  mode: GameMode;
  /** Chooses a mode: remembered, and the words asked for again in it. */
  setMode: (mode: GameMode) => void;
  /** Applies and reports a mute toggle made in the game. */
  setMuteFlags: (flags: MuteFlags) => void;
  /** Tells screen readers what just happened (the canvas itself says nothing). */
  announce: (text: string) => void;
  /**
   * The start screen drawn in HTML before the engine (start-screen.ts), or null where the start
   * screen is a scene. The engine's menu scene shows it again after a round.
   */
  startScreen: StartScreenHost | null;
};

/** What the engine's menu scene asks of an HTML start screen. */
export type StartScreenHost = {
  /** Shows the screen; its Play calls `play`. */
  show: (play: () => void) => void;
  hide: () => void;
  /** Whether Play was pressed before the engine was there (then the round starts at once); clears it. */
  takeStart: () => boolean;
};

/** What the play scene is started with: the words, and whether it is a practice round. */
export type PlayData = { cards?: WordCard[]; practice?: boolean; seed?: number };

const CONTEXT_KEY = 'game-context';

export function setGameContext(game: Phaser.Game, context: GameContext): void {
  game.registry.set(CONTEXT_KEY, context);
}

export function gameContext<Context extends GameContext = GameContext>(scene: Phaser.Scene): Context {
  return scene.registry.get(CONTEXT_KEY) as Context;
}
