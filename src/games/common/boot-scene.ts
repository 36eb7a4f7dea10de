import Phaser from 'phaser';
import { gameContext } from './context.ts';
import { SCENES } from './scene-keys.ts';

/** Asks the site for the words and paints the sky while the textures are drawn, then hands over to Preload. */
export class BootScene extends Phaser.Scene {
  constructor() {
    super(SCENES.boot);
  }

  create(): void {
    const context = gameContext(this);
    context.publisher.describe(() => ({ scene: 'boot', ready: false }));
    // Not awaited: the menu shows the list as soon as the answer arrives.
    void context.loadVocabulary();
    // The sky, in this frame rather than the start screen's first (each frame is one task).
    context.backdrop.prepare(this);
    this.scene.start(SCENES.preload);
  }
}
