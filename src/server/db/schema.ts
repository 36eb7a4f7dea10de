import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { WordCard } from '../../shared/word-lists/card.ts';

/**
 * Users. Row id 1 is the anonymous user (spec: id 1 means not signed in); a migration inserts it
 * and starts the id sequence at 2.
 */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 2 }),
    email: text('email'),
    /**
     * The public display name (decision record 030), unique ignoring case: generated ("Learner
     * 4821") until the learner chooses one; never taken from the email.
     */
    name: text('name').notNull(),
    /** Whether the learner chose `name` (the site asks before a first track or comment while not). */
    nameChosen: boolean('name_chosen').notNull().default(false),
    role: text('role').notNull().default('FREE'),
    passwordHash: text('password_hash'),
    languageNative: text('language_native'),
    languageLearn: text('language_learn'),
    /** Google's subject id, once the user has signed in with Google (web or native app). */
    googleSub: text('google_sub'),
    /** Tokens issued before this moment are refused (set by a password reset). */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }),
    /** One sheet for every game (slot 0) or one per game (spec: isCommonVocabulary). */
    isCommonVocabulary: boolean('is_common_vocabulary').notNull().default(true),
    /** Days played a week the learner aims at (progress page; 1 to 7). */
    weeklyGoal: integer('weekly_goal').notNull().default(4),
    /** The learner's IELTS exam day (YYYY-MM-DD, their calendar), or null. */
    examDate: date('exam_date', { mode: 'string' }),
    /** Avatar: a number picks a generated avatar, a name a built-in one, '' the default. */
    avatar: text('avatar').notNull().default(''),
    /** A premium role from a code (decision record 026) holds until then; null: no end. */
    premiumUntil: timestamp('premium_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    uniqueIndex('users_name_unique').on(sql`lower(${table.name})`),
    uniqueIndex('users_google_sub_unique').on(table.googleSub),
  ],
);

export type UserRow = typeof users.$inferSelect;

/** Logged-out tokens, refused until they would have expired anyway; pruned after that. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    tokenId: text('token_id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('revoked_tokens_expires_at').on(table.expiresAt)],
);

/** Password reset links: only a SHA-256 of the token is kept; single use, one hour. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_reset_tokens_user').on(table.userId)],
);

/** Fixed-window counters shared by every server instance (rate limits and lockouts). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

/** Captcha solutions already used, so a solution cannot be replayed. */
export const usedCaptchas = pgTable(
  'used_captchas',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('used_captchas_expires_at').on(table.expiresAt)],
);

/**
 * The built-in IELTS band lists (data/ielts/, seeded by a migration). Read once into memory at
 * start: they never change at run time.
 */
export const ieltsWords = pgTable(
  'ielts_words',
  {
    band: integer('band').notNull(),
    /** 1-based position within the band: the id shown and paged by. */
    position: integer('position').notNull(),
    word: text('word').notNull(),
    synonyms: text('synonyms').notNull(),
    antonyms: text('antonyms').notNull(),
    definition: text('definition').notNull(),
    /** what the games show as the meaning: a true paraphrase of at most 40 characters (docs/decisions/022-ielts-lists-by-editors.md) */
    clue: text('clue').notNull().default(''),
    /** noun, verb, adjective or adverb */
    pos: text('pos').notNull().default(''),
    /** CEFR level from the sources (A1-C2), '' for a word from the topic list or WordNet */
    level: text('level').notNull().default(''),
    /** an example sentence, '' when the data has none */
    example: text('example').notNull().default(''),
    /** IELTS topics, the main one first, comma-separated */
    topics: text('topics').notNull().default(''),
    /** the American spelling when it differs from the headword, else '' */
    usSpelling: text('us_spelling').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.band, table.position] })],
);

/**
 * A user's vocabulary slots: 0 shared by all games, 1 candy, 2 space. The words
 * are kept as loaded (untrusted text, shown only as text).
 */
