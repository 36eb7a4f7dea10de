import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DATA_EXPORT_FILE_NAME, displayNameBodySchema } from '../../../shared/api/account.ts';
import { userInfoSchema } from '../../../shared/api/user.ts';
import { type AuthService, toUserInfo } from '../auth/service.ts';
import type { AccountService } from './service.ts';

/** POST /api/account/display-name and GET /api/account/export (decision record 030). */
export const accountRoutes: FastifyPluginAsyncZod<{ auth: AuthService; account: AccountService }> = async (
  app,
  { auth, account },
) => {
  app.post(
    '/display-name',
    { schema: { body: displayNameBodySchema, response: { 200: userInfoSchema } } },
    async ({ headers, body }) =>
      toUserInfo(await account.setDisplayName(await auth.requireUser(headers.authorization), body.name)),
  );

  app.get('/export', async ({ headers }, reply) => {
    const data = await account.exportData(await auth.requireUser(headers.authorization));
    reply.header('cache-control', 'no-store');
    reply.header('content-disposition', `attachment; filename="${DATA_EXPORT_FILE_NAME}"`);
    reply.type('application/json; charset=utf-8');
    return JSON.stringify(data, null, 2);
  });
};
