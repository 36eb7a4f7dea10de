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

/** The colours of a button face: a gradient body over a darker edge that gives it depth. */
export type ButtonFace = {
  radius: number;
  top: string;
  bottom: string;
  edge: string;
  /** A thin line round the body. */
  stroke?: string;
  shadow: string;
  /** Alpha of the shine on the upper half (0: none). */
  gloss: number;
};

/** A pill or key face with its edge, shadow and shine, with room round it for the shadow. */
export function makeButtonFace(
  textures: Phaser.Textures.TextureManager,
  key: string,
  width: number,
  height: number,
  face: ButtonFace,
): void {
  const pad = Math.ceil(height * 0.22);
  const r = face.radius;
  drawTexture(textures, key, width + pad * 2, height + pad * 2, (ctx) => {
    ctx.save();
    ctx.shadowColor = face.shadow;
    ctx.shadowBlur = pad * 0.75;
    ctx.shadowOffsetY = pad * 0.25;
    roundedRect(ctx, pad, pad + height * 0.065, width, height * 0.935, r);
    ctx.fillStyle = face.edge;
    ctx.fill();
    ctx.restore();
    roundedRect(ctx, pad, pad, width, height * 0.935, r);
    const body = ctx.createLinearGradient(0, pad, 0, pad + height);
    body.addColorStop(0, face.top);
    body.addColorStop(1, face.bottom);
    ctx.fillStyle = body;
    ctx.fill();
    if (face.stroke) {
      ctx.lineWidth = Math.max(1, height * 0.035);
      ctx.strokeStyle = face.stroke;
      ctx.stroke();
    }
    if (face.gloss <= 0) return;
    ctx.save();
    ctx.clip();
    const gloss = ctx.createLinearGradient(0, pad, 0, pad + height * 0.5);
    gloss.addColorStop(0, `rgba(255,255,255,${face.gloss})`);
    gloss.addColorStop(1, 'rgba(255,255,255,0)');
    roundedRect(ctx, pad + height * 0.19, pad + height * 0.065, width - height * 0.38, height * 0.4, r);
    ctx.fillStyle = gloss;
    ctx.fill();
    ctx.restore();
  });
}
