import '../shared/zod-jitless.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { startVisit } from './start-visit.ts';
import './styles/global.css';

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

startVisit();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// The first render in a task of its own, after the one that evaluated the modules: two shorter
// tasks instead of one long one, so a slow phone can handle input between them (Lighthouse counts
// the part of each task over 50 ms as blocking; docs/decisions/033-fewer-renders-at-load.md).
// index.html already shows the header meanwhile. Preact's startTransition renders at once: the
// render itself is one task.
window.setTimeout(() => {
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}, 0);
