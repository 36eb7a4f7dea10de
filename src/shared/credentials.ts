/**
 * The email and password rules of the sign-in forms and the API, in zod's tree-shakable form: the
 * site's forms check them before sending, and with classic zod the site's pages would share a
 * bigger piece of zod (issue 33). src/shared/api/auth.ts re-exports them into its schemas.
 */
import * as z from 'zod/mini';
import { PASSWORD_MIN_LENGTH } from './constants.ts';
import { MESSAGES } from './messages.ts';

const PASSWORD_MAX_LENGTH = 128;

/**
 * Characters one sees (decision record 025): spaces, invisible format characters (zero-width
 * space, joiners, marks of direction) and line separators do not count toward the minimum.
 */
function visibleLength(password: string): number {
  return [...password.replace(/[\s\p{Z}\p{Cf}]/gu, '')].length;
}

/** At least 8 characters, an upper and a lower case letter, a digit or a special character. */
export function meetsPasswordRule(password: string): boolean {
  return (
    visibleLength(password) >= PASSWORD_MIN_LENGTH &&
    /\p{Lu}/u.test(password) &&
    /\p{Ll}/u.test(password) &&
    /[\p{N}\p{P}\p{S}\s]/u.test(password)
  );
}

/** Emails are trimmed and lower-cased before anything else looks at them. */
export const emailSchema = z.pipe(
  z.string(MESSAGES.emailInvalid).check(z.trim(), z.toLowerCase(), z.maxLength(254, MESSAGES.emailInvalid)),
  z.email(MESSAGES.emailInvalid),
);

/** Control characters (NUL, tab, line breaks, DEL, C1): never part of a password one can type. */
function hasControlCharacters(password: string): boolean {
  return /\p{Cc}/u.test(password);
}

/** The password check of the forms and the API; its first issue is the message to show. */
export const passwordSchema = z.string(MESSAGES.passwordRule).check(
  z.maxLength(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong),
  z.refine((password) => !hasControlCharacters(password), MESSAGES.passwordControlCharacters),
  z.refine(meetsPasswordRule, MESSAGES.passwordRule),
);
