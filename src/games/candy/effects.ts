/** Juice: sugar bursts when a pair pops, floating points, and cheers for long combos. */
import type Phaser from 'phaser';
import { TextEffects } from '../common/text-effects.ts';
import { particleFrame } from './textures.ts';
import { PALETTE } from './theme.ts';

const CHEERS = ['', '', '', 'Sweet!', 'Tasty!', 'Delicious!', 'Sugar rush!'];

export function cheerFor(combo: number): string {
  return CHEERS[Math.min(combo, CHEERS.length - 1)] ?? '';
}

export class Effects extends TextEffects {
  private readonly dots: Phaser.GameObjects.Particles.ParticleEmitter;
  private readonly sparkles: Phaser.GameObjects.Particles.ParticleEmitter;

  constructor(scene: Phaser.Scene, u: number, reducedMotion: boolean) {
    super(scene, u, reducedMotion, {
      outline: '#ffffff',
      bannerShadow: { glow: false, colour: 'rgba(120,30,110,0.35)', offsetY: 5, blur: 6 },
      tilt: [-8, -3],
      subInk: PALETTE.ink,
    });
    this.dots = scene.add
      .particles(0, 0, 'particles', {
        frame: particleFrame('sugar', '#ffffff'),
        emitting: false,
        lifespan: reducedMotion ? 350 : { min: 500, max: 800 },
        speed: reducedMotion ? { min: 30 * u, max: 80 * u } : { min: 140 * u, max: 380 * u },
        angle: { min: 0, max: 360 },
        rotate: { min: 0, max: 360 },
        scale: { start: 0.55 * u, end: 0 },
        alpha: { start: 1, end: 0.2 },
        gravityY: reducedMotion ? 0 : 700 * u,
      })
      .setDepth(40);
    this.sparkles = scene.add
      .particles(0, 0, 'particles', {
        frame: particleFrame('sparkle', '#ffffff'),
        emitting: false,
        lifespan: reducedMotion ? 300 : 520,
        speed: reducedMotion ? { min: 10 * u, max: 40 * u } : { min: 40 * u, max: 170 * u },
        angle: { min: 0, max: 360 },
        scale: { start: 0.9 * u, end: 0 },
        alpha: { start: 1, end: 0 },
      })
      .setDepth(41);
  }

  /** A burst of sugar in the colours of the popped candies. */
  burst(x: number, y: number, colours: string[]): void {
    const count = this.reducedMotion ? 4 : 12;
    this.dots.setEmitterFrame(colours.map((colour) => particleFrame('sugar', colour)));
    this.dots.explode(count * colours.length, x, y);
    this.sparkles.explode(this.reducedMotion ? 2 : 6, x, y);
  }
}
