import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteAccountBodySchema } from '../../../shared/api/account.ts';
import {
  confirmResetBodySchema,
  cordovaBodySchema,
  cordovaPayloadSchema,
  messageResponseSchema,
  resetPasswordBodySchema,
  signInBodySchema,
  signUpBodySchema,
  tokenResponseSchema,
} from '../../../shared/api/auth.ts';
import { withHandoffMark } from '../../../shared/api/handoff.ts';
import { userInfoSchema } from '../../../shared/api/user.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { HttpError } from '../../errors.ts';
import { readCookie, serializeCookie } from '../../lib/cookies.ts';
import type { createGoogleSignIn, createIdTokenVerifier } from './google.ts';
import type { AuthService } from './service.ts';

/** Cookie names: the Google flow (httpOnly) and the one-minute hand-over of a token to the SPA. */
const GOOGLE_FLOW_COOKIE = 'va_google_flow';
const TOKEN_HANDOFF_COOKIE = 'va_handoff';

export type AuthRoutesOptions = {
  auth: AuthService;
  publicUrl: string;
  google: ReturnType<typeof createGoogleSignIn> | undefined;
  verifyNativeIdToken: ReturnType<typeof createIdTokenVerifier> | undefined;
};

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { auth } = options;
  const secure = options.publicUrl.startsWith('https://');
  const googleCallbackUrl = `${options.publicUrl}/api/auth/google/callback`;

  app.get('/user-info', { schema: { response: { 200: userInfoSchema } } }, async (request) =>
    auth.userFromAuthorization(request.headers.authorization),
  );

  app.post(
    '/sign-up',
    { schema: { body: signUpBodySchema, response: { 200: tokenResponseSchema } } },
    async ({ body: { reCaptcha, ...body }, ip }) => auth.signUp({ ...body, captcha: reCaptcha }, ip),
  );

  app.post(
    '/sign-in',
    { schema: { body: signInBodySchema, response: { 200: tokenResponseSchema } } },
    async ({ body: { reCaptcha, ...body }, ip }) => auth.signIn({ ...body, captcha: reCaptcha }, ip),
  );

  app.post(
    '/reset-password',
    { schema: { body: resetPasswordBodySchema, response: { 200: messageResponseSchema } } },
    async ({ body: { reCaptcha, ...body }, ip }) =>
      auth.requestPasswordReset({ ...body, captcha: reCaptcha }, ip, options.publicUrl),
  );

  app.post(
    '/reset-password/confirm',
    { schema: { body: confirmResetBodySchema, response: { 200: messageResponseSchema } } },
    async (request) => auth.confirmPasswordReset(request.body),
  );

  app.post(
    '/logout',
    { schema: { response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (request) => {
      await auth.logOut(request.headers.authorization);
      return { ok: true as const };
    },
  );

  app.post(
    '/delete-account',
    { schema: { body: deleteAccountBodySchema, response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (request) => {
      await auth.deleteAccount(request.headers.authorization, request.body);
      return { ok: true as const };
    },
  );

  app.post(
    '/cordova',
    { schema: { body: cordovaBodySchema, response: { 200: tokenResponseSchema } } },
    async (request) => {
      let payload: z.infer<typeof cordovaPayloadSchema>;
      try {
        payload = cordovaPayloadSchema.parse(
          JSON.parse(Buffer.from(request.body.data, 'base64url').toString('utf8')),
        );
      } catch {
        throw new HttpError(400, [
          { field: 'data', message: 'data must be base64url-encoded JSON { idToken, uid }.' },
        ]);
      }
      if (!options.verifyNativeIdToken) throw new HttpError(404, 'Native sign-in is not configured.');
      let identity: Awaited<ReturnType<NonNullable<AuthRoutesOptions['verifyNativeIdToken']>>>;
      try {
        identity = await options.verifyNativeIdToken(payload.idToken);
      } catch (error) {
        request.log.warn({ reason: (error as Error).message }, 'native Google sign-in refused');
        throw new HttpError(401, MESSAGES.googleSignInFailed);
      }
      return auth.signInWithGoogle(identity);
    },
  );

  app.get(
    '/google',
    { schema: { querystring: z.object({ source: z.string().max(300).optional() }) } },
    async (request, reply) => {
      if (!options.google) throw new HttpError(404, 'Google sign-in is not configured.');
      const flow = await options.google.start(googleCallbackUrl, request.query.source);
      reply.header(
        'set-cookie',
        serializeCookie(GOOGLE_FLOW_COOKIE, flow.cookie, {
          maxAge: flow.cookieMaxAge,
          path: '/api/auth/google',
          httpOnly: true,
          secure,
        }),
      );
      return reply.redirect(flow.url, 302);
    },
  );

  app.get('/google/callback', async (request, reply) => {
    if (!options.google) throw new HttpError(404, 'Google sign-in is not configured.');
    const clearFlow = serializeCookie(GOOGLE_FLOW_COOKIE, '', {
      maxAge: 0,
      path: '/api/auth/google',
      httpOnly: true,
      secure,
    });
    try {
      const { identity, returnTo } = await options.google.finish(
        new URL(request.url, options.publicUrl),
        readCookie(request.headers.cookie, GOOGLE_FLOW_COOKIE),
        googleCallbackUrl,
      );
      const { token } = await auth.signInWithGoogle(identity);
      // The token reaches the SPA in a one-minute cookie that it reads and deletes: it never
      // appears in a URL, so neither history nor access logs hold it.
      reply.header('set-cookie', [
        clearFlow,
        serializeCookie(TOKEN_HANDOFF_COOKIE, token, { maxAge: 60, path: '/', httpOnly: false, secure }),
      ]);
      return reply.redirect(withHandoffMark(returnTo), 303);
    } catch (error) {
      request.log.warn({ reason: (error as Error).message }, 'Google sign-in failed');
      reply.header('set-cookie', clearFlow);
      return reply.redirect('/sign-in#error=google', 303);
    }
  });
};
