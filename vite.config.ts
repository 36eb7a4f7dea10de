import { readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { serviceWorkerOptions } from './src/web/pwa/service-worker-options.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

/** The name our own modules' zod import is given, so that only their schema building is pure. */
const OUR_ZOD = '__ourZod';

/**
 * Zod schemas are built by calls at module level, which a bundler must keep (they could have side
 * effects), so a first-page module that exports one schema and one helper brings all of zod. Our
 * schema building is pure: this renames `z` in our own modules (after TypeScript is stripped) to a
 * name that `treeshake.manualPureFunctions` then declares pure. Declaring `z` itself pure would
 * also apply to every function named `z` in minified libraries: it silently dropped Preact's diff.
 */
function ourZodSchemasArePure(): Plugin {
  return {
    name: 'our-zod-schemas-are-pure',
    enforce: 'post',
    transform(code, id) {
      if (!id.startsWith(src) || !/import\s*\{\s*z\s*\}\s*from\s*["']zod["']/.test(code)) return null;
      return {
        code: code
          .replace(/import\s*\{\s*z\s*\}\s*from\s*(["'])zod\1/, `import { z as ${OUR_ZOD} } from "zod"`)
          .replace(/(?<![\w$.])z(?=\s*\.)/g, OUR_ZOD),
        map: null,
      };
    },
  };
}

/** Phaser's source, which its package does not export (only its prebuilt bundles). */
const phaserSrc = path.join(
  path.dirname(realpathSync(createRequire(import.meta.url).resolve('phaser/package.json'))),
  'src',
);

/**
 * Phaser's build flags (its webpack config's DefinePlugin): the game pages run on the canvas
 * renderer without Phaser's sound (docs/decisions/035-phaser-canvas-build.md), so the WebGL
 * renderer and the sound managers drop out of the bundle with the branches that require them.
 */
const PHASER_FLAGS: Record<string, boolean> = {
  CANVAS_RENDERER: true,
  WEBGL_RENDERER: false,
  WEBGL_DEBUG: false,
  FEATURE_SOUND: false,
  PLUGIN_CAMERA3D: false,
  PLUGIN_FBINSTANT: false,
};

/** V8's explicit compile hint (Chrome 136+), which must open the file; other engines ignore it. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the chunks a page runs at load for eager compilation (record 037): each entry (the site,
 * each game's frame) and what it imports statically, never a lazy page's chunk. V8 then compiles
 * their functions on a background thread while the file streams in, instead of on the main
 * thread at each function's first call, inside the first render or the game's boot (CPU x4,
 * alternating medians of 5: blocking on /privacy 131 -> 56 ms, /tracks 145 -> 81, / 88 -> 94;
 * /game/candy 519 -> 397 with the game's chunks marked too). Written into the files after the
 * bundle, because the minifier drops comments and Vite puts its preload helper at the top of the
 * entry after other plugins run; `scripts/precompress.ts` compresses the files afterwards.
 */
function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    writeBundle(options, bundle) {
      const chunks = chunkGraph(bundle);
      const atLoad = new Set<string>();
      for (const item of Object.values(bundle))
        if (item.type === 'chunk' && item.isEntry) {
          for (const fileName of staticClosure(chunks, [item.fileName])) atLoad.add(fileName);
          for (const fileName of enginePreloads(chunks, item)) atLoad.add(fileName);
        }
      for (const fileName of atLoad) {
        if (!options.dir || !chunks.has(fileName)) continue;
        const file = path.join(options.dir, fileName);
        writeFileSync(file, `${COMPILE_HINT}\n${readFileSync(file, 'utf8')}`);
      }
    },
  };
}

type ChunkGraph = Map<string, { imports: string[]; dynamicImports: string[] }>;

function chunkGraph(bundle: Record<string, { type: string }>): ChunkGraph {
  const chunks: ChunkGraph = new Map();
  for (const item of Object.values(bundle))
    if (item.type === 'chunk') {
      const chunk = item as unknown as { fileName: string; imports: string[]; dynamicImports: string[] };
      chunks.set(chunk.fileName, chunk);
    }
  return chunks;
}

/** The chunks `roots` need before they run: themselves and what they import statically. */
function staticClosure(chunks: ChunkGraph, roots: string[]): Set<string> {
  const found = new Set<string>();
  const visit = (fileName: string) => {
    if (found.has(fileName)) return;
    found.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return found;
}

/**
 * A game frame's engine (decision record 038): the chunks its entry imports dynamically, with
 * theirs, that the entry does not already load. The frame's HTML names them for modulepreload:
 * fetched and compiled while the start screen shows, evaluated at the first Play.
 */
function enginePreloads(
  chunks: ChunkGraph,
  entry: { fileName: string; facadeModuleId?: string | null },
): string[] {
  if (!entry.facadeModuleId?.includes(`${path.sep}games${path.sep}`)) return [];
  const loaded = staticClosure(chunks, [entry.fileName]);
  const dynamic = chunks.get(entry.fileName)?.dynamicImports ?? [];
  return [...staticClosure(chunks, dynamic)].filter((fileName) => !loaded.has(fileName));
}

/**
 * Names each game frame's engine chunks (see `enginePreloads`) in its HTML as modulepreload links
 * inside `<template id="engine-preloads">`: inert until the start screen, once the page is idle,
 * puts them in the head (common/start-screen.ts). Fetching and compiling Phaser while the page
 * loads competed with the page's own work on a two-core phone (decision record 038).
 */
function preloadGameEngines(): Plugin {
  return {
    name: 'preload-game-engines',
    apply: 'build',
    writeBundle(options, bundle) {
      const chunks = chunkGraph(bundle);
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk' || !item.isEntry || !options.dir) continue;
        const preloads = enginePreloads(chunks, item);
        if (preloads.length === 0 || !item.facadeModuleId) continue;
        const html = path.join(options.dir, path.relative(src, item.facadeModuleId));
        const links = preloads
          .map((fileName) => `<link rel="modulepreload" crossorigin href="/${fileName}">`)
          .join('');
        const template = `    <template id="engine-preloads">${links}</template>\n`;
        writeFileSync(html, readFileSync(html, 'utf8').replace('  </head>', `${template}  </head>`));
      }
    },
  };
}

/**
 * Phaser's device check asks for a WebGL context at load to learn whether WebGL works (20-30 ms
 * here, a GPU process's start on a phone), even in a build without the WebGL renderer: there it
 * answers "no" without asking.
 */
const NO_WEBGL_TEST = { from: 'Features.webGL = testWebGL();', to: 'Features.webGL = false;' };

function phaserBuildFlags(): Plugin {
  const flag = new RegExp(`typeof\\s+(${Object.keys(PHASER_FLAGS).join('|')})\\b`, 'g');
  return {
    name: 'phaser-build-flags',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(phaserSrc)) return null;
      if (!PHASER_FLAGS.WEBGL_RENDERER && id.endsWith(`${path.sep}device${path.sep}Features.js`)) {
        if (!code.includes(NO_WEBGL_TEST.from))
          throw new Error(`Phaser's ${id} no longer tests WebGL as expected`);
        return { code: code.replace(NO_WEBGL_TEST.from, NO_WEBGL_TEST.to), map: null };
      }
      if (!flag.test(code)) return null;
      flag.lastIndex = 0;
      return { code: code.replace(flag, (_, name: string) => String(PHASER_FLAGS[name])), map: null };
    },
  };
}

/**
 * The site and each game page are separate entries, so a game's engine never reaches the site's
 * chunks. Output mirrors the URL paths: /, /games/candy/, /games/space/.
 */
export default defineConfig(({ command }) => ({
  root: src,
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  // Preact with preact/compat in React's place (docs/decisions/011-preact.md): the code is written
  // and typechecked against React's API, and React DOM's 60 KB gzipped never reach the browser.
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
      // The build's Phaser is ours, from Phaser's source (decision record 035); the dev server and
      // the unit tests keep Phaser's full prebuilt bundle.
      ...(command === 'build'
        ? [
            { find: /^phaser$/, replacement: `${src}/games/engine/phaser-canvas.cjs` },
            { find: /^phaser-src\//, replacement: `${phaserSrc}/` },
          ]
        : []),
    ],
  },
  // The service worker (docs/decisions/016-offline-and-native.md): its options live beside the code
  // that registers it; the manifest is served by the server, which knows SITE_NAME.
  plugins: [
    ourZodSchemasArePure(),
    phaserBuildFlags(),
    compileHints(),
    preloadGameEngines(),
    VitePWA(serviceWorkerOptions),
  ],
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    // DIST_DIR lets two checkouts' builds (or two agents) not overwrite each other.
    outDir: fileURLToPath(new URL(`./${process.env.DIST_DIR ?? 'dist'}/client`, import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // .vite/manifest.json: the server names each route's lazy chunks in the page it serves for
    // that route (src/server/plugins/route-preloads.ts, decision record 032).
    manifest: true,
    // Every browser we support (es2022) knows modulepreload: no polyfill on the first page.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // Our zod schemas are built by pure calls (see ourZodSchemasArePure): an unused schema, and
      // with it zod, drops out of a chunk that only needs a helper from the same module.
      treeshake: { manualPureFunctions: [OUR_ZOD] },
      // TanStack Query's "use client" markers mean nothing in a client-only bundle, and React
      // Router looks for React 19's useOptimistic and falls back when it is missing (Preact).
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
        warn(warning);
      },
      input: {
        site: `${src}/index.html`,
        candy: `${src}/games/candy/index.html`,
        space: `${src}/games/space/index.html`,
      },
      output: {
        // Phaser in a chunk of its own: cached apart from the game code, never in the site's chunks.
        codeSplitting: {
          groups: [
            {
              name: 'phaser',
              test: /(node_modules[\\/]phaser[\\/]|games[\\/]engine[\\/]phaser-canvas\.cjs$)/,
              priority: 3,
            },
            // The site's framework in one chunk of its own: spread over shared chunks, TanStack Query
            // compressed ~3 KB worse; and this part changes less often than our code.
            {
              name: 'framework',
              priority: 2,
              test: /node_modules[\\/](preact|react-router|@tanstack|zustand)[\\/]/,
            },
            // Shared constants that both the site and the game pages read, in the small chunk the
            // site's first page and the games already load: in site-core (pulled in as a dependency
            // of its modules) they made each game frame load and run the site's framework.
            {
              name: 'games',
              test: /src[\\/]shared[\\/](games|constants|zod-jitless)\.ts$/,
              priority: 4,
            },
            // Small modules the first page needs and lazy pages share: one chunk instead of five
            // tiny ones (each file costs its own gzip overhead and request). Not shared/games.ts:
            // the game pages need it too, and this chunk brings the site's framework (the store).
            {
              name: 'site-core',
              priority: 1,
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
}));
