/**
 * The display name's rules and the data export's file name, without zod: the site's pages import
 * them from here, so that a page never loads the schemas (and zod) of src/shared/api/account.ts,
 * which re-exports them.
 */
export const DISPLAY_NAME_MIN = 3;
export const DISPLAY_NAME_MAX = 30;

export const DISPLAY_NAME_MESSAGES = {
  missing: 'Please choose a name.',
  tooShort: `Your name needs at least ${DISPLAY_NAME_MIN} characters.`,
  tooLong: `Your name can have at most ${DISPLAY_NAME_MAX} characters.`,
  characters: 'Use only letters, digits, spaces, dots, dashes, apostrophes and underscores in your name.',
  taken: 'Another learner already has this name. Please choose another.',
  unsuitable: (word: string) =>
    `Your name contains a word we do not show ("${word}"). Please choose another.`,
} as const;

/** Letters (any script), digits, and a few joiners inside; it starts with a letter or a digit. */
export const DISPLAY_NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} ._'-]*$/u;

/** The name as kept: trimmed, runs of spaces made one, in Unicode's composed form. */
export const normalizeDisplayName = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ');

/** GET /api/account/export: every record of the account, as a JSON download. */
export const DATA_EXPORT_FILE_NAME = 'vocab-arcade-my-data.json';
