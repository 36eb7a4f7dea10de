import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DownloadVocabularyBody, DownloadVocabularyResponse } from '../../../shared/api/vocabulary.ts';
import { apiFetch } from '../../api/client.ts';
import { keepDownloadedList } from './device-words.ts';

/** POST /api/tests/download-vocabulary: loads a list into a slot (spec section 7). */
export const downloadVocabulary = (body: DownloadVocabularyBody) =>
  apiFetch<DownloadVocabularyResponse>('/api/tests/download-vocabulary', { method: 'POST', body });

/** Loads a list into a slot; on success the words are stored for the game frame and the slot updated. */
export function useDownloadVocabulary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadVocabulary,
    onSuccess: (result) => keepDownloadedList(result, queryClient),
  });
}
