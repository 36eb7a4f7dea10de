import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DownloadVocabularyBody, DownloadVocabularyResponse } from '../../../shared/api/vocabulary.ts';
import { apiFetch } from '../../api/client.ts';
import { keepDownloadedList } from './device-words.ts';

/** A list to load into a slot: the slot index, the list's id (a sheet id or a built-in id), the captcha's solution. */
export type ListLoad = { slot: number; listId: string; captcha: string };

/** POST /api/tests/download-vocabulary: loads a list into a slot. */
export const downloadVocabulary = ({ slot, listId, captcha }: ListLoad) => {
  const body: DownloadVocabularyBody = { gameId2Update: slot, sheetId2Update: listId, reCaptcha: captcha };
  return apiFetch<DownloadVocabularyResponse>('/api/tests/download-vocabulary', { method: 'POST', body });
};

/** Loads a list into a slot; on success the words are stored for the game frame and the slot updated. */
export function useDownloadVocabulary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadVocabulary,
    onSuccess: (result) => keepDownloadedList(result, queryClient),
  });
}
