/**
 * Word Candy Match's engine: Phaser and the scenes, loaded when Play is first pressed (main.ts).
 * Its menu scene shows the HTML start screen again after a round (common/html-menu-scene.ts).
 */
import type Phaser from 'phaser';
import { BootScene } from '../common/boot-scene.ts';
import { HtmlMenuScene } from '../common/html-menu-scene.ts';
import { startEngine } from '../common/launch.ts';
import type { PreparedGame } from '../common/prepare.ts';
import type { CandyContext } from './context.ts';
import { PlayScene } from './scenes/play-scene.ts';
import { PreloadScene } from './scenes/preload-scene.ts';
import { ResultScene } from './scenes/result-scene.ts';

export function startCandyEngine(parent: HTMLElement, prepared: PreparedGame<CandyContext>): Phaser.Game {
  return startEngine('candy', parent, prepared, {
    backgroundColor: '#f6c7ff',
    scenes: [BootScene, PreloadScene, HtmlMenuScene, PlayScene, ResultScene],
  });
}
