/** Juice: sugar bursts when a pair pops, floating points, and cheers for long combos. */
import type Phaser from 'phaser';
import { particleFrame } from './textures.ts';
import { FONT_DISPLAY, PALETTE } from './theme.ts';

const CHEERS = ['', '', '', 'Sweet!', 'Tasty!', 'Delicious!', 'Sugar rush!'];

export function cheerFor(combo: number): string {
  return CHEERS[Math.min(combo, CHEERS.length - 1)] ?? '';
}

export class Effects {
  private readonly dots: Phaser.GameObjects.Particles.ParticleEmitter;
  private readonly sparkles: Phaser.GameObjects.Particles.ParticleEmitter;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly u: number,
    private readonly reducedMotion: boolean,
  ) {
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

  /** Points rising from where a pair popped. */
  floatText(x: number, y: number, text: string, colour: string, size = 22): void {
    const u = this.u;
    const label = this.scene.add
      .text(x, y, text, {
        fontFamily: FONT_DISPLAY,
        fontSize: `${Math.round(size * u)}px`,
        fontStyle: '900',
        color: colour,
        stroke: '#ffffff',
        strokeThickness: 5 * u,
      })
      .setOrigin(0.5)
      .setDepth(60);
    this.scene.tweens.add({
      targets: label,
      y: y - (this.reducedMotion ? 0 : 56 * u),
      alpha: { from: 1, to: 0 },
      scale: this.reducedMotion ? 1 : { from: 0.6, to: 1.1 },
      duration: 850,
      ease: 'Cubic.easeOut',
      onComplete: () => label.destroy(),
    });
  }

  /** A big word across the board: combos, the end of the round. */
  banner(x: number, y: number, text: string, colour: string = PALETTE.primary, size = 44): void {
    const u = this.u;
    const label = this.scene.add
      .text(x, y, text, {
        fontFamily: FONT_DISPLAY,
        fontSize: `${Math.round(size * u)}px`,
        fontStyle: '900',
        color: colour,
        stroke: '#ffffff',
        strokeThickness: 9 * u,
      })
      .setOrigin(0.5)
      .setShadow(0, 5 * u, 'rgba(120,30,110,0.35)', 6 * u, true, true)
      .setDepth(70);
    if (this.reducedMotion) {
      this.scene.tweens.add({
        targets: label,
        alpha: { from: 1, to: 0 },
        delay: 700,
        duration: 300,
        onComplete: () => label.destroy(),
      });
      return;
    }
    label.setScale(0.2).setAngle(-8);
    this.scene.tweens.chain({
      targets: label,
      tweens: [
        { scale: 1, angle: -3, duration: 260, ease: 'Back.easeOut' },
        { scale: 1.06, duration: 380, yoyo: true, ease: 'Sine.easeInOut' },
        { alpha: 0, y: y - 30 * u, duration: 260, ease: 'Quad.easeIn' },
      ],
      onComplete: () => label.destroy(),
    });
  }
}
