import { z } from 'zod';
import { isAvatarValue } from '../community/avatar.ts';
import {
  COMMENT_MAX,
  COMMENT_SORTS,
  REPORT_REASONS,
  TRACK_DESCRIPTION_MAX,
  TRACK_TITLE_MAX,
} from '../community/limits.ts';
import { CATALOG_SORTS } from '../community/ranking.ts';
import { groupDigits } from '../number-format.ts';
import { captchaFieldSchema } from './auth.ts';
import { pagingInfoSchema } from './paging.ts';

export type { CommentSort, ReportReason } from '../community/limits.ts';
/** Community tracks, the catalog, designers and comments (docs/decisions/019-community-lists.md). */
export {
  COMMENT_ANCHOR_DELAY_MS,
  COMMENT_EDIT_WINDOW_MS,
  COMMENT_MAX,
  COMMENT_SORTS,
  COMMENTS_PER_DAY,
  COMMENTS_PER_MINUTE,
  DEFAULT_COMMENT_SORT,
  DESIGNERS_PER_PAGE,
  NEW_TRACKS_PER_DAY,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  TRACK_DESCRIPTION_MAX,
  TRACK_TITLE_MAX,
  TRACKS_PER_PAGE,
} from '../community/limits.ts';

const PAGE_MESSAGE = 'page must be a page number (1, 2, 3...).';
const pageParam = z.string(PAGE_MESSAGE).regex(/^[1-9]\d{0,5}$/, PAGE_MESSAGE);
const ID_MESSAGE = 'id must be a track number.';
const idParam = z.string(ID_MESSAGE).regex(/^[1-9]\d{0,8}$/, ID_MESSAGE);
const UID_MESSAGE = 'uid must be a user number.';

