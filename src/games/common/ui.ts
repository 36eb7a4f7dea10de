/**
 * Buttons and keyboard focus for both games' menus: pills, round icon buttons and keys, drawn in
 * each game's own look (see `GameLook`), with the same behaviour everywhere.
 */
import Phaser from 'phaser';
import { gameContext } from './context.ts';
import { ICON_SIZE, type IconName, iconTexture } from './icons.ts';
import { makeFocusRing, type PanelStyle } from './panels.ts';
import type { Box, ButtonState } from './test-state.ts';
import { FONT_DISPLAY } from './theme.ts';

export type ButtonStyle = 'primary' | 'secondary' | 'ghost' | 'key' | 'key-wide';

/** How a game draws its buttons and overlays; the behaviour is shared. */
export type GameLook = {
  button: {
    /** Paints a face of `width`×`height` into a texture, with room around it for its shadow. */
    drawFace: (
      textures: Phaser.Textures.TextureManager,
      key: string,
      width: number,
      height: number,
      style: ButtonStyle,
    ) => void;
    /** Corner radius of a face (the focus ring follows it). */
    radius: (style: ButtonStyle, height: number) => number;
    /** Colour of the label and icon. */
    ink: (style: ButtonStyle) => string;
    /** A hard shadow under the label, or null. */
    labelShadow: (style: ButtonStyle) => string | null;
  };
  /** The focus ring: its colour and, where the background needs it, a darker outline. */
  focus: { colour: string; outline: string | null };
  /** The pause card: the shade over the game and the card (radius in CSS pixels). */
  pause: { shade: string; shadeAlpha: number; panel: PanelStyle; title: string };
};

export type ButtonOptions = {
  name: string;
  label?: string;
  icon?: IconName;
  style: ButtonStyle;
  width: number;
  height: number;
  fontSize?: number;
  fontFamily?: string;
  /** Acts on press (keys of the on-screen keyboard) rather than on release (buttons). */
  onDown?: boolean;
  onPress: () => void;
};

export class Button extends Phaser.GameObjects.Container {
  readonly face: Phaser.GameObjects.Image;
  readonly ring: Phaser.GameObjects.Image;
  readonly label: Phaser.GameObjects.Text | null = null;
  readonly icon: Phaser.GameObjects.Image | null = null;
  readonly buttonWidth: number;
  readonly buttonHeight: number;
  enabled = true;
  private readonly onPress: () => void;
  private readonly ink: string;
  private pressed = false;

  constructor(scene: Phaser.Scene, x: number, y: number, options: ButtonOptions) {
    super(scene, x, y);
    const look = gameContext(scene).look;
    this.name = options.name;
    this.onPress = options.onPress;
    this.buttonWidth = Math.round(options.width);
    this.buttonHeight = Math.round(options.height);
    const { buttonWidth: w, buttonHeight: h } = this;
    const faceKey = `button-${options.style}-${w}x${h}`;
    if (!scene.textures.exists(faceKey)) look.button.drawFace(scene.textures, faceKey, w, h, options.style);
    const radius = look.button.radius(options.style, h);
    const ringKey = `button-ring-${w}x${h}-${Math.round(radius)}`;
    if (!scene.textures.exists(ringKey))
      makeFocusRing(scene.textures, ringKey, w, h, radius, look.focus.colour, look.focus.outline);
    this.ring = scene.add.image(0, 0, ringKey).setVisible(false);
    this.face = scene.add.image(0, 0, faceKey);
    this.add([this.ring, this.face]);

    const ink = look.button.ink(options.style);
    this.ink = ink;
    const fontSize = options.fontSize ?? Math.round(h * 0.4);
    const iconSize = options.label ? fontSize * 1.12 : h * 0.5;
    if (options.icon) {
      this.icon = scene.add
        .image(0, -h * 0.025, iconTexture(scene.textures, options.icon, ink))
        .setScale(iconSize / ICON_SIZE);
      this.add(this.icon);
    }
    if (options.label) {
      this.label = scene.add
        .text(0, -h * 0.035, options.label, {
          fontFamily: options.fontFamily ?? FONT_DISPLAY,
          fontSize: `${fontSize}px`,
          fontStyle: '800',
          color: ink,
          align: 'center',
        })
        .setOrigin(0.5);
      const shadow = look.button.labelShadow(options.style);
      if (shadow) this.label.setShadow(0, fontSize * 0.06, shadow, 0, false, true);
      this.add(this.label);
      if (this.icon) {
        // Icon and label centred together.
        const gap = fontSize * 0.35;
        const start = -(iconSize + gap + this.label.width) / 2;
        this.icon.setX(start + iconSize / 2);
        this.label.setX(start + iconSize + gap + this.label.width / 2);
      }
    }

    this.setSize(w, h);
    this.face.setInteractive({ useHandCursor: true });
    this.face.on('pointerover', () => this.enabled && !options.onDown && this.setScale(1.04));
    this.face.on('pointerout', () => {
      this.pressed = false;
      this.setScale(1);
    });
    this.face.on('pointerdown', () => {
      if (!this.enabled) return;
      this.pressed = true;
      this.setScale(0.95);
      if (options.onDown) this.press();
    });
    this.face.on('pointerup', () => {
      this.setScale(1);
      if (this.pressed && !options.onDown) this.press();
      this.pressed = false;
    });
    scene.add.existing(this);
  }

