import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  moderateBodySchema,
  moderateParamsSchema,
  moderateResponseSchema,
  reportedItemsResponseSchema,
} from '../../../shared/api/community.ts';
import type { Database } from '../../db/client.ts';
import type { AuthService } from '../auth/service.ts';
import { moderate, reportedItems, requireAdmin } from './moderation.ts';

/**
 * The admin review page's API (decision record 025): the same actions as `npm run admin --
 * reports | hide | restore`, for an account with the ADMIN role.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ auth: AuthService; db: Database }> = async (
  app,
  { auth, db },
) => {
  app.get(
    '/reports',
    { schema: { response: { 200: reportedItemsResponseSchema } } },
    async ({ headers }, reply) => {
      requireAdmin(await auth.requireUser(headers.authorization));
      reply.header('cache-control', 'no-store');
      return { reports: await reportedItems(db) };
    },
  );

  app.post(
    '/reports/:kind/:id',
    {
      schema: {
        params: moderateParamsSchema,
        body: moderateBodySchema,
        response: { 200: moderateResponseSchema },
      },
    },
    async ({ headers, params, body }) => {
      requireAdmin(await auth.requireUser(headers.authorization));
      return moderate(db, params.kind, Number(params.id), body.action);
    },
  );
};