/** A track's summary, plus what the catalog shows. */
export const trackSummarySchema = z.object({
  id: z.number().int(),
  trackTitle: z.string(),
  description: z.string(),
  uid: z.number().int(),
  username: z.string(),
  avatar: z.string(),
  likes: z.number().int(),
  dislikes: z.number().int(),
  started: z.number().int(),
  words: z.number().int(),
  languageNative: z.string(),
  languageLearn: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type TrackSummary = z.infer<typeof trackSummarySchema>;

export const catalogParamsSchema = z.object({ page: pageParam });
export const catalogQuerySchema = z.object({
  sort: z.enum(CATALOG_SORTS, { message: `sort must be one of ${CATALOG_SORTS.join(', ')}.` }).optional(),
});
export const userTracksParamsSchema = z.object({
  uid: z.string(UID_MESSAGE).regex(/^[1-9]\d{0,8}$/, UID_MESSAGE),
  page: pageParam,
});
export const trackListResponseSchema = z.object({
  tracks: z.array(trackSummarySchema),
  paging: pagingInfoSchema,
});
export type TrackListResponse = z.infer<typeof trackListResponseSchema>;

/** A designer: a learner who published tracks. */
export const designerSchema = z.object({
  uid: z.number().int(),
  username: z.string(),
  avatar: z.string(),
  likes_sum: z.number().int(),
  tracks: z.number().int(),
});
export type Designer = z.infer<typeof designerSchema>;
export const userTracksResponseSchema = trackListResponseSchema.extend({ designer: designerSchema });
export type UserTracksResponse = z.infer<typeof userTracksResponseSchema>;
export const designersResponseSchema = z.object({
  designers: z.array(designerSchema),
  paging: pagingInfoSchema,
});
export type DesignersResponse = z.infer<typeof designersResponseSchema>;

export const trackIdParamsSchema = z.object({ id: idParam });
export const cardSchema = z.object({ front: z.string(), back: z.string(), hint: z.string() });
export const communityTrackSchema = trackSummarySchema.extend({
  cards: z.array(cardSchema),
  /** the reader's own vote: 1 like, -1 dislike, 0 none */
  myVote: z.number().int(),
  mine: z.boolean(),
});
export type CommunityTrack = z.infer<typeof communityTrackSchema>;

/** POST /api/tracks/community (publish) and PUT /api/tracks/community/{id} (republish). */
export const publishBodySchema = z.object({
  slot: z
    .number('slot must be 0, 1 or 2.')
    .int()
    .min(0, 'slot must be 0, 1 or 2.')
    .max(2, 'slot must be 0, 1 or 2.'),
  title: z
    .string('Please give the track a title.')
    .trim()
    .min(3, 'The title needs at least 3 characters.')
    .max(TRACK_TITLE_MAX, `The title can have at most ${TRACK_TITLE_MAX} characters.`),
  description: z
    .string('Please write a short description.')
    .trim()
    .max(TRACK_DESCRIPTION_MAX, `The description can have at most ${TRACK_DESCRIPTION_MAX} characters.`),
});
export type PublishBody = z.infer<typeof publishBodySchema>;

export const VOTES = ['like', 'dislike', 'none'] as const;
export const voteBodySchema = z.object({
  vote: z.enum(VOTES, { message: 'vote must be like, dislike or none.' }),
});
export const voteResponseSchema = z.object({
  likes: z.number().int(),
  dislikes: z.number().int(),
  myVote: z.number().int(),
});
export const startedBodySchema = z.object({
  /** a visitor's browser id (random, kept in this browser); ignored for a signed-in learner */
  browserId: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/, 'browserId must be 8 to 64 letters, digits or dashes.')
    .optional(),
});
export const startedResponseSchema = z.object({ started: z.number().int() });

export const avatarBodySchema = z.object({
  avatar: z
    .string('avatar must be a number from 1 to 999999 or a built-in name.')
    .refine(isAvatarValue, 'avatar must be a number from 1 to 999999 or a built-in name.'),
});
export const avatarResponseSchema = z.object({ avatar: z.string() });

/** A comment on a community track. */
export const commentSchema = z.object({
  id: z.number().int(),
  parentCommentId: z.number().int().nullable(),
  contentId: z.number().int(),
  uid: z.number().int(),
  username: z.string(),
  avatar: z.string(),
  text: z.string(),
  createdAt: z.number(),
  editedAt: z.number().nullable(),
  /** replies to a top-level comment (used by the top sort) */
  replyCount: z.number().int(),
});
export type Comment = z.infer<typeof commentSchema>;
export const commentsParamsSchema = z.object({
  contentId: idParam,
  sortMode: z.enum(COMMENT_SORTS, { message: `sortMode must be one of ${COMMENT_SORTS.join(', ')}.` }),
});
export const commentsResponseSchema = z.object({ comments: z.array(commentSchema) });
export const contentIdParamsSchema = z.object({ contentId: idParam });
const commentText = z
  .string('Please write a comment.')
  .trim()
  .min(1, 'Please write a comment.')
  .max(COMMENT_MAX, `A comment can have at most ${groupDigits(COMMENT_MAX)} characters.`);
export const postCommentBodySchema = z.object({
  text: commentText,
  parentCommentId: z.number().int().positive().nullable().optional(),
  reCaptcha: z.string().max(10_000),
});
export const commentIdParamsSchema = z.object({
  commentId: z.string('commentId must be a number.').regex(/^[1-9]\d{0,8}$/, 'commentId must be a number.'),
});
export const editCommentBodySchema = z.object({ text: commentText });

/** A fresh account's report weighs 0.1; an account a week old adds 0.5, play on 3 days 0.4. */
export const REPORT_WEIGHT = { base: 0.1, oldAccount: 0.5, played: 0.4 } as const;
export const REPORT_ACCOUNT_DAYS = 7;
export const REPORT_PLAYED_DAYS = 3;
/** Weighted reports that hide an item before an admin looks: five established learners. */
export const REPORT_WEIGHT_TO_HIDE = 5;
/** Reports one learner may send a day. */
export const REPORTS_PER_DAY = 10;
export const reportBodySchema = z.object({
  reason: z.enum(REPORT_REASONS, { message: 'reason must be wrong-translation, offensive or spam.' }),
  /** The captcha solution (ALTCHA payload), as for sign-up; empty when captcha is off. */
  reCaptcha: captchaFieldSchema,
});
export const reportResponseSchema = z.object({ reported: z.literal(true) });

/** The admin review page (decision record 025): GET /api/admin/reports, POST .../{kind}/{id}. */
export const REPORT_KINDS = ['track', 'comment'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const MODERATION_STATES = ['visible', 'hidden', 'approved'] as const;
export const reportedItemSchema = z.object({
  kind: z.enum(REPORT_KINDS),
  id: z.number().int(),
  /** the track the item is on (its own id for a track) */
  trackId: z.number().int(),
  reporters: z.number().int(),
  weight: z.number(),
  state: z.enum(MODERATION_STATES),
  reasons: z.array(z.enum(REPORT_REASONS)),
  text: z.string(),
  author: z.string(),
});
export type ReportedItem = z.infer<typeof reportedItemSchema>;
export const reportedItemsResponseSchema = z.object({ reports: z.array(reportedItemSchema) });
export const moderateParamsSchema = z.object({
  kind: z.enum(REPORT_KINDS, { message: 'kind must be track or comment.' }),
  id: idParam,
});
export const moderateBodySchema = z.object({
  action: z.enum(['hide', 'restore'], { message: 'action must be hide or restore.' }),
});
export const moderateResponseSchema = z.object({
  kind: z.enum(REPORT_KINDS),
  id: z.number().int(),
  state: z.enum(MODERATION_STATES),
});
