/**
 * Every picture in the game is drawn here with the canvas 2D API into Phaser textures: glossy
 * candies, rings, buttons, icons, particles and the sky. Nothing is downloaded.
 */
import type Phaser from 'phaser';
import {
  drawTexture,
  ICON_SIZE,
  type IconName,
  iconTexture,
  roundedRect,
  starPath,
} from '../common/icons.ts';
import { makeParticleAtlas } from '../common/particles.ts';
import { ALL_COLOURS, type CandyColour, PALETTE } from './theme.ts';

// Shared with Space Words: drawn once, in src/games/common/.
export { particleFrame } from '../common/particles.ts';
export { drawTexture, ICON_SIZE, type IconName, iconTexture };

type Ctx = CanvasRenderingContext2D;

/** Room around a candy for its shadow, as a share of its height. */
export const CANDY_PAD = 0.12;

export function candyKey(colour: CandyColour, width: number, height: number): string {
  return `candy-${colour.name}-${Math.round(width)}x${Math.round(height)}`;
}

export function ringKey(kind: 'selected' | 'focus', width: number, height: number): string {
  return `ring-${kind}-${Math.round(width)}x${Math.round(height)}`;
}

function drawCandy(ctx: Ctx, colour: CandyColour, x: number, y: number, w: number, h: number): void {
  const r = Math.min(w, h) * 0.3;
  // Drop shadow.
  ctx.save();
  ctx.shadowColor = 'rgba(74, 16, 70, 0.32)';
  ctx.shadowBlur = h * 0.09;
  ctx.shadowOffsetY = h * 0.05;
  roundedRect(ctx, x, y, w, h, r);
  ctx.fillStyle = colour.dark;
  ctx.fill();
  ctx.restore();

  // Body: light at the top, deeper towards the bottom.
  ctx.save();
  roundedRect(ctx, x, y, w, h, r);
  ctx.clip();
  const body = ctx.createLinearGradient(0, y, 0, y + h);
  body.addColorStop(0, colour.light);
  body.addColorStop(0.45, colour.base);
  body.addColorStop(1, colour.dark);
  ctx.fillStyle = body;
  ctx.fillRect(x, y, w, h);

  // Soft inner glow from below, like light through jelly.
  const glow = ctx.createRadialGradient(x + w / 2, y + h * 1.05, h * 0.05, x + w / 2, y + h * 1.05, h * 0.7);
  glow.addColorStop(0, 'rgba(255,255,255,0.35)');
  glow.addColorStop(1, 'rgba(255,255,255,0)');
  ctx.fillStyle = glow;
  ctx.fillRect(x, y, w, h);

  // Gloss across the top.
  const gx = x + w * 0.08;
  const gy = y + h * 0.05;
  const gw = w * 0.84;
  const gh = h * 0.42;
  const gloss = ctx.createLinearGradient(0, gy, 0, gy + gh);
  gloss.addColorStop(0, 'rgba(255,255,255,0.78)');
  gloss.addColorStop(1, 'rgba(255,255,255,0.04)');
  roundedRect(ctx, gx, gy, gw, gh, Math.min(gw, gh) * 0.5);
  ctx.fillStyle = gloss;
  ctx.fill();
  ctx.restore();

  // A rim of light, and sparkles.
  ctx.save();
  roundedRect(ctx, x + 1, y + 1, w - 2, h - 2, r);
  ctx.lineWidth = Math.max(1, h * 0.025);
  ctx.strokeStyle = 'rgba(255,255,255,0.45)';
  ctx.stroke();
  ctx.fillStyle = 'rgba(255,255,255,0.95)';
  ctx.beginPath();
  ctx.ellipse(x + w * 0.17, y + h * 0.2, h * 0.055, h * 0.04, -0.5, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = 'rgba(255,255,255,0.7)';
  ctx.beginPath();
  ctx.arc(x + w * 0.27, y + h * 0.16, h * 0.02, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

/** A candy of `colour` on a plain canvas (`width` by `height`, with CANDY_PAD of room round it for its shadow). */
export function paintCandy(ctx: Ctx, colour: CandyColour, width: number, height: number): void {
  const pad = Math.ceil(height * CANDY_PAD);
  drawCandy(ctx, colour, pad, pad, width, height);
}

/** Candy textures of one size, one per colour, plus the selection and focus rings (those not yet drawn). */
export function makeCandyTextures(
  textures: Phaser.Textures.TextureManager,
  width: number,
  height: number,
): void {
  const pad = Math.ceil(height * CANDY_PAD);
  const draw = (key: string, paint: (ctx: Ctx) => void) => {
    if (!textures.exists(key)) drawTexture(textures, key, width + pad * 2, height + pad * 2, paint);
  };
  for (const colour of ALL_COLOURS) {
    draw(candyKey(colour, width, height), (ctx) => drawCandy(ctx, colour, pad, pad, width, height));
  }
  draw(ringKey('selected', width, height), (ctx) => {
    const r = Math.min(width, height) * 0.33;
    ctx.shadowColor = 'rgba(255,255,255,0.95)';
    ctx.shadowBlur = pad * 0.9;
    roundedRect(ctx, pad * 0.45, pad * 0.45, width + pad * 1.1, height + pad * 1.1, r);
    ctx.lineWidth = Math.max(3, height * 0.055);
    ctx.strokeStyle = '#ffffff';
    ctx.stroke();
  });
  draw(ringKey('focus', width, height), (ctx) => {
    const r = Math.min(width, height) * 0.34;
    roundedRect(ctx, pad * 0.3, pad * 0.3, width + pad * 1.4, height + pad * 1.4, r);
    ctx.lineWidth = Math.max(3, height * 0.045);
    ctx.setLineDash([height * 0.12, height * 0.07]);
    ctx.strokeStyle = PALETTE.ink;
    ctx.stroke();
  });
}

/** A big star with a golden gradient for the results, and its empty twin. */
export function makeStars(textures: Phaser.Textures.TextureManager): void {
  // A big star with a golden gradient for the results, and its empty twin.
  for (const [key, filled] of [
    ['star-gold', true],
    ['star-empty', false],
  ] as const) {
    drawTexture(textures, key, 160, 160, (ctx) => {
      ctx.shadowColor = 'rgba(74,16,70,0.3)';
      ctx.shadowBlur = 10;
      ctx.shadowOffsetY = 5;
      starPath(ctx, 80, 84, 70, 32);
      if (filled) {
        const fill = ctx.createLinearGradient(0, 14, 0, 150);
        fill.addColorStop(0, '#fff2a8');
        fill.addColorStop(0.5, PALETTE.gold);
        fill.addColorStop(1, PALETTE.goldDark);
        ctx.fillStyle = fill;
      } else {
        ctx.fillStyle = 'rgba(255,255,255,0.45)';
      }
      ctx.fill();
      ctx.shadowColor = 'transparent';
      ctx.lineWidth = 5;
      ctx.strokeStyle = filled ? '#fff7cf' : 'rgba(255,255,255,0.8)';
      ctx.stroke();
      if (filled) {
        ctx.fillStyle = 'rgba(255,255,255,0.6)';
        ctx.beginPath();
        ctx.ellipse(62, 60, 12, 7, -0.6, 0, Math.PI * 2);
        ctx.fill();
      }
    });
  }
}

/** Size of one particle frame. */
const PARTICLE = 32;

/** Particles: sugar stars and sparkles, one frame per colour. */
export function makeParticles(textures: Phaser.Textures.TextureManager, colours: readonly string[]): void {
  makeParticleAtlas(textures, ['sugar', 'sparkle'] as const, colours, PARTICLE, (ctx, kind, colour) => {
    ctx.fillStyle = colour;
    if (kind === 'sugar') {
      starPath(ctx, 16, 17, 14, 6.5);
      ctx.fill();
      ctx.fillStyle = 'rgba(255,255,255,0.55)';
      ctx.beginPath();
      ctx.arc(12, 12, 3, 0, Math.PI * 2);
      ctx.fill();
    } else {
      ctx.fill(
        new Path2D(
          'M16 0c1.2 8.5 7.5 14.8 16 16-8.5 1.2-14.8 7.5-16 16C14.8 23.5 8.5 17.2 0 16 8.5 14.8 14.8 8.5 16 0z',
        ),
      );
    }
  });
}
