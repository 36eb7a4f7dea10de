/**
 * What the server keeps about a learner, said once: the privacy page's summary and the sign-in
 * popup's privacy summary both show these sentences. They describe src/server/db/schema.ts; a
 * server test fails when a table is added that SERVER_TABLES does not list, so a new kind of
 * stored data cannot arrive without this text being read again.
 */
export const KEPT_ON_SERVER_SUMMARY =
  'We keep your email, a salted hash of your password (never the password itself), the public name you choose, your word lists, what you publish and comment for others to see, your languages, your plan and, when you play signed in, how each word went in the games, only to run the games for you.';
export const KEPT_ON_DEVICE_SUMMARY =
  'When you play without an account, how each word went stays on your device until you sign in.';

/** Every table of the database, each described on the privacy page (section "What we keep"). */
export const SERVER_TABLES = [
  'users',
  'user_vocabularies',
  'revoked_tokens',
  'password_reset_tokens',
  'rate_limits',
  'used_captchas',
  'ielts_words',
  'career_tracks',
  'career_track_words',
  'learning_cards',
  'learning_rounds',
  'learning_exposures',
  'community_tracks',
  'community_track_votes',
  'community_track_starts',
  'comments',
  'content_reports',
  'withdrawn_tracks',
  'premium_codes',
  'premium_code_redemptions',
] as const;
