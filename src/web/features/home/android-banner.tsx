import { useState, useSyncExternalStore } from 'react';
import { ANDROID_BANNER_DISMISSED_KEY, BREAKPOINTS } from '../../../shared/constants.ts';
import { CloseIcon } from '../../shell/icons.tsx';
import { useAppStore } from '../../state/app-store.ts';
import { useIsNativeApp } from '../../state/use-is-native-app.ts';
import { useStoreUrl } from './store-url.ts';

const NARROW_QUERY = `(max-width: ${BREAKPOINTS.androidBanner - 0.02}px)`;

function subscribeToWidth(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isNarrow(): boolean {
  return window.matchMedia(NARROW_QUERY).matches;
}

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(ANDROID_BANNER_DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * On Android mobile browsers narrower than 850 px, outside the native app, a
 * banner offers the free app; dismissing it is remembered in this browser. The landing page loads
 * this module only in Android browsers. It floats over the bottom of the screen, so showing it
 * moves nothing on the page.
 */
export default function AndroidBanner() {
  const storeUrl = useStoreUrl();
  const isNative = useIsNativeApp();
  const siteName = useAppStore((state) => state.siteName);
  const narrow = useSyncExternalStore(subscribeToWidth, isNarrow);
  const [dismissed, setDismissed] = useState(wasDismissed);

  if (isNative || dismissed || !narrow || !storeUrl) return null;

  const dismiss = () => {
    try {
      localStorage.setItem(ANDROID_BANNER_DISMISSED_KEY, new Date().toISOString());
    } catch {
      // Storage refused (private mode): hidden for this visit only.
    }
    setDismissed(true);
  };

  return (
    <aside className="android-banner" aria-label="Android app" data-testid="android-banner">
      <img className="android-banner__icon" src="/icons/icon-192.png" alt="" width="40" height="40" />
      <div className="android-banner__text">
        <strong>{siteName}</strong>
        <span>Free Android app</span>
      </div>
      <a className="button button--primary android-banner__get" href={storeUrl} rel="noopener">
        Install
      </a>
      <button type="button" className="android-banner__close" aria-label="Dismiss" onClick={dismiss}>
        <CloseIcon size={18} strokeWidth={2.4} />
      </button>
    </aside>
  );
}