export const userVocabularies = pgTable(
  'user_vocabularies',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slot: integer('slot').notNull(),
    name: text('name').notNull(),
    googleSheetId: text('google_sheet_id').notNull(),
    googleModified: timestamp('google_modified', { withTimezone: true, mode: 'date' }).notNull(),
    locallyModified: timestamp('locally_modified', { withTimezone: true, mode: 'date' }).notNull(),
    words: jsonb('words').$type<WordCard[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.slot] })],
);

/**
 * The learning engine's memory cards: one per (learner, word, skill). The word is its key
 * (learned language + normalised front, src/shared/learning/word-key.ts), so a card survives a
 * sheet reload that reorders or adds rows, and one word shared by two lists has one card.
 * Days are the learner's local days since 1970 (src/shared/learning/review.ts).
 */
export const learningCards = pgTable(
  'learning_cards',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skill: text('skill').notNull(),
    wordKey: text('word_key').notNull(),
    exposures: integer('exposures').notNull(),
    misses: integer('misses').notNull(),
    streak: integer('streak').notNull(),
    reviews: integer('reviews').notNull(),
    reviewRecalls: integer('review_recalls').notNull(),
    /** Lapses the memory model expected at the spaced reviews (the dealer's stability scale). */
    expectedLapses: doublePrecision('expected_lapses').notNull().default(0),
    stability: doublePrecision('stability'),
    difficulty: doublePrecision('difficulty'),
    lastReviewDay: integer('last_review_day'),
    lastSeenDay: doublePrecision('last_seen_day'),
    lastMissed: boolean('last_missed').notNull(),
    retired: boolean('retired').notNull(),
    /** The grade of the last answer (1-4); null on cards from before it was kept. */
    lastGrade: smallint('last_grade'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.skill, table.wordKey] })],
);

/** Rounds already applied, keyed by the id the client made: a retried post changes nothing. */
export const learningRounds = pgTable(
  'learning_rounds',
  {
    roundId: text('round_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    game: text('game').notNull(),
    listId: text('list_id').notNull(),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull(),
    /** What the round changed, word by word, as answered the first time. */
    changes: jsonb('changes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('learning_rounds_user_played').on(table.userId, table.playedAt)],
);

/** Every raw exposure (FSRS sees only the first of a day per card; the log keeps them all). */
export const learningExposures = pgTable(
  'learning_exposures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roundId: text('round_id').notNull(),
    skill: text('skill').notNull(),
    wordKey: text('word_key').notNull(),
    listId: text('list_id').notNull(),
    grade: integer('grade').notNull(),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('learning_exposures_user_played').on(table.userId, table.playedAt)],
);

/**
 * The career's built-in tracks (docs/decisions/015-career.md): 9 episodes x 9 stages, id = global stage number
 * 9*(episode-1)+stage. Seeded by a migration from data/ielts/career-tracks.json; read once at start.
 */
export const careerTracks = pgTable('career_tracks', {
  id: integer('id').primaryKey(),
  episode: integer('episode').notNull(),
  stage: integer('stage').notNull(),
  /** "Environment 3" */
  name: text('name').notNull(),
  /** the highest IELTS band among its words: 5 is free, 6-9 premium */
  band: integer('band').notNull(),
});

/** A track's 15 words, each an entry of the IELTS band lists; no word is in two tracks. */
export const careerTrackWords = pgTable(
  'career_track_words',
  {
    trackId: integer('track_id')
      .notNull()
      .references(() => careerTracks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    word: text('word').notNull(),
    band: integer('band').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.trackId, table.position] }),
    uniqueIndex('career_track_words_word').on(table.word),
  ],
);

/**
 * Community tracks (docs/decisions/019-community-lists.md): a learner's word list published as a track, with a snapshot of its
 * words. Ids start at 1001 so they never meet the career's ids (1-81). Untrusted text, shown only
 * as text. Counts are kept on the row (votes and starts below are the truth they follow).
 */
