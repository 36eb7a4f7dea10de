/**
 * The community's limits and fixed lists, without zod: the site's pages import them from here, so
 * that a page never loads the schemas (and zod) of src/shared/api/community.ts, which re-exports them.
 */
export const TRACK_TITLE_MAX = 60;
export const TRACK_DESCRIPTION_MAX = 280;
export const TRACKS_PER_PAGE = 12;
export const DESIGNERS_PER_PAGE = 20;
export const NEW_TRACKS_PER_DAY = 10;
export const COMMENT_MAX = 2000;
export const COMMENTS_PER_MINUTE = 2;
export const COMMENTS_PER_DAY = 20;
export const COMMENT_EDIT_WINDOW_MS = 5 * 60 * 1000;
/** The comments view scrolls to an anchored comment this long after loading. */
export const COMMENT_ANCHOR_DELAY_MS = 500;
export const COMMENT_SORTS = ['latest', 'oldest', 'top'] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];
export const DEFAULT_COMMENT_SORT: CommentSort = 'latest';

/**
 * Reports (decision record 025): every report queues the item for an admin's review;
 * reports weighted by the reporter's standing hide it at once only past REPORT_WEIGHT_TO_HIDE.
 */
export const REPORT_REASONS = ['wrong-translation', 'offensive', 'spam'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  'wrong-translation': 'Wrong translation',
  offensive: 'Offensive',
  spam: 'Spam',
};
