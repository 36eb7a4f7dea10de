import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VocabularyListResponse } from '../../../shared/api/vocabulary.ts';
import { apiFetch } from '../../api/client.ts';

/** GET /api/tests/get-user-vocabulary-list: which list each slot holds. */
function getVocabularyList(signal?: AbortSignal): Promise<VocabularyListResponse> {
  return apiFetch<VocabularyListResponse>('/api/tests/get-user-vocabulary-list', { signal });
}

export const VOCABULARY_LIST_QUERY_KEY = 'vocabulary-list';

export function getVocabularyListQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: [VOCABULARY_LIST_QUERY_KEY, userId],
    queryFn: ({ signal }) => getVocabularyList(signal),
    staleTime: 30_000,
  });
}

export function useVocabularyList(userId: number | undefined, enabled: boolean) {
  return useQuery({ ...getVocabularyListQueryOptions(userId), enabled });
}
