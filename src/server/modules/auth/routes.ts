import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userInfoSchema } from '../../../shared/api/user.ts';
import type { AuthService } from './service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.get('/user-info', { schema: { response: { 200: userInfoSchema } } }, async (request) =>
    auth.userFromAuthorization(request.headers.authorization),
  );
};
