/**
 * What the server keeps about a learner, said once: the privacy page's summary and the sign-in
 * popup's privacy summary both show these sentences. They describe src/server/db/schema.ts; a
 * server test fails when a table is added that SERVER_TABLES does not list, so a new kind of
 * stored data cannot arrive without this text being read again.
 */
export const KEPT_ON_SERVER_SUMMARY =
  'We keep your email, a salted hash of your password (never the password itself), your name, your word lists, your languages and your plan, only to run the games for you.';
export const KEPT_ON_DEVICE_SUMMARY = 'Your game results stay on your device: they are not sent to us.';

/** Every table of the database, each described on the privacy page (section "What we keep"). */
export const SERVER_TABLES = [
  'users',
  'user_vocabularies',
  'revoked_tokens',
  'password_reset_tokens',
  'rate_limits',
  'used_captchas',
  'ielts_words',
] as const;
