import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  avatarBodySchema,
  avatarResponseSchema,
  catalogParamsSchema,
  catalogQuerySchema,
  communityTrackSchema,
  designersResponseSchema,
  reportBodySchema,
  reportResponseSchema,
  startedBodySchema,
  startedResponseSchema,
  trackIdParamsSchema,
  trackListResponseSchema,
  userTracksParamsSchema,
  userTracksResponseSchema,
  voteBodySchema,
  voteResponseSchema,
} from '../../../shared/api/community.ts';
import { DEFAULT_CATALOG_SORT } from '../../../shared/community/ranking.ts';
import type { Database } from '../../db/client.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { AuthService } from '../auth/service.ts';
import type { CaptchaService } from '../captcha/service.ts';
import { report } from './moderation.ts';
import type { CommunityService } from './service.ts';

const VOTE_VALUE = { like: 1, dislike: -1, none: 0 } as const;

/**
 * Community tracks (docs/decisions/019-community-lists.md): /api/tracks/catalog, /user, /top-designers, and a
 * track's page, votes, starts and reports under /community/{id}. Publishing is the tracks module's.
 */
export const communityRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  community: CommunityService;
  db: Database;
  limiter: RateLimiter;
  captcha: CaptchaService;
}> = async (app, { captcha, auth, community, db, limiter }) => {
  app.post(
    '/community/:id/report',
    {
      schema: {
        params: trackIdParamsSchema,
        body: reportBodySchema,
        response: { 200: reportResponseSchema },
      },
    },
    async ({ headers, params, body }) =>
      report(
        db,
        limiter,
        captcha,
        await auth.requireUser(headers.authorization),
        'track',
        Number(params.id),
        {
          reason: body.reason,
          captcha: body.reCaptcha,
        },
      ),
  );

  app.get(
    '/catalog/:page',
    {
      schema: {
        params: catalogParamsSchema,
        querystring: catalogQuerySchema,
        response: { 200: trackListResponseSchema },
      },
    },
    async ({ params, query }, reply) => {
      reply.header('cache-control', 'no-cache');
      return community.catalog(Number(params.page), query.sort ?? DEFAULT_CATALOG_SORT);
    },
  );

  app.get(
    '/user/:uid/:page',
    { schema: { params: userTracksParamsSchema, response: { 200: userTracksResponseSchema } } },
    async ({ params }, reply) => {
      reply.header('cache-control', 'no-cache');
      return community.userTracks(Number(params.uid), Number(params.page));
    },
  );

  app.get(
    '/top-designers/:page',
    { schema: { params: catalogParamsSchema, response: { 200: designersResponseSchema } } },
    async ({ params }, reply) => {
      reply.header('cache-control', 'no-cache');
      return community.topDesigners(Number(params.page));
    },
  );

  app.get(
    '/community/:id',
    { schema: { params: trackIdParamsSchema, response: { 200: communityTrackSchema } } },
    async ({ headers, params }, reply) => {
      const user = await auth.userFromAuthorization(headers.authorization);
      reply.header('cache-control', 'no-store');
      return community.track(Number(params.id), user);
    },
  );

  app.post(
    '/community/:id/vote',
    { schema: { params: trackIdParamsSchema, body: voteBodySchema, response: { 200: voteResponseSchema } } },
    async ({ headers, params, body }) =>
      community.vote(await auth.requireUser(headers.authorization), Number(params.id), VOTE_VALUE[body.vote]),
  );

  app.post(
    '/community/:id/started',
    {
      schema: {
        params: trackIdParamsSchema,
        body: startedBodySchema,
        response: { 200: startedResponseSchema },
      },
    },
    async ({ headers, params, body, ip }) => {
      const user = await auth.userFromAuthorization(headers.authorization);
      return community.started(user, Number(params.id), body.browserId, ip);
    },
  );

  app.post(
    '/avatar',
    { schema: { body: avatarBodySchema, response: { 200: avatarResponseSchema } } },
    async ({ headers, body }) =>
      community.setAvatar(await auth.requireUser(headers.authorization), body.avatar),
  );
};
