/**
 * Space Words' sky: the night with its nebulae and stars, the planet the base stands on and a big
 * ringed planet on the menus. Screens add their still panels; see common/backdrop.ts.
 */

import { createRng } from '../../shared/rng.ts';
import { Backdrop, type BackdropParts, paintGradientSky } from '../common/backdrop.ts';
import type { Rect } from './layout.ts';
import { PALETTE } from './theme.ts';

export type SpaceBackdropParts = BackdropParts & {
  /** The ground the base stands on: a planet's curved edge filling this rectangle's foot. */
  ground?: Rect;
  /** A big ringed planet in the sky (CSS pixels: centre and radius), for the menus. */
  planet?: { x: number; y: number; radius: number; alpha?: number };
};

export function drawSky(ctx: CanvasRenderingContext2D, width: number, height: number, dpr: number): void {
  paintGradientSky(ctx, width, height, {
    stops: [PALETTE.skyTop, PALETTE.skyMiddle, PALETTE.skyBottom],
    middle: 0.5,
    slant: 0.2,
    glows: [
      [0.18, 0.22, 0.45, 'rgba(123,92,255,0.22)'],
      [0.85, 0.15, 0.35, 'rgba(255,79,154,0.13)'],
      [0.7, 0.7, 0.5, 'rgba(18,181,165,0.14)'],
      [0.1, 0.85, 0.4, 'rgba(123,92,255,0.18)'],
    ],
  });
  // Stars: many faint ones, a few bright ones with a glint.
  const rng = createRng(2024);
  const count = Math.round((width * height) / (dpr * dpr * 1400));
  for (let index = 0; index < count; index += 1) {
    const x = rng() * width;
    const y = rng() * height;
    const bright = rng();
    const r = (0.4 + bright * bright * 1.4) * dpr;
    ctx.fillStyle = `rgba(${bright > 0.8 ? '255,240,200' : '220,225,255'},${0.35 + bright * 0.6})`;
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
    if (bright > 0.93) {
      ctx.strokeStyle = 'rgba(255,255,255,0.5)';
      ctx.lineWidth = 0.8 * dpr;
      ctx.beginPath();
      ctx.moveTo(x - r * 4, y);
      ctx.lineTo(x + r * 4, y);
      ctx.moveTo(x, y - r * 4);
      ctx.lineTo(x, y + r * 4);
      ctx.stroke();
    }
  }
}

export function drawPlanet(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  radius: number,
  alpha = 0.9,
): void {
  ctx.save();
  const body = ctx.createRadialGradient(x - radius * 0.35, y - radius * 0.4, radius * 0.1, x, y, radius);
  body.addColorStop(0, PALETTE.planet);
  body.addColorStop(1, PALETTE.planetDark);
  ctx.globalAlpha = alpha;
  ctx.fillStyle = body;
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, Math.PI * 2);
  ctx.fill();
  ctx.globalAlpha = alpha * 0.55;
  ctx.strokeStyle = '#7ef0e4';
  ctx.lineWidth = radius * 0.04;
  ctx.beginPath();
  ctx.ellipse(x, y, radius * 1.46, radius * 0.27, -0.24, 0, Math.PI * 2);
  ctx.stroke();
  ctx.restore();
}

function drawGround(ctx: CanvasRenderingContext2D, rect: Rect): void {
  const { x, y, width, height } = rect;
  // A planet so big its edge is a gentle curve.
  const radius = Math.max(width * 1.6, 900);
  const cx = x + width / 2;
  const top = y + height * 0.42;
  const cy = top + radius;
  ctx.save();
  const glow = ctx.createLinearGradient(0, top - height * 0.35, 0, top + height * 0.1);
  glow.addColorStop(0, 'rgba(111,242,226,0)');
  glow.addColorStop(1, 'rgba(111,242,226,0.35)');
  ctx.fillStyle = glow;
  ctx.beginPath();
  ctx.arc(cx, cy, radius + height * 0.35, 0, Math.PI * 2);
  ctx.fill();
  const body = ctx.createLinearGradient(0, top, 0, y + height);
  body.addColorStop(0, '#1fae9f');
  body.addColorStop(0.35, '#0c6f67');
  body.addColorStop(1, '#06302f');
  ctx.fillStyle = body;
  ctx.beginPath();
  ctx.arc(cx, cy, radius, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = 'rgba(200,255,248,0.8)';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.arc(cx, cy, radius, Math.PI * 1.2, Math.PI * 1.8);
  ctx.stroke();
  // Domes of the colony either side of the cannon, with lit windows.
  const rng = createRng(77);
  const domes = Math.max(2, Math.round(width / 170));
  for (let index = 0; index < domes; index += 1) {
    const side = index % 2 === 0 ? -1 : 1;
    const step = Math.floor(index / 2) + 1;
    const dx = cx + side * (height * 0.75 + step * Math.min(140, width / (domes + 1)));
    if (dx < x + 20 || dx > x + width - 20) continue;
    const r = height * (0.2 + rng() * 0.12);
    const dy = cy - Math.sqrt(Math.max(0, radius * radius - (dx - cx) ** 2)) + r * 0.35;
    const dome = ctx.createLinearGradient(0, dy - r, 0, dy);
    dome.addColorStop(0, 'rgba(200,255,248,0.55)');
    dome.addColorStop(1, 'rgba(18,181,165,0.25)');
    ctx.fillStyle = dome;
    ctx.beginPath();
    ctx.arc(dx, dy, r, Math.PI, 0);
    ctx.fill();
    ctx.strokeStyle = 'rgba(200,255,248,0.7)';
    ctx.lineWidth = 1.5;
    ctx.stroke();
    ctx.fillStyle = PALETTE.goldLight;
    for (let light = 0; light < 3; light += 1) {
      ctx.fillRect(dx - r * 0.45 + light * r * 0.35, dy - r * 0.35, r * 0.14, r * 0.14);
    }
  }
  ctx.restore();
}

export function spaceBackdrop(dpr: number): Backdrop<SpaceBackdropParts> {
  return new Backdrop<SpaceBackdropParts>(dpr, {
    sky: drawSky,
    parts: (ctx, parts) => {
      if (parts.planet)
        drawPlanet(ctx, parts.planet.x, parts.planet.y, parts.planet.radius, parts.planet.alpha);
      if (parts.ground) drawGround(ctx, parts.ground);
    },
  });
}
