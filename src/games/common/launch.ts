/**
 * Starts a game in an element: what comes before the engine (prepare.ts: bridge, sound, test
 * state, context), then the engine itself (`startEngine`). Space Words starts both at once
 * (`launchGame`); Word Candy Match shows its start screen in HTML and starts the engine at Play.
 */
import Phaser from 'phaser';
import type { BackdropParts } from './backdrop.ts';
import { type GameContext, setGameContext } from './context.ts';
import { measureFrames, rendererType } from './frame-stats.ts';
import { type PreparedGame, type PrepareOptions, prepareGame } from './prepare.ts';
import { testFrameLimit } from './test-pace.ts';
import type { BaseSnapshot } from './test-state.ts';

export type EngineOptions = {
  /** Shows until the first frame, and behind the canvas (the page's sky colour). */
  backgroundColor: string;
  scenes: Phaser.Types.Scenes.SceneType[];
  /** Extra pointers (say, for two thumbs on an on-screen keyboard). */
  activePointers?: number;
};

export type LaunchOptions<
  Snapshot extends BaseSnapshot,
  Parts extends BackdropParts,
  Context extends GameContext<Snapshot, Parts>,
> = PrepareOptions<Snapshot, Parts, Context> & EngineOptions;

export function launchGame<
  Snapshot extends BaseSnapshot,
  Parts extends BackdropParts,
  Context extends GameContext<Snapshot, Parts>,
>(options: LaunchOptions<Snapshot, Parts, Context>): { game: Phaser.Game; context: Context } {
  const prepared = prepareGame(options);
  return { game: startEngine(options.id, options.parent, prepared, options), context: prepared.context };
}

/** Starts Phaser in `parent` with the prepared context; its first scene starts at once. */
// biome-ignore lint/suspicious/noExplicitAny: any game's snapshot and backdrop parts.
export function startEngine<Context extends GameContext<any, any>>(
  id: string,
  parent: HTMLElement,
  prepared: PreparedGame<Context>,
  options: EngineOptions,
): Phaser.Game {
  const { context } = prepared;
  const dpr = context.dpr;
  const size = () => ({
    width: Math.max(1, parent.clientWidth) * dpr,
    height: Math.max(1, parent.clientHeight) * dpr,
  });
  const initial = size();
  const frameLimit = testFrameLimit();
  const game = new Phaser.Game({
    type: rendererType(),
    parent,
    width: initial.width,
    height: initial.height,
    // Opaque: each scene paints its sky and still panels first (see backdrop.ts).
    backgroundColor: options.backgroundColor,
    banner: false,
    audio: { noAudio: true },
    scale: { mode: Phaser.Scale.NONE, zoom: 1 / dpr },
    render: { antialias: true, powerPreference: 'high-performance' },
    input: {
      // Keys are read from the page by each scene (see game-scene.ts).
      keyboard: false,
      mouse: true,
      touch: true,
      gamepad: false,
      // No listeners on the parent window: a click in the site (say, in its popup) is not a tap in the game.
      windowEvents: false,
      activePointers: options.activePointers ?? 1,
    },
    disableContextMenu: true,
    fps: { target: 60, ...(frameLimit ? { limit: frameLimit } : {}) },
    scene: options.scenes,
  });
  setGameContext(game, context as unknown as GameContext);
  prepared.attach(game);
  parent.dataset.started = 'true';
  measureFrames(game, `__${id}Perf`);

  new ResizeObserver(() => {
    const next = size();
    if (next.width !== game.scale.width || next.height !== game.scale.height) {
      game.scale.resize(next.width, next.height);
    }
  }).observe(parent);
  return game;
}
