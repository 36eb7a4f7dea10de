import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Tests of the embedded database itself (PGlite folders, its thread, the folder lock, a migration
 * replayed on a PGlite dump): not API tests, so not run again on PostgreSQL, and each in a fresh
 * process (they start processes and hold folders by pid).
 */
const EMBEDDED_ONLY = [
  'src/server/db/pglite-thread.test.ts',
  'src/server/db/data-dir-lock.test.ts',
  'src/server/db/display-names-migration.test.ts',
  'src/server/admin-embedded.test.ts',
  'src/server/testing/pglite-pool.test.ts',
];

/** Tests that replace a module (`vi.mock`) or a global (`vi.stubGlobal`) for their whole file. */
const OWN_MODULES = [
  'src/games/common/best-score.test.ts',
  'src/web/features/play/bridge/results.test.ts',
  'src/web/features/play/translations.test.ts',
  'src/web/features/popups/store-review.test.ts',
  'src/web/features/progress/local-progress.test.tsx',
  'src/web/shell/connection-status.test.tsx',
];

export default defineConfig({
  // As in vite.config.ts: the site's React code runs on Preact (docs/decisions/011-preact.md), so
  // its component tests (*.test.tsx, in happy-dom) render what the browser gets.
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
      // Its ES module build (Node's condition would give the CommonJS one, which requires React itself).
      {
        find: /^react-router$/,
        replacement: fileURLToPath(
          new URL('./node_modules/react-router/dist/development/index.mjs', import.meta.url),
        ),
      },
    ],
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  test: {
    environment: 'node',
    // Component tests: a DOM without a browser (each file also says `@vitest-environment happy-dom`).
    // Testing Library's cleanup after each test.
    setupFiles: ['src/web/testing/setup-dom.ts'],
    // The site tests (src/web/testing/site.tsx) render pages, not the games: a frame's page, a
    // script or a style sheet the page names is not fetched.
    environmentOptions: {
      happyDOM: {
        settings: {
          disableIframePageLoading: true,
          disableJavaScriptFileLoading: true,
          disableCSSFileLoading: true,
          handleDisabledFileLoadingAsSuccess: true,
        },
      },
    },
    // The API tests' migrated PGlite, built once for the whole run (src/server/testing/pglite-template.ts).
    globalSetup: ['src/server/testing/global-setup.ts'],
    // Libraries that import React go through the aliases above too (else Node would load React).
    server: { deps: { inline: [/react-router/, /@tanstack\/react-query/, /zustand/] } },
    // Each API test file starts its own PGlite (or PostgreSQL database): a few seconds at most.
    // Two files at a time on this 2-core machine, in CI and by hand alike (Vitest's default is one
    // fewer than the cores: one).
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    restoreMocks: true,
    projects: [
      {
        // The API tests, run on both databases (`npm run test:api:pg` runs this project alone on
        // PostgreSQL). One worker process runs several of these files and loads the server's
        // modules once (each file still builds its own app and database): importing them again
        // for each file cost a third of these files' time.
        extends: true,
        test: { name: 'api', include: ['src/server/**/*.test.ts'], exclude: EMBEDDED_ONLY, isolate: false },
      },
      {
        // The games, the shared rules, the site's modules without a page and the scripts: plain
        // modules, run like the API tests (one worker process imports them once): 31 CPU-seconds
        // instead of 63 each in a fresh module graph.
        extends: true,
        test: {
          name: 'unit',
          include: ['src/{games,shared}/**/*.test.{ts,tsx}', 'src/web/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: OWN_MODULES,
          isolate: false,
        },
      },
      {
        // Each file in a fresh module graph: the tests that replace a module or a global, and the
        // tests of the embedded database itself (PGlite folders, its thread, locks).
        extends: true,
        test: { name: 'isolated', include: [...OWN_MODULES, ...EMBEDDED_ONLY] },
      },
      {
        // The site's component tests (happy-dom, each with a fresh window): one worker process runs
        // several files and imports the site and the server once, as the API tests do (each file
        // still starts its own test server). Isolated, they spent 143 CPU-seconds, 89 like this.
        extends: true,
        test: { name: 'web', include: ['src/web/**/*.test.tsx'], exclude: OWN_MODULES, isolate: false },
      },
    ],
  },
});
