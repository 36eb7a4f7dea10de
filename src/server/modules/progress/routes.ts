import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  progressQuerySchema,
  progressResponseSchema,
  progressWordsQuerySchema,
  progressWordsResponseSchema,
  studyPlanBodySchema,
} from '../../../shared/api/progress.ts';
import type { AuthService } from '../auth/service.ts';
import type { ProgressService } from './service.ts';

export const progressRoutes: FastifyPluginAsyncZod<{ auth: AuthService; progress: ProgressService }> = async (
  app,
  { auth, progress },
) => {
  app.get(
    '/',
    { schema: { querystring: progressQuerySchema, response: { 200: progressResponseSchema } } },
    async ({ headers, query }, reply) => {
      reply.header('cache-control', 'no-store');
      return progress.summary(await auth.requireUser(headers.authorization), query.tz);
    },
  );

  app.get(
    '/words',
    { schema: { querystring: progressWordsQuerySchema, response: { 200: progressWordsResponseSchema } } },
    async ({ headers, query }, reply) => {
      reply.header('cache-control', 'no-store');
      return progress.words(await auth.requireUser(headers.authorization), query);
    },
  );

  app.get('/settings', async ({ headers }, reply) => {
    reply.header('cache-control', 'no-store');
    return progress.plan(await auth.requireUser(headers.authorization));
  });

  app.post('/settings', { schema: { body: studyPlanBodySchema } }, async ({ headers, body }) =>
    progress.savePlan(await auth.requireUser(headers.authorization), body),
  );
};
