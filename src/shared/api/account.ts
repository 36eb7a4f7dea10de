/**
 * The learner's own account (decision record 030): the public display name they choose,
 * deleting the account and downloading its data.
 */
import { z } from 'zod';
import {
  DISPLAY_NAME_MAX,
  DISPLAY_NAME_MESSAGES,
  DISPLAY_NAME_MIN,
  DISPLAY_NAME_PATTERN,
  normalizeDisplayName,
} from '../account-rules.ts';

export {
  DATA_EXPORT_FILE_NAME,
  DISPLAY_NAME_MAX,
  DISPLAY_NAME_MESSAGES,
  DISPLAY_NAME_MIN,
  normalizeDisplayName,
} from '../account-rules.ts';

/** The name a learner shows with their tracks and comments instead of their email. */
export const displayNameSchema = z
  .string(DISPLAY_NAME_MESSAGES.missing)
  .transform(normalizeDisplayName)
  .pipe(
    z
      .string()
      .min(1, DISPLAY_NAME_MESSAGES.missing)
      .min(DISPLAY_NAME_MIN, DISPLAY_NAME_MESSAGES.tooShort)
      .max(DISPLAY_NAME_MAX, DISPLAY_NAME_MESSAGES.tooLong)
      .regex(DISPLAY_NAME_PATTERN, DISPLAY_NAME_MESSAGES.characters),
  );

/** POST /api/account/display-name */
export const displayNameBodySchema = z.object({ name: displayNameSchema });
export type DisplayNameBody = z.input<typeof displayNameBodySchema>;

export const DELETE_ACCOUNT_MESSAGES = {
  passwordMissing: 'Please enter your password to delete your account.',
  passwordWrong: 'That is not your password. Your account was not deleted.',
  emailMissing: 'Please type the email address of your account to delete it.',
  emailWrong: 'That is not the email address of your account. Your account was not deleted.',
} as const;

/**
 * POST /api/auth/delete-account: the password confirms it; an account without one (signed up with
 * Google) confirms with its email address instead.
 */
export const deleteAccountBodySchema = z
  .object({
    password: z.string().max(1000).optional(),
    email: z.string().max(1000).optional(),
  })
  .nullish();
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;
