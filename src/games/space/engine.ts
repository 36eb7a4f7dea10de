/**
 * Space Words' engine: Phaser and the scenes, loaded when Play is first pressed (main.ts).
 * Its menu scene shows the HTML start screen again after a round (common/html-menu-scene.ts).
 */
import type Phaser from 'phaser';
import { BootScene } from '../common/boot-scene.ts';
import { HtmlMenuScene } from '../common/html-menu-scene.ts';
import { startEngine } from '../common/launch.ts';
import type { PreparedGame } from '../common/prepare.ts';
import type { SpaceContext } from './context.ts';
import { PlayScene } from './scenes/play-scene.ts';
import { PreloadScene } from './scenes/preload-scene.ts';
import { ResultScene } from './scenes/result-scene.ts';

export function startSpaceEngine(parent: HTMLElement, prepared: PreparedGame<SpaceContext>): Phaser.Game {
  return startEngine('space', parent, prepared, {
    backgroundColor: '#0b1b3f',
    scenes: [BootScene, PreloadScene, HtmlMenuScene, PlayScene, ResultScene],
    // Two thumbs on the on-screen keyboard.
    activePointers: 3,
  });
}
