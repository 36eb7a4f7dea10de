import { type RefObject, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { parseFrameMessage, type SiteMessage, type VocabularyData } from '../../../shared/game-protocol.ts';
import type { GameId } from '../../../shared/games.ts';
import { href } from '../../../shared/routes.ts';
import type { WordCard } from '../../../shared/word-lists/card.ts';
import { formatListId } from '../../../shared/word-lists/list-id.ts';
import { getToken } from '../../api/token.ts';
import { type AppState, useAppStore } from '../../state/app-store.ts';
import { saveRoundResults } from '../learning/round-history.ts';
import { inCapacitorApp, speakNatively } from '../native/index.ts';
import { loadHabitLine } from '../progress/index.ts';
import {
  ALL_VOCABULARY_STORAGE_KEYS,
  gameVocabulary,
  settledDeviceLoad,
  vocabularySlot,
} from '../word-lists/index.ts';

/** In the app: the frame (the same WebView) has no speech synthesis, the device has a voice. */
const gameNeedsSiteSpeech = () => !('speechSynthesis' in window) && inCapacitorApp();

/** The language rounds are recorded and dealt under: both must name a word alike. */
const learnedLanguage = (state: Pick<AppState, 'vocabularies'>) => state.vocabularies?.languageLearn ?? 'en';

/** The game waits 2.5 s for its words (SYNC_TIMEOUT_MS in src/games/common/bridge.ts): dealing gets what is left of 2.2 s. */
const DEAL_BUDGET_MS = 2200;

/** Of that, how long the band lists' paraphrases may take (Paraphrase mode). */
const PARAPHRASE_BUDGET_MS = 1400;

/** How long the results screen's notes may wait for the line about the learner's week. */
const HABIT_WAIT_MS = 1500;

/** The promise's value, or `fallback` when it fails or takes longer than `ms`. */
function withinMs<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => resolve(fallback), ms);
    promise.then(
      (value) => {
        window.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        console.warn('words not dealt', error);
        window.clearTimeout(timer);
        resolve(fallback);
      },
    );
  });
}

/**
 * A list the frame plays instead of the game's slot (a career track): its learning list id, its
 * name, its cards and their language. Rounds are recorded under `listId`.
 */
export type FrameWordSource = { listId: string; name: string; cards: WordCard[]; languageLearn: string };

/** What the game plays from a word source (no slot, no device load). */
function sourceVocabulary(game: GameId, source: FrameWordSource, state: AppState): VocabularyData {
  return {
    game,
    listId: source.listId,
    name: source.name,
    cards: source.cards,
    languageLearn: source.languageLearn,
    languageNative: source.languageLearn,
    isSoundsMuted: state.isSoundsMuted,
    isMusicMuted: state.isMusicMuted,
  };
}

/**
 * The site's side of the game protocol (src/shared/game-protocol.ts): answers the frame's
 * messages (same origin, from that frame only; anything else is ignored), keeps the mute flags
 * in step both ways, and tells the game to reload its words after a sign-in or a list change.
 */
