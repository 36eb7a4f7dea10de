import Phaser from 'phaser';
import { gameContext } from '../../common/context.ts';
import { SCENES } from '../../common/scene-keys.ts';
import type { SpaceContext } from '../context.ts';
import { makeBolt, makeGlow, makeParticles, makeReticle, makeRing } from '../textures.ts';
import { PARTICLE_COLOURS } from '../theme.ts';

/** Draws the textures every screen uses; enemies and the base are drawn at their play size. */
export class PreloadScene extends Phaser.Scene {
  constructor() {
    super(SCENES.preload);
  }

  create(): void {
    const context = gameContext<SpaceContext>(this);
    context.publisher.describe(() => ({ scene: 'preload', ready: false }));
    const u = context.dpr;
    makeParticles(this.textures, PARTICLE_COLOURS);
    makeBolt(this.textures, 'bolt', Math.round(8 * u));
    makeGlow(this.textures, 'glow-gold', Math.round(96 * u), 'rgba(255,197,61,0.7)');
    makeGlow(this.textures, 'glow-teal', Math.round(96 * u), 'rgba(111,242,226,0.6)');
    makeGlow(this.textures, 'glow-red', Math.round(96 * u), 'rgba(255,71,87,0.7)');
    makeRing(this.textures, 'ring', Math.round(128 * u));
    makeReticle(this.textures, 'reticle', Math.round(64 * u));
    this.scene.start(SCENES.menu);
  }
}
