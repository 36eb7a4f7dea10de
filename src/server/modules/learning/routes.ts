import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cardsQuerySchema,
  cardsResponseSchema,
  dealBodySchema,
  dealResponseSchema,
  roundBodySchema,
  roundResponseSchema,
} from '../../../shared/api/learning.ts';
import type { AuthService } from '../auth/service.ts';
import type { LearningService } from './service.ts';

export const learningRoutes: FastifyPluginAsyncZod<{ auth: AuthService; learning: LearningService }> = async (
  app,
  { auth, learning },
) => {
  app.post(
    '/rounds',
    { schema: { body: roundBodySchema, response: { 200: roundResponseSchema } } },
    async (request) =>
      learning.postRound(await auth.requireUser(request.headers.authorization), request.body),
  );

  app.post(
    '/deal',
    { schema: { body: dealBodySchema, response: { 200: dealResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return learning.deal(await auth.requireUser(request.headers.authorization), request.body);
    },
  );

  app.get(
    '/cards',
    { schema: { querystring: cardsQuerySchema, response: { 200: cardsResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return learning.cards(
        await auth.requireUser(request.headers.authorization),
        request.query.tz,
        request.query.page,
      );
    },
  );
};
