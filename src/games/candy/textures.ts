/**
 * Every picture in the game is drawn here with the canvas 2D API into Phaser textures: glossy
 * candies, rings, buttons, icons, particles and the sky. Nothing is downloaded.
 */
import type Phaser from 'phaser';
import { ALL_COLOURS, type CandyColour, PALETTE } from './theme.ts';

type Ctx = CanvasRenderingContext2D;

function roundedRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number): void {
  const radius = Math.min(r, w / 2, h / 2);
  ctx.beginPath();
  ctx.moveTo(x + radius, y);
  ctx.arcTo(x + w, y, x + w, y + h, radius);
  ctx.arcTo(x + w, y + h, x, y + h, radius);
  ctx.arcTo(x, y + h, x, y, radius);
  ctx.arcTo(x, y, x + w, y, radius);
  ctx.closePath();
}

/** Makes (or replaces) a canvas texture and draws into it. */
export function drawTexture(
  textures: Phaser.Textures.TextureManager,
  key: string,
  width: number,
  height: number,
  draw: (ctx: Ctx, width: number, height: number) => void,
): void {
  if (textures.exists(key)) textures.remove(key);
  const w = Math.max(2, Math.ceil(width));
  const h = Math.max(2, Math.ceil(height));
  const texture = textures.createCanvas(key, w, h);
  if (!texture) return;
  const ctx = texture.getContext();
  ctx.clearRect(0, 0, w, h);
  draw(ctx, w, h);
  texture.refresh();
}

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

/** Candy textures of one size, one per colour, plus the selection and focus rings. */
export function makeCandyTextures(
  textures: Phaser.Textures.TextureManager,
  width: number,
  height: number,
): void {
  const pad = Math.ceil(height * CANDY_PAD);
  for (const colour of ALL_COLOURS) {
    const key = candyKey(colour, width, height);
    if (textures.exists(key)) continue;
    drawTexture(textures, key, width + pad * 2, height + pad * 2, (ctx) => {
      drawCandy(ctx, colour, pad, pad, width, height);
    });
  }
  const selected = ringKey('selected', width, height);
  if (!textures.exists(selected)) {
    drawTexture(textures, selected, width + pad * 2, height + pad * 2, (ctx) => {
      const r = Math.min(width, height) * 0.33;
      ctx.shadowColor = 'rgba(255,255,255,0.95)';
      ctx.shadowBlur = pad * 0.9;
      roundedRect(ctx, pad * 0.45, pad * 0.45, width + pad * 1.1, height + pad * 1.1, r);
      ctx.lineWidth = Math.max(3, height * 0.055);
      ctx.strokeStyle = '#ffffff';
      ctx.stroke();
    });
  }
  const focus = ringKey('focus', width, height);
  if (!textures.exists(focus)) {
    drawTexture(textures, focus, width + pad * 2, height + pad * 2, (ctx) => {
      const r = Math.min(width, height) * 0.34;
      roundedRect(ctx, pad * 0.3, pad * 0.3, width + pad * 1.4, height + pad * 1.4, r);
      ctx.lineWidth = Math.max(3, height * 0.045);
      ctx.setLineDash([height * 0.12, height * 0.07]);
      ctx.strokeStyle = PALETTE.ink;
      ctx.stroke();
    });
  }
}

export type PanelStyle = { radius: number; fill: string; stroke?: string; shadow?: boolean };

/** A rounded panel (the board's tray, cards, bubbles) drawn at (x, y), its shadow around it. */
export function drawPanel(
  ctx: Ctx,
  x: number,
  y: number,
  width: number,
  height: number,
  style: PanelStyle,
): void {
  ctx.save();
  if (style.shadow) {
    const blur = style.radius * 0.64;
    ctx.shadowColor = 'rgba(74,16,70,0.18)';
    ctx.shadowBlur = blur;
    ctx.shadowOffsetY = blur * 0.3;
  }
  roundedRect(ctx, x, y, width, height, style.radius);
  ctx.fillStyle = style.fill;
  ctx.fill();
  ctx.shadowColor = 'transparent';
  if (style.stroke) {
    ctx.lineWidth = Math.max(1, style.radius * 0.08);
    ctx.strokeStyle = style.stroke;
    ctx.stroke();
  }
  ctx.restore();
}

