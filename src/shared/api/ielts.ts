import { z } from 'zod';
import { IELTS_PAGE_SIZE } from '../constants.ts';
import { bandFromVocabularyType } from '../ielts.ts';

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
});

const ieltsRecordSchema = z.object({
  id: z.number(),
  FIELD1: z.string(),
  FIELD2: z.string(),
  FIELD3: z.string(),
  pos: z.string(),
  level: z.string(),
  example: z.string(),
  topics: z.array(z.string()),
  us: z.string(),
});
export const ieltsPageResponseSchema = z.object({
  result: z.array(ieltsRecordSchema),
  skip: z.number(),
  total: z.number(),
});
