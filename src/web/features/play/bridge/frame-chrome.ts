/**
 * The frame-chrome handler: what the frame asks of the page around it (the settings popup, the
 * home page, the device's voice, the sound settings), and what the page tells the frame when
 * something changes around it (sound settings, a sign-in, a list changed here or in another tab).
 */
import type { FrameMessage } from '../../../../shared/frame-messages.ts';
import { getToken } from '../../../api/token.ts';
import { whenIdle } from '../../../components/use-when-idle.ts';
import { useAppStore } from '../../../state/app-store.ts';
import { speakNatively } from '../../native/index.ts';
import { ALL_VOCABULARY_STORAGE_KEYS } from '../../word-lists/index.ts';
import type { BridgeContext } from './context.ts';
import { gameNeedsSiteSpeech } from './words.ts';

export type ChromeMessage = Extract<
  FrameMessage,
  { type: 'settings-popup' | 'homepage' | 'speak' | 'mute-changed' }
>;

export function answerChrome(message: ChromeMessage, goHome: () => void): void {
  const store = useAppStore.getState();
  switch (message.type) {
    case 'settings-popup':
      store.setPopup('settings-popup');
      break;
    case 'homepage':
      goHome();
      break;
    case 'speak':
      if (gameNeedsSiteSpeech()) void speakNatively(message.data.text, message.data.lang);
      break;
    case 'mute-changed':
      store.setSoundsMuted(message.data.isSoundsMuted);
      store.setMusicMuted(message.data.isMusicMuted);
      break;
  }
}

/** Rounds played signed out, or offline, reach the account once the learner is signed in and online. */
function syncLearning(): void {
  // Only a signed-in learner has anything to send: a visitor does not load the engine until a round ends.
  if (!getToken()) return;
  void import('../../learning/record-round.ts')
    .then((learning) => learning.syncLearning())
    .catch((error: unknown) => console.warn('learning sync failed', error));
}

/**
 * Keeps the frame in step with the page: sound settings both ways, a reload of the words after a
 * sign-in or a list change, here or in another tab (a word source does not follow the slots), and
 * the learning sync. Answers the function that stops it.
 */
export function followPage(context: BridgeContext): () => void {
  const { post, source } = context;
  syncLearning();
  window.addEventListener('online', syncLearning);
  const unsubscribe = useAppStore.subscribe((state, previous) => {
    if (state.isSoundsMuted !== previous.isSoundsMuted || state.isMusicMuted !== previous.isMusicMuted) {
      post({
        type: 'mute-flags',
        data: { isSoundsMuted: state.isSoundsMuted, isMusicMuted: state.isMusicMuted },
      });
    }
    if (state.user?.id !== previous.user?.id || (!source && state.vocabularies !== previous.vocabularies)) {
      post({ type: 'reload', data: null });
    }
    if (state.user?.id !== previous.user?.id) syncLearning();
  });
  // A list stored from another tab: the game takes it from its next round. Listened for from the
  // page's first idle moment: adding a `storage` listener makes the browser load the tab's
  // sessionStorage as well, a synchronous round trip of 1-14 ms here that the page's load need
  // not wait for (decision record 041).
  const onStorage = (event: StorageEvent) => {
    if (!source && event.key && ALL_VOCABULARY_STORAGE_KEYS.includes(event.key))
      post({ type: 'reload', data: null });
  };
  const cancelListening = whenIdle(() => window.addEventListener('storage', onStorage), 2000);
  return () => {
    window.removeEventListener('online', syncLearning);
    cancelListening();
    window.removeEventListener('storage', onStorage);
    unsubscribe();
  };
}
