import { IELTS_BAND_WORD_COUNTS, IELTS_BANDS, IELTS_PAGE_SIZE, type IeltsBand } from './constants.ts';

/** One entry of a built-in IELTS band list (data/ielts/band-N.json). */
export type IeltsEntry = { word: string; synonyms: string[]; antonyms: string[]; definition: string };

/** A row of GET /api/tests/vocabulary: FIELD1 the word, FIELD2 the paraphrases, FIELD3 a definition. */
export type IeltsRecord = { id: number; FIELD1: string; FIELD2: string; FIELD3: string };
export type IeltsPageResponse = { result: IeltsRecord[]; skip: number; total: number };

/** Spec: paraphrases shown as "Synonyms / Antonyms". */
export function formatParaphrases(synonyms: readonly string[], antonyms: readonly string[]): string {
  const left = synonyms.join(', ');
  return antonyms.length > 0 ? `${left} / ${antonyms.join(', ')}` : left;
}

export function vocabularyTypeForBand(band: IeltsBand): string {
  return `band-${band}`;
}

/** The band of a `type=band-N` value, or null when it names no built-in band. */
export function bandFromVocabularyType(type: string): IeltsBand | null {
  const match = /^band-(\d)$/.exec(type);
  const band = Number(match?.[1]);
  return (IELTS_BANDS as readonly number[]).includes(band) ? (band as IeltsBand) : null;
}

export function bandPageCount(band: IeltsBand): number {
  return Math.ceil(IELTS_BAND_WORD_COUNTS[band] / IELTS_PAGE_SIZE);
}
