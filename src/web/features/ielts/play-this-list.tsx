import { lazy, Suspense } from 'react';
import type { IeltsBand } from '../../../shared/constants.ts';

/** Loaded after the word table: the band page's first paint does not wait for it. */
const PlayBand = lazy(() => import('./play-band.tsx'));

/** "Play this list" on a band page (mounted in ielts-band-page.tsx). */
export function PlayThisList({ band }: { band: IeltsBand }) {
  return (
    <Suspense fallback={null}>
      <PlayBand band={band} />
    </Suspense>
  );
}
