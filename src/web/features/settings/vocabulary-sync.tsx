import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isSignedIn } from '../../../shared/api/user.ts';
import { isPremium } from '../../../shared/roles.ts';
import { builtInList } from '../../../shared/vocabulary.ts';
import { ApiError } from '../../api/client.ts';
import {
  downloadVocabulary,
  keepDownloadedList,
  listIsOnDevice,
  useDeviceLoads,
} from '../../api/word-lists.ts';
import { CaptchaStep } from '../../components/captcha.tsx';
import { useActionFlow } from '../../components/use-action-flow.ts';
import { useAppStore } from '../../state/app-store.ts';
import { useVocabularySync } from './use-vocabulary-sync.ts';

/** Lists this page already tried to fetch (slot:id), so a refusal is not asked again and again. */
const tried = new Set<string>();

/**
 * The account names a list for a slot whose words are not in this browser (chosen on another
 * device): fetch them with the same call Settings makes, so the games play what Settings says.
 * Built-in lists are fetched for anyone allowed them; an own sheet only for a premium learner.
 * What cannot be fetched is shown in Settings as "not loaded on this device".
 */
function useDeviceLists() {
  const vocabularies = useAppStore((state) => state.vocabularies);
  const user = useAppStore((state) => state.user);
  const queryClient = useQueryClient();
  const flow = useActionFlow();
  const running = useRef(false);
  const settleRef = useRef<(failure?: string) => void>(() => {});

  const slots = vocabularies ? (vocabularies.isCommonVocabulary ? [0] : [1, 2]) : [];
  const next = slots.find((slot) => {
    const entry = vocabularies?.games[slot];
    if (!entry || listIsOnDevice(slot, entry)) return false;
    if (tried.has(`${slot}:${entry.googleSheetId}`)) return false;
    const list = builtInList(entry.googleSheetId);
    return list ? !list.premium || isPremium(user?.role) : isPremium(user?.role);
  });
  const entry = next === undefined ? undefined : vocabularies?.games[next];
  const start = flow.start;

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
    settleRef.current = settle;
    start((reCaptcha) => {
      downloadVocabulary({ gameId2Update: next, sheetId2Update: entry.googleSheetId, reCaptcha }).then(
        (result) => {
          keepDownloadedList(result, queryClient);
          settle();
        },
        (error: unknown) => {
          console.warn('Could not load the words of the list on this device', error);
          settle(error instanceof ApiError ? error.message : 'failed');
        },
      );
    });
  }, [next, entry, user, start, queryClient]);

  // The learner closed the captcha: the words stay not loaded, and Settings offers to load them.
  const cancel = () => {
    flow.cancel();
    settleRef.current('cancelled');
  };
  return { flow, cancel };
}

/** Keeps the account's word lists in step; a component so the shell can load it lazily. */
export default function VocabularySync() {
  useVocabularySync();
  const { flow, cancel } = useDeviceLists();
  return flow.captchaOpen ? <CaptchaStep onSolved={flow.solved} onCancel={cancel} /> : null;
}
