/** A candy on the board: a glossy jelly with its word fitted inside, a selection ring and a focus ring. */
import Phaser from 'phaser';
import { createMeasure } from '../common/measure-text.ts';
import { isolateDirection } from '../common/text-fit.ts';
import type { Candy } from './board.ts';
import { fitLabel } from './label.ts';
import { CANDY_PAD, candyKey, makeCandyTextures, ringKey } from './textures.ts';
import { BACK_COLOURS, type CandyColour, FONT_UI, FRONT_COLOURS } from './theme.ts';

const WEIGHT = '800';

/** Text width of a candy's label, cached: fitting tries several sizes per word. */
export const measureLabel = createMeasure(WEIGHT, FONT_UI);

/** Words get warm colours, translations cool ones; which one is spread by the candy's id. */
export function colourFor(candy: Candy): CandyColour {
  const colours = candy.side === 'front' ? FRONT_COLOURS : BACK_COLOURS;
  const mixed = (candy.id * 2_654_435_761) >>> 0;
  return colours[mixed % colours.length] as CandyColour;
}

export class CandySprite extends Phaser.GameObjects.Container {
  readonly candy: Candy;
  readonly word: string;
  readonly colour: CandyColour;
  readonly jelly: Phaser.GameObjects.Image;
  readonly ring: Phaser.GameObjects.Image;
  readonly focusRing: Phaser.GameObjects.Image;
  readonly label: Phaser.GameObjects.Text;
  col = 0;
  row = 0;
  selected = false;
  /** Tweens moving it; its box is final when this is 0. */
  moving = 0;
  popping = false;
  candyWidth = 0;
  candyHeight = 0;
  /** The word as drawn: its lines, font size, widest line and the box it had (device pixels), for tests. */
  fitted: { lines: string[]; fontSize: number; width: number; room: { width: number; height: number } } = {
    lines: [],
    fontSize: 0,
    width: 0,
    room: { width: 0, height: 0 },
  };
  private wobble: Phaser.Tweens.Tween | null = null;

  /** The largest font size a word may have, in device pixels. */
  private maxFont: number;
  /** A clue's size in device pixels (the back of a card in a round with clues), else null. */
  private clueFont: number | null;

  constructor(
    scene: Phaser.Scene,
    candy: Candy,
    word: string,
    width: number,
    height: number,
    maxFont: number,
    clueFont: number | null = null,
  ) {
    super(scene, 0, 0);
    this.candy = candy;
    this.word = word;
    this.colour = colourFor(candy);
    this.maxFont = maxFont;
    this.clueFont = clueFont;
    this.ring = scene.add.image(0, 0, '__DEFAULT').setVisible(false);
    this.focusRing = scene.add.image(0, 0, '__DEFAULT').setVisible(false);
    this.jelly = scene.add.image(0, 0, '__DEFAULT');
    this.label = scene.add
      .text(0, 0, '', {
        fontFamily: FONT_UI,
        fontStyle: WEIGHT,
        color: '#ffffff',
        align: 'center',
        stroke: this.colour.ink,
      })
      .setOrigin(0.5);
    this.add([this.ring, this.jelly, this.label, this.focusRing]);
    this.resize(width, height);
    this.jelly.setInteractive({ useHandCursor: true });
    scene.add.existing(this);
  }

  resize(width: number, height: number, maxFont = this.maxFont, clueFont = this.clueFont): void {
    const sizesChanged = maxFont !== this.maxFont || clueFont !== this.clueFont;
    this.maxFont = maxFont;
    this.clueFont = clueFont;
    const w = Math.round(width);
    const h = Math.round(height);
    if (w === this.candyWidth && h === this.candyHeight && !sizesChanged) return;
    this.candyWidth = w;
    this.candyHeight = h;
    const textures = this.scene.textures;
    makeCandyTextures(textures, w, h);
    this.jelly.setTexture(candyKey(this.colour, w, h));
    this.ring.setTexture(ringKey('selected', w, h));
    this.focusRing.setTexture(ringKey('focus', w, h));
    // The hit area is the candy itself, not its shadow.
    const pad = Math.ceil(h * CANDY_PAD);
    this.jelly.input?.hitArea.setTo(pad, pad, w, h);

    // A clue at the round's clue size, a word as large as it fits (label.ts).
    const { fitted, room } = fitLabel(
      this.word,
      w,
      h,
      { maxFont: this.maxFont, clueFont: this.clueFont },
      measureLabel,
    );
    const size = fitted.fontSize;
    this.fitted = {
      lines: fitted.lines,
      fontSize: size,
      width: Math.max(0, ...fitted.lines.map((line) => measureLabel(line, size))),
      room,
    };
    this.label.setStyle({ fontSize: `${size}px` });
    this.label.setStroke(this.colour.ink, Math.max(2.5, size * 0.2));
    this.label.setShadow(0, Math.max(1, size * 0.07), 'rgba(40,0,40,0.35)', 0, true, true);
    this.label.setLineSpacing(size * -0.02);
    this.label.setText(fitted.lines.map(isolateDirection).join('\n'));
    this.label.setY(-h * 0.02);
  }

  setSelected(selected: boolean, reducedMotion: boolean): void {
    this.selected = selected;
    this.ring.setVisible(selected);
    this.wobble?.stop();
    this.wobble = null;
    if (selected) {
      this.setScale(1.08);
      if (!reducedMotion) {
        this.wobble = this.scene.tweens.add({
          targets: this,
          angle: { from: -2.5, to: 2.5 },
          duration: 420,
          yoyo: true,
          repeat: -1,
          ease: 'Sine.easeInOut',
        });
      }
    } else {
      this.setScale(1);
      this.setAngle(0);
    }
  }

  setFocused(focused: boolean): void {
    this.focusRing.setVisible(focused);
  }

  get focused(): boolean {
    return this.focusRing.visible;
  }

  override destroy(fromScene?: boolean): void {
    this.wobble?.stop();
    super.destroy(fromScene);
  }
}
