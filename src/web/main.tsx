import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { setToken } from './api/token.ts';
import { takeHandedOverToken } from './api/token-handoff.ts';
import { App } from './app.tsx';
import { useAppStore } from './state/app-store.ts';
import './styles/global.css';

// The native wrapper opens the site with ?appName=<its name>; it is remembered from then on.
const appName = new URLSearchParams(window.location.search).get('appName');
if (appName) useAppStore.getState().setAppName(appName.slice(0, 40));

// The app's state for browser tests and support, through the store the app itself uses: a test sets
// state as the app would (and the store saves it), never by writing its storage format by hand.
// `setToken` keeps a login token as the sign-in popup does (a test that signed up through the API).
Object.defineProperty(window, '__app', {
  value: { getState: useAppStore.getState, setState: useAppStore.setState, setToken },
  configurable: true,
});

// Offline play (docs/decisions/016-offline-and-native.md): the service worker is registered once
// the page has loaded and settled (idle, then 2 s more), so its background download of the whole
// site never competes with what the first visit is still loading (a lazy page's chunk).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    import('./pwa/register-service-worker.ts').then(({ registerServiceWorker }) => registerServiceWorker());
  const whenIdle = (run: () => void) =>
    'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 5000 }) : run();
  window.addEventListener('load', () => whenIdle(() => window.setTimeout(register, 2000)), { once: true });
}

// Back from Google sign-in: the token arrives in a short-lived cookie, never in the address.
takeHandedOverToken();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// The first render as a transition: React then works in short slices, so a slow phone stays
// responsive while the page is built (index.html already shows the header meanwhile).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
