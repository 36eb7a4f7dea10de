import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { captchaFieldSchema } from '../../../shared/api/auth.ts';
import {
  commentIdParamsSchema,
  commentSchema,
  commentsParamsSchema,
  commentsResponseSchema,
  contentIdParamsSchema,
  editCommentBodySchema,
  postCommentBodySchema,
  reportBodySchema,
  reportResponseSchema,
} from '../../../shared/api/community.ts';
import type { Database } from '../../db/client.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { AuthService } from '../auth/service.ts';
import type { CaptchaService } from '../captcha/service.ts';
import { report } from '../community/moderation.ts';
import type { CommentsService } from './service.ts';

/** GET /api/comments/{contentId}/{sortMode}; posting, editing and deleting (docs/decisions/019-community-lists.md). */
export const commentsRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  comments: CommentsService;
  db: Database;
  limiter: RateLimiter;
  captcha: CaptchaService;
}> = async (app, { captcha, auth, comments, db, limiter }) => {
  app.post(
    '/:commentId/report',
    {
      schema: {
        params: commentIdParamsSchema,
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
        'comment',
        Number(params.commentId),
        {
          reason: body.reason,
          captcha: body.reCaptcha,
        },
      ),
  );

  app.get(
    '/:contentId/:sortMode',
    { schema: { params: commentsParamsSchema, response: { 200: commentsResponseSchema } } },
    async ({ params }, reply) => {
      reply.header('cache-control', 'no-cache');
      return comments.list(Number(params.contentId), params.sortMode);
    },
  );

  app.post(
    '/:contentId',
    {
      schema: {
        params: contentIdParamsSchema,
        body: postCommentBodySchema.extend({ reCaptcha: captchaFieldSchema }),
        response: { 200: commentSchema },
      },
    },
    async ({ headers, params, body }) =>
      comments.post(await auth.requireUser(headers.authorization), Number(params.contentId), {
        text: body.text,
        parentCommentId: body.parentCommentId,
        captcha: body.reCaptcha,
      }),
  );

  app.patch(
    '/:commentId',
    {
      schema: {
        params: commentIdParamsSchema,
        body: editCommentBodySchema,
        response: { 200: commentSchema },
      },
    },
    async ({ headers, params, body }) =>
      comments.edit(await auth.requireUser(headers.authorization), Number(params.commentId), body.text),
  );

  app.delete(
    '/:commentId',
    { schema: { params: commentIdParamsSchema, response: { 200: z.object({ id: z.number().int() }) } } },
    async ({ headers, params }) =>
      comments.remove(await auth.requireUser(headers.authorization), Number(params.commentId)),
  );
};
