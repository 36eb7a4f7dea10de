import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  communityTrackSchema,
  publishBodySchema,
  trackIdParamsSchema,
} from '../../../shared/api/community.ts';
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
import type { Publishing } from './publishing.ts';
import type { TracksService } from './service.ts';

/**
 * Tracks: the career, any track /play plays (a career stage or a
 * community track, through the list resolver), and publishing a community track: /api/tracks/...
 */
export const tracksRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  tracks: TracksService;
  lists: ListResolver;
  publishing: Publishing;
}> = async (app, { auth, tracks, lists, publishing }) => {
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

  // Publishing makes a community track from one of the learner's own sheet lists (publishing.ts).
  app.post(
    '/community',
    { schema: { body: publishBodySchema, response: { 200: communityTrackSchema } } },
    async ({ headers, body }) => publishing.publish(await auth.requireUser(headers.authorization), body),
  );

  app.put(
    '/community/:id',
    {
      schema: {
        params: trackIdParamsSchema,
        body: publishBodySchema,
        response: { 200: communityTrackSchema },
      },
    },
    async ({ headers, params, body }) =>
      publishing.republish(await auth.requireUser(headers.authorization), Number(params.id), body),
  );

  app.delete(
    '/community/:id',
    { schema: { params: trackIdParamsSchema, response: { 200: z.object({ id: z.number().int() }) } } },
    async ({ headers, params }) =>
      publishing.unpublish(await auth.requireUser(headers.authorization), Number(params.id)),
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
