/**
 * Juice: laser bolts from the cannon, sparks where they hit, explosions with debris and a
 * shockwave, points rising, banners across the field, and the slow starfield. Objects are pooled:
 * a busy wave makes no garbage to collect mid-game.
 */
import type Phaser from 'phaser';
import { TextEffects } from '../common/text-effects.ts';
import { particleFrame } from './textures.ts';
import { PALETTE } from './theme.ts';

const FIRE = [PALETTE.white, PALETTE.goldLight, PALETTE.gold, PALETTE.orange];
const ROCK = [PALETTE.rockLight, PALETTE.rock];

export class Effects extends TextEffects {
  private readonly sparks: Phaser.GameObjects.Particles.ParticleEmitter;
  private readonly chunks: Phaser.GameObjects.Particles.ParticleEmitter;
  private readonly flames: Phaser.GameObjects.Particles.ParticleEmitter;
  private stars: Phaser.GameObjects.Particles.ParticleEmitter | null = null;
  private readonly bolts: Phaser.GameObjects.Image[] = [];
  private readonly flashes: Phaser.GameObjects.Image[] = [];
  private readonly rings: Phaser.GameObjects.Image[] = [];

  constructor(scene: Phaser.Scene, u: number, reducedMotion: boolean) {
    super(scene, u, reducedMotion, {
      outline: PALETTE.outline,
      bannerShadow: { glow: true },
      tilt: [0, 0],
      subInk: PALETTE.ink,
    });
    this.sparks = scene.add
      .particles(0, 0, 'particles', {
        frame: particleFrame('spark', PALETTE.gold),
        emitting: false,
        lifespan: reducedMotion ? 250 : { min: 300, max: 650 },
        speed: reducedMotion ? { min: 20 * u, max: 60 * u } : { min: 80 * u, max: 340 * u },
        angle: { min: 0, max: 360 },
        scale: { start: 0.9 * u, end: 0 },
        alpha: { start: 1, end: 0 },
      })
      .setDepth(45);
    this.chunks = scene.add
      .particles(0, 0, 'particles', {
        frame: particleFrame('chunk', PALETTE.rock),
        emitting: false,
        lifespan: reducedMotion ? 300 : { min: 500, max: 900 },
        speed: reducedMotion ? { min: 20 * u, max: 50 * u } : { min: 60 * u, max: 220 * u },
        angle: { min: 0, max: 360 },
        rotate: { start: 0, end: 360 },
        scale: { start: 0.55 * u, end: 0.15 * u },
        alpha: { start: 1, end: 0 },
        gravityY: reducedMotion ? 0 : 160 * u,
      })
      .setDepth(44);
    this.flames = scene.add
      .particles(0, 0, 'particles', {
        frame: [PALETTE.goldLight, PALETTE.gold, PALETTE.orange].map((colour) =>
          particleFrame('spark', colour),
        ),
        emitting: false,
        lifespan: 320,
        speedY: { min: -40 * u, max: -10 * u },
        speedX: { min: -12 * u, max: 12 * u },
        scale: { start: 0.55 * u, end: 0 },
        alpha: { start: 0.9, end: 0 },
      })
      .setDepth(9);
  }

  /** A puff of engine flame behind a ship. */
  trail(x: number, y: number): void {
    if (this.reducedMotion) return;
    this.flames.emitParticleAt(x, y, 1);
  }

  /** Stars streaming past the field (none with reduced motion): the base flies through space. */
  setStarfield(field: { x: number; y: number; width: number; height: number }): void {
    this.stars?.destroy();
    this.stars = null;
    if (this.reducedMotion) return;
    const u = this.u;
    this.stars = this.scene.add
      .particles(0, 0, 'particles', {
        frame: particleFrame('spark', PALETTE.white),
        x: { min: field.x * u, max: (field.x + field.width) * u },
        y: field.y * u,
        lifespan: 5200,
        speedY: { min: (field.height * u) / 6, max: (field.height * u) / 3.2 },
        scale: { min: 0.12 * u, max: 0.3 * u },
        alpha: { min: 0.3, max: 0.8 },
        frequency: 180,
      })
      .setDepth(-500);
    this.stars.fastForward(5000);
  }