export const communityTracks = pgTable(
  'community_tracks',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** the sheet the snapshot came from (republish takes its words again) */
    sourceListId: text('source_list_id').notNull(),
    languageNative: text('language_native').notNull(),
    languageLearn: text('language_learn').notNull(),
    words: jsonb('words').$type<WordCard[]>().notNull(),
    wordCount: integer('word_count').notNull(),
    likes: integer('likes').notNull().default(0),
    dislikes: integer('dislikes').notNull().default(0),
    started: integer('started').notNull().default(0),
    /** visible; hidden (weighted reports past the threshold, or an admin) until an admin decides; approved (an admin kept it) */
    moderation: text('moderation').notNull().default('visible'),
    /** SHA-256 of the normalised words (decision record 025): the same list published again is known */
    wordsHash: text('words_hash').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('community_tracks_user').on(table.userId),
    index('community_tracks_created').on(table.createdAt),
  ],
);

/** One like (1) or dislike (-1) per learner per track; changing it replaces the row. */
export const communityTrackVotes = pgTable(
  'community_track_votes',
  {
    trackId: integer('track_id')
      .notNull()
      .references(() => communityTracks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: integer('value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.trackId, table.userId] })],
);

/** Who started a track: 'u:<user id>' or 'b:<browser id>' for a visitor; counted once each. */
export const communityTrackStarts = pgTable(
  'community_track_starts',
  {
    trackId: integer('track_id')
      .notNull()
      .references(() => communityTracks.id, { onDelete: 'cascade' }),
    starter: text('starter').notNull(),
  },
  (table) => [primaryKey({ columns: [table.trackId, table.starter] })],
);

/** Comments on a track (contentId = track id); replies one level deep (parent_id). */
export const comments = pgTable(
  'comments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    contentId: integer('content_id')
      .notNull()
      .references(() => communityTracks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** visible; hidden (weighted reports past the threshold, or an admin) until an admin decides; approved (an admin kept it) */
    moderation: text('moderation').notNull().default('visible'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (table) => [index('comments_content').on(table.contentId)],
);

/**
 * Reports of a track or a comment (docs/decisions/019-community-lists.md): one per learner per item, each with the reporter's
 * weight at the time (decision record 025); past a weighted threshold the item is hidden.
 */
export const contentReports = pgTable(
  'content_reports',
  {
    /** 'track' or 'comment' */
    kind: text('kind').notNull(),
    contentId: integer('content_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** wrong-translation, offensive or spam */
    reason: text('reason').notNull(),
    /** the reporter's weight when reporting (account age, days played): 0.1 to 1 */
    weight: doublePrecision('weight').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.contentId, table.userId] })],
);

/**
 * Premium codes (decision record 026): an admin makes them, a learner redeems one for a premium
 * role that lasts `durationDays`. Only a SHA-256 of the code is kept (the code is 80 random bits,
 * so a plain hash cannot be reversed by trying codes); the admin sees the code once.
 */
export const premiumCodes = pgTable('premium_codes', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  codeHash: text('code_hash').notNull().unique(),
  /** The role it grants: VOCABULARY or FULL2. */
  plan: text('plan').notNull(),
  durationDays: integer('duration_days').notNull(),
  maxUses: integer('max_uses').notNull(),
  uses: integer('uses').notNull().default(0),
  /** After this moment the code is refused. */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** What the admin wrote to recognise it (a class, a school); shown only to admins. */
  label: text('label').notNull().default(''),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each use of a code: one per code per account (the log of who got Premium from which code). */
export const premiumCodeRedemptions = pgTable(
  'premium_code_redemptions',
  {
    codeId: integer('code_id')
      .notNull()
      .references(() => premiumCodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    premiumUntil: timestamp('premium_until', { withTimezone: true }).notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.codeId, table.userId] }),
    index('premium_code_redemptions_user').on(table.userId),
  ],
);

/**
 * A reported or hidden track its designer unpublished (decision record 025): publishing the same
 * list again (same sheet or same words) brings its reports and a hidden state back.
 */
export const withdrawnTracks = pgTable(
  'withdrawn_tracks',
  {
    trackId: integer('track_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sourceListId: text('source_list_id').notNull(),
    wordsHash: text('words_hash').notNull(),
    moderation: text('moderation').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('withdrawn_tracks_user').on(table.userId)],
);
