import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserLanguagesBody } from '../../../../shared/api/vocabulary.ts';
import { apiFetch } from '../../../api/client.ts';
import { refreshUser } from '../../../api/user-info.ts';
import { useAppStore } from '../../../state/app-store.ts';
import { vocabularyListQueries } from '../../word-lists/index.ts';

const saveUserLanguages = (body: UserLanguagesBody) =>
  apiFetch<UserLanguagesBody>('/api/tests/user-languages', { method: 'POST', body });

/** Saves the languages, then reloads the settings. */
export function useSaveUserLanguages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUserLanguages,
    onSuccess: async (result) => {
      const store = useAppStore.getState();
      if (store.vocabularies) store.setVocabularies({ ...store.vocabularies, ...result });
      await refreshUser();
      void queryClient.invalidateQueries({ queryKey: vocabularyListQueries.all });
    },
  });
}