  private pooled(pool: Phaser.GameObjects.Image[], texture: string, depth: number): Phaser.GameObjects.Image {
    const free = pool.find((image) => !image.visible);
    if (free) return free.setVisible(true).setAlpha(1).setScale(1).setAngle(0);
    const image = this.scene.add.image(0, 0, texture).setDepth(depth);
    pool.push(image);
    return image;
  }

  /**
   * A bolt from the muzzle to a point. It shows at once (this frame), then flies; `onHit` runs
   * where it lands.
   */
  shoot(from: { x: number; y: number }, to: { x: number; y: number }, onHit?: () => void): void {
    const bolt = this.pooled(this.bolts, 'bolt', 40);
    const angle = Math.atan2(to.y - from.y, to.x - from.x);
    bolt.setPosition(from.x, from.y).setRotation(angle + Math.PI / 2);
    const distance = Math.hypot(to.x - from.x, to.y - from.y);
    const duration = Math.max(50, Math.min(150, distance / (4 * this.u)));
    const flash = this.pooled(this.flashes, 'glow-gold', 39);
    // The glow texture is 96 CSS pixels wide: a flash of about 40.
    flash.setPosition(from.x, from.y).setScale(0.42);
    this.scene.tweens.add({
      targets: flash,
      scale: 0.05,
      alpha: 0,
      duration: 140,
      onComplete: () => flash.setVisible(false),
    });
    this.scene.tweens.add({
      targets: bolt,
      x: to.x,
      y: to.y,
      duration,
      onComplete: () => {
        bolt.setVisible(false);
        this.sparks.setEmitterFrame(FIRE.map((colour) => particleFrame('spark', colour)));
        this.sparks.explode(this.reducedMotion ? 1 : 4, to.x, to.y);
        onHit?.();
      },
    });
  }

  /** An enemy blows up: flash, shockwave, sparks and debris in its colours. */
  explode(x: number, y: number, size: number, colours: string[], ship: boolean): void {
    const flash = this.pooled(this.flashes, 'glow-gold', 46);
    const scale = (size * 2.2) / flash.width;
    flash.setPosition(x, y).setScale(scale * 0.4);
    this.scene.tweens.add({
      targets: flash,
      scale,
      alpha: 0,
      duration: this.reducedMotion ? 200 : 320,
      ease: 'Quad.easeOut',
      onComplete: () => flash.setVisible(false),
    });
    if (!this.reducedMotion) {
      const ring = this.pooled(this.rings, 'ring', 46);
      const ringScale = (size * 2.6) / ring.width;
      ring.setPosition(x, y).setScale(ringScale * 0.2);
      this.scene.tweens.add({
        targets: ring,
        scale: ringScale,
        alpha: 0,
        duration: 420,
        ease: 'Cubic.easeOut',
        onComplete: () => ring.setVisible(false),
      });
    }
    const many = this.reducedMotion ? 0.3 : 1;
    this.sparks.setEmitterFrame([...FIRE, ...colours].map((colour) => particleFrame('spark', colour)));
    this.sparks.explode(Math.round(18 * many), x, y);
    this.chunks.setEmitterFrame(
      (ship ? [PALETTE.orange, ...colours] : ROCK).map((colour) => particleFrame('chunk', colour)),
    );
    this.chunks.explode(Math.round(10 * many), x, y);
  }

  /** The base is hit: a red flash where the enemy struck. */
  impact(x: number, y: number, size: number): void {
    const flash = this.pooled(this.flashes, 'glow-red', 46);
    flash.setTexture('glow-red');
    const scale = (size * 3) / flash.width;
    flash.setPosition(x, y).setScale(scale * 0.3);
    this.scene.tweens.add({
      targets: flash,
      scale,
      alpha: 0,
      duration: 500,
      ease: 'Quad.easeOut',
      onComplete: () => flash.setVisible(false).setTexture('glow-gold'),
    });
    this.sparks.setEmitterFrame(
      [PALETTE.danger, PALETTE.orange, PALETTE.white].map((c) => particleFrame('spark', c)),
    );
    this.sparks.explode(this.reducedMotion ? 6 : 24, x, y);
  }
}
