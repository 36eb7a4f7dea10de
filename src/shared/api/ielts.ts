import { z } from 'zod';
import { IELTS_PAGE_SIZE } from '../constants.ts';
import { MAX_PARAPHRASE_WORDS } from '../game-modes.ts';
import { bandFromVocabularyType } from '../ielts.ts';
import { isLanguageCode } from '../languages.ts';

/** GET /api/tests/vocabulary?type=band-{band}&skip={n}&take=20 */
export const ieltsPageQuerySchema = z.object({
  type: z
    .string('type is required, e.g. band-5')
    .refine(
      (type) => bandFromVocabularyType(type) !== null,
      'Unknown vocabulary type: use band-5, band-6, band-7, band-8 or band-9.',
    ),
  skip: z.coerce
    .number('skip must be a whole number, 0 or more.')
    .int('skip must be a whole number, 0 or more.')
    .min(0, 'skip must be a whole number, 0 or more.')
    .default(0),
  take: z.coerce
    .number(`take must be a whole number from 1 to ${IELTS_PAGE_SIZE}.`)
    .int(`take must be a whole number from 1 to ${IELTS_PAGE_SIZE}.`)
    .min(1, `take must be a whole number from 1 to ${IELTS_PAGE_SIZE}.`)
    .max(IELTS_PAGE_SIZE, `take must be a whole number from 1 to ${IELTS_PAGE_SIZE}.`)
    .default(IELTS_PAGE_SIZE),
  /**
   * The learner's native language (docs/decisions/029-ielts-senses-and-translations.md): each word carries its translation in it where the
   * language has one. Without it, a signed-in learner's saved native language is used.
   */
  lang: z
    .string('lang must be a language code, e.g. es.')
    .refine(isLanguageCode, 'Unknown language: lang must be a language code of Settings, e.g. es.')
    .optional(),
});

/**
 * A row of GET /api/tests/vocabulary, in the API's own names: FIELD1 the word, FIELD2 the
 * paraphrases ("Synonyms / Antonyms", the antonym labelled "≠"), FIELD3 the definition, and the
 * entry's details. Only the server's page of a band and the band page's fetch use these names.
 */
const ieltsRecordSchema = z.object({
  id: z.number(),
  FIELD1: z.string(),
  FIELD2: z.string(),
  FIELD3: z.string(),
  pos: z.string(),
  level: z.string(),
  example: z.string(),
  topics: z.array(z.string()),
  /** the American spelling, '' when the same */
  us: z.string(),
  /** the word in the learner's native language (one or two words); absent when it has none */
  translation: z.string().optional(),
});
export type IeltsRecord = z.infer<typeof ieltsRecordSchema>;
export const ieltsPageResponseSchema = z.object({
  result: z.array(ieltsRecordSchema),
  skip: z.number(),
  total: z.number(),
});
export type IeltsPageResponse = z.infer<typeof ieltsPageResponseSchema>;

/** A built-in list's words, as the games ask the band lists about them (paraphrases, translations). */
const listWordsSchema = z
  .array(
    z.string('Each word must be text.').max(160, 'A word is at most 160 characters.'),
    'words must be a list of words.',
  )
  .min(1, 'Name at least one word.')
  .max(MAX_PARAPHRASE_WORDS, `Name at most ${MAX_PARAPHRASE_WORDS} words.`);

/** POST /api/tests/paraphrases: what the band lists know of a list's words (the paraphrase modes). */
export const paraphrasesBodySchema = z.object({ words: listWordsSchema });
export type ParaphrasesBody = z.infer<typeof paraphrasesBodySchema>;

export const paraphrasesResponseSchema = z.object({
  entries: z.array(
    z.object({
      front: z.string(),
      band: z.number(),
      synonyms: z.array(z.string()),
      definition: z.string(),
      upgrades: z.array(z.object({ plain: z.string(), stronger: z.array(z.string()) })),
    }),
  ),
});
export type ParaphrasesResponse = z.infer<typeof paraphrasesResponseSchema>;

/**
 * POST /api/tests/translations: the band lists' translations of a built-in list's words (a band,
 * a career stage) in the learner's native language, for Translation mode (docs/decisions/029-ielts-senses-and-translations.md).
 */
export const translationsBodySchema = z.object({
  lang: z
    .string('lang must be a language code, e.g. es.')
    .refine(isLanguageCode, 'Unknown language: lang must be a language code of Settings, e.g. es.'),
  words: listWordsSchema,
});
export type TranslationsBody = z.infer<typeof translationsBodySchema>;

export const translationsResponseSchema = z.object({
  /** the words of the band lists that have a translation in `lang` (one or two words each); the others are left out */
  entries: z.array(z.object({ front: z.string(), translation: z.string() })),
});
export type TranslationsResponse = z.infer<typeof translationsResponseSchema>;
