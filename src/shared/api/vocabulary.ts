import { z } from 'zod';
import { GAME_SLOT_COUNT } from '../constants.ts';
import { isLanguageCode } from '../languages.ts';
import { captchaFieldSchema } from './auth.ts';

const vocabularyEntrySchema = z.object({
  name: z.string(),
  googleSheetId: z.string(),
  googleModified: z.number(),
  locallyModified: z.number(),
});

export const vocabularyListResponseSchema = z.object({
  games: z.array(vocabularyEntrySchema).length(GAME_SLOT_COUNT),
  isCommonVocabulary: z.boolean(),
});
export type VocabularyListResponse = z.infer<typeof vocabularyListResponseSchema>;

export const commonVocabularyBodySchema = z.object({
  isCommonVocabulary: z.union([z.literal(0), z.literal(1)], 'isCommonVocabulary must be 1 or 0.'),
});

export const downloadVocabularyBodySchema = z.object({
  gameId2Update: z
    .number('gameId2Update must be 0 (all games), 1 (Word Candy Match) or 2 (Space Words).')
    .int('gameId2Update must be 0 (all games), 1 (Word Candy Match) or 2 (Space Words).')
    .min(0, 'gameId2Update must be 0 (all games), 1 (Word Candy Match) or 2 (Space Words).')
    .max(
      GAME_SLOT_COUNT - 1,
      'gameId2Update must be 0 (all games), 1 (Word Candy Match) or 2 (Space Words).',
    ),
  sheetId2Update: z
    .string('sheetId2Update is required.')
    .trim()
    .min(1, 'sheetId2Update is required.')
    .max(200),
  reCaptcha: captchaFieldSchema,
});
export type DownloadVocabularyBody = z.infer<typeof downloadVocabularyBodySchema>;

const cardSchema = z.object({ front: z.string(), back: z.string(), hint: z.string() });

export const downloadVocabularyResponseSchema = z.object({
  gameId: z.number(),
  googleSheetId: z.string(),
  name: z.string(),
  googleModified: z.number(),
  VOC: z.array(cardSchema),
});
export type DownloadVocabularyResponse = z.infer<typeof downloadVocabularyResponseSchema>;

/**
 * GET /api/tests/slot-words/{slot}: the words of the list in one of the learner's slots, as the
 * server keeps them (the same shape as a download's answer), with an ETag. The account is the
 * source of truth: a fresh browser gets its words here, without Google and without a captcha.
 */
export const slotWordsParamsSchema = z.object({
  slot: z.coerce
    .number('slot must be 0 (all games), 1 (Word Candy Match) or 2 (Space Words).')
    .int('slot must be 0 (all games), 1 (Word Candy Match) or 2 (Space Words).')
    .min(0, 'slot must be 0 (all games), 1 (Word Candy Match) or 2 (Space Words).')
    .max(GAME_SLOT_COUNT - 1, 'slot must be 0 (all games), 1 (Word Candy Match) or 2 (Space Words).'),
});
export const slotWordsResponseSchema = downloadVocabularyResponseSchema;
export type SlotWordsResponse = DownloadVocabularyResponse;

const languageCode = (field: string) =>
  z.string(`${field} is required.`).refine(isLanguageCode, `${field} is not a language we know.`);

export const userLanguagesBodySchema = z.object({
  languageNative: languageCode('languageNative'),
  languageLearn: languageCode('languageLearn'),
});
export type UserLanguagesBody = z.infer<typeof userLanguagesBodySchema>;

/** GET /api/tests/free-list-words?list=: a free built-in list's words, for anyone (a visitor's Band 5). */
export const freeListWordsQuerySchema = z.object({
  list: z.string('list is required.').max(40, 'list is not a built-in list.'),
});
export const freeListWordsResponseSchema = z.object({
  name: z.string(),
  googleSheetId: z.string(),
  VOC: downloadVocabularyResponseSchema.shape.VOC,
});
export type FreeListWordsResponse = z.infer<typeof freeListWordsResponseSchema>;
