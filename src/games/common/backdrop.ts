/**
 * The still parts of a screen, painted once into one full-screen texture that each frame copies
 * as its first layer: the game's sky and the panels that never move (trays, cards, the results
 * list's panel). Canvas drawing without a GPU pays per pixel: one opaque copy is cheaper than
 * gradients and translucent panels blended anew every frame (docs/decisions/002-phaser.md).
 */
import type Phaser from 'phaser';
import { drawTexture } from './icons.ts';
import { drawPanel, type PanelStyle, type Rect } from './panels.ts';

export type BackdropPanel = Rect & PanelStyle;

/** What a screen asks for besides the sky; a game may add parts of its own. */
export type BackdropParts = { panels?: BackdropPanel[] };

export type BackdropPainter<Parts extends BackdropParts> = {
  /** The sky, in device pixels, filling the whole texture. */
  sky: (ctx: CanvasRenderingContext2D, width: number, height: number, dpr: number) => void;
  /** The game's own parts, in CSS pixels, drawn over the sky and under the panels. */
  parts?: (ctx: CanvasRenderingContext2D, parts: Parts) => void;
};

/** A glow of `colour` (as `rgba(…)`) at (x, y) (fractions of the size) fading out over `radius` (a fraction of the longer side). */
export type SkyGlow = [x: number, y: number, radius: number, colour: string];

/** A diagonal gradient of three stops, with soft glows over it. */
export function paintGradientSky(
  ctx: CanvasRenderingContext2D,
  width: number,
  height: number,
  sky: { stops: [string, string, string]; middle: number; slant: number; glows: readonly SkyGlow[] },
): void {
  const gradient = ctx.createLinearGradient(0, 0, width * sky.slant, height);
  gradient.addColorStop(0, sky.stops[0]);
  gradient.addColorStop(sky.middle, sky.stops[1]);
  gradient.addColorStop(1, sky.stops[2]);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, width, height);
  const size = Math.max(width, height);
  for (const [x, y, r, colour] of sky.glows) {
    const glow = ctx.createRadialGradient(x * width, y * height, 0, x * width, y * height, r * size);
    glow.addColorStop(0, colour);
    // Fading to the same colour, clear: no grey fringe where the gradient thins out.
    glow.addColorStop(1, colour.replace(/,\s*[\d.]+\)$/, ',0)'));
    ctx.fillStyle = glow;
    ctx.fillRect(0, 0, width, height);
  }
}

const KEY = 'backdrop';

export class Backdrop<Parts extends BackdropParts = BackdropParts> {
  /** The sky at the screen's size, painted once: each screen copies it under its own panels. */
  private sky: { width: number; height: number; canvas: HTMLCanvasElement } | null = null;

  constructor(
    private readonly dpr: number,
    private readonly painter: BackdropPainter<Parts>,
  ) {}

  /**
   * Paints the sky now, in a frame before the first screen that shows it: the start screen's
   * first frame is then shorter (one task of the page; issue #33). A new size paints it again.
   */
  prepare(scene: Phaser.Scene): void {
    this.skyAt(scene.scale.width, scene.scale.height);
  }

  private skyAt(width: number, height: number): HTMLCanvasElement {
    if (this.sky && this.sky.width === width && this.sky.height === height) return this.sky.canvas;
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(2, Math.ceil(width));
    canvas.height = Math.max(2, Math.ceil(height));
    const ctx = canvas.getContext('2d');
    if (ctx) this.painter.sky(ctx, width, height, this.dpr);
    this.sky = { width, height, canvas };
    return canvas;
  }

  /** Copies the sky, paints the screen's still parts (CSS pixels) and puts the picture at the back. */
  show(scene: Phaser.Scene, parts: Parts): Phaser.GameObjects.Image {
    const { width, height } = scene.scale;
    const dpr = this.dpr;
    drawTexture(scene.textures, KEY, width, height, (ctx) => {
      ctx.drawImage(this.skyAt(width, height), 0, 0);
      ctx.scale(dpr, dpr);
      this.painter.parts?.(ctx, parts);
      for (const panel of parts.panels ?? []) drawPanel(ctx, panel, panel);
    });
    return scene.add.image(0, 0, KEY).setOrigin(0).setDepth(-1000);
  }
}
