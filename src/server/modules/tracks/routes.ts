import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  careerResponseSchema,
  selectStageParamsSchema,
  selectStageResponseSchema,
  trackParamsSchema,
  trackResponseSchema,
} from '../../../shared/api/tracks.ts';
import { trackListId } from '../../../shared/word-lists/list-id.ts';
import { notFound } from '../../errors.ts';
import type { AuthService } from '../auth/service.ts';
import type { CommunityService } from '../community/service.ts';
import type { TracksService } from './service.ts';

/** The career (spec sections 2, 3, 7 and 9): /api/tracks/... */
export const tracksRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  tracks: TracksService;
  community: CommunityService;
}> = async (app, { auth, tracks, community }) => {
  app.get(
    '/select-stage/:page',
    { schema: { params: selectStageParamsSchema, response: { 200: selectStageResponseSchema } } },
    async ({ headers, params }, reply) => {
      const user = await auth.userFromAuthorization(headers.authorization);
      reply.header('cache-control', 'no-store');
      return tracks.selectStage(Number(params.page), user.id);
    },
  );

  app.get('/career', { schema: { response: { 200: careerResponseSchema } } }, async ({ headers }, reply) => {
    const user = await auth.userFromAuthorization(headers.authorization);
    reply.header('cache-control', 'no-store');
    return tracks.career(user.id);
  });

  app.get(
    '/:id',
    { schema: { params: trackParamsSchema, response: { 200: trackResponseSchema } } },
    async ({ headers, params }, reply) => {
      const user = await auth.userFromAuthorization(headers.authorization);
      reply.header('cache-control', 'no-store');
      // /play plays career stages and community tracks by their number (word-lists/list-id.ts).
      const list = trackListId(Number(params.id));
      if (!list) throw notFound(`There is no track ${params.id}.`);
      return list.kind === 'career'
        ? tracks.track(list.trackId, user.role ?? null)
        : community.playable(list.trackId);
    },
  );
};
