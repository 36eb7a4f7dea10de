/** The score bar at the top of the play screen: score, time with its bar, words, combo. */
import type Phaser from 'phaser';
import { groupDigits } from '../../shared/number-format.ts';
import type { BackdropPanel } from '../common/backdrop.ts';
import { ScoreTicker } from '../common/score-ticker.ts';
import type { Rect } from './layout.ts';
import { colourNumber, FONT_DISPLAY, FONT_UI, PALETTE } from './theme.ts';

export function formatTime(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The card under the score bar (drawn on the backdrop, as it never moves). */
export function hudPanel(rect: Rect): BackdropPanel {
  return {
    ...rect,
    radius: 22,
    fill: 'rgba(255,255,255,0.8)',
    stroke: '#ffffff',
    shadow: PALETTE.panelShadow,
  };
}

export class Hud {
  private readonly objects: Phaser.GameObjects.GameObject[] = [];
  private readonly score: Phaser.GameObjects.Text;
  private readonly time: Phaser.GameObjects.Text;
  private readonly words: Phaser.GameObjects.Text;
  private readonly combo: Phaser.GameObjects.Text;
  private readonly comboLabel: Phaser.GameObjects.Text;
  private readonly bar: Phaser.GameObjects.Graphics;
  private readonly barRect: { x: number; y: number; width: number; height: number };
  private readonly ticker = new ScoreTicker();
  private lastBarWidth = -1;
  private lastBarColour = -1;
  private lastTime = '';
  private lowTime = false;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly u: number,
    rect: Rect,
    private readonly reducedMotion: boolean,
  ) {
    const x = rect.x * u;
    const y = rect.y * u;
    const w = rect.width * u;
    const h = rect.height * u;
    const label = (lx: number, text: string, originX: number) =>
      scene.add
        .text(lx, y + h * 0.24, text, {
          fontFamily: FONT_UI,
          fontSize: `${11 * u}px`,
          fontStyle: '800',
          color: PALETTE.inkSoft,
          letterSpacing: 1.5 * u,
        } as Phaser.Types.GameObjects.Text.TextStyle)
        .setOrigin(originX, 0.5);
    const value = (vx: number, colour: string, originX: number) =>
      scene.add
        .text(vx, y + h * 0.54, '', {
          fontFamily: FONT_DISPLAY,
          fontSize: `${Math.round(h * 0.36)}px`,
          fontStyle: '900',
          color: colour,
        })
        .setOrigin(originX, 0.5);
    const side = 18 * u;
    this.objects.push(label(x + side, 'SCORE', 0));
    this.score = value(x + side, PALETTE.ink, 0);
    this.comboLabel = label(x + w - side, 'COMBO', 1);
    this.combo = value(x + w - side, PALETTE.primary, 1);
    this.time = scene.add
      .text(x + w / 2, y + h * 0.36, '', {
        fontFamily: FONT_DISPLAY,
        fontSize: `${Math.round(h * 0.38)}px`,
        fontStyle: '900',
        color: PALETTE.ink,
      })
      .setOrigin(0.5);
    this.words = scene.add
      .text(x + w / 2, y + h * 0.68, '', {
        fontFamily: FONT_UI,
        fontSize: `${11.5 * u}px`,
        fontStyle: '700',
        color: PALETTE.inkSoft,
      })
      .setOrigin(0.5);
    this.barRect = { x: x + side, y: y + h - 11 * u, width: w - side * 2, height: 6 * u };
    this.bar = scene.add.graphics();
    this.objects.push(this.score, this.comboLabel, this.combo, this.time, this.words, this.bar);
    for (const object of this.objects)
      (object as unknown as Phaser.GameObjects.Components.Depth).setDepth(50);
  }

  update(score: number, timeLeftMs: number, timeLimitMs: number, matched: number, total: number): void {
    const scoreText = groupDigits(this.ticker.step(score));
    if (this.score.text !== scoreText) this.score.setText(scoreText);
    const timeText = formatTime(timeLeftMs);
    if (timeText !== this.lastTime) {
      this.lastTime = timeText;
      this.time.setText(timeText);
      const low = timeLeftMs <= 10_000;
      if (low !== this.lowTime) {
        this.lowTime = low;
        this.time.setColor(low ? PALETTE.danger : PALETTE.ink);
      }
      if (low && !this.reducedMotion && timeLeftMs > 0) {
        this.scene.tweens.add({ targets: this.time, scale: { from: 1.18, to: 1 }, duration: 300 });
      }
    }
    const wordsText = `${matched} / ${total} words`;
    if (this.words.text !== wordsText) this.words.setText(wordsText);

    const share = timeLimitMs > 0 ? Math.max(0, Math.min(1, timeLeftMs / timeLimitMs)) : 0;
    const width = Math.round(this.barRect.width * share);
    const colour = colourNumber(share > 0.5 ? PALETTE.success : share > 0.2 ? PALETTE.gold : PALETTE.danger);
    if (width !== this.lastBarWidth || colour !== this.lastBarColour) {
      this.lastBarWidth = width;
      this.lastBarColour = colour;
      const { x, y, height } = this.barRect;
      this.bar.clear();
      this.bar.fillStyle(0x3b1747, 0.1);
      this.bar.fillRoundedRect(x, y, this.barRect.width, height, height / 2);
      if (width >= height) {
        this.bar.fillStyle(colour, 1);
        this.bar.fillRoundedRect(x, y, width, height, height / 2);
      }
    }
  }

  setCombo(combo: number, multiplier: number, broke: boolean): void {
    this.combo.setText(combo > 0 ? `×${multiplier}` : '×1');
    this.combo.setColor(combo >= 2 ? PALETTE.primary : PALETTE.inkSoft);
    if (this.reducedMotion) return;
    if (broke) {
      this.scene.tweens.add({
        targets: this.combo,
        x: this.combo.x + 4 * this.u,
        duration: 50,
        yoyo: true,
        repeat: 3,
      });
    } else if (combo >= 2) {
      this.scene.tweens.add({
        targets: this.combo,
        scale: { from: 1.45, to: 1 },
        duration: 320,
        ease: 'Back.easeOut',
      });
    }
  }

  /** A penalty shown by the clock. */
  flashPenalty(seconds: number): void {
    const text = this.scene.add
      .text(this.time.x + this.time.width / 2 + 8 * this.u, this.time.y, `−${seconds}s`, {
        fontFamily: FONT_DISPLAY,
        fontSize: `${16 * this.u}px`,
        fontStyle: '900',
        color: PALETTE.danger,
      })
      .setOrigin(0, 0.5)
      .setDepth(60);
    this.scene.tweens.add({
      targets: text,
      y: text.y + (this.reducedMotion ? 0 : 18 * this.u),
      alpha: 0,
      duration: 900,
      ease: 'Quad.easeIn',
      onComplete: () => text.destroy(),
    });
  }

  /** Centre of the clock, for effects. */
  get timeCentre(): { x: number; y: number } {
    return { x: this.time.x, y: this.time.y };
  }

  destroy(): void {
    for (const object of this.objects) object.destroy();
  }
}