export function useGameBridge(
  frameRef: RefObject<HTMLIFrameElement | null>,
  game: GameId,
  onPlayerAction: () => void,
  /** A list to play instead of the slot's (career tracks), and what to do once a round is recorded. */
  options: { source?: FrameWordSource; onRoundRecorded?: () => void; onHomepage?: () => void } = {},
): void {
  const { source, onRoundRecorded, onHomepage } = options;
  const navigate = useNavigate();

  useEffect(() => {
    const origin = window.location.origin;
    const post = (message: SiteMessage) => frameRef.current?.contentWindow?.postMessage(message, origin);

    const onMessage = (event: MessageEvent) => {
      const frame = frameRef.current;
      if (!frame || event.origin !== origin || event.source !== frame.contentWindow) return;
      const message = parseFrameMessage(event.data);
      if (!message) return;
      const store = useAppStore.getState();
      switch (message.type) {
        case 'sync-vocabularies':
          if (message.data.game === game && source) {
            const data = sourceVocabulary(game, source, useAppStore.getState());
            void withinMs(
              import('../learning/deal.ts').then(({ dealVocabulary }) =>
                dealVocabulary(data, source.languageLearn),
              ),
              DEAL_BUDGET_MS,
              data,
            ).then((dealt) => post({ type: 'vocabularies', data: dealt }));
          } else if (message.data.game === game) {
            // Words being fetched for this device are waited for (the game waits 2.5 s at most);
            // when they come later, the list change below tells the game to reload.
            const asked = Date.now();
            const mode = message.data.mode ?? 'translation';
            void settledDeviceLoad(vocabularySlot(game, store.vocabularies), 2000)
              .then(async () => {
                const state = useAppStore.getState();
                let data = gameVocabulary(game, state, window.localStorage);
                // Paraphrase mode needs the band lists' data (none when it cannot come in time).
                if (mode === 'paraphrase') {
                  const plain = data;
                  data = await withinMs(
                    import('./paraphrases.ts').then(({ withParaphrases }) => withParaphrases(plain)),
                    Math.max(300, PARAPHRASE_BUDGET_MS - (Date.now() - asked)),
                    // Not there in time: sent without, and the game asks again.
                    plain,
                  );
                }
                const words = data;
                // The learning engine orders the words, within what is left of the game's wait.
                return withinMs(
                  import('../learning/deal.ts').then(({ dealVocabulary }) =>
                    // "Play due words" (?due=1, from the progress page): a round of due words only.
                    dealVocabulary(
                      words,
                      learnedLanguage(state),
                      mode,
                      new URLSearchParams(window.location.search).get('due') === '1',
                    ),
                  ),
                  Math.max(300, DEAL_BUDGET_MS - (Date.now() - asked)),
                  words,
                );
              })
              .then((data) =>
                post({
                  type: 'vocabularies',
                  // The app's WebView has no speech synthesis: the game asks the site to speak.
                  data: gameNeedsSiteSpeech() ? { ...data, speech: 'site' } : data,
                }),
              );
          }
          break;
        case 'settings-popup':
          store.setPopup('settings-popup');
          break;
        case 'homepage':
          if (onHomepage) onHomepage();
          else navigate(href.home());
          break;
        case 'round-results': {
          saveRoundResults(message.data, window.localStorage);
          const results = message.data;
          // The round is recorded under the list it was played on, which the results name (the
          // words came with it): a list changed mid-round does not take the round. Older games
          // name none: then the list selected now.
          const slot = vocabularySlot(game, store.vocabularies);
          const listId =
            results.listId ??
            source?.listId ??
            (store.vocabularies?.games[slot]?.googleSheetId || formatListId({ kind: 'test' }));
          void import('../learning/record-round.ts')
            .then(({ recordRoundResults }) =>
              recordRoundResults(results, {
                listId,
                languageLearn: source?.languageLearn ?? learnedLanguage(store),
              }),
            )
            .then(async (changes) => {
              onRoundRecorded?.();
              if (!changes) return;
              // The week's line rides with the review; the notes never wait for it long.
              const habit = await Promise.race([
                loadHabitLine().then((line) =>
                  line(getToken() !== null && (useAppStore.getState().user?.id ?? 1) > 1),
                ),
                new Promise<null>((resolve) => window.setTimeout(() => resolve(null), HABIT_WAIT_MS)),
              ]).catch(() => null);
              post({
                type: 'round-review',
                data: { startedAt: results.startedAt, changes, ...(habit ? { habit } : {}) },
              });
            })
            .catch((error: unknown) => console.warn('round not recorded', error));
          break;
        }
        case 'speak':
          if (gameNeedsSiteSpeech()) void speakNatively(message.data.text, message.data.lang);
          break;
        case 'mute-changed':
          store.setSoundsMuted(message.data.isSoundsMuted);
          store.setMusicMuted(message.data.isMusicMuted);
          break;
      }
      onPlayerAction();
    };
    window.addEventListener('message', onMessage);

    // Rounds played signed out, or offline, reach the account once the learner is signed in and online.
    const syncLearning = () => {
      // Only a signed-in learner has anything to send: a visitor does not load the engine until a round ends.
      if (!getToken()) return;
      void import('../learning/record-round.ts')
        .then((learning) => learning.syncLearning())
        .catch((error: unknown) => console.warn('learning sync failed', error));
    };
    syncLearning();
    window.addEventListener('online', syncLearning);

    const unsubscribe = useAppStore.subscribe((state, previous) => {
      if (state.isSoundsMuted !== previous.isSoundsMuted || state.isMusicMuted !== previous.isMusicMuted) {
        post({
          type: 'mute-flags',
          data: { isSoundsMuted: state.isSoundsMuted, isMusicMuted: state.isMusicMuted },
        });
      }
      // A word source does not follow the slots: only a sign-in or sign-out reloads it.
      if (state.user?.id !== previous.user?.id || (!source && state.vocabularies !== previous.vocabularies)) {
        post({ type: 'reload', data: null });
      }
      if (state.user?.id !== previous.user?.id) syncLearning();
    });
    // A list stored from another tab: the game takes it from its next round.
    const onStorage = (event: StorageEvent) => {
      if (!source && event.key && ALL_VOCABULARY_STORAGE_KEYS.includes(event.key))
        post({ type: 'reload', data: null });
    };
    window.addEventListener('storage', onStorage);

    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('online', syncLearning);
      window.removeEventListener('storage', onStorage);
      unsubscribe();
    };
  }, [frameRef, game, navigate, onPlayerAction, source, onRoundRecorded, onHomepage]);
}
