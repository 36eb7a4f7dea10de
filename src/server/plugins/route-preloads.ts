import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteName } from '../../shared/routes.ts';

const WORD_LISTS_SYNC = 'web/features/word-lists/vocabulary-sync.tsx';

/**
 * The modules each route loads on demand (src/web/routes.tsx), as the build manifest names them
 * (paths under src/). The page served for a route names their chunks and styles in its head, so
 * the browser fetches them beside the site's entry instead of after it has run (decision record
 * 032). The word-list sync loads for the routes that use word lists (ROUTES_WITH_WORD_LISTS).
 * route-preloads.test.ts checks this table against routes.tsx.
 */
export const ROUTE_MODULES: Record<RouteName, readonly string[]> = {
  home: [],
  homeIndexHtml: [],
  howTo: ['web/features/how-to/how-to-page.tsx'],
  ieltsVocabularies: ['web/features/ielts/ielts-vocabularies-page.tsx'],
  ieltsBand: ['web/features/ielts/ielts-band-page.tsx'],
  ieltsBandPage: ['web/features/ielts/ielts-band-page.tsx'],
  googleTranslate: ['web/features/google-translate/google-translate-page.tsx'],
  career: ['web/features/career/career-pages.tsx'],
  careerEpisode: ['web/features/career/career-pages.tsx'],
  play: ['web/features/play/track-player.tsx'],
  tracks: ['web/features/community/catalog-pages.tsx', WORD_LISTS_SYNC],
  tracksDesigners: ['web/features/community/catalog-pages.tsx'],
  tracksUser: ['web/features/community/catalog-pages.tsx'],
  track: ['web/features/community/track-page.tsx'],
  game: ['web/features/play/game-page.tsx', WORD_LISTS_SYNC],
  signIn: ['web/features/auth/sign-in-page.tsx'],
  resetPassword: ['web/features/auth/reset-password-page.tsx'],
  settings: ['web/features/settings/settings-page.tsx', WORD_LISTS_SYNC],
  progress: ['web/features/progress/progress-page.tsx', WORD_LISTS_SYNC],
  pricing: ['web/features/pricing/pricing-page.tsx'],
  privacy: ['web/features/privacy/privacy-page.tsx'],
  admin: ['web/features/premium-codes/admin-page.tsx'],
  adminReports: ['web/features/admin/reports-page.tsx'],
};

/** The part of Vite's build manifest (build.manifest) read here. */
type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** Where Vite writes the manifest in the client build. */
export const MANIFEST_PATH = path.join('.vite', 'manifest.json');

/**
 * `<link>` tags for each route: modulepreload for its chunks and their static imports, preload
 * (not stylesheet: nothing new blocks the first paint) for their styles. Files the site's entry
 * already loads (index.html names them) are left out. Empty when the build has no manifest.
 */
export function routePreloadTags(staticDir: string): Map<RouteName, string> {
  const tags = new Map<RouteName, string>();
  const manifestFile = path.join(staticDir, MANIFEST_PATH);
  if (!existsSync(manifestFile)) return tags;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entry = manifest['index.html'];
  const loadedByEntry = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported, into);
  };
  if (entry) walk('index.html', loadedByEntry);
  for (const [route, modules] of Object.entries(ROUTE_MODULES) as [RouteName, readonly string[]][]) {
    const keys = new Set<string>();
    for (const module of modules) walk(module, keys);
    const scripts: string[] = [];
    const styles: string[] = [];
    for (const key of keys) {
      if (loadedByEntry.has(key)) continue;
      const chunk = manifest[key];
      if (!chunk) continue;
      scripts.push(`/${chunk.file}`);
      for (const css of chunk.css ?? []) if (!styles.includes(`/${css}`)) styles.push(`/${css}`);
    }
    tags.set(
      route,
      [
        ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
        ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="${file}">`),
      ].join(''),
    );
  }
  return tags;
}
