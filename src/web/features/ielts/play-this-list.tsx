import { lazy, memo, Suspense } from 'react';
import { isSignedIn } from '../../../shared/api/user.ts';
import { FREE_IELTS_BANDS, type IeltsBand } from '../../../shared/constants.ts';
import { GAME_IDS, GAMES } from '../../../shared/games.ts';
import { isPremium } from '../../../shared/roles.ts';
import { useAppStore } from '../../state/app-store.ts';
import './play-band.css';

/** Loaded after the word table: the band page's first paint does not wait for it. */
const PlayBand = lazy(() => import('./play-band.tsx'));

/**
 * "Play this list" on a band page (mounted in ielts-band-page.tsx). Memoised: the table's words
 * arriving does not draw it again.
 */
export const PlayThisList = memo(function PlayThisList({ band }: { band: IeltsBand }) {
  return (
    <Suspense fallback={<PlayBandPlaceholder band={band} />}>
      <PlayBand band={band} />
    </Suspense>
  );
});

/**
 * While play-band.tsx loads: the same box with its buttons disabled, so the word table below does
 * not jump when the real one arrives (docs/decisions/026-premium-codes.md: a band page's layout shift at most 0.05).
 */
export function PlayBandPlaceholder({ band }: { band: IeltsBand }) {
  const user = useAppStore((state) => state.user);
  const free = FREE_IELTS_BANDS.includes(band);
  const signedIn = isSignedIn(user);
  return (
    <section className="play-band" aria-busy="true" data-testid="play-band-placeholder">
      <h2 className="play-band__title">
        Play this list
        {!free && !isPremium(user?.role) ? <span className="badge">Premium</span> : null}
      </h2>
      <div className="play-band__actions">
        {GAME_IDS.map((game) => (
          <button
            key={game}
            type="button"
            className={`button ${game === 'candy' ? 'button--primary' : 'button--ghost'}`}
            disabled
          >
            {`Play in ${GAMES[game].title}`}
          </button>
        ))}
      </div>
      {!signedIn && free ? (
        <p className="play-band__visitor">
          No account needed: your progress stays in this browser. Sign up free after a round to keep it.
        </p>
      ) : null}
    </section>
  );
}
