/** Business constants (spec section 9). One source of truth for the UI, the server and the tests. */

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
export const AVATAR_FOLDER_SIZE = 1000;
export const CAREER_EPISODES = 9;
export const CAREER_STAGES_PER_EPISODE = 9;
