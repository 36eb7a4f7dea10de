/**
 * Word Candy Match: `startGame(parent)` runs the game in an element. The page starts it in #game.
 */
import Phaser from 'phaser';
import type { MuteFlags } from '../../shared/game-protocol.ts';
import { SoundBoard } from '../common/audio.ts';
import { ShellBridge, type Vocabulary } from '../common/bridge.ts';
import { drawingScale, prefersReducedMotion } from '../common/preferences.ts';
import { Backdrop } from './backdrop.ts';
import { type CandyContext, setCandyContext } from './context.ts';
import { BootScene } from './scenes/boot-scene.ts';
import { MenuScene } from './scenes/menu-scene.ts';
import { PlayScene } from './scenes/play-scene.ts';
import { PreloadScene } from './scenes/preload-scene.ts';
import { ResultScene } from './scenes/result-scene.ts';
import { StatePublisher } from './test-state.ts';

/**
 * Canvas by default: the board is a few dozen sprites and text, which the 2D canvas draws well
 * everywhere, and headless Chromium without a GPU renders WebGL in software, slowly.
 * `?renderer=webgl` (or `auto`) switches, for comparison.
 */
function rendererType(): number {
  const wanted = new URLSearchParams(window.location.search).get('renderer');
  if (wanted === 'webgl') return Phaser.WEBGL;
  if (wanted === 'auto') return Phaser.AUTO;
  return Phaser.CANVAS;
}

/**
 * Time spent on each frame's update and render, for `npm run bench` (read as `window.__candyPerf`).
 * Kept to the last 2000 frames.
 */
function measureFrames(game: Phaser.Game): void {
  const work: number[] = [];
  let started = 0;
  let frames = 0;
  game.events.on(Phaser.Core.Events.PRE_STEP, () => {
    started = performance.now();
  });
  game.events.on(Phaser.Core.Events.POST_RENDER, () => {
    frames += 1;
    work.push(performance.now() - started);
    if (work.length > 2000) work.splice(0, work.length - 2000);
  });
  Object.defineProperty(window, '__candyPerf', {
    get: () => ({ frames, work: [...work], fps: game.loop.actualFps }),
    configurable: true,
  });
}

export function startGame(parent: HTMLElement): Phaser.Game {
  const dpr = drawingScale();
  const bridge = new ShellBridge('candy');
  const sound = new SoundBoard();
  sound.attach();
  const publisher = new StatePublisher();
  publisher.install(window);
  const announcer = document.getElementById('announcer');

  const applyFlags = (flags: MuteFlags) => {
    sound.setSoundsMuted(flags.isSoundsMuted);
    sound.setMusicMuted(flags.isMusicMuted);
    publisher.update({ ...flags });
    game.events.emit('mute');
  };

  let pending: Promise<Vocabulary> | null = null;
  let loads = 0;
  const context: CandyContext = {
    bridge,
    sound,
    publisher,
    backdrop: new Backdrop(dpr),
    dpr,
    reducedMotion: prefersReducedMotion(),
    vocabulary: null,
    keyboardMode: false,
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
  };
  publisher.update({ isSoundsMuted: sound.soundsMuted, isMusicMuted: sound.musicMuted });

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
    backgroundColor: '#f6c7ff',
    banner: false,
    audio: { noAudio: true },
    scale: { mode: Phaser.Scale.NONE, zoom: 1 / dpr },
    render: { antialias: true, powerPreference: 'high-performance' },
    // No listeners on the parent window: a click in the site (say, in its popup) is not a tap in the game.
    input: { keyboard: true, mouse: true, touch: true, gamepad: false, windowEvents: false },
    disableContextMenu: true,
    fps: { target: 60 },
    scene: [BootScene, PreloadScene, MenuScene, PlayScene, ResultScene],
  });
  setCandyContext(game, context);
  parent.dataset.started = 'true';
  measureFrames(game);

  new ResizeObserver(() => {
    const next = size();
    if (next.width !== game.scale.width || next.height !== game.scale.height) {
      game.scale.resize(next.width, next.height);
    }
  }).observe(parent);

  bridge.on('mute-flags', applyFlags);
  bridge.on('reload', () => void context.loadVocabulary());
  document.addEventListener('visibilitychange', () => sound.suspend(document.hidden));
  // Focus rings show while the player uses the keyboard, and hide at the first tap.
  window.addEventListener(
    'keydown',
    () => {
      context.keyboardMode = true;
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
