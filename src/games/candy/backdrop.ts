/**
 * The still parts of a screen: the sky and the panels that never move (the board's tray, the
 * score bar's card, menu cards), painted once into one full-screen texture that each frame copies
 * as its first layer. Canvas drawing without a GPU pays per pixel: one opaque copy is cheaper than
 * gradients and translucent panels blended anew every frame, or stacked page layers.
 */
import type Phaser from 'phaser';
import { drawPanel, drawTexture, type PanelStyle } from './textures.ts';
import { PALETTE } from './theme.ts';

export type BackdropPanel = PanelStyle & { x: number; y: number; width: number; height: number };

const KEY = 'backdrop';

function drawSky(ctx: CanvasRenderingContext2D, width: number, height: number, dpr: number): void {
  const sky = ctx.createLinearGradient(0, 0, width * 0.3, height);
  sky.addColorStop(0, PALETTE.skyTop);
  sky.addColorStop(0.55, PALETTE.skyMiddle);
  sky.addColorStop(1, PALETTE.skyBottom);
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, width, height);
  const size = Math.max(width, height);
  const spots: [number, number, number, string][] = [
    [0.12, 0.1, 0.38, 'rgba(255,255,255,0.55)'],
    [0.9, 0.25, 0.32, 'rgba(255,236,179,0.5)'],
    [0.2, 0.85, 0.42, 'rgba(180,255,236,0.35)'],
    [0.85, 0.9, 0.36, 'rgba(255,255,255,0.35)'],
  ];
  for (const [x, y, r, colour] of spots) {
    const glow = ctx.createRadialGradient(x * width, y * height, 0, x * width, y * height, r * size);
    glow.addColorStop(0, colour);
    glow.addColorStop(1, 'rgba(255,255,255,0)');
    ctx.fillStyle = glow;
    ctx.fillRect(0, 0, width, height);
  }
  // Sugar dots.
  const step = 34 * dpr;
  ctx.fillStyle = 'rgba(255,255,255,0.3)';
  for (let y = step / 2; y < height; y += step) {
    for (let x = step / 2; x < width; x += step) {
      ctx.beginPath();
      ctx.arc(x, y, 1.9 * dpr, 0, Math.PI * 2);
      ctx.fill();
    }
  }
}

export class Backdrop {
  constructor(private readonly dpr: number) {}

  /**
   * Paints the sky and `panels` (CSS pixels) at the scene's size and puts the picture at the
   * back of the scene.
   */
  show(scene: Phaser.Scene, panels: BackdropPanel[]): Phaser.GameObjects.Image {
    const { width, height } = scene.scale;
    const dpr = this.dpr;
    drawTexture(scene.textures, KEY, width, height, (ctx) => {
      drawSky(ctx, width, height, dpr);
      ctx.scale(dpr, dpr);
      for (const panel of panels) drawPanel(ctx, panel.x, panel.y, panel.width, panel.height, panel);
    });
    return scene.add.image(0, 0, KEY).setOrigin(0).setDepth(-1000);
  }
}