/** A panel as a texture, for panels that move or come and go (bubbles, the pause card). */
export function makePanel(
  textures: Phaser.Textures.TextureManager,
  key: string,
  width: number,
  height: number,
  style: PanelStyle,
): void {
  const pad = style.shadow ? Math.ceil(style.radius * 0.8) : 2;
  drawTexture(textures, key, width + pad * 2, height + pad * 2, (ctx) => {
    drawPanel(ctx, pad, pad, width, height, style);
  });
}

export type ButtonStyle = 'primary' | 'secondary' | 'round' | 'ghost';

/** A glossy pill button face. */
export function makeButtonFace(
  textures: Phaser.Textures.TextureManager,
  key: string,
  width: number,
  height: number,
  style: ButtonStyle,
): void {
  const pad = Math.ceil(height * 0.22);
  drawTexture(textures, key, width + pad * 2, height + pad * 2, (ctx) => {
    const r = height / 2;
    const [top, bottom, edge] =
      style === 'primary'
        ? ['#ff8cc0', PALETTE.primary, PALETTE.primaryDark]
        : style === 'ghost'
          ? ['rgba(255,255,255,0.5)', 'rgba(255,255,255,0.32)', 'rgba(255,255,255,0.2)']
          : ['#ffffff', '#f6eefe', '#d8c6ea'];
    ctx.save();
    ctx.shadowColor = 'rgba(74,16,70,0.28)';
    ctx.shadowBlur = pad * 0.7;
    ctx.shadowOffsetY = pad * 0.3;
    roundedRect(ctx, pad, pad + height * 0.06, width, height, r);
    ctx.fillStyle = edge;
    ctx.fill();
    ctx.restore();
    roundedRect(ctx, pad, pad, width, height * 0.94, r);
    const body = ctx.createLinearGradient(0, pad, 0, pad + height);
    body.addColorStop(0, top);
    body.addColorStop(1, bottom);
    ctx.fillStyle = body;
    ctx.fill();
    ctx.save();
    ctx.clip();
    const gloss = ctx.createLinearGradient(0, pad, 0, pad + height * 0.5);
    gloss.addColorStop(0, 'rgba(255,255,255,0.55)');
    gloss.addColorStop(1, 'rgba(255,255,255,0)');
    roundedRect(ctx, pad + height * 0.18, pad + height * 0.06, width - height * 0.36, height * 0.42, r);
    ctx.fillStyle = gloss;
    ctx.fill();
    ctx.restore();
  });
}

export function makeFocusRing(
  textures: Phaser.Textures.TextureManager,
  key: string,
  width: number,
  height: number,
  radius: number,
): void {
  const pad = Math.ceil(Math.max(6, height * 0.16));
  drawTexture(textures, key, width + pad * 2, height + pad * 2, (ctx) => {
    roundedRect(ctx, pad * 0.4, pad * 0.4, width + pad * 1.2, height + pad * 1.2, radius + pad * 0.6);
    ctx.lineWidth = Math.max(3, pad * 0.45);
    ctx.strokeStyle = PALETTE.ink;
    ctx.stroke();
    roundedRect(ctx, pad * 0.4, pad * 0.4, width + pad * 1.2, height + pad * 1.2, radius + pad * 0.6);
    ctx.lineWidth = Math.max(1.5, pad * 0.2);
    ctx.strokeStyle = PALETTE.focus;
    ctx.stroke();
  });
}

export type IconName =
  | 'home'
  | 'gear'
  | 'bulb'
  | 'speaker'
  | 'speaker-off'
  | 'note'
  | 'note-off'
  | 'pause'
  | 'play'
  | 'star'
  | 'check'
  | 'cross'
  | 'clock'
  | 'restart'
  | 'target'
  | 'voice';

