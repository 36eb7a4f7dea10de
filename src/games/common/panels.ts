/**
 * Rounded panels (trays, cards, bubbles, the pause card) and keyboard focus rings, drawn with the
 * canvas 2D API: into a screen's backdrop when they never move, into a texture when they do.
 */
import type Phaser from 'phaser';
import { drawTexture, roundedRect } from './icons.ts';

export type Rect = { x: number; y: number; width: number; height: number };

export type PanelStyle = {
  radius: number;
  fill: string;
  stroke?: string;
  /** A soft shadow around the panel, in this colour. */
  shadow?: string;
};

/** Draws a panel at (x, y), its shadow around it. */
export function drawPanel(ctx: CanvasRenderingContext2D, rect: Rect, style: PanelStyle): void {
  const { x, y, width, height } = rect;
  ctx.save();
  if (style.shadow) {
    const blur = style.radius * 0.64;
    ctx.shadowColor = style.shadow;
    ctx.shadowBlur = blur;
    ctx.shadowOffsetY = blur * 0.3;
  }
  roundedRect(ctx, x, y, width, height, style.radius);
  ctx.fillStyle = style.fill;
  ctx.fill();
  ctx.shadowColor = 'transparent';
  if (style.stroke) {
    ctx.lineWidth = Math.max(1.5, style.radius * 0.07);
    ctx.strokeStyle = style.stroke;
    ctx.stroke();
  }
  ctx.restore();
}

/** A panel as a texture, for panels that move or come and go. Room is left for the shadow. */
export function makePanel(
  textures: Phaser.Textures.TextureManager,
  key: string,
  width: number,
  height: number,
  style: PanelStyle,
): void {
  const pad = style.shadow ? Math.ceil(style.radius * 0.8) : 2;
  drawTexture(textures, key, width + pad * 2, height + pad * 2, (ctx) => {
    drawPanel(ctx, { x: pad, y: pad, width, height }, style);
  });
}

/** The ring round a focused button: `colour`, with a thin `outline` inside it if given. */
export function makeFocusRing(
  textures: Phaser.Textures.TextureManager,
  key: string,
  width: number,
  height: number,
  radius: number,
  colour: string,
  outline: string | null,
): void {
  const pad = Math.ceil(Math.max(6, height * 0.16));
  drawTexture(textures, key, width + pad * 2, height + pad * 2, (ctx) => {
    const ring = () =>
      roundedRect(ctx, pad * 0.4, pad * 0.4, width + pad * 1.2, height + pad * 1.2, radius + pad * 0.6);
    ring();
    ctx.lineWidth = Math.max(3, pad * 0.45);
    ctx.strokeStyle = outline ?? colour;
    ctx.stroke();
    if (!outline) return;
    ring();
    ctx.lineWidth = Math.max(1.5, pad * 0.2);
    ctx.strokeStyle = colour;
    ctx.stroke();
  });
}
