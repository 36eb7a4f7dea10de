/**
 * The whole site in a component test (docs/testing.md, "Site tests"): the real server (Fastify on
 * a fresh PGlite from the test template, as in the API tests) listens on a free local port, and
 * happy-dom's window is placed on that origin, so the site's own fetch calls reach the real API
 * over HTTP. No browser and no build: a page renders in a fraction of a second. What needs a real
 * browser (layout, canvas, focus order, service worker, media, the games) stays in tests/e2e.
 *
 * Each `openSite` is a fresh visit: storage is emptied and the site's modules are loaded anew (its
 * store, token and query cache start as a browser tab's would).
 */
import type { AddressInfo } from 'node:net';
import { cleanup, configure, render, screen } from '@testing-library/preact';
import { afterEach, vi } from 'vitest';
import type { Config } from '../../server/config.ts';
import { signUpLearner } from '../../server/testing/accounts.ts';
import { createTestApp, type TestApp } from '../../server/testing/test-app.ts';
import type { AppState } from '../state/app-store.ts';

// A page's first visit transforms its lazy chunk on the fly (Vite's transform, not a build): on a
// loaded machine that can take seconds. Testing Library's find* queries wait for the page, not a clock.
configure({ asyncUtilTimeout: 15_000 });

export type TestSite = {
  app: TestApp;
  origin: string;
  /** Signs up a learner through the API (src/server/testing/accounts.ts); its token is for `openSite`. */
  signUp: (options?: Parameters<typeof signUpLearner>[1]) => ReturnType<typeof signUpLearner>;
  close: () => Promise<void>;
};

type HappyWindow = {
  happyDOM: {
    setURL: (url: string) => void;
    setViewport: (viewport: { width: number; height: number }) => void;
    abort: () => Promise<void>;
  };
};

const happyWindow = () => window as unknown as HappyWindow;

/** The page's requests still on their way: a visit ends once they are answered, as a tab's would be. */
const inFlight = new Set<Promise<unknown>>();
const pageFetch = window.fetch.bind(window);
// The site calls the global fetch, which the test environment copied from the window.
globalThis.fetch = window.fetch = (...args: Parameters<typeof fetch>) => {
  const request = pageFetch(...args);
  const settled = request.catch(() => undefined).finally(() => inFlight.delete(settled));
  inFlight.add(settled);
  return request;
};

async function requestsAnswered(): Promise<void> {
  while (inFlight.size > 0) await Promise.all(inFlight);
}

// After each test, the page's requests are answered before Testing Library unmounts it (after-hooks
// run last-registered first): an unmounted page cancels its queries, and a request cut off mid-way
// is only noise in the output.
afterEach(() => requestsAnswered());

/** Starts the server for one test file (in beforeAll; close() in afterAll). */
export async function startSite(overrides: Partial<Config> = {}): Promise<TestSite> {
  // PGlite on this thread: happy-dom's URL is not Node's, which the database worker's address needs.
  const app = await createTestApp({ PGLITE_THREAD: 'main', ...overrides });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    origin: `http://127.0.0.1:${port}`,
    signUp: (options) => signUpLearner(app, options),
    close: async () => {
      // Requests of the last page still in flight end before the server does.
      cleanup();
      await requestsAnswered();
      await happyWindow().happyDOM.abort();
      await app.cleanup();
    },
  };
}

type Visit = {
  /** A login token kept as the sign-in popup keeps it (from `site.signUp`). */
  token?: string;
  /** Window width in CSS pixels (the site reads it for its phone layout); 1280 by default. */
  width?: number;
  /** Part of the app's saved state, set through its store before the page renders. */
  state?: Partial<AppState>;
  /** A later visit in the same browser: what the last one saved stays (by default storage is emptied). */
  keepStorage?: boolean;
};

/** Renders the site at `path` on the test server's origin, as a fresh visit in a new tab would. */
export async function openSite(site: TestSite, path: string, visit: Visit = {}) {
  const happy = happyWindow();
  // The last visit's page goes, as a tab's page does on a new load.
  cleanup();
  await requestsAnswered();
  if (!visit.keepStorage) {
    localStorage.clear();
    sessionStorage.clear();
  }
  happy.happyDOM.setURL(site.origin + path);
  happy.happyDOM.setViewport({ width: visit.width ?? 1280, height: 800 });
  if (visit.token) localStorage.setItem('token', visit.token);
  vi.resetModules();
  const { App } = await import('../app.tsx');
  if (visit.state) (await import('../state/app-store.ts')).useAppStore.setState(visit.state);
  (await import('../start-visit.ts')).startVisit();
  return { ...render(<App />), screen };
}
