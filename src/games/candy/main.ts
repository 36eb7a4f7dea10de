/**
 * Word Candy Match: `startGame(parent)` runs the game in an element. The page starts it in #game.
 * What both games share (engine set-up, bridge, sound, test state) is in common/launch.ts.
 */
import '../../shared/zod-jitless.ts';
import type Phaser from 'phaser';
import type { BackdropParts } from '../common/backdrop.ts';
import { BootScene } from '../common/boot-scene.ts';
import { launchGame } from '../common/launch.ts';
import { candyBackdrop } from './backdrop.ts';
import type { CandyContext } from './context.ts';
import { CANDY_LOOK } from './look.ts';
import { MenuScene } from './scenes/menu-scene.ts';
import { PlayScene } from './scenes/play-scene.ts';
import { PreloadScene } from './scenes/preload-scene.ts';
import { ResultScene } from './scenes/result-scene.ts';
import { type CandySnapshot, createPublisher } from './test-state.ts';

export function startGame(parent: HTMLElement): Phaser.Game {
  return launchGame<CandySnapshot, BackdropParts, CandyContext>({
    id: 'candy',
    parent,
    publisher: createPublisher(),
    look: CANDY_LOOK,
    backdrop: candyBackdrop,
    backgroundColor: '#f6c7ff',
    scenes: [BootScene, PreloadScene, MenuScene, PlayScene, ResultScene],
    extend: () => ({}),
  }).game;
}

const parent = document.getElementById('game');
if (parent) startGame(parent);
