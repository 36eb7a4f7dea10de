import { PROMO_VIDEO } from '../../../shared/constants.ts';
import { VideoPlayer } from './video-player.tsx';

/** Popup 'video': the landing page's tour of the site and both games. */
export default function PromoVideoPopup() {
  return (
    <VideoPlayer
      title="Take the tour"
      files={PROMO_VIDEO}
      configuredUrl={(config) => config?.promoVideoUrl}
      testId="promo-video"
    />
  );
}
