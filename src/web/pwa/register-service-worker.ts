/**
 * Registers the service worker (built by vite-plugin-pwa as /sw.js), loaded after the page's load
 * event so a first visit's page gains nothing on its way to the screen. A new version waits until
 * the learner chooses "New version: Reload": then the waiting worker takes over and the page
 * reloads once, so old and new code never mix in one page.
 */
import { useConnectionStatus } from '../shell/connection-status.tsx';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

type WorkerContainer = Pick<ServiceWorkerContainer, 'register' | 'addEventListener' | 'controller'>;

export async function registerServiceWorker(
  container: WorkerContainer = navigator.serviceWorker,
  reload: () => void = () => window.location.reload(),
): Promise<ServiceWorkerRegistration | null> {
  let updateAccepted = false;
  // The first install also takes control (clientsClaim) but must not reload the page: only an
  // update the learner accepted does.
  container.addEventListener('controllerchange', () => {
    if (!updateAccepted) return;
    updateAccepted = false;
    reload();
  });

  const offer = (worker: ServiceWorker) =>
    useConnectionStatus.getState().offerUpdate(() => {
      updateAccepted = true;
      worker.postMessage({ type: 'SKIP_WAITING' });
    });

  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await container.register('/sw.js', { scope: '/' });
  } catch {
    // No service worker here (private mode, a browser that refuses them): the site works online.
    return null;
  }
  // A browser that blocks service workers may answer nothing at all (Playwright's 'block' does).
  if (!registration) return null;
  // An update installed on an earlier visit and still waiting.
  if (registration.waiting && container.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // Installed while an older worker controls the page: a new version, not the first install.
      if (installing.state === 'installed' && container.controller) offer(installing);
    });
  });
  const registered = registration;
  setInterval(() => {
    registered.update().catch(() => {});
  }, UPDATE_CHECK_MS);
  return registration;
}
