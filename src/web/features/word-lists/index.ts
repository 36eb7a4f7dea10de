/**
 * The word-lists module: the one owner of a learner's word lists in the browser (decision record
 * 013). Other features use what this entry exports; `storage.ts` is a second, light entry for the
 * storage key names alone.
 */
export {
  keepDownloadedList,
  listIsOnDevice,
  settledDeviceLoad,
  useDeviceLoads,
} from './device-words.ts';
export { downloadVocabulary, useDownloadVocabulary } from './download-vocabulary.ts';
export { deviceList, gameVocabulary, vocabularySlot } from './game-vocabulary.ts';
export {
  getVocabularyListQueryOptions,
  useVocabularyList,
  vocabularyListQueries,
} from './get-vocabulary-list.ts';
export { guessNativeLanguage } from './native-language.ts';
export { useSetCommonVocabulary } from './set-common-vocabulary.ts';
export { ALL_VOCABULARY_STORAGE_KEYS } from './storage.ts';
export { bandList, playFreeListAsVisitor } from './visitor-list.ts';
