/**
 * An enemy on screen: an asteroid or a ship with its translation in a pill below it; while it is
 * the target, a golden reticle and the answer as far as typed.
 */
import Phaser from 'phaser';
import { drawTexture } from '../common/icons.ts';
import { createMeasure } from '../common/measure-text.ts';
import { isolateDirection, isRightToLeft } from '../common/text-fit.ts';
import { fitLabel, LABEL_LINE_HEIGHT } from './layout.ts';
import type { Enemy } from './round.ts';
import { ASTEROID_VARIANTS, asteroidKey, drawLabelPill, SHIP_VARIANTS, shipKey } from './textures.ts';
import { FONT_CONSOLE, FONT_UI, LABEL_COLOURS, type LabelColour, PALETTE } from './theme.ts';

const LABEL_WEIGHT = '800';
export const measureLabel = createMeasure(LABEL_WEIGHT, FONT_UI);

export type EnemyLook = {
  /** Asteroid size in device pixels (the textures' size). */
  size: number;
  /** Widest label, in device pixels. */
  labelWidth: number;
  /** Label font size in device pixels. */
  labelFont: number;
  dpr: number;
  /** What every label says instead of the card's back (dictation: the word is a sound). */
  labelText?: string;
  /** Put before each label (the upgrade wave's "↑": a word to make stronger). */
  labelPrefix?: string;
};

function colourFor(id: number): LabelColour {
  const mixed = (id * 2_654_435_761) >>> 0;
  return LABEL_COLOURS[mixed % LABEL_COLOURS.length] as LabelColour;
}

export class EnemySprite extends Phaser.GameObjects.Container {
  readonly enemy: Enemy;
  readonly rock: Phaser.GameObjects.Image;
  readonly label: Phaser.GameObjects.Image;
  readonly typed: Phaser.GameObjects.Text;
  readonly colour: LabelColour;
  readonly bodySize: number;
  private readonly look: EnemyLook;
  private reticle: Phaser.GameObjects.Image | null = null;
  private lines: string[] = [];
  private fontSize = 0;
  private room = { width: 0, height: 0 };
  private labelKey: string;
  locked = false;
  hint: string | null = null;
  typedText = '';
  /** Sideways drift of ships (device pixels), added to the field position. */
  readonly wobble: number;
  /** Half the widest part (label or body), to keep it on screen. */
  halfWidth = 0;

  constructor(scene: Phaser.Scene, enemy: Enemy, look: EnemyLook) {
    super(scene, 0, 0);
    this.enemy = enemy;
    this.look = look;
    this.colour = colourFor(enemy.id);
    const ship = enemy.kind === 'ship';
    const key = ship
      ? shipKey(enemy.id % SHIP_VARIANTS, look.size)
      : asteroidKey(enemy.id % ASTEROID_VARIANTS, look.size);
    // Long words come on bigger rocks.
    const scale = ship ? 1 : 0.85 + Math.min(enemy.letters, 12) * 0.025;
    this.rock = scene.add.image(0, 0, key).setScale(scale);
    if (!ship) this.rock.setAngle((enemy.id * 47) % 360);
    this.bodySize = look.size * scale;
    this.wobble = ship ? look.size * 0.35 : 0;
    this.labelKey = `label-${enemy.id}`;
    this.fitLabel();
    this.label = scene.add.image(0, 0, this.drawLabel(false));
    this.label.setY(this.bodySize * 0.42 + this.label.height / 2 - look.dpr * 2);
    this.typed = scene.add
      .text(0, this.label.y + this.label.height / 2 + look.dpr * 2, '', {
        fontFamily: FONT_CONSOLE,
        fontSize: `${Math.round(look.labelFont * 1.05)}px`,
        fontStyle: '700',
        color: PALETTE.goldLight,
        stroke: PALETTE.outline,
        strokeThickness: look.dpr * 4,
      })
      .setOrigin(0.5, 0)
      .setVisible(false);
    this.add([this.rock, this.label, this.typed]);
    this.halfWidth = Math.max(this.label.width, this.bodySize) / 2;
    scene.add.existing(this);
  }

