import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteName } from '../../shared/routes.ts';
import { ROUTE_MODULES } from './route-preloads.ts';

const routesSource = readFileSync(new URL('../../web/routes.tsx', import.meta.url), 'utf8');

/** The module routes.tsx loads for a route: the import in the route object naming its pattern. */
function lazyModuleOf(route: RouteName): string | null {
  const start = routesSource.indexOf(`path: ROUTES.${route}.pattern,`);
  if (start < 0) throw new Error(`routes.tsx has no route ${route}`);
  const next = routesSource.indexOf('path:', start + 1);
  const block = routesSource.slice(start, next < 0 ? undefined : next);
  const lazyImport = /lazy: \(\) =>\s*import\('\.\/([^']+)'\)/.exec(block);
  return lazyImport ? `web/${lazyImport[1]}` : null;
}

describe('the modules each route preloads (decision record 032)', () => {
  it.each(Object.keys(ROUTES) as RouteName[])('%s: the page module routes.tsx loads for it', (route) => {
    expect(ROUTE_MODULES[route][0] ?? null).toBe(lazyModuleOf(route));
  });

  it('the word-list sync for the routes routes.tsx gives it to', () => {
    const listed = /ROUTES_WITH_WORD_LISTS[^=]*=\s*\[([^\]]*)\]/.exec(routesSource)?.[1] ?? '';
    const withSync = (Object.keys(ROUTES) as RouteName[]).filter((route) =>
      ROUTE_MODULES[route].includes('web/features/word-lists/vocabulary-sync.tsx'),
    );
    expect(withSync.sort()).toEqual([...listed.matchAll(/'(\w+)'/g)].map((match) => match[1]).sort());
  });
});
