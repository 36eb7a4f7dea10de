/** The score bar at the top of the play screen: score and combo, wave, shields. */
import type Phaser from 'phaser';
import { groupDigits } from '../../shared/number-format.ts';
import type { BackdropPanel } from '../common/backdrop.ts';
import { ICON_SIZE, iconTexture } from '../common/icons.ts';
import { ScoreTicker } from '../common/score-ticker.ts';
import type { Rect } from './layout.ts';
import { FONT_DISPLAY, FONT_UI, PALETTE } from './theme.ts';

/** The card under the score bar (drawn on the backdrop, as it never moves). */
export function hudPanel(rect: Rect): BackdropPanel {
  return { ...rect, radius: 18, fill: 'rgba(12,16,52,0.78)', stroke: 'rgba(111,242,226,0.28)' };
}

export class Hud {
  private readonly objects: Phaser.GameObjects.GameObject[] = [];
  private readonly score: Phaser.GameObjects.Text;
  private readonly combo: Phaser.GameObjects.Text;
  private readonly wave: Phaser.GameObjects.Text;
  private readonly shields: Phaser.GameObjects.Image[] = [];
  private readonly ticker = new ScoreTicker();
  private lastShields = -1;
  private lastWave = -1;
  private lastMultiplier = -1;

  /**
   * `left` and `right` are where the buttons at either end stop (device pixels): the numbers sit
   * between them.
   */
  constructor(
    private readonly scene: Phaser.Scene,
    private readonly u: number,
    rect: Rect,
    left: number,
    right: number,
    maxShields: number,
    private readonly reducedMotion: boolean,
  ) {
    const y = rect.y * u;
    const h = rect.height * u;
    const compact = rect.height < 56;
    const label = (x: number, text: string, originX: number) =>
      scene.add
        .text(x, y + h * 0.27, text, {
          fontFamily: FONT_UI,
          fontSize: `${(compact ? 9.5 : 11) * u}px`,
          fontStyle: '800',
          color: PALETTE.inkSoft,
          letterSpacing: 1.5 * u,
        } as Phaser.Types.GameObjects.Text.TextStyle)
        .setOrigin(originX, 0.5);
    const value = (x: number, colour: string, originX: number, size = 0.38) =>
      scene.add
        .text(x, y + h * 0.62, '', {
          fontFamily: FONT_DISPLAY,
          fontSize: `${Math.round(h * size)}px`,
          fontStyle: '900',
          color: colour,
        })
        .setOrigin(originX, 0.5);
    const span = right - left;
    const scoreX = left + 10 * u;
    const waveX = left + span * 0.5;
    const shieldsX = right - 8 * u;
    this.objects.push(label(scoreX, 'SCORE', 0), label(waveX, 'WAVE', 0.5), label(shieldsX, 'SHIELDS', 1));
    this.score = value(scoreX, PALETTE.ink, 0);
    this.combo = scene.add
      .text(scoreX, y + h * 0.62, '', {
        fontFamily: FONT_DISPLAY,
        fontSize: `${Math.round(h * 0.3)}px`,
        fontStyle: '900',
        color: PALETTE.gold,
      })
      .setOrigin(0, 0.5);
    this.wave = value(waveX, PALETTE.tealLight, 0.5);
    const iconSize = (compact ? 17 : 22) * u;
    for (let index = 0; index < maxShields; index += 1) {
      const icon = scene.add
        .image(
          shieldsX - iconSize / 2 - (maxShields - 1 - index) * iconSize * 1.12,
          y + h * 0.62,
          iconTexture(scene.textures, 'shield', PALETTE.tealLight),
        )
        .setScale(iconSize / ICON_SIZE);
      this.shields.push(icon);
    }
    this.objects.push(this.score, this.combo, this.wave, ...this.shields);
    for (const object of this.objects)
      (object as unknown as Phaser.GameObjects.Components.Depth).setDepth(50);
  }

  update(score: number, multiplier: number, wave: number, shields: number): void {
    const scoreText = groupDigits(this.ticker.step(score));
    if (this.score.text !== scoreText) {
      this.score.setText(scoreText);
      this.combo.setX(this.score.x + this.score.width + 8 * this.u);
    }
    if (multiplier !== this.lastMultiplier) {
      this.lastMultiplier = multiplier;
      this.combo.setText(multiplier > 1 ? `×${multiplier}` : '');
      this.combo.setX(this.score.x + this.score.width + 8 * this.u);
      if (multiplier > 1 && !this.reducedMotion) {
        this.scene.tweens.add({
          targets: this.combo,
          scale: { from: 1.6, to: 1 },
          duration: 320,
          ease: 'Back.easeOut',
        });
      }
    }
    if (wave !== this.lastWave) {
      this.lastWave = wave;
      this.wave.setText(String(wave));
    }
    if (shields !== this.lastShields) {
      const lost = this.lastShields > shields;
      this.shields.forEach((icon, index) => {
        const on = index < shields;
        icon.setTexture(
          iconTexture(this.scene.textures, 'shield', on ? PALETTE.tealLight : 'rgba(179,170,219,0.3)'),
        );
        if (!this.reducedMotion && lost && index === shields) {
          this.scene.tweens.add({
            targets: icon,
            scale: { from: icon.scale * 1.8, to: icon.scale },
            duration: 400,
          });
        }
      });
      this.lastShields = shields;
    }
  }

  destroy(): void {
    for (const object of this.objects) object.destroy();
  }
}
