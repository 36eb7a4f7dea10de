/**
 * The service worker's build options (vite-plugin-pwa, Workbox generateSW), read by vite.config.ts.
 * docs/decisions/016-offline-and-native.md says why each choice.
 *
 * - Precached: the app shell, every chunk of the site, both game pages and theirs (Phaser
 *   included), icons and pictures (the videos' posters too); not the videos (megabytes).
 * - index.html is precached by its URL, so the copy cached is the server's (SITE_NAME, the site
 *   config filled in), and every page of the app is answered with it offline.
 * - GET /api/... network first (4 s), with the last answer as the fallback offline. The cache key
 *   carries a digest of the Authorization header: one learner's answers are never given to
 *   another on a shared device. Sign-in, captcha and the user info are never cached.
 * - No skipWaiting: a new version waits until the learner chooses Reload ("New version: Reload"),
 *   so a page never runs half old, half new code.
 */
import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * Cache key of an API answer: its URL plus a digest of the bearer token it was asked with (as a
 * query parameter: the Cache API ignores fragments). Self-contained: Workbox copies its source.
 */
async function keyedByAccount({ request }: { request: Request }): Promise<string> {
  const key = new URL(request.url);
  const authorization = request.headers.get('authorization');
  if (authorization) {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
    const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
    key.searchParams.set('sw-account', hex.slice(0, 32));
  }
  return key.href;
}

export const serviceWorkerOptions: Partial<VitePWAOptions> = {
  // The page registers the worker itself after load (src/web/pwa/register-service-worker.ts).
  injectRegister: false,
  registerType: 'prompt',
  // Served by the server with SITE_NAME (src/server/plugins/spa.ts), so not generated here.
  manifest: false,
  filename: 'sw.js',
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,ico,webp,jpg,csv}'],
    // offline.html is the native app's page for a first start without a connection (native/).
    globIgnores: ['media/*.{webm,mp4}', 'og-image.jpg', 'offline.html'],
    // Phaser's chunk is larger than Workbox's 2 MB default.
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    // Hashed file names already say their version.
    dontCacheBustURLsMatching: /^assets\//,
    // A game page opened with ?seed= or ?keyboard= is still the precached page.
    ignoreURLParametersMatching: [/./],
    navigateFallback: 'index.html',
    // Not the API, the server's own files, nor the game pages (precached under their own URL).
    navigateFallbackDenylist: [/^\/api\//, /^\/games\//, /^\/healthz/, /^\/robots\.txt/, /^\/sitemap\.xml/],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: false,
    runtimeCaching: [
      {
        urlPattern: ({ url, request, sameOrigin }) =>
          sameOrigin &&
          request.method === 'GET' &&
          url.pathname.startsWith('/api/') &&
          !/^\/api\/(auth|captcha)\//.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'api',
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
          plugins: [{ cacheKeyWillBeUsed: keyedByAccount }],
        },
      },
    ],
  },
};
