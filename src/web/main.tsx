import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { takeHandedOverToken } from './api/token-handoff.ts';
import { App } from './app.tsx';
import { useAppStore } from './state/app-store.ts';
import './styles/global.css';

// The native wrapper opens the site with ?appName=<its name>; it is remembered from then on.
const appName = new URLSearchParams(window.location.search).get('appName');
if (appName) useAppStore.getState().setAppName(appName.slice(0, 40));

// Offline play (docs/decisions/016-offline-and-native.md): the service worker is registered after
// the load event, so the first visit's page loads exactly what it did without one.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener(
    'load',
    () => {
      import('./pwa/register-service-worker.ts').then(({ registerServiceWorker }) => registerServiceWorker());
    },
    { once: true },
  );
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
