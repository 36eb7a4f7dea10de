import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createCodesBodySchema,
  createCodesResponseSchema,
  listCodesResponseSchema,
  redeemCodeBodySchema,
  redeemCodeResponseSchema,
} from '../../../shared/api/premium-codes.ts';
import { HttpError } from '../../errors.ts';
import type { AuthService } from '../auth/service.ts';
import type { PremiumCodesService } from './service.ts';

const adminOnly = () => new HttpError(403, 'Only an admin can do this.');

/** POST /api/premium-codes/redeem (a learner) and /api/admin/premium-codes (an admin). */
export const premiumCodesRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  codes: PremiumCodesService;
}> = async (app, { auth, codes }) => {
  app.post(
    '/premium-codes/redeem',
    { schema: { body: redeemCodeBodySchema, response: { 200: redeemCodeResponseSchema } } },
    async ({ headers, body, ip }) =>
      codes.redeem(await auth.requireUser(headers.authorization), body.code, ip),
  );

  app.get(
    '/admin/premium-codes',
    { schema: { response: { 200: listCodesResponseSchema } } },
    async ({ headers }, reply) => {
      const user = await auth.requireUser(headers.authorization);
      if (user.role !== 'ADMIN') throw adminOnly();
      reply.header('cache-control', 'no-store');
      return { codes: await codes.list() };
    },
  );

  app.post(
    '/admin/premium-codes',
    { schema: { body: createCodesBodySchema, response: { 200: createCodesResponseSchema } } },
    async ({ headers, body }, reply) => {
      const user = await auth.requireUser(headers.authorization);
      if (user.role !== 'ADMIN') throw adminOnly();
      reply.header('cache-control', 'no-store');
      return codes.create(body, user.id);
    },
  );
};
