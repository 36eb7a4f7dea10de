import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../api/client.ts';

/** POST /api/tests/common-vocabulary: one sheet for all games (1) or one per game (0). */
const setCommonVocabulary = (isCommon: boolean) =>
  apiFetch<{ isCommonVocabulary: boolean }>('/api/tests/common-vocabulary', {
    method: 'POST',
    body: { isCommonVocabulary: isCommon ? 1 : 0 },
  });

export function useSetCommonVocabulary() {
  return useMutation({ mutationFn: setCommonVocabulary });
}
