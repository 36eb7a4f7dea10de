import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * The site and each game page are separate entries, so a game's engine never reaches the site's
 * chunks. Output mirrors the URL paths: /, /games/candy/, /games/space/.
 */
export default defineConfig({
  root: src,
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [react()],
  build: {
    // DIST_DIR lets two checkouts' builds (or two agents) not overwrite each other.
    outDir: fileURLToPath(new URL(`./${process.env.DIST_DIR ?? 'dist'}/client`, import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // Every browser we support (es2022) knows modulepreload: no polyfill on the first page.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // Zod schemas are built by pure calls; saying so lets an unused schema (and with it zod) drop
      // out of a chunk that only needs a helper from the same module (the site's first chunk).
      treeshake: { manualPureFunctions: ['z'] },
      input: {
        site: `${src}/index.html`,
        candy: `${src}/games/candy/index.html`,
        space: `${src}/games/space/index.html`,
      },
      output: {
        // Phaser in a chunk of its own: cached apart from the game code, never in the site's chunks.
        codeSplitting: {
          groups: [
            { name: 'phaser', test: /node_modules[\\/]phaser[\\/]/ },
            // The site's framework in one chunk of its own: spread over shared chunks, TanStack Query
            // compressed ~3 KB worse; and this part changes less often than our code.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|zustand)[\\/]/,
            },
            // Small modules the first page needs and lazy pages share: one chunk instead of five
            // tiny ones (each file costs its own gzip overhead and request). Not shared/games.ts:
            // the game pages need it too, and this chunk brings the site's framework (the store).
            {
              name: 'site-core',
              test: /src[\\/](web[\\/](state[\\/]app-store|api[\\/](client|token)|shell[\\/]use-page-title)|shared[\\/](app-mode|api[\\/]errors))\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  server: {
    // robots.txt and sitemap.xml are made by the server (with the public URL filled in).
    proxy: Object.fromEntries(
      ['/api', '/healthz', '/robots.txt', '/sitemap.xml'].map((prefix) => [prefix, 'http://localhost:3000']),
    ),
  },
});
