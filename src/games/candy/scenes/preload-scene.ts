import Phaser from 'phaser';
import { gameContext } from '../../common/context.ts';
import { SCENES } from '../../common/scene-keys.ts';
import { makeParticles, makeStars } from '../textures.ts';
import { PARTICLE_COLOURS } from '../theme.ts';

/** Draws the textures every scene uses (icons, particles); candies are drawn at their board size. */
export class PreloadScene extends Phaser.Scene {
  constructor() {
    super(SCENES.preload);
  }

  create(): void {
    gameContext(this).publisher.describe(() => ({ scene: 'preload', ready: false }));
    makeStars(this.textures);
    makeParticles(this.textures, PARTICLE_COLOURS);
    this.scene.start(SCENES.menu);
  }
}
