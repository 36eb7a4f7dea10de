import { IELTS_BAND_WORD_COUNTS, IELTS_BANDS, IELTS_PAGE_SIZE, type IeltsBand } from './constants.ts';

/** One entry of a built-in IELTS band list (data/ielts/band-N.json, made by scripts/build-ielts.ts). */
export type IeltsEntry = {
  word: string;
  /** noun, verb, adjective or adverb */
  pos: string;
  /** CEFR level (A1-C2), '' for a word from the topic list or from WordNet */
  level: string;
  /** a short learner's definition of the chosen sense */
  definition: string;
  /** what the games show as the meaning: a true paraphrase of at most 40 characters */
  clue: string;
  /** at most 3, from the chosen sense */
  synonyms: string[];
  /** at most 1, from the chosen sense */
  antonyms: string[];
  /** an example sentence, '' when the data has none */
  example: string;
  /** IELTS topics, the main one first */
  topics: string[];
  /** the American spelling when it differs, else '' */
  us: string;
};

/** A word's paraphrases for the band pages: its synonyms, or its game clue when it has none (never the definition). */
export function ieltsMeaning(synonyms: readonly string[], clue: string): string {
  return synonyms.length > 0 ? synonyms.join(', ') : clue;
}

/** How an antonym is shown wherever it appears: labelled, never as if it were a meaning. */
function labelAntonym(antonym: string): string {
  return `≠ ${antonym}`;
}

/**
 * Spec: paraphrases shown as "Synonyms / Antonyms". The meanings come first; an antonym follows
 * after " / ", labelled "≠", so no reader takes it for a meaning.
 */
export function formatParaphrases(
  synonyms: readonly string[],
  antonyms: readonly string[],
  clue = '',
): string {
  const left = ieltsMeaning(synonyms, clue);
  return antonyms.length > 0 ? `${left} / ${antonyms.map(labelAntonym).join(', ')}` : left;
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
