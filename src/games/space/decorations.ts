/**
 * The start screen's night (start-screen.ts): the sky with its stars, the ringed planet, the
 * cannon's shot at an asteroid, and asteroids and ships drifting at the edges. Drawn by the same
 * painters as the game's textures, into canvases; CSS moves the drifting ones (space.css).
 */
import type { DecorationPlace } from '../common/start-screen.ts';
import { drawPlanet, drawSky } from './backdrop.ts';
import { drawAsteroid, drawRaider, drawSaucer, paintCannon } from './textures.ts';

type Drifter = [x: number, y: number, kind: 'asteroid' | 'saucer' | 'raider', variant: number, scale: number];

const DRIFTERS: Drifter[] = [
  [0.1, 0.12, 'asteroid', 0, 1.1],
  [0.9, 0.36, 'asteroid', 2, 0.8],
  [0.07, 0.58, 'saucer', 0, 0.9],
  [0.15, 0.9, 'asteroid', 1, 0.7],
  [0.78, 0.08, 'raider', 1, 0.7],
];

function canvasOf(
  width: number,
  height: number,
  className: string,
): [HTMLCanvasElement, CanvasRenderingContext2D | null] {
  const canvas = document.createElement('canvas');
  canvas.className = className;
  canvas.width = Math.max(1, Math.round(width));
  canvas.height = Math.max(1, Math.round(height));
  return [canvas, canvas.getContext('2d')];
}

export function decorate(layer: HTMLElement, dpr: number, place: DecorationPlace): void {
  const { width, height, card } = place;
  // A phone held upright, or sideways: fewer things in the sky, and no cannon.
  const small = place.layout !== 'stacked';
  const size = Math.min(64, width / 7);

  // The still night: sky, planet, and (on a larger screen) the cannon's shot, in one canvas.
  const [sky, ctx] = canvasOf(width * dpr, height * dpr, 'start__sky');
  if (ctx) {
    drawSky(ctx, sky.width, sky.height, dpr);
    ctx.scale(dpr, dpr);
    const planet =
      place.layout === 'columns'
        ? { x: width * 0.5, y: height * 1.02, radius: height * 0.34 }
        : {
            x: width * (small ? 0.92 : 0.86),
            y: height * 0.86,
            radius: Math.min(width, height) * (small ? 0.34 : 0.3),
          };
    drawPlanet(ctx, planet.x, planet.y, planet.radius);
    if (!small) {
      const cannon = Math.min(70, width / 6);
      const from = { x: width * 0.16, y: height - 18 };
      const rock = { x: width * 0.26, y: height * 0.56 };
      const angle = Math.atan2(rock.x - from.x, from.y - rock.y);
      const length = cannon * 1.2;
      const muzzle = { x: from.x + Math.sin(angle) * length, y: from.y - Math.cos(angle) * length };
      ctx.lineCap = 'round';
      for (const [lineWidth, colour] of [
        [5, 'rgba(255,197,61,0.35)'],
        [2, 'rgba(255,224,138,0.9)'],
      ] as const) {
        ctx.lineWidth = lineWidth;
        ctx.strokeStyle = colour;
        ctx.beginPath();
        ctx.moveTo(muzzle.x, muzzle.y);
        ctx.lineTo(rock.x, rock.y);
        ctx.stroke();
      }
      ctx.save();
      ctx.translate(rock.x, rock.y);
      drawAsteroid(ctx, 0, 0, (size / 2) * 0.9, 4);
      ctx.restore();
      ctx.save();
      ctx.translate(from.x, from.y);
      ctx.rotate(angle);
      ctx.translate(-cannon / 2, -cannon * 1.4 * 0.85);
      paintCannon(ctx, cannon, cannon * 1.4);
      ctx.restore();
      const glow = document.createElement('div');
      glow.className = 'start__glow';
      glow.style.left = `${rock.x}px`;
      glow.style.top = `${rock.y}px`;
      glow.style.setProperty('--size', `${96 * 0.8}px`);
      layer.append(sky, glow);
    } else layer.append(sky);
  }

  // Asteroids and ships drifting at the edges; one that would cover a corner of the list card is left out.
  DRIFTERS.forEach(([x, y, kind, variant, scale], index) => {
    if (small && (index === 2 || index === 4)) return;
    const reach = (size * scale) / 2 + 12;
    if (
      x * width + reach > card.x &&
      x * width - reach < card.x + card.width &&
      y * height + reach > card.y &&
      y * height - reach < card.y + card.height
    )
      return;
    const pad = Math.ceil(size * 0.2);
    const w = kind === 'asteroid' ? size : Math.round(size * 1.35);
    const h = kind === 'asteroid' ? size : Math.round(size * 0.9);
    const [drifter, paint] = canvasOf((w + pad * 2) * dpr, (h + pad * 2) * dpr, 'start__drifter');
    if (!paint) return;
    paint.scale(dpr, dpr);
    if (kind === 'asteroid') drawAsteroid(paint, w / 2 + pad, h / 2 + pad, size / 2, variant + 1);
    else {
      paint.translate(pad, pad);
      if (kind === 'saucer') drawSaucer(paint, w, h);
      else drawRaider(paint, w, h);
    }
    drifter.style.width = `${(w + pad * 2) * scale}px`;
    drifter.style.left = `${x * 100}%`;
    drifter.style.top = `${y * 100}%`;
    drifter.style.setProperty('--turn', kind === 'asteroid' ? '40deg' : '0deg');
    drifter.style.animationDuration = `${2400 + index * 400}ms`;
    layer.append(drifter);
  });
}