function star(ctx: Ctx, cx: number, cy: number, outer: number, inner: number): void {
  ctx.beginPath();
  for (let point = 0; point < 10; point += 1) {
    const radius = point % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (point * Math.PI) / 5;
    const x = cx + Math.cos(angle) * radius;
    const y = cy + Math.sin(angle) * radius;
    if (point === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.closePath();
}

/** Draws an icon in a 24x24 box (scaled by the caller). */
function drawIcon(ctx: Ctx, name: IconName): void {
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  const slash = () => {
    ctx.lineWidth = 2.4;
    ctx.beginPath();
    ctx.moveTo(4, 4);
    ctx.lineTo(20, 20);
    ctx.stroke();
  };
  switch (name) {
    case 'home':
      ctx.fill(
        new Path2D(
          'M12 3.2 2.8 11.2c-.5.4-.2 1.2.4 1.2H5V20c0 .6.4 1 1 1h4v-5.5h4V21h4c.6 0 1-.4 1-1v-7.6h1.8c.6 0 .9-.8.4-1.2z',
        ),
      );
      break;
    case 'gear': {
      ctx.beginPath();
      for (let tooth = 0; tooth < 8; tooth += 1) {
        const angle = (tooth * Math.PI) / 4;
        ctx.save();
        ctx.translate(12, 12);
        ctx.rotate(angle);
        ctx.rect(-2, -10.5, 4, 5);
        ctx.restore();
      }
      ctx.fill();
      ctx.beginPath();
      ctx.arc(12, 12, 7.2, 0, Math.PI * 2);
      ctx.arc(12, 12, 3, 0, Math.PI * 2, true);
      ctx.fill('evenodd');
      break;
    }
    case 'bulb':
      ctx.beginPath();
      ctx.arc(12, 9.5, 6.5, Math.PI * 0.8, Math.PI * 2.2);
      ctx.lineTo(15, 17);
      ctx.lineTo(9, 17);
      ctx.closePath();
      ctx.fill();
      ctx.fillRect(9, 18.2, 6, 1.8);
      ctx.fillRect(10, 20.8, 4, 1.6);
      break;
    case 'speaker':
    case 'speaker-off':
      ctx.fill(new Path2D('M3.5 9h4l5-4.2v14.4l-5-4.2h-4c-.6 0-1-.4-1-1V10c0-.6.4-1 1-1z'));
      if (name === 'speaker') {
        ctx.lineWidth = 2;
        ctx.beginPath();
        ctx.arc(13, 12, 4, -0.9, 0.9);
        ctx.stroke();
        ctx.beginPath();
        ctx.arc(13, 12, 7.5, -0.9, 0.9);
        ctx.stroke();
      } else {
        ctx.lineWidth = 2.2;
        ctx.beginPath();
        ctx.moveTo(15.5, 9);
        ctx.lineTo(21.5, 15);
        ctx.moveTo(21.5, 9);
        ctx.lineTo(15.5, 15);
        ctx.stroke();
      }
      break;
    case 'note':
    case 'note-off':
      ctx.fill(new Path2D('M9 5.5 20 3v12.2a3 3 0 1 1-2-2.8V7.2l-7 1.6v8.6A3 3 0 1 1 9 14.6z'));
      if (name === 'note-off') slash();
      break;
    case 'pause':
      ctx.fillRect(6, 4.5, 4.2, 15);
      ctx.fillRect(13.8, 4.5, 4.2, 15);
      break;
    case 'play':
      ctx.fill(
        new Path2D('M7 4.5v15c0 .8.9 1.3 1.6.8l11-7.5c.6-.4.6-1.2 0-1.6l-11-7.5C7.9 3.2 7 3.7 7 4.5z'),
      );
      break;
    case 'star':
      star(ctx, 12, 12.8, 11, 4.8);
      ctx.fill();
      break;
    case 'check':
      ctx.lineWidth = 3.4;
      ctx.beginPath();
      ctx.moveTo(4.5, 12.5);
      ctx.lineTo(9.5, 17.5);
      ctx.lineTo(19.5, 6.5);
      ctx.stroke();
      break;
    case 'cross':
      ctx.lineWidth = 3.2;
      ctx.beginPath();
      ctx.moveTo(6, 6);
      ctx.lineTo(18, 18);
      ctx.moveTo(18, 6);
      ctx.lineTo(6, 18);
      ctx.stroke();
      break;
    case 'clock':
      ctx.lineWidth = 2.4;
      ctx.beginPath();
      ctx.arc(12, 12, 8.5, 0, Math.PI * 2);
      ctx.stroke();
      ctx.beginPath();
      ctx.moveTo(12, 7);
      ctx.lineTo(12, 12);
      ctx.lineTo(15.5, 14);
      ctx.stroke();
      break;
    case 'restart':
      ctx.lineWidth = 2.6;
      ctx.beginPath();
      ctx.arc(12, 12.5, 7.5, -Math.PI * 0.35, Math.PI * 1.45);
      ctx.stroke();
      ctx.fill(new Path2D('M17.5 2.5v7h-7z'));
      break;
    case 'voice':
      // A speech bubble with sound waves: "say it".
      ctx.fill(
        new Path2D(
          'M4 3.5h10c1.1 0 2 .9 2 2v7c0 1.1-.9 2-2 2H9l-4 3.5V14.5H4c-1.1 0-2-.9-2-2v-7c0-1.1.9-2 2-2z',
        ),
      );
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.arc(16, 9, 4, -0.8, 0.8);
      ctx.stroke();
      ctx.beginPath();
      ctx.arc(16, 9, 7, -0.8, 0.8);
      ctx.stroke();
      break;
    case 'target':
      ctx.lineWidth = 2.2;
      ctx.beginPath();
      ctx.arc(12, 12, 8.5, 0, Math.PI * 2);
      ctx.stroke();
      ctx.beginPath();
      ctx.arc(12, 12, 3.5, 0, Math.PI * 2);
      ctx.fill();
      break;
  }
}

/** Icon textures are 96 px: sharp when shown at up to 48 CSS px on a 2x screen. */
export const ICON_SIZE = 96;

/**
 * The texture of an icon in a colour, drawn the first time it is asked for. (Colours are drawn in,
 * not tinted: the canvas renderer cannot tint.)
 */
export function iconTexture(
  textures: Phaser.Textures.TextureManager,
  name: IconName,
  colour: string,
): string {
  const key = `icon-${name}-${colour}`;
  if (!textures.exists(key)) {
    drawTexture(textures, key, ICON_SIZE, ICON_SIZE, (ctx) => {
      ctx.scale(ICON_SIZE / 24, ICON_SIZE / 24);
      ctx.fillStyle = colour;
      ctx.strokeStyle = colour;
      drawIcon(ctx, name);
    });
  }
  return key;
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
      star(ctx, 80, 84, 70, 32);
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

export function particleFrame(kind: 'sugar' | 'sparkle', colour: string): string {
  return `${kind}-${colour}`;
}

/**
 * Particles: sugar stars and sparkles, one frame per colour (drawn in, as the canvas renderer
 * cannot tint), all in one texture so one emitter can mix them.
 */
export function makeParticles(textures: Phaser.Textures.TextureManager, colours: readonly string[]): void {
  const kinds = ['sugar', 'sparkle'] as const;
  drawTexture(textures, 'particles', PARTICLE * colours.length, PARTICLE * kinds.length, (ctx) => {
    kinds.forEach((kind, row) => {
      colours.forEach((colour, column) => {
        ctx.save();
        ctx.translate(column * PARTICLE, row * PARTICLE);
        ctx.fillStyle = colour;
        if (kind === 'sugar') {
          star(ctx, 16, 17, 14, 6.5);
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
        ctx.restore();
      });
    });
  });
  const texture = textures.get('particles');
  kinds.forEach((kind, row) => {
    colours.forEach((colour, column) => {
      texture.add(particleFrame(kind, colour), 0, column * PARTICLE, row * PARTICLE, PARTICLE, PARTICLE);
    });
  });
}
