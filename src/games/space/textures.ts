/**
 * Every picture of Space Words, drawn in code into Phaser textures: asteroids, ships, the
 * cannon, laser bolts, shields, particles, label pills, buttons and keys. Nothing is downloaded.
 * Colours are drawn in (the canvas renderer cannot tint).
 */
import type Phaser from 'phaser';
import { createRng } from '../../shared/rng.ts';
import { drawTexture, roundedRect } from '../common/icons.ts';
import { makeParticleAtlas } from '../common/particles.ts';
import { type LabelColour, PALETTE } from './theme.ts';

export { particleFrame } from '../common/particles.ts';

type Ctx = CanvasRenderingContext2D;

export const ASTEROID_VARIANTS = 4;
export const SHIP_VARIANTS = 2;

export function asteroidKey(variant: number, size: number): string {
  return `asteroid-${variant}-${Math.round(size)}`;
}

export function shipKey(variant: number, size: number): string {
  return `ship-${variant}-${Math.round(size)}`;
}

export function drawAsteroid(ctx: Ctx, cx: number, cy: number, radius: number, seed: number): void {
  const rng = createRng(seed * 7919 + 13);
  const points = 11;
  const outline: [number, number][] = [];
  for (let index = 0; index < points; index += 1) {
    const angle = (index / points) * Math.PI * 2 + rng() * 0.25;
    const r = radius * (0.78 + rng() * 0.22);
    outline.push([cx + Math.cos(angle) * r, cy + Math.sin(angle) * r]);
  }
  const path = () => {
    ctx.beginPath();
    outline.forEach(([x, y], index) => {
      if (index === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    });
    ctx.closePath();
  };
  // A faint glow so rocks stand out on the night sky.
  ctx.save();
  ctx.shadowColor = 'rgba(179,170,219,0.45)';
  ctx.shadowBlur = radius * 0.35;
  path();
  ctx.fillStyle = PALETTE.rockDark;
  ctx.fill();
  ctx.restore();

  ctx.save();
  path();
  ctx.clip();
  const body = ctx.createRadialGradient(
    cx - radius * 0.35,
    cy - radius * 0.4,
    radius * 0.1,
    cx,
    cy,
    radius * 1.1,
  );
  body.addColorStop(0, PALETTE.rockLight);
  body.addColorStop(0.55, PALETTE.rock);
  body.addColorStop(1, PALETTE.rockDark);
  ctx.fillStyle = body;
  ctx.fillRect(cx - radius * 1.2, cy - radius * 1.2, radius * 2.4, radius * 2.4);
  for (let crater = 0; crater < 4; crater += 1) {
    const angle = rng() * Math.PI * 2;
    const distance = rng() * radius * 0.55;
    const x = cx + Math.cos(angle) * distance;
    const y = cy + Math.sin(angle) * distance;
    const r = radius * (0.1 + rng() * 0.14);
    ctx.fillStyle = PALETTE.crater;
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = 'rgba(230,225,255,0.35)';
    ctx.lineWidth = Math.max(1, r * 0.25);
    ctx.beginPath();
    ctx.arc(x, y, r, 0.1 * Math.PI, 0.9 * Math.PI);
    ctx.stroke();
  }
  ctx.restore();
  path();
  ctx.lineWidth = Math.max(1.5, radius * 0.07);
  ctx.strokeStyle = PALETTE.outline;
  ctx.stroke();
}

export function drawSaucer(ctx: Ctx, w: number, h: number): void {
  const cx = w / 2;
  const cy = h * 0.55;
  // Dome.
  const dome = ctx.createLinearGradient(0, cy - h * 0.4, 0, cy);
  dome.addColorStop(0, '#c8fff8');
  dome.addColorStop(1, PALETTE.teal);
  ctx.fillStyle = dome;
  ctx.beginPath();
  ctx.ellipse(cx, cy - h * 0.08, w * 0.2, h * 0.3, 0, Math.PI, 0);
  ctx.fill();
  ctx.lineWidth = Math.max(1.5, h * 0.05);
  ctx.strokeStyle = PALETTE.outline;
  ctx.stroke();
  // Hull.
  const hull = ctx.createLinearGradient(0, cy - h * 0.2, 0, cy + h * 0.25);
  hull.addColorStop(0, '#ffb3d4');
  hull.addColorStop(0.5, PALETTE.pink);
  hull.addColorStop(1, '#8a1048');
  ctx.fillStyle = hull;
  ctx.beginPath();
  ctx.ellipse(cx, cy, w * 0.46, h * 0.2, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  // Lights round the rim.
  for (let index = 0; index < 5; index += 1) {
    const x = cx + (index - 2) * w * 0.16;
    ctx.fillStyle = index % 2 === 0 ? PALETTE.goldLight : '#ffffff';
    ctx.beginPath();
    ctx.arc(x, cy + h * 0.04, h * 0.055, 0, Math.PI * 2);
    ctx.fill();
  }
  // Beam glow below.
  const glow = ctx.createRadialGradient(cx, cy + h * 0.22, 0, cx, cy + h * 0.22, w * 0.3);
  glow.addColorStop(0, 'rgba(111,242,226,0.55)');
  glow.addColorStop(1, 'rgba(111,242,226,0)');
  ctx.fillStyle = glow;
  ctx.fillRect(0, cy, w, h - cy);
}

export function drawRaider(ctx: Ctx, w: number, h: number): void {
  // A dart pointing down at the base.
  const cx = w / 2;
  ctx.lineJoin = 'round';
  ctx.lineWidth = Math.max(1.5, h * 0.05);
  ctx.strokeStyle = PALETTE.outline;
  const wing = ctx.createLinearGradient(0, 0, 0, h);
  wing.addColorStop(0, '#ffd0a0');
  wing.addColorStop(1, PALETTE.orange);
  ctx.fillStyle = wing;
  ctx.beginPath();
  ctx.moveTo(cx, h * 0.95);
  ctx.lineTo(w * 0.06, h * 0.22);
  ctx.lineTo(cx, h * 0.4);
  ctx.lineTo(w * 0.94, h * 0.22);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  const body = ctx.createLinearGradient(cx - w * 0.12, 0, cx + w * 0.12, 0);
  body.addColorStop(0, '#f2efff');
  body.addColorStop(1, '#a59ad6');
  ctx.fillStyle = body;
  ctx.beginPath();
  ctx.moveTo(cx, h * 0.98);
  ctx.lineTo(cx - w * 0.13, h * 0.3);
  ctx.lineTo(cx, h * 0.06);
  ctx.lineTo(cx + w * 0.13, h * 0.3);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = PALETTE.violet;
  ctx.beginPath();
  ctx.ellipse(cx, h * 0.5, w * 0.055, h * 0.12, 0, 0, Math.PI * 2);
  ctx.fill();
  // Engine flames at the back (the top: it flies down).
  const flame = ctx.createLinearGradient(0, 0, 0, h * 0.2);
  flame.addColorStop(0, 'rgba(255,122,31,0)');
  flame.addColorStop(1, PALETTE.goldLight);
  ctx.fillStyle = flame;
  ctx.fillRect(cx - w * 0.05, 0, w * 0.1, h * 0.14);
}

/** Asteroids and ships at one size (device pixels), each kind in its variants. */
export function makeEnemyTextures(textures: Phaser.Textures.TextureManager, size: number): void {
  const pad = Math.ceil(size * 0.2);
  for (let variant = 0; variant < ASTEROID_VARIANTS; variant += 1) {
    const key = asteroidKey(variant, size);
    if (textures.exists(key)) continue;
    drawTexture(textures, key, size + pad * 2, size + pad * 2, (ctx, w, h) => {
      drawAsteroid(ctx, w / 2, h / 2, size / 2, variant + 1);
    });
  }
  const shipWidth = Math.round(size * 1.35);
  const shipHeight = Math.round(size * 0.9);
  for (let variant = 0; variant < SHIP_VARIANTS; variant += 1) {
    const key = shipKey(variant, size);
    if (textures.exists(key)) continue;
    drawTexture(textures, key, shipWidth + pad * 2, shipHeight + pad * 2, (ctx) => {
      ctx.translate(pad, pad);
      if (variant === 0) drawSaucer(ctx, shipWidth, shipHeight);
      else drawRaider(ctx, shipWidth, shipHeight);
    });
  }
}

/** The player's cannon: a small rocket on a turret, pointing up (rotated towards its target). */
export function makeCannon(textures: Phaser.Textures.TextureManager, key: string, size: number): void {
  drawTexture(textures, key, size, size * 1.4, paintCannon);
}

/** The cannon in a box `w` wide and `h` (1.4 w) high, on any canvas. */
export function paintCannon(ctx: Ctx, w: number, h: number): void {
  const cx = w / 2;
  ctx.lineJoin = 'round';
  ctx.lineWidth = Math.max(1.5, w * 0.04);
  ctx.strokeStyle = PALETTE.outline;
  // Fins.
  ctx.fillStyle = PALETTE.pink;
  ctx.beginPath();
  ctx.moveTo(cx - w * 0.22, h * 0.55);
  ctx.lineTo(cx - w * 0.42, h * 0.82);
  ctx.lineTo(cx - w * 0.2, h * 0.76);
  ctx.closePath();
  ctx.moveTo(cx + w * 0.22, h * 0.55);
  ctx.lineTo(cx + w * 0.42, h * 0.82);
  ctx.lineTo(cx + w * 0.2, h * 0.76);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  // Body.
  const body = ctx.createLinearGradient(cx - w * 0.22, 0, cx + w * 0.22, 0);
  body.addColorStop(0, '#ffffff');
  body.addColorStop(1, '#b9b2e6');
  ctx.fillStyle = body;
  ctx.beginPath();
  ctx.moveTo(cx, h * 0.04);
  ctx.bezierCurveTo(cx + w * 0.26, h * 0.2, cx + w * 0.27, h * 0.5, cx + w * 0.22, h * 0.8);
  ctx.lineTo(cx - w * 0.22, h * 0.8);
  ctx.bezierCurveTo(cx - w * 0.27, h * 0.5, cx - w * 0.26, h * 0.2, cx, h * 0.04);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  // Window.
  ctx.fillStyle = PALETTE.teal;
  ctx.beginPath();
  ctx.arc(cx, h * 0.36, w * 0.1, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = 'rgba(255,255,255,0.8)';
  ctx.beginPath();
  ctx.arc(cx - w * 0.03, h * 0.34, w * 0.03, 0, Math.PI * 2);
  ctx.fill();
  // Nozzle.
  ctx.fillStyle = PALETTE.rockDark;
  roundedRect(ctx, cx - w * 0.14, h * 0.79, w * 0.28, h * 0.08, w * 0.03);
  ctx.fill();
}

/** A golden laser bolt, pointing up. */
export function makeBolt(textures: Phaser.Textures.TextureManager, key: string, width: number): void {
  const height = width * 5;
  drawTexture(textures, key, width, height, (ctx, w, h) => {
    const glow = ctx.createLinearGradient(0, 0, 0, h);
    glow.addColorStop(0, 'rgba(255,255,255,1)');
    glow.addColorStop(0.35, PALETTE.goldLight);
    glow.addColorStop(1, 'rgba(255,197,61,0)');
    ctx.fillStyle = glow;
    roundedRect(ctx, w * 0.2, 0, w * 0.6, h, w * 0.3);
    ctx.fill();
    ctx.fillStyle = 'rgba(255,255,255,0.95)';
    roundedRect(ctx, w * 0.38, h * 0.02, w * 0.24, h * 0.5, w * 0.12);
    ctx.fill();
  });
}

/** A soft round glow: muzzle flashes, explosions' flash, the lock's halo. */
export function makeGlow(
  textures: Phaser.Textures.TextureManager,
  key: string,
  size: number,
  colour: string,
): void {
  drawTexture(textures, key, size, size, (ctx, w) => {
    const glow = ctx.createRadialGradient(w / 2, w / 2, 0, w / 2, w / 2, w / 2);
    glow.addColorStop(0, 'rgba(255,255,255,1)');
    glow.addColorStop(0.25, colour);
    glow.addColorStop(1, 'rgba(0,0,0,0)');
    ctx.fillStyle = glow;
    ctx.fillRect(0, 0, w, w);
  });
}

/** A thin ring: the shockwave of an explosion. */
export function makeRing(textures: Phaser.Textures.TextureManager, key: string, size: number): void {
  drawTexture(textures, key, size, size, (ctx, w) => {
    ctx.strokeStyle = 'rgba(255,236,170,0.95)';
    ctx.lineWidth = w * 0.05;
    ctx.beginPath();
    ctx.arc(w / 2, w / 2, w * 0.44, 0, Math.PI * 2);
    ctx.stroke();
  });
}

/** The lock: four golden corners, drawn round an enemy. */
export function makeReticle(textures: Phaser.Textures.TextureManager, key: string, size: number): void {
  drawTexture(textures, key, size, size, (ctx, w) => {
    const arm = w * 0.22;
    const inset = w * 0.06;
    ctx.strokeStyle = PALETTE.gold;
    ctx.lineWidth = Math.max(2, w * 0.045);
    ctx.lineCap = 'round';
    for (const [sx, sy] of [
      [1, 1],
      [-1, 1],
      [1, -1],
      [-1, -1],
    ] as const) {
      const x = sx > 0 ? inset : w - inset;
      const y = sy > 0 ? inset : w - inset;
      ctx.beginPath();
      ctx.moveTo(x, y + sy * arm);
      ctx.lineTo(x, y);
      ctx.lineTo(x + sx * arm, y);
      ctx.stroke();
    }
  });
}

/** One shield segment: a glowing arc over the base (drawn once per layout). */
export function makeShieldArc(
  textures: Phaser.Textures.TextureManager,
  key: string,
  width: number,
  height: number,
  low = false,
): void {
  drawTexture(textures, key, width, height, (ctx, w, h) => {
    const line = Math.max(3, h * 0.12);
    ctx.lineCap = 'round';
    ctx.shadowColor = low ? PALETTE.danger : PALETTE.tealLight;
    ctx.shadowBlur = line * 2;
    ctx.strokeStyle = low ? 'rgba(255,71,87,0.9)' : 'rgba(111,242,226,0.9)';
    ctx.lineWidth = line;
    ctx.beginPath();
    ctx.moveTo(line * 2, h - line * 2);
    ctx.quadraticCurveTo(w / 2, line * 1.5 - h * 0.4, w - line * 2, h - line * 2);
    ctx.stroke();
    ctx.shadowBlur = 0;
    ctx.strokeStyle = 'rgba(255,255,255,0.85)';
    ctx.lineWidth = line * 0.35;
    ctx.stroke();
  });
}

/** The label of an enemy: its translation in a bright pill, gold-rimmed while it is the target. */
export function drawLabelPill(
  ctx: Ctx,
  w: number,
  h: number,
  pad: number,
  colour: LabelColour,
  locked: boolean,
): void {
  const x = pad;
  const y = pad;
  const width = w - pad * 2;
  const height = h - pad * 2;
  const r = Math.min(height / 2, 18 * (h / Math.max(1, height)));
  ctx.save();
  ctx.shadowColor = 'rgba(0,0,0,0.45)';
  ctx.shadowBlur = pad * 0.8;
  ctx.shadowOffsetY = pad * 0.25;
  roundedRect(ctx, x, y + height * 0.06, width, height, r);
  ctx.fillStyle = colour.dark;
  ctx.fill();
  ctx.restore();
  roundedRect(ctx, x, y, width, height * 0.96, r);
  const body = ctx.createLinearGradient(0, y, 0, y + height);
  body.addColorStop(0, colour.fill);
  body.addColorStop(1, colour.dark);
  ctx.fillStyle = body;
  ctx.fill();
  ctx.save();
  ctx.clip();
  ctx.fillStyle = 'rgba(255,255,255,0.18)';
  roundedRect(ctx, x + r * 0.4, y + height * 0.06, width - r * 0.8, height * 0.38, r);
  ctx.fill();
  ctx.restore();
  if (locked) {
    roundedRect(
      ctx,
      x - pad * 0.45,
      y - pad * 0.45,
      width + pad * 0.9,
      height * 0.96 + pad * 0.9,
      r + pad * 0.45,
    );
    ctx.lineWidth = Math.max(2, pad * 0.55);
    ctx.strokeStyle = PALETTE.gold;
    ctx.stroke();
  }
}

/** Size of one particle frame. */
const PARTICLE = 24;
export type ParticleKind = 'spark' | 'chunk' | 'star';

/** Sparks, rock chunks and stars, one frame per colour. */
export function makeParticles(textures: Phaser.Textures.TextureManager, colours: readonly string[]): void {
  const kinds: ParticleKind[] = ['spark', 'chunk', 'star'];
  makeParticleAtlas(textures, kinds, colours, PARTICLE, (ctx, kind, colour) => {
    const c = PARTICLE / 2;
    if (kind === 'spark') {
      const glow = ctx.createRadialGradient(c, c, 0, c, c, c);
      glow.addColorStop(0, '#ffffff');
      glow.addColorStop(0.3, colour);
      glow.addColorStop(1, 'rgba(0,0,0,0)');
      ctx.fillStyle = glow;
      ctx.fillRect(0, 0, PARTICLE, PARTICLE);
    } else if (kind === 'chunk') {
      ctx.fillStyle = colour;
      ctx.strokeStyle = PALETTE.outline;
      ctx.lineWidth = 1.5;
      ctx.beginPath();
      ctx.moveTo(c - 7, c - 3);
      ctx.lineTo(c - 1, c - 8);
      ctx.lineTo(c + 7, c - 4);
      ctx.lineTo(c + 6, c + 5);
      ctx.lineTo(c - 3, c + 7);
      ctx.closePath();
      ctx.fill();
      ctx.stroke();
    } else {
      ctx.fillStyle = colour;
      ctx.fill(
        new Path2D(
          'M12 2c.8 5.6 4.4 9.2 10 10-5.6.8-9.2 4.4-10 10-.8-5.6-4.4-9.2-10-10 5.6-.8 9.2-4.4 10-10z',
        ),
      );
    }
  });
}
