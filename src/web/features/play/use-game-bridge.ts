import { type RefObject, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { parseFrameMessage } from '../../../shared/frame-messages.ts';
import type { GameId } from '../../../shared/games.ts';
import { href } from '../../../shared/routes.ts';
import type { SiteMessage } from '../../../shared/site-messages.ts';
import type { BridgeContext, FrameWordSource } from './bridge/context.ts';
import { answerChrome, followPage } from './bridge/frame-chrome.ts';
import { answerWordRequest } from './bridge/words.ts';

export type { FrameWordSource };

/**
 * The frames whose game has spoken (its first message is the request for its words). Kept per
 * frame element, not per effect run, so a re-run of the effect below does not forget it.
 */
const framesHeardFrom = new WeakSet<HTMLIFrameElement>();

/**
 * The site's side of the game protocol (src/shared/game-protocol.ts): takes the frame's messages
 * (same origin, from that frame only; anything else is ignored) and hands each to its handler:
 * words (bridge/words.ts), results (bridge/results.ts) and the frame's chrome
 * (bridge/frame-chrome.ts), which also keeps the frame in step with the page.
 */
export function useGameBridge(
  frameRef: RefObject<HTMLIFrameElement | null>,
  game: GameId,
  onPlayerAction: () => void,
  /** A list to play instead of the slot's (a track), and what to do once a round is recorded. */
  options: { source?: FrameWordSource; onRoundRecorded?: () => void; onHomepage?: () => void } = {},
): void {
  const { source, onRoundRecorded, onHomepage } = options;
  const navigate = useNavigate();

  useEffect(() => {
    const origin = window.location.origin;
    // Nothing goes to a game before it has asked for its words: until then it has nothing to
    // update (its words come with the flags and the list of the moment), and touching the frame's
    // window before its page has loaded makes a script context for its empty first document,
    // 4-20 ms of a load's main thread (decision record 040).
    const post = (message: SiteMessage) => {
      const frame = frameRef.current;
      if (frame && framesHeardFrom.has(frame)) frame.contentWindow?.postMessage(message, origin);
    };
    const context: BridgeContext = { game, post, ...(source ? { source } : {}) };
    const goHome = onHomepage ?? (() => navigate(href.home()));

    const onMessage = (event: MessageEvent) => {
      const frame = frameRef.current;
      if (!frame || event.origin !== origin || event.source !== frame.contentWindow) return;
      const message = parseFrameMessage(event.data);
      if (!message) return;
      framesHeardFrom.add(frame);
      if (message.type === 'sync-vocabularies') {
        if (message.data.game === game) void answerWordRequest(context, message.data.mode);
      } else if (message.type === 'round-results') {
        // Loaded when a round ends: it checks the results with zod, which the page's load never
        // needs (decision record 041). Offline, the service worker has it; a chunk that cannot
        // load (a new version deployed meanwhile) is said, as the learning engine's is (results.ts).
        import('./bridge/results.ts')
          .then(({ recordRoundMessage }) => recordRoundMessage(context, message.data, onRoundRecorded))
          .catch((error: unknown) => console.warn('round not recorded', error));
      } else answerChrome(message, goHome);
      onPlayerAction();
    };
    window.addEventListener('message', onMessage);
    const stopFollowing = followPage(context);
    return () => {
      window.removeEventListener('message', onMessage);
      stopFollowing();
    };
  }, [frameRef, game, navigate, onPlayerAction, source, onRoundRecorded, onHomepage]);
}
