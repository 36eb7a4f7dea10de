import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VocabularyListResponse } from '../../../shared/api/vocabulary.ts';
import { apiFetch } from '../../api/client.ts';

/** GET /api/tests/get-user-vocabulary-list: which list each slot holds. */
function getVocabularyList(signal?: AbortSignal): Promise<VocabularyListResponse> {
  return apiFetch<VocabularyListResponse>('/api/tests/get-user-vocabulary-list', { signal });
}

/** The slots' lists, under one key: a change of list or of languages invalidates `all`. */
export const vocabularyListQueries = { all: ['vocabulary-list'] as const };

export function getVocabularyListQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: [...vocabularyListQueries.all, userId],
    queryFn: ({ signal }) => getVocabularyList(signal),
    staleTime: 30_000,
  });
}

export function useVocabularyList(userId: number | undefined, enabled: boolean) {
  return useQuery({ ...getVocabularyListQueryOptions(userId), enabled });
}
