import { useEffect, useRef } from 'react';
import { isSignedIn } from '../../../shared/api/user.ts';
import { slotsInPlay } from '../../../shared/word-lists/lists.ts';
import { ApiError } from '../../api/client.ts';
import { useAppStore } from '../../state/app-store.ts';
import { keepSlotWords, listIsOnDevice, useDeviceLoads } from './device-words.ts';
import { getSlotWords } from './get-slot-words.ts';
import { useVocabularySync } from './use-vocabulary-sync.ts';

/** Lists this page already tried to fetch (slot:id), so a refusal is not asked again and again. */
const tried = new Set<string>();

/**
 * The account names a list for a slot whose words are not in this browser (chosen on another
 * device, or the browser's storage was cleared): fetch them from the account, which keeps every
 * loaded list's words, so the games play what Settings says without asking Google or a captcha.
 * What cannot be fetched (a premium band after the premium ended) is shown in Settings as "not
 * loaded on this device".
 */
function useDeviceLists() {
  const vocabularies = useAppStore((state) => state.vocabularies);
  const user = useAppStore((state) => state.user);
  const running = useRef(false);

  const slots = vocabularies ? slotsInPlay(vocabularies.isCommonVocabulary) : [];
  const next = slots.find((slot) => {
    const entry = vocabularies?.games[slot];
    if (!entry || listIsOnDevice(slot, entry)) return false;
    return !tried.has(`${slot}:${entry.googleSheetId}`);
  });
  const entry = next === undefined ? undefined : vocabularies?.games[next];

  useEffect(() => {
    if (next === undefined || !entry || running.current || !isSignedIn(user)) return;
    running.current = true;
    tried.add(`${next}:${entry.googleSheetId}`);
    let finish: () => void = () => {};
    const done = new Promise<void>((resolve) => {
      finish = resolve;
    });
    useDeviceLoads.setState((state) => ({ loading: { ...state.loading, [next]: done } }));
    const settle = (failure?: string) => {
      running.current = false;
      useDeviceLoads.setState((state) => ({
        loading: { ...state.loading, [next]: undefined },
        failed: { ...state.failed, [next]: failure },
      }));
      finish();
    };
    getSlotWords(next).then(
      (result) => {
        // The slot changed meanwhile (another tab, another device): the newer choice wins.
        if (useAppStore.getState().vocabularies?.games[next]?.googleSheetId === result.googleSheetId)
          keepSlotWords(result);
        settle();
      },
      (error: unknown) => {
        console.warn('Could not load the words of the list on this device', error);
        settle(error instanceof ApiError ? error.message : 'failed');
      },
    );
  }, [next, entry, user]);
}

/** Keeps the account's word lists in step; a component so the shell can load it lazily. */
export default function VocabularySync() {
  useVocabularySync();
  useDeviceLists();
  return null;
}
