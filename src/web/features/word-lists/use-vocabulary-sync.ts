import { useEffect } from 'react';
import { isSignedIn } from '../../../shared/api/user.ts';
import { GAME_SLOT_COUNT } from '../../../shared/constants.ts';
import { DEFAULT_LANGUAGE_LEARN } from '../../../shared/languages.ts';
import {
  defaultVocabularySettings,
  LOADING_ENTRY,
  reconcileVocabularies,
} from '../../../shared/word-lists/lists.ts';
import { useConfirmedUser } from '../../api/user-info.ts';
import { useAppStore } from '../../state/app-store.ts';
import { useVocabularyList } from './get-vocabulary-list.ts';
import { guessNativeLanguage } from './native-language.ts';

/**
 * Vocabularies: once the user is known, a signed-in user's list is fetched and
 * reconciled with this browser's slots; otherwise a default common set is used.
 */
export function useVocabularySync(): void {
  // The user as the server confirmed it in this visit, not as remembered from the last one: a
  // stored user whose token has expired must not ask for a list.
  const user = useConfirmedUser();
  const signedIn = isSignedIn(user);
  const { data } = useVocabularyList(user?.id, signedIn);

  // While a signed-in user's list loads, slots this browser has never seen show "Loading...".
  useEffect(() => {
    const store = useAppStore.getState();
    if (!user) return;
    if (!signedIn) {
      if (!store.vocabularies) store.setVocabularies(defaultVocabularySettings(null, DEFAULT_LANGUAGE_LEARN));
      return;
    }
    if (!store.vocabularies) {
      store.setVocabularies({
        languageNative: user.languageNative,
        languageLearn: user.languageLearn ?? DEFAULT_LANGUAGE_LEARN,
        isCommonVocabulary: true,
        games: Array.from({ length: GAME_SLOT_COUNT }, () => ({ ...LOADING_ENTRY })),
      });
    }
  }, [user, signedIn]);

  useEffect(() => {
    if (!data || !user || !signedIn) return;
    const store = useAppStore.getState();
    const next = {
      languageNative: user.languageNative ?? store.vocabularies?.languageNative ?? null,
      languageLearn: user.languageLearn ?? store.vocabularies?.languageLearn ?? DEFAULT_LANGUAGE_LEARN,
      isCommonVocabulary: data.isCommonVocabulary,
      games: reconcileVocabularies(store.vocabularies?.games, data.games),
    };
    // The list a load just wrote comes back from the server the same: writing it again would
    // reload the game frame a second time for one load.
    if (JSON.stringify(next) === JSON.stringify(store.vocabularies)) return;
    store.setVocabularies(next);
  }, [data, user, signedIn]);

  // A guest (or a user who never chose) gets a guessed native language for the Test Vocabulary.
  useEffect(() => {
    const current = useAppStore.getState().vocabularies;
    if (!user || !current || current.languageNative) return;
    let cancelled = false;
    void guessNativeLanguage().then((languageNative) => {
      const latest = useAppStore.getState().vocabularies;
      if (!cancelled && languageNative && latest && !latest.languageNative) {
        useAppStore.getState().setVocabularies({ ...latest, languageNative });
      }
    });
    return () => {
      cancelled = true;
    };
  }, [user]);
}
