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
import { act, cleanup, configure, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, expect, vi } from 'vitest';
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
  /**
   * Resolves when the page has loaded again (a reload, or `location.replace`/`assign`, which the
   * site does after a login or a log-out): the new page is rendered as a new visit that keeps the
   * browser's storage.
   */
  nextLoad: () => Promise<string>;
  /** Called by the harness when a page load has rendered. */
  loaded: (path: string) => void;
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
/** The addresses the page asked for since the last `openSite` (see `pageRequests`). */
const requested: string[] = [];
const pageFetch = window.fetch.bind(window);
// The site calls the global fetch, which the test environment copied from the window.
globalThis.fetch = window.fetch = (...args: Parameters<typeof fetch>) => {
  const [input] = args;
  requested.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  const request = pageFetch(...args);
  const settled = request.catch(() => undefined).finally(() => inFlight.delete(settled));
  inFlight.add(settled);
  return request;
};

/**
 * The addresses fetched since this visit began (a later visit in the same test starts anew). The
 * test server's own outgoing calls (to the stand-in for Google) share this fetch and are listed too.
 */
export function pageRequests(): string[] {
  return [...requested];
}

async function requestsAnswered(): Promise<void> {
  while (inFlight.size > 0) await Promise.all(inFlight);
}

// After each test, the page's requests are answered before Testing Library unmounts it (after-hooks
// run last-registered first): an unmounted page cancels its queries, and a request cut off mid-way
// is only noise in the output.
afterEach(() => requestsAnswered());

/**
 * Native alert, confirm and prompt fail every test of the file that calls this: the site says
 * everything in the page. Both the window's and the global ones are replaced (the test
 * environment copied the window's globals).
 */
export function failOnNativeDialogs(): void {
  const shown: string[] = [];
  beforeEach(() => {
    shown.length = 0;
    for (const name of ['alert', 'confirm', 'prompt'] as const) {
      const record = (message?: string) => {
        shown.push(`${name}: ${message}`);
      };
      for (const scope of [window, globalThis]) {
        Object.defineProperty(scope, name, { value: record, configurable: true, writable: true });
      }
    }
  });
  afterEach(() => {
    expect(shown, 'native dialogs shown').toEqual([]);
  });
}

/** Starts the server for one test file (in beforeAll; close() in afterAll). */
export async function startSite(overrides: Partial<Config> = {}): Promise<TestSite> {
  // PGlite on this thread: happy-dom's URL is not Node's, which the database worker's address needs.
  const app = await createTestApp({ PGLITE_THREAD: 'main', ...overrides });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const loads: ((path: string) => void)[] = [];
  const site: TestSite = {
    app,
    origin: `http://127.0.0.1:${port}`,
    signUp: (options) => signUpLearner(app, options),
    nextLoad: () => new Promise((resolve) => loads.push(resolve)),
    loaded: (path) => {
      for (const resolve of loads.splice(0)) resolve(path);
    },
    close: async () => {
      // Requests of the last page still in flight end before the server does. The unmount runs in
      // act(), so the page's effect cleanups run now, not on a timer after the test environment
      // (and its window) is gone.
      await act(() => cleanup());
      await requestsAnswered();
      await happyWindow().happyDOM.abort();
      await app.cleanup();
    },
  };
  return site;
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
  // The last visit's page goes, as a tab's page does on a new load (its effects cleaned up now).
  await act(() => cleanup());
  await requestsAnswered();
  requested.length = 0;
  if (!visit.keepStorage) {
    localStorage.clear();
    sessionStorage.clear();
  }
  happy.happyDOM.setURL(site.origin + path);
  happy.happyDOM.setViewport({ width: visit.width ?? 1280, height: 800 });
  // The server writes its config into every page it serves (index.html's #site-config); the test
  // server has no built pages, so the block is written here from the same answer.
  const config = await site.app.inject({ method: 'GET', url: '/api/site-config' });
  const block = document.createElement('script');
  block.id = 'site-config';
  block.type = 'application/json';
  block.textContent = config.body;
  document.head.replaceChildren(block);
  if (visit.token) localStorage.setItem('token', visit.token);
  vi.resetModules();
  const { App } = await import('../app.tsx');
  if (visit.state) (await import('../state/app-store.ts')).useAppStore.setState(visit.state);
  (await import('../start-visit.ts')).startVisit();
  // A page load the site asks for is a new visit here (happy-dom would fetch the page's HTML and
  // run none of its scripts).
  const load = (target: string | URL) => {
    const url = new URL(String(target), window.location.href);
    void openSite(site, url.pathname + url.search + url.hash, { keepStorage: true, width: visit.width }).then(
      () => site.loaded(url.pathname + url.search),
    );
  };
  Object.defineProperties(window.location, {
    reload: { value: () => load(window.location.href), configurable: true },
    replace: { value: load, configurable: true },
    assign: { value: load, configurable: true },
  });
  const rendered = render(<App />);
  return { ...rendered, screen };
}
