/**
 * What a game needs before its engine: the bridge to the site, sound, the state for tests and the
 * context every scene reads. Nothing here imports Phaser, so a game can show its start screen in
 * HTML and start the engine only when a round is asked for (docs/decisions/038-html-start-screen.md).
 * `startEngine` (launch.ts) attaches the engine later; events go to its scenes once it is there,
 * and to the listeners here at once.
 */
import type Phaser from 'phaser';
import type { MuteFlags } from '../../shared/game-protocol.ts';
import type { GameId } from '../../shared/games.ts';
import { type MusicLoop, SoundBoard } from './audio.ts';
import type { Backdrop, BackdropParts } from './backdrop.ts';
import { ShellBridge, type Vocabulary } from './bridge.ts';
import type { GameContext } from './context.ts';
import { readMode, writeMode } from './modes.ts';
import { drawingScale, prefersReducedMotion } from './preferences.ts';
import type { StatePublisher } from './state-publisher.ts';
import type { BaseSnapshot } from './test-state.ts';
import type { GameLook } from './ui.ts';

export type PrepareOptions<
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
  /**
   * The game's own fields of the context. `context` is the object being built (its shared fields
   * are set); `game` is there once the engine has started (null before).
   */
  extend: (
    context: Context,
    game: () => Phaser.Game | null,
  ) => Omit<Context, keyof GameContext<Snapshot, Parts>>;
  /** Called for every key pressed on the page once the engine runs, before any scene sees it. */
  onKeyDown?: (event: KeyboardEvent, context: Context, game: Phaser.Game) => void;
};

/** The context's events: `vocabulary` (new words, or null while a mode's words load), `mute`, `review`. */
export type GameEvent = 'vocabulary' | 'mute' | 'review';

export type PreparedGame<Context> = {
  context: Context;
  /** Hands the started engine over: from now on events reach its scenes too. */
  attach: (game: Phaser.Game) => void;
  /** Listens to an event of the context; returns how to stop. */
  on: (event: GameEvent, listener: () => void) => () => void;
};

export function prepareGame<
  Snapshot extends BaseSnapshot,
  Parts extends BackdropParts,
  Context extends GameContext<Snapshot, Parts>,
>(options: PrepareOptions<Snapshot, Parts, Context>): PreparedGame<Context> {
  const { publisher } = options;
  const dpr = drawingScale();
  const bridge = new ShellBridge(options.id);
  const sound = new SoundBoard(options.music);
  sound.attach();
  publisher.install(window, `__${options.id}`);
  const announcer = document.getElementById('announcer');
  let game: Phaser.Game | null = null;
  const listeners = new Map<GameEvent, Set<() => void>>();
  const emit = (event: GameEvent, payload?: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener();
    game?.events.emit(event, payload);
  };

  const applyFlags = (flags: MuteFlags) => {
    sound.setSoundsMuted(flags.isSoundsMuted);
    sound.setMusicMuted(flags.isMusicMuted);
    publisher.update({ ...flags } as Partial<Snapshot>);
    emit('mute');
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
      emit('vocabulary', vocabulary);
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
    startScreen: null,
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
      emit('vocabulary', null);
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

  bridge.on('mute-flags', applyFlags);
  // New words announced: ask again, or, with an answer on its way, ask again once it is here.
  bridge.on('reload', () => {
    if (pending) stale = true;
    else void context.loadVocabulary();
  });
  bridge.on('round-review', (review) => {
    context.review = review;
    emit('review', review);
  });
  document.addEventListener('visibilitychange', () => sound.suspend(document.hidden));
  // Focus rings show while the player uses the keyboard, and hide at the first tap.
  window.addEventListener(
    'keydown',
    (event) => {
      context.keyboardMode = true;
      if (game) options.onKeyDown?.(event, context, game);
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

  return {
    context,
    attach: (started) => {
      game = started;
    },
    on: (event, listener) => {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener);
      return () => set.delete(listener);
    },
  };
}