  private fitLabel(): void {
    const look = this.look;
    const { fitted, room } = fitLabel(
      this.look.labelText ?? `${this.look.labelPrefix ?? ''}${this.enemy.card.back}`,
      look.labelWidth / look.dpr,
      look.labelFont / look.dpr,
      measureLabel,
    );
    this.room = room;
    this.lines = fitted.lines;
    this.fontSize = fitted.fontSize;
  }

  /** The translation as drawn (CSS pixels): lines, font size, widest line and the room it had. */
  get fitted(): {
    lines: string[];
    fontSize: number;
    width: number;
    room: { width: number; height: number };
  } {
    return {
      lines: this.lines,
      fontSize: this.fontSize,
      width: Math.max(0, ...this.lines.map((line) => measureLabel(line, this.fontSize))),
      room: this.room,
    };
  }

  /** The pill texture, gold-rimmed when locked; returns its key. */
  private drawLabel(locked: boolean): string {
    const { dpr } = this.look;
    const size = this.fontSize * dpr;
    const lineHeight = size * LABEL_LINE_HEIGHT;
    const widest = Math.max(...this.lines.map((line) => measureLabel(line, this.fontSize))) * dpr;
    const pad = 6 * dpr;
    const width = Math.ceil(widest + 22 * dpr + pad * 2);
    const height = Math.ceil(this.lines.length * lineHeight + 10 * dpr + pad * 2);
    const rtl = isRightToLeft(this.look.labelText ?? this.enemy.card.back);
    drawTexture(this.scene.textures, this.labelKey, width, height, (ctx) => {
      drawLabelPill(ctx, width, height, pad, this.colour, locked);
      ctx.font = `${LABEL_WEIGHT} ${size}px ${FONT_UI}`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.direction = rtl ? 'rtl' : 'ltr';
      ctx.fillStyle = '#ffffff';
      ctx.shadowColor = 'rgba(0,0,0,0.35)';
      ctx.shadowOffsetY = dpr;
      const top = height / 2 - ((this.lines.length - 1) * lineHeight) / 2 - dpr;
      this.lines.forEach((line, index) => {
        ctx.fillText(line, width / 2, top + index * lineHeight);
      });
    });
    return this.labelKey;
  }

  setLocked(locked: boolean, reducedMotion: boolean): void {
    if (this.locked === locked) return;
    this.locked = locked;
    this.label.setTexture(this.drawLabel(locked));
    if (locked) {
      if (!this.reticle) {
        const size = this.bodySize * 1.5;
        this.reticle = this.scene.add.image(0, 0, 'reticle').setDisplaySize(size, size);
        this.addAt(this.reticle, 0);
        if (!reducedMotion) {
          this.reticle.setScale(this.reticle.scaleX * 1.6).setAlpha(0);
          this.scene.tweens.add({
            targets: this.reticle,
            scale: this.reticle.scaleX / 1.6,
            alpha: 1,
            duration: 140,
            ease: 'Quad.easeOut',
          });
        }
      }
      this.setDepth(30);
    } else {
      this.reticle?.destroy();
      this.reticle = null;
      this.setTyped('', 0);
      this.setDepth(10);
    }
  }

  /** The answer as far as typed, then a dot for each letter left. */
  setTyped(typed: string, left: number): void {
    this.typedText = typed;
    if (!typed) {
      this.typed.setVisible(false);
      return;
    }
    const text = `${typed}${'·'.repeat(Math.min(left, 24))}`;
    this.typed.setText(isolateDirection(text)).setVisible(true);
  }

  /** Its hint was asked for (the play screen shows it whole on the line under the cannon). */
  showHint(hint: string): void {
    this.hint = hint;
  }

  /** Flashes red: a wrong letter while it was the target. */
  flashWrong(reducedMotion: boolean): void {
    const scene = this.scene;
    this.label.setAlpha(0.5);
    scene.time.delayedCall(90, () => this.label.active && this.label.setAlpha(1));
    if (reducedMotion) return;
    const x = this.label.x;
    scene.tweens.add({
      targets: this.label,
      x: { from: x - 5 * this.look.dpr, to: x + 5 * this.look.dpr },
      duration: 45,
      yoyo: true,
      repeat: 2,
      onComplete: () => this.label.active && this.label.setX(x),
    });
  }

  override destroy(fromScene?: boolean): void {
    const textures = this.scene?.textures;
    super.destroy(fromScene);
    if (textures?.exists(this.labelKey)) textures.remove(this.labelKey);
  }
}
