/**
 * Starts a game in an element: the engine, the bridge to the site, sound, the state for tests and
 * the context every scene reads. Each game's main.ts says what is its own (scenes, look, sky,
 * music, extra context fields) and calls `launchGame`.
 */
import Phaser from 'phaser';
import type { MuteFlags } from '../../shared/game-protocol.ts';
import type { GameId } from '../../shared/games.ts';
import { type MusicLoop, SoundBoard } from './audio.ts';
import type { Backdrop, BackdropParts } from './backdrop.ts';
import { ShellBridge, type Vocabulary } from './bridge.ts';
import { type GameContext, setGameContext } from './context.ts';
import { measureFrames, rendererType } from './frame-stats.ts';
import { readMode, writeMode } from './modes.ts';
import { drawingScale, prefersReducedMotion } from './preferences.ts';
import type { StatePublisher } from './state-publisher.ts';
import { testFrameLimit } from './test-pace.ts';
import type { BaseSnapshot } from './test-state.ts';
import type { GameLook } from './ui.ts';

export type LaunchOptions<
  Snapshot extends BaseSnapshot,
  Parts extends BackdropParts,
  Context extends GameContext<Snapshot, Parts>,
> = {
  id: GameId;
  parent: HTMLElement;
  /** The state for tests, installed as `window.__<id>`; frame times go to `window.__<id>Perf`. */
  publisher: StatePublisher<Snapshot>;
  look: GameLook;
  backdrop: (dpr: number) => Backdrop<Parts>;
  music?: MusicLoop;
  /** Shows until the first frame, and behind the canvas (the page's sky colour). */
  backgroundColor: string;
  scenes: Phaser.Types.Scenes.SceneType[];
  /** Extra pointers (say, for two thumbs on an on-screen keyboard). */
  activePointers?: number;
  /**
   * The game's own fields of the context. `context` is the object being built (its shared fields
   * are set); `game` is there once the engine has started.
   */
  extend: (context: Context, game: () => Phaser.Game) => Omit<Context, keyof GameContext<Snapshot, Parts>>;
  /** Called for every key pressed on the page, before any scene sees it. */
  onKeyDown?: (event: KeyboardEvent, context: Context, game: Phaser.Game) => void;
};

export function launchGame<
  Snapshot extends BaseSnapshot,
  Parts extends BackdropParts,
  Context extends GameContext<Snapshot, Parts>,
>(options: LaunchOptions<Snapshot, Parts, Context>): { game: Phaser.Game; context: Context } {
  const { parent, publisher } = options;
  const dpr = drawingScale();
  const bridge = new ShellBridge(options.id);
  const sound = new SoundBoard(options.music);
  sound.attach();
  publisher.install(window, `__${options.id}`);
  const announcer = document.getElementById('announcer');

  const applyFlags = (flags: MuteFlags) => {
    sound.setSoundsMuted(flags.isSoundsMuted);
    sound.setMusicMuted(flags.isMusicMuted);
    publisher.update({ ...flags } as Partial<Snapshot>);
    game.events.emit('mute');
  };

  let pending: Promise<Vocabulary> | null = null;
  /** The site announced new words while an answer was on its way: that answer may be old. */
  let stale = false;
  let loads = 0;
  const request = (): Promise<Vocabulary> => {
    const mode = context.mode;
    return bridge.requestVocabulary(mode).then((answer) => {
      // Asked again meanwhile (new words announced, or another mode chosen): this answer is old.
      if (stale || mode !== context.mode) {
        stale = false;
        return request();
      }
      const vocabulary: Vocabulary = { ...answer, mode };
      pending = null;
      context.vocabulary = vocabulary;
      if (vocabulary.source === 'site') applyFlags(vocabulary);
      loads += 1;
      publisher.update({
        vocabularyLoads: loads,
        listName: vocabulary.name,
        wordCount: vocabulary.cards.length,
        source: vocabulary.source,
        dealt: vocabulary.dealt ? { due: vocabulary.dealt.due, fresh: vocabulary.dealt.fresh } : null,
        mode,
        paraphraseWords: vocabulary.paraphrases?.length ?? null,
      } as Partial<Snapshot>);
      game.events.emit('vocabulary', vocabulary);
      return vocabulary;
    });
  };
  const shared: GameContext<Snapshot, Parts> = {
    bridge,
    sound,
    publisher,
    backdrop: options.backdrop(dpr),
    look: options.look,
    dpr,
    reducedMotion: prefersReducedMotion(),
    vocabulary: null,
    review: null,
    keyboardMode: false,
    loadVocabulary: () => {
      pending ??= request();
      return pending;
    },
    mode: readMode(options.id),
    setMode: (mode) => {
      if (mode === context.mode) return;
      context.mode = mode;
      writeMode(options.id, mode);
      publisher.update({ mode } as Partial<Snapshot>);
      // The words of the old mode are not played: the start screen waits for the new ones.
      context.vocabulary = null;
      game.events.emit('vocabulary', null);
      void context.loadVocabulary();
    },
    setMuteFlags: (flags) => {
      applyFlags(flags);
      bridge.setMuteFlags(flags);
    },
    announce: (text) => {
      if (announcer) announcer.textContent = text;
    },
  };
  const context = shared as Context;
  Object.assign(
    context,
    options.extend(context, () => game),
  );
  publisher.update({
    isSoundsMuted: sound.soundsMuted,
    isMusicMuted: sound.musicMuted,
    mode: context.mode,
  } as Partial<Snapshot>);

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
  parent.dataset.started = 'true';
  measureFrames(game, `__${options.id}Perf`);

  new ResizeObserver(() => {
    const next = size();
    if (next.width !== game.scale.width || next.height !== game.scale.height) {
      game.scale.resize(next.width, next.height);
    }
  }).observe(parent);

  bridge.on('mute-flags', applyFlags);
  // New words announced: ask again, or, with an answer on its way, ask again once it is here.
  bridge.on('reload', () => {
    if (pending) stale = true;
    else void context.loadVocabulary();
  });
  bridge.on('round-review', (review) => {
    context.review = review;
    game.events.emit('review', review);
  });
  document.addEventListener('visibilitychange', () => sound.suspend(document.hidden));
  // Focus rings show while the player uses the keyboard, and hide at the first tap.
  window.addEventListener(
    'keydown',
    (event) => {
      context.keyboardMode = true;
      options.onKeyDown?.(event, context, game);
    },
    true,
  );
  window.addEventListener(
    'pointerdown',
    () => {
      context.keyboardMode = false;
    },
    true,
  );
  return { game, context };
}
