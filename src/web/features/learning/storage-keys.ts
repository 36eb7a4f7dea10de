/**
 * The browser storage keys of the learning feature, in a module of their own: the privacy page
 * names them, and importing them from round-history.ts made it evaluate the game protocol's zod
 * schemas at load for two strings.
 */

/** `localStorage`: the last rounds played in this browser (round-history.ts). */
export const GAME_RESULTS_STORAGE_KEY = 'game-results';

/** `localStorage`: a visitor's study plan (local-learning.ts). */
export const STUDY_PLAN_STORAGE_KEY = 'study-plan';
