import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  careerResponseSchema,
  selectStageParamsSchema,
  selectStageResponseSchema,
  type TrackResponse,
  trackParamsSchema,
  trackResponseSchema,
} from '../../../shared/api/tracks.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { HttpError, notFound } from '../../errors.ts';
import type { AuthService } from '../auth/service.ts';
import type { ListResolver, ResolvedTrack } from '../lists/service.ts';
import type { TracksService } from './service.ts';

/** The career (spec sections 2, 3, 7 and 9): /api/tracks/... */
export const tracksRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  tracks: TracksService;
  lists: ListResolver;
}> = async (app, { auth, tracks, lists }) => {
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
      const list = await lists.resolveTrack(user, Number(params.id));
      if (!list) throw notFound(`There is no track ${params.id}.`);
      if (list.locked) throw new HttpError(403, MESSAGES.premiumRequired);
      return playableTrack(list);
    },
  );
};

/** A track as /play shows it: a career stage as the career has it; a community track as published. */
function playableTrack(list: ResolvedTrack): TrackResponse {
  if (list.kind === 'career') return list.stage;
  return {
    kind: 'community',
    id: list.trackId,
    listId: list.listId,
    name: list.name,
    languageLearn: list.languageLearn,
    words: list.cards.map((card) => ({
      word: card.front,
      paraphrase: card.back,
      definition: card.hint,
      card,
    })),
    community: list.designer,
  };
}
