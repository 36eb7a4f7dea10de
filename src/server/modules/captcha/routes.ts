import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CaptchaService } from './service.ts';

export const captchaRoutes: FastifyPluginAsyncZod<{ captcha: CaptchaService }> = async (app, { captcha }) => {
  app.get('/challenge', async () => captcha.challenge());
};
