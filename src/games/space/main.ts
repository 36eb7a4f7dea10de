/**
 * Space Words: `startGame(parent)` runs the game in an element. The page starts it in #game.
 */
import '../../shared/zod-jitless.ts';
import type Phaser from 'phaser';
import { SPACE_LOOP } from '../common/audio.ts';
import { BootScene } from '../common/boot-scene.ts';
import { launchGame } from '../common/launch.ts';
import { type SpaceBackdropParts, spaceBackdrop } from './backdrop.ts';
import { readOptions, type SpaceContext, writeOptions } from './context.ts';
import { SPACE_LOOK } from './look.ts';
import { MenuScene } from './scenes/menu-scene.ts';
import { PlayScene } from './scenes/play-scene.ts';
import { PreloadScene } from './scenes/preload-scene.ts';
import { ResultScene } from './scenes/result-scene.ts';
import { createPublisher, type SpaceSnapshot } from './test-state.ts';

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
  const publisher = createPublisher();
  const { game, context } = launchGame<SpaceSnapshot, SpaceBackdropParts, SpaceContext>({
    id: 'space',
    parent,
    publisher,
    look: SPACE_LOOK,
    backdrop: spaceBackdrop,
    music: SPACE_LOOP,
    backgroundColor: '#0b1b3f',
    scenes: [BootScene, PreloadScene, MenuScene, PlayScene, ResultScene],
    // Two thumbs on the on-screen keyboard.
    activePointers: 3,
    extend: (context, game) => ({
      screenKeyboard: wantsScreenKeyboard(),
      setScreenKeyboard: (shown) => {
        if (context.screenKeyboard === shown) return;
        context.screenKeyboard = shown;
        game().events.emit('screen-keyboard', shown);
      },
      options: readOptions(),
      setOptions: (part) => {
        context.options = { ...context.options, ...part };
        writeOptions(context.options);
        publisher.update({ forgiveAccents: context.options.forgiveAccents });
      },
      keyArrivedAtFrame: null,
      keyArrivedAt: 0,
      keyToShotFrames: [],
      keyToShotMs: [],
    }),
    onKeyDown: (event, context, game) => {
      // When the key arrived, in frames of the game loop: the shot it fires must show in the next.
      context.keyArrivedAtFrame = game.loop.frame;
      context.keyArrivedAt = event.timeStamp;
      if (isTypingKey(event)) context.setScreenKeyboard(false);
    },
  });
  publisher.update({ forgiveAccents: context.options.forgiveAccents });
  Object.defineProperty(window, '__spaceKeys', {
    get: () => ({ keyToShotFrames: [...context.keyToShotFrames], keyToShotMs: [...context.keyToShotMs] }),
    configurable: true,
  });
  return game;
}

const parent = document.getElementById('game');
if (parent) startGame(parent);
