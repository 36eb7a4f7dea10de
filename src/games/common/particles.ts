/**
 * One texture holding every particle a game emits: a row per kind, a frame per colour (drawn in,
 * as the canvas renderer cannot tint), so one emitter can mix kinds and colours.
 */
import type Phaser from 'phaser';
import { drawTexture } from './icons.ts';

export const PARTICLE_TEXTURE = 'particles';

export function particleFrame(kind: string, colour: string): string {
  return `${kind}-${colour}`;
}

/** Draws `drawFrame` for each kind and colour into a `size`-pixel cell and names the frames. */
export function makeParticleAtlas<Kind extends string>(
  textures: Phaser.Textures.TextureManager,
  kinds: readonly Kind[],
  colours: readonly string[],
  size: number,
  drawFrame: (ctx: CanvasRenderingContext2D, kind: Kind, colour: string) => void,
): void {
  drawTexture(textures, PARTICLE_TEXTURE, size * colours.length, size * kinds.length, (ctx) => {
    kinds.forEach((kind, row) => {
      colours.forEach((colour, column) => {
        ctx.save();
        ctx.translate(column * size, row * size);
        drawFrame(ctx, kind, colour);
        ctx.restore();
      });
    });
  });
  const texture = textures.get(PARTICLE_TEXTURE);
  kinds.forEach((kind, row) => {
    colours.forEach((colour, column) => {
      texture.add(particleFrame(kind, colour), 0, column * size, row * size, size, size);
    });
  });
}
