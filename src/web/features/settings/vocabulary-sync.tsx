import { useVocabularySync } from './use-vocabulary-sync.ts';

/** Keeps the account's word lists in step; a component so the shell can load it lazily. */
export default function VocabularySync() {
  useVocabularySync();
  return null;
}
