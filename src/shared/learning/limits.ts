/**
 * The learning engine's limits, apart from the API's schemas so that the browser's learning code
 * loads no schema library.
 */

/** Words one round may report: a round plays at most 16 words of a sheet; bands are longer. */
export const MAX_ROUND_WORDS = 50;
/** A queued offline round is accepted this long after it was played. */
export const MAX_ROUND_AGE_DAYS = 60;

/** A list a dealer may order: as many words as a stored list holds. */
export const MAX_DEAL_WORDS = 2000;

/**
 * Per-learner limits on recorded rounds (decision record 025): a round takes a learner well over
 * ten seconds, so these leave room for a queue of offline rounds sent at once.
 */
export const ROUNDS_PER_MINUTE = 20;
export const ROUNDS_PER_DAY = 300;
/** Lists a learner may play for the first time in a day. */
export const NEW_LISTS_PER_DAY = 50;
/** Cards (word x skill) one account may hold: every IELTS word in every skill fits. */
export const MAX_CARDS = 30_000;
/** GET /api/learning/cards answers this many cards a page. */
export const CARDS_PER_PAGE = 1000;
