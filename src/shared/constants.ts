/** Business constants. One source of truth for the UI, the server and the tests. */

export const DEFAULT_SITE_NAME = 'Vocab Arcade';
export const SLOGAN = 'Learn new words, while having fun';

/** Spec: user id 1 means anonymous / not signed in; ids above 1 are real users. */
export const ANONYMOUS_USER_ID = 1;

/** Screen-width breakpoints in CSS pixels: "under N px" means width < N. */
export const BREAKPOINTS = {
  mobile: 800,
  androidBanner: 850,
  discountBadge: 700,
} as const;

export const IELTS_PAGE_SIZE = 20;
export const IELTS_BANDS = [5, 6, 7, 8, 9] as const;
export type IeltsBand = (typeof IELTS_BANDS)[number];
export const IELTS_BAND_WORD_COUNTS: Record<IeltsBand, number> = {
  5: 300,
  6: 500,
  7: 900,
  8: 1400,
  9: 2000,
};
/** Band 5 is free; bands 6 to 9 are premium. */
export const FREE_IELTS_BANDS: readonly IeltsBand[] = [5];

export const PASSWORD_MIN_LENGTH = 8;
export const SUCCESS_POPUP_CLOSE_MS = 1500;
export const GAME_SLOT_COUNT = 3;
export const PAGING_WINDOW = 5;
export const CAREER_EPISODES = 9;
export const CAREER_STAGES_PER_EPISODE = 9;

/** Our own videos (public/media/), made by scripts/record-video.ts; PROMO_VIDEO_URL etc. replace them. */
export const PROMO_VIDEO = {
  webm: '/media/tour.webm',
  mp4: '/media/tour.mp4',
  poster: '/media/tour-poster.jpg',
} as const;
export const WRITING_CORRECTION_VIDEO = {
  webm: '/media/writing-correction.webm',
  mp4: '/media/writing-correction.mp4',
  poster: '/media/writing-correction-poster.jpg',
} as const;
/** Browser storage key remembering that the Android app banner was dismissed. */
export const ANDROID_BANNER_DISMISSED_KEY = 'android-banner-dismissed';
/** A vocabulary sheet: the first row (headings) is skipped, rows stop at 16, columns A to C are read. */
export const SHEET_COLUMNS = ['Word', 'Translation', 'Hint'] as const;
export const SHEET_LAST_ROW = 16;
/** A game round plays at most this many words (a sheet's 15 words fit in one round). */
export const ROUND_WORDS = 16;
/** The date the privacy policy and terms last changed (shown on /privacy). */
export const PRIVACY_LAST_UPDATED = '2026-11-26';

/** The landing page's three steps (create a public sheet, load it in game settings, play). */
export const HOME_STEPS = [
  {
    title: 'Create a public sheet',
    text: 'Put your words in a Google Sheet, in the columns Word, Translation and Hint, and share it so anyone with the link can view it.',
  },
  {
    title: 'Load it in game settings',
    text: 'Paste the sheet’s link in Settings, or pick a ready-made IELTS band list.',
  },
  {
    title: 'Play',
    text: 'Match your words in Word Candy Match, then recall and type them in Space Words.',
  },
] as const;

/**
 * MESSAGES.storeLaunchError on its own, for the drawer on the first page: importing messages.ts
 * there would carry every message into the landing page's JavaScript. A test keeps the two equal.
 * (The landing page's copy lives here for the same reason.)
 */
export const STORE_LAUNCH_ERROR = 'Error launching store app:';
