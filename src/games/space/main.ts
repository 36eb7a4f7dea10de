/**
 * Space Words: `startGame(parent)` runs the game in an element. The page starts it in #game.
 */
import Phaser from 'phaser';
import type { MuteFlags } from '../../shared/game-protocol.ts';
import { SoundBoard, SPACE_LOOP } from '../common/audio.ts';
import { ShellBridge, type Vocabulary } from '../common/bridge.ts';
import { measureFrames, rendererType } from '../common/frame-stats.ts';
import { drawingScale, prefersReducedMotion } from '../common/preferences.ts';
import { Backdrop } from './backdrop.ts';
import { readOptions, type SpaceContext, setSpaceContext, writeOptions } from './context.ts';
import { BootScene } from './scenes/boot-scene.ts';
import { MenuScene } from './scenes/menu-scene.ts';
import { PlayScene } from './scenes/play-scene.ts';
import { PreloadScene } from './scenes/preload-scene.ts';
import { ResultScene } from './scenes/result-scene.ts';
import { createPublisher } from './test-state.ts';

/**
 * The on-screen keyboard shows on a touch screen without a mouse, until a hardware key is typed.
 * `?keyboard=screen` or `?keyboard=hardware` decides it, for tests and screenshots.
 */
function wantsScreenKeyboard(): boolean {
  const wanted = new URLSearchParams(window.location.search).get('keyboard');
  if (wanted === 'screen') return true;
  if (wanted === 'hardware') return false;
  return window.matchMedia?.('(pointer: coarse)').matches === true && navigator.maxTouchPoints > 0;
}

/** A key a player types (not Shift, arrows, F-keys…): it means a hardware keyboard is there. */
function isTypingKey(event: KeyboardEvent): boolean {
  return [...event.key].length === 1 && !event.metaKey && !(event.ctrlKey && !event.altKey);
}

export function startGame(parent: HTMLElement): Phaser.Game {
  const dpr = drawingScale();
  const bridge = new ShellBridge('space');
  const sound = new SoundBoard(SPACE_LOOP);
  sound.attach();
  const publisher = createPublisher();
  publisher.install(window, '__space');
  const announcer = document.getElementById('announcer');

  const applyFlags = (flags: MuteFlags) => {
    sound.setSoundsMuted(flags.isSoundsMuted);
    sound.setMusicMuted(flags.isMusicMuted);
    publisher.update({ ...flags });
    game.events.emit('mute');
  };

  let pending: Promise<Vocabulary> | null = null;
  let loads = 0;
  const context: SpaceContext = {
    bridge,
    sound,
    publisher,
    backdrop: new Backdrop(dpr),
    dpr,
    reducedMotion: prefersReducedMotion(),
    vocabulary: null,
    keyboardMode: false,
    screenKeyboard: wantsScreenKeyboard(),
    setScreenKeyboard: (shown) => {
      if (context.screenKeyboard === shown) return;
      context.screenKeyboard = shown;
      game.events.emit('screen-keyboard', shown);
    },
    options: readOptions(),
    setOptions: (part) => {
      context.options = { ...context.options, ...part };
      writeOptions(context.options);
      publisher.update({ forgiveAccents: context.options.forgiveAccents });
    },
    loadVocabulary: () => {
      pending ??= bridge.requestVocabulary().then((vocabulary) => {
        pending = null;
        context.vocabulary = vocabulary;
        if (vocabulary.source === 'site') applyFlags(vocabulary);
        loads += 1;
        publisher.update({
          vocabularyLoads: loads,
          listName: vocabulary.name,
          wordCount: vocabulary.cards.length,
          source: vocabulary.source,
        });
        game.events.emit('vocabulary', vocabulary);
        return vocabulary;
      });
      return pending;
    },
    setMuteFlags: (flags) => {
      applyFlags(flags);
      bridge.setMuteFlags(flags);
    },
    announce: (text) => {
      if (announcer) announcer.textContent = text;
    },
    keyArrivedAtFrame: null,
    keyArrivedAt: 0,
    keyToShotFrames: [],
    keyToShotMs: [],
  };
  publisher.update({
    isSoundsMuted: sound.soundsMuted,
    isMusicMuted: sound.musicMuted,
    forgiveAccents: context.options.forgiveAccents,
  });

  const size = () => ({
    width: Math.max(1, parent.clientWidth) * dpr,
    height: Math.max(1, parent.clientHeight) * dpr,
  });
  const initial = size();
  const game = new Phaser.Game({
    type: rendererType(),
    parent,
    width: initial.width,
    height: initial.height,
    // Opaque: each scene paints its sky and still panels first (see backdrop.ts).
    backgroundColor: '#0b1b3f',
    banner: false,
    audio: { noAudio: true },
    scale: { mode: Phaser.Scale.NONE, zoom: 1 / dpr },
    render: { antialias: true, powerPreference: 'high-performance' },
    // No listeners on the parent window: a click in the site (say, in its popup) is not a tap in the game.
    input: {
      // Keys are read from the page by each scene (see space-scene.ts).
      keyboard: false,
      mouse: true,
      touch: true,
      gamepad: false,
      windowEvents: false,
      // Two thumbs on the on-screen keyboard.
      activePointers: 3,
    },
    disableContextMenu: true,
    fps: { target: 60 },
    scene: [BootScene, PreloadScene, MenuScene, PlayScene, ResultScene],
  });
  setSpaceContext(game, context);
  parent.dataset.started = 'true';
  measureFrames(game, '__spacePerf');
  Object.defineProperty(window, '__spaceKeys', {
    get: () => ({ keyToShotFrames: [...context.keyToShotFrames], keyToShotMs: [...context.keyToShotMs] }),
    configurable: true,
  });

  new ResizeObserver(() => {
    const next = size();
    if (next.width !== game.scale.width || next.height !== game.scale.height) {
      game.scale.resize(next.width, next.height);
    }
  }).observe(parent);

  bridge.on('mute-flags', applyFlags);
  bridge.on('reload', () => void context.loadVocabulary());
  document.addEventListener('visibilitychange', () => sound.suspend(document.hidden));
  window.addEventListener(
    'keydown',
    (event) => {
      context.keyboardMode = true;
      // When the key arrived, in frames of the game loop: the shot it fires must show in the next.
      context.keyArrivedAtFrame = game.loop.frame;
      context.keyArrivedAt = event.timeStamp;
      if (isTypingKey(event)) context.setScreenKeyboard(false);
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
  return game;
}

const parent = document.getElementById('game');
if (parent) startGame(parent);