  press(): void {
    if (!this.enabled) return;
    this.onPress();
  }

  setFocused(focused: boolean): this {
    this.ring.setVisible(focused);
    return this;
  }

  get focused(): boolean {
    return this.ring.visible;
  }

  setEnabled(enabled: boolean): this {
    this.enabled = enabled;
    this.setAlpha(enabled ? 1 : 0.45);
    return this;
  }

  setIcon(icon: IconName): this {
    this.icon?.setTexture(iconTexture(this.scene.textures, icon, this.ink));
    return this;
  }

  setLabel(text: string): this {
    this.label?.setText(text);
    return this;
  }

  /** Where the button is, in CSS pixels of the canvas, for the test state. */
  box(dpr: number): Box {
    const matrix = this.getWorldTransformMatrix();
    return {
      x: matrix.tx / dpr,
      y: matrix.ty / dpr,
      width: (this.buttonWidth * this.scaleX) / dpr,
      height: (this.buttonHeight * this.scaleY) / dpr,
    };
  }

  /** The button as the test state shows it. */
  snapshot(dpr: number): ButtonState {
    return { name: this.name, ...this.box(dpr), focused: this.focused, enabled: this.enabled };
  }
}

/**
 * Keyboard focus over a row or grid of buttons: arrows and Tab move, Enter and Space press.
 * Rings show only while the player uses the keyboard. Tab past either end leaves the game (no trap).
 */
export class FocusGroup {
  index = 0;

  constructor(
    private readonly context: { keyboardMode: boolean },
    public items: Button[],
  ) {}

  get current(): Button | undefined {
    return this.items[this.index];
  }

  focus(index: number): void {
    const count = this.items.length;
    if (count === 0) return;
    this.index = ((index % count) + count) % count;
    this.refresh();
  }

  refresh(): void {
    this.items.forEach((item, index) => {
      item.setFocused(this.context.keyboardMode && index === this.index);
    });
  }

  /** Handles a key; returns true when it was ours. */
  handle(event: KeyboardEvent): boolean {
    const step = (delta: number) => {
      let next = this.index;
      for (let tries = 0; tries < this.items.length; tries += 1) {
        next = (next + delta + this.items.length) % this.items.length;
        if (this.items[next]?.enabled) break;
      }
      this.focus(next);
    };
    // The first arrow or Tab only shows where the focus is.
    const moving = ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp', 'Tab'].includes(event.key);
    if (moving && !this.current?.focused) {
      this.refresh();
      return true;
    }
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        step(1);
        return true;
      case 'ArrowLeft':
      case 'ArrowUp':
        step(-1);
        return true;
      case 'Tab': {
        const atEdge = event.shiftKey ? this.index === 0 : this.index === this.items.length - 1;
        if (atEdge) return false;
        step(event.shiftKey ? -1 : 1);
        return true;
      }
      case 'Enter':
      case ' ':
        this.current?.press();
        return true;
      default:
        return false;
    }
  }
}
