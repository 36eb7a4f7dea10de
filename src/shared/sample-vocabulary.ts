import type { WordCard } from './game-protocol.ts';
import { TEST_VOCABULARY_NAME, testVocabularyBackLanguage, testVocabularyCards } from './test-vocabulary.ts';

/** The name the games show for the built-in list (spec section 3: the default entry). */
export const SAMPLE_VOCABULARY_NAME = TEST_VOCABULARY_NAME;

/** The sample a game plays when opened on its own: English words, French translations. */
export const SAMPLE_LANGUAGES = { learn: 'en', native: 'fr' } as const;

/**
 * The built-in Test Vocabulary (src/shared/test-vocabulary.ts) as a game plays it on its own:
 * sixteen everyday English words with French translations and a hint each.
 */
export const SAMPLE_VOCABULARY: readonly WordCard[] = testVocabularyCards(SAMPLE_LANGUAGES.native);

/**
 * The Test Vocabulary for a learner: backs in their native language where translated (else a
 * short English meaning), with the languages for speech.
 */
export function sampleVocabularyFor(languageNative: string | null): {
  cards: WordCard[];
  languageLearn: string;
  languageNative: string;
} {
  return {
    cards: testVocabularyCards(languageNative),
    languageLearn: SAMPLE_LANGUAGES.learn,
    languageNative: testVocabularyBackLanguage(languageNative),
  };
}
