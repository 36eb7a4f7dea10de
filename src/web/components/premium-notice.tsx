import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '../../shared/messages.ts';
import { href } from '../../shared/routes.ts';
import type { BuiltInList } from '../../shared/word-lists/lists.ts';
import { useAppStore } from '../state/app-store.ts';
import { useIsNativeApp } from '../state/use-is-native-app.ts';
import './premium-notice.css';

/** What a non-premium learner asked for: a premium built-in list, or their own sheet. */
export type PremiumAsk = { kind: 'list'; list: BuiltInList } | { kind: 'sheet' };

/** "IELTS Band 7 is a Premium list." or the custom-sheet rule, as the notice words it. */
function premiumAskText(ask: PremiumAsk): string {
  if (ask.kind === 'sheet') return 'Loading your own Google Sheet is a Premium feature.';
  const name = ask.list.band === null ? ask.list.name : `IELTS Band ${ask.list.band}`;
  return `${name} is a Premium list.`;
}

/**
 * Why a choice was refused, said where it was made: a live region (role=status, polite) that is
 * always in the page, so screen readers announce the text when it appears. On the site it links
 * to the plans; inside the native app (no pricing there) it says the spec's sentence instead.
 */
export function PremiumNotice({ ask }: { ask: PremiumAsk | null }) {
  const isNative = useIsNativeApp();
  const closePopup = useAppStore((state) => state.closePopup);
  const ref = useRef<HTMLParagraphElement>(null);
  // On a short screen the explanation may fall under the fold: bring it into view.
  useEffect(() => {
    if (ask) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [ask]);
  return (
    <p ref={ref} className="premium-notice" role="status" aria-live="polite" data-testid="premium-notice">
      {ask ? (
        isNative ? (
          <span className="premium-notice__box">{MESSAGES.premiumOnlyNative}</span>
        ) : (
          <span className="premium-notice__box">
            {premiumAskText(ask)} Premium opens every IELTS band and your own sheets. It cannot be bought yet:
            a premium code from your school or teacher unlocks it.{' '}
            {/* From a game's settings popup the plans replace the game: the popup goes with it. */}
            <Link to={href.pricing()} onClick={closePopup}>
              See the plans
            </Link>
          </span>
        )
      ) : null}
    </p>
  );
}
