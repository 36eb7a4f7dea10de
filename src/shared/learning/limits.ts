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
