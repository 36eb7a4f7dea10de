import { z } from 'zod';
import { emailSchema, passwordSchema } from '../credentials.ts';
import { MESSAGES } from '../messages.ts';

export { emailSchema, meetsPasswordRule, passwordSchema } from '../credentials.ts';

/** The captcha solution (ALTCHA payload); empty when captcha is off. */
export const captchaFieldSchema = z.string('The captcha is missing.').max(20_000);

export const signInBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  reCaptcha: captchaFieldSchema,
});
export type SignInBody = z.infer<typeof signInBodySchema>;

export const signUpBodySchema = signInBodySchema;
export type SignUpBody = SignInBody;

export const resetPasswordBodySchema = z.object({ email: emailSchema, reCaptcha: captchaFieldSchema });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const confirmResetBodySchema = z.object({
  token: z
    .string(MESSAGES.resetLinkInvalid)
    .min(20, MESSAGES.resetLinkInvalid)
    .max(200, MESSAGES.resetLinkInvalid),
  password: passwordSchema,
});
export type ConfirmResetBody = z.infer<typeof confirmResetBodySchema>;

/** Native app sign-in: one base64url field holding JSON `{ idToken, uid }` from the native Google login. */
export const cordovaBodySchema = z.object({ data: z.string('data is required').min(1).max(20_000) });
export const cordovaPayloadSchema = z.object({
  idToken: z.string().min(1).max(10_000),
  uid: z.string().max(200).optional(),
});

export const tokenResponseSchema = z.object({ token: z.string() });
export const messageResponseSchema = z.object({ message: z.string() });

/**
 * What the client needs to know about the server: its sign-in options and, only when configured,
 * the app store pages, the two videos, the support address and the sister product. What is not
 * configured is left out, and the page hides what would show it (never a made-up value).
 * The server writes it into index.html (`#site-config`) and answers it at GET /api/site-config.
 */
export const siteConfigSchema = z.object({
  googleSignIn: z.boolean(),
  /** The OAuth client the native app's Google sign-in asks for (an accepted audience of /api/auth/cordova). */
  googleNativeClientId: z.string().optional(),
  captcha: z.enum(['altcha', 'off']),
  androidAppUrl: z.string().optional(),
  iosAppUrl: z.string().optional(),
  promoVideoUrl: z.string().optional(),
  writingCorrectionVideoUrl: z.string().optional(),
  supportEmail: z.string().optional(),
  sisterProductName: z.string().optional(),
  sisterProductUrl: z.string().optional(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** A safe place to return to after Google sign-in: a path on this site, never another origin. */
export function safeReturnPath(value: string | undefined | null): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  return /^[\x21-\x7e]{1,300}$/.test(value) ? value : '/';
}
