import { shapes, thumbs } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { avatarFolder, generatedAvatarId, NAMED_AVATARS } from '../../../shared/community/avatar.ts';

/** An avatar never changes for its value: a year, immutable. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The SVG of a generated avatar (by number) or a built-in one (by name), drawn by DiceBear. */
export function avatarSvg(value: string): string | null {
  const id = generatedAvatarId(value);
  if (id !== null) return createAvatar(thumbs, { seed: `avatar-${id}`, size: 96, radius: 50 }).toString();
  if ((NAMED_AVATARS as readonly string[]).includes(value))
    return createAvatar(shapes, { seed: `named-${value}`, size: 96, radius: 50 }).toString();
  return null;
}

/**
 * GET /avatars/{folder}/{id}.svg (folder = id div 1000) and
 * /avatars/named/{name}.svg: drawn on the server, cached by browsers and proxies for good.
 */
export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/avatars/:folder/:file',
    { schema: { params: z.object({ folder: z.string().max(20), file: z.string().max(40) }) } },
    async ({ params }, reply) => {
      const match = /^([A-Za-z0-9]+)\.svg$/.exec(params.file);
      const value = match?.[1] ?? '';
      const id = generatedAvatarId(value);
      const rightFolder =
        id !== null ? params.folder === String(avatarFolder(id)) : params.folder === 'named';
      const svg = match && rightFolder ? avatarSvg(value) : null;
      if (!svg) return reply.status(404).send({ message: 'There is no such avatar.' });
      return reply.header('cache-control', IMMUTABLE).type('image/svg+xml').send(svg);
    },
  );
};
