import { setToken } from './api/token.ts';
import { takeHandedOverToken } from './api/token-handoff.ts';
import { useAppStore } from './state/app-store.ts';

/**
 * What a page load does before the first render (main.tsx; the site tests do the same, see
 * src/web/testing/site.tsx): the native wrapper's `?appName=` is remembered, the app's state is
 * reachable for tests and support, and a token handed over after Google sign-in is kept.
 */
export function startVisit(): void {
  // The native wrapper opens the site with ?appName=<its name>; it is remembered from then on.
  const appName = new URLSearchParams(window.location.search).get('appName');
  if (appName) useAppStore.getState().setAppName(appName.slice(0, 40));

  // The app's state for browser tests and support, through the store the app itself uses: a test
  // sets state as the app would (and the store saves it), never by writing its storage format by
  // hand. `setToken` keeps a login token as the sign-in popup does (a test that signed up through
  // the API).
  Object.defineProperty(window, '__app', {
    value: { getState: useAppStore.getState, setState: useAppStore.setState, setToken },
    configurable: true,
  });

  // Back from Google sign-in: the token arrives in a short-lived cookie, never in the address.
  takeHandedOverToken();
}
