/**
 * Drawing in code with the canvas 2D API into Phaser textures (nothing is downloaded): a helper
 * that makes a canvas texture, rounded rectangles, and a set of icons drawn in a 24x24 box.
 * Colours are drawn in, not tinted: the canvas renderer cannot tint.
 */
import type Phaser from 'phaser';

type Ctx = CanvasRenderingContext2D;

export function roundedRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number): void {
  const radius = Math.max(0, Math.min(r, w / 2, h / 2));
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
  | 'voice'
  | 'shield'
  | 'backspace'
  | 'keyboard'
  | 'rocket';

export function starPath(ctx: Ctx, cx: number, cy: number, outer: number, inner: number): void {
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
export function drawIcon(ctx: Ctx, name: IconName): void {
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
      starPath(ctx, 12, 12.8, 11, 4.8);
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
    case 'shield':
      ctx.fill(new Path2D('M12 2.5 4 5.6v6c0 5 3.4 8.6 8 10 4.6-1.4 8-5 8-10v-6z'));
      break;
    case 'backspace':
      ctx.fill(
        new Path2D(
          'M8.2 5h11.3c1.1 0 2 .9 2 2v10c0 1.1-.9 2-2 2H8.2c-.6 0-1.1-.3-1.5-.7L1.8 12l4.9-6.3c.4-.4.9-.7 1.5-.7z',
        ),
      );
      ctx.save();
      ctx.globalCompositeOperation = 'destination-out';
      ctx.lineWidth = 2.2;
      ctx.beginPath();
      ctx.moveTo(11, 9);
      ctx.lineTo(17, 15);
      ctx.moveTo(17, 9);
      ctx.lineTo(11, 15);
      ctx.stroke();
      ctx.restore();
      break;
    case 'keyboard':
      ctx.fill(new Path2D('M3 6h18c.6 0 1 .4 1 1v10c0 .6-.4 1-1 1H3c-.6 0-1-.4-1-1V7c0-.6.4-1 1-1z'));
      ctx.save();
      ctx.globalCompositeOperation = 'destination-out';
      for (const [x, y] of [
        [4.5, 8.5],
        [8, 8.5],
        [11.5, 8.5],
        [15, 8.5],
        [18.5, 8.5],
        [4.5, 11.5],
        [8, 11.5],
        [11.5, 11.5],
        [15, 11.5],
        [18.5, 11.5],
      ]) {
        ctx.fillRect(x as number, y as number, 2, 2);
      }
      ctx.fillRect(7, 14.5, 10, 1.8);
      ctx.restore();
      break;
    case 'rocket':
      ctx.fill(new Path2D('M12 2c3 2.2 4.6 5.6 4.6 9.6v4.4H7.4v-4.4C7.4 7.6 9 4.2 12 2z'));
      ctx.fill(new Path2D('M7.4 11.5 4 15.5V19l3.4-1.8zM16.6 11.5l3.4 4V19l-3.4-1.8z'));
      ctx.fill(new Path2D('M9.5 17.5h5L12 22z'));
      ctx.save();
      ctx.globalCompositeOperation = 'destination-out';
      ctx.beginPath();
      ctx.arc(12, 9, 2, 0, Math.PI * 2);
      ctx.fill();
      ctx.restore();
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

/** The texture of an icon in a colour, drawn the first time it is asked for. */
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
