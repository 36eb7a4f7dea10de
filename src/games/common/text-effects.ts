/** Words that pop over the play screen in both games: points rising, and big banners. */
import type Phaser from 'phaser';
import { FONT_DISPLAY } from './theme.ts';

export type TextEffectsLook = {
  /** The stroke round the letters. */
  outline: string;
  /** A banner's shadow: `glow` is the banner's own colour spread round it, else a drop shadow. */
  bannerShadow: { glow: true } | { glow: false; colour: string; offsetY: number; blur: number };
  /** Degrees a banner swings in from and settles at (0: straight). */
  tilt: [from: number, to: number];
  /** The smaller line under a banner. */
  subInk: string;
};

export class TextEffects {
  constructor(
    protected readonly scene: Phaser.Scene,
    protected readonly u: number,
    protected readonly reducedMotion: boolean,
    private readonly look: TextEffectsLook,
  ) {}

  /** Points rising from where something was won (sizes in CSS pixels, positions in device pixels). */
  floatText(x: number, y: number, text: string, colour: string, size = 22): void {
    const u = this.u;
    const label = this.scene.add
      .text(x, y, text, {
        fontFamily: FONT_DISPLAY,
        fontSize: `${Math.round(size * u)}px`,
        fontStyle: '900',
        color: colour,
        stroke: this.look.outline,
        strokeThickness: 5 * u,
      })
      .setOrigin(0.5)
      .setDepth(60);
    this.scene.tweens.add({
      targets: label,
      y: y - (this.reducedMotion ? 0 : 54 * u),
      alpha: { from: 1, to: 0 },
      scale: this.reducedMotion ? 1 : { from: 0.65, to: 1.1 },
      duration: 870,
      ease: 'Cubic.easeOut',
      onComplete: () => label.destroy(),
    });
  }

  /** A big word across the field (combos, waves, the end of a round), with an optional line under it. */
  banner(x: number, y: number, text: string, colour: string, size = 44, sub?: string): void {
    const u = this.u;
    const look = this.look;
    const label = this.scene.add
      .text(x, y, text, {
        fontFamily: FONT_DISPLAY,
        fontSize: `${Math.round(size * u)}px`,
        fontStyle: '900',
        color: colour,
        stroke: look.outline,
        strokeThickness: 8.5 * u,
        align: 'center',
      })
      .setOrigin(0.5)
      .setDepth(70);
    const shadow = look.bannerShadow;
    if (shadow.glow) label.setShadow(0, 0, colour, 18 * u, true, true);
    else label.setShadow(0, shadow.offsetY * u, shadow.colour, shadow.blur * u, true, true);
    const objects: Phaser.GameObjects.Text[] = [label];
    if (sub) {
      objects.push(
        this.scene.add
          .text(x, y + size * 0.85 * u, sub, {
            fontFamily: FONT_DISPLAY,
            fontSize: `${Math.round(size * 0.38 * u)}px`,
            fontStyle: '800',
            color: look.subInk,
            stroke: look.outline,
            strokeThickness: 5 * u,
            align: 'center',
          })
          .setOrigin(0.5)
          .setDepth(70),
      );
    }
    const destroy = () => {
      for (const object of objects) object.destroy();
    };
    if (this.reducedMotion) {
      this.scene.tweens.add({
        targets: objects,
        alpha: { from: 1, to: 0 },
        delay: 800,
        duration: 300,
        onComplete: destroy,
      });
      return;
    }
    label.setScale(0.25).setAngle(look.tilt[0]);
    this.scene.tweens.chain({
      targets: label,
      tweens: [
        { scale: 1, angle: look.tilt[1], duration: 260, ease: 'Back.easeOut' },
        { scale: 1.05, duration: 400, yoyo: true, ease: 'Sine.easeInOut' },
        { alpha: 0, y: y - 27 * u, duration: 270, ease: 'Quad.easeIn' },
      ],
      onComplete: destroy,
    });
    if (objects[1]) {
      this.scene.tweens.add({ targets: objects[1], alpha: { from: 1, to: 0 }, delay: 1000, duration: 300 });
    }
  }
}
