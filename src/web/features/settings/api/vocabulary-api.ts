import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DownloadVocabularyBody,
  DownloadVocabularyResponse,
  UserLanguagesBody,
  VocabularyListResponse,
} from '../../../../shared/api/vocabulary.ts';
import { vocabularyStorageKey } from '../../../../shared/storage-keys.ts';
import { apiFetch } from '../../../api/client.ts';
import { getUserInfoQueryOptions } from '../../../api/user-info.ts';
import { useAppStore } from '../../../state/app-store.ts';

export function getVocabularyList(signal?: AbortSignal): Promise<VocabularyListResponse> {
  return apiFetch<VocabularyListResponse>('/api/tests/get-user-vocabulary-list', { signal });
}

export function getVocabularyListQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: ['vocabulary-list', userId],
    queryFn: ({ signal }) => getVocabularyList(signal),
    staleTime: 30_000,
  });
}

export function useVocabularyList(userId: number | undefined, enabled: boolean) {
  return useQuery({ ...getVocabularyListQueryOptions(userId), enabled });
}

export const downloadVocabulary = (body: DownloadVocabularyBody) =>
  apiFetch<DownloadVocabularyResponse>('/api/tests/download-vocabulary', { method: 'POST', body });

/** Loads a list into a slot; on success the words are stored for the game frame and the slot updated. */
export function useDownloadVocabulary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadVocabulary,
    onSuccess: (result) => {
      try {
        localStorage.setItem(
          vocabularyStorageKey(result.gameId),
          JSON.stringify({ name: result.name, googleSheetId: result.googleSheetId, VOC: result.VOC }),
        );
      } catch (error) {
        console.warn('Could not keep the words in this browser', error);
      }
      const store = useAppStore.getState();
      const current = store.vocabularies;
      if (current) {
        const games = current.games.map((entry, slot) =>
          slot === result.gameId
            ? {
                name: result.name,
                googleSheetId: result.googleSheetId,
                googleModified: result.googleModified,
                locallyModified: Date.now(),
              }
            : entry,
        );
        store.setVocabularies({ ...current, games });
      }
      void queryClient.invalidateQueries({ queryKey: ['vocabulary-list'] });
    },
  });
}

export const setCommonVocabulary = (isCommon: boolean) =>
  apiFetch<{ isCommonVocabulary: boolean }>('/api/tests/common-vocabulary', {
    method: 'POST',
    body: { isCommonVocabulary: isCommon ? 1 : 0 },
  });

export function useSetCommonVocabulary() {
  return useMutation({ mutationFn: setCommonVocabulary });
}

export const saveUserLanguages = (body: UserLanguagesBody) =>
  apiFetch<UserLanguagesBody>('/api/tests/user-languages', { method: 'POST', body });

/** Saves the languages, then reloads the settings (spec section 7). */
export function useSaveUserLanguages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUserLanguages,
    onSuccess: async (result) => {
      const store = useAppStore.getState();
      if (store.vocabularies) store.setVocabularies({ ...store.vocabularies, ...result });
      const user = await queryClient.fetchQuery({ ...getUserInfoQueryOptions(), staleTime: 0 });
      store.setUser(user);
      void queryClient.invalidateQueries({ queryKey: ['vocabulary-list'] });
    },
  });
}

export const getCountry = (signal?: AbortSignal) =>
  apiFetch<{ countryCode: string | null }>('/api/geo/country', { signal });

export const deleteAccount = () => apiFetch<{ ok: true }>('/api/auth/delete-account', { method: 'POST' });
