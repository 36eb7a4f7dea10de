/**
 * The languages whose IELTS translations the product serves (docs/decisions/029-ielts-senses-and-translations.md): those an
 * editor fluent in the language has read in full for bands 5-7. The other files in
 * data/ielts/translations/ are wordnet output nobody has read yet and do not ship.
 */
export const IELTS_TRANSLATION_LANGUAGES = [
  'es',
  'fr',
  'pt',
  'it',
  'zh',
  'ja',
  'vi',
  'ko',
  'ar',
  'hi',
  'fa',
  'th',
  'ur',
  'bn',
  'id',
  'ne',
] as const;
export type IeltsTranslationLanguage = (typeof IELTS_TRANSLATION_LANGUAGES)[number];

export function isIeltsTranslationLanguage(code: string): code is IeltsTranslationLanguage {
  return (IELTS_TRANSLATION_LANGUAGES as readonly string[]).includes(code);
}

/** A translation as a band page shows it: its one or two words, the learner's first. */
export const formatTranslation = (lemmas: readonly string[]) => lemmas.join(', ');
