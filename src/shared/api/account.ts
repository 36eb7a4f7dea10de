import { z } from 'zod';

/**
 * The learner's own account (decision record 030): the public display name they choose,
 * deleting the account and downloading its data.
 */
export const DISPLAY_NAME_MIN = 3;
export const DISPLAY_NAME_MAX = 30;

export const DISPLAY_NAME_MESSAGES = {
  missing: 'Please choose a name.',
  tooShort: `Your name needs at least ${DISPLAY_NAME_MIN} characters.`,
  tooLong: `Your name can have at most ${DISPLAY_NAME_MAX} characters.`,
  characters: 'Use only letters, digits, spaces, dots, dashes, apostrophes and underscores in your name.',
  taken: 'Another learner already has this name. Please choose another.',
  unsuitable: (word: string) =>
    `Your name contains a word we do not show ("${word}"). Please choose another.`,
} as const;

/** Letters (any script), digits, and a few joiners inside; it starts with a letter or a digit. */
const DISPLAY_NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} ._'-]*$/u;

/** The name as kept: trimmed, runs of spaces made one, in Unicode's composed form. */
export const normalizeDisplayName = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ');

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

/** GET /api/account/export: every record of the account, as a JSON download. */
export const DATA_EXPORT_FILE_NAME = 'vocab-arcade-my-data.json';
