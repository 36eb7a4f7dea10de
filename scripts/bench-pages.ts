/**
 * What a first visit to each site page downloads in JavaScript, gzipped as our server sends it,
 * against the budget (docs/decisions/011-preact.md). Run by `npm run bench` against the built
 * server, or on its own: `BASE_URL=http://127.0.0.1:3000 npx tsx scripts/bench-pages.ts`
 * (`-- --strict` exits 1 when a page is over budget). `BENCH_BASELINE_DIST=dist-old` measures a
 * second build in the same run, for a before/after table.
 *
 * Every route of the route table is visited in a fresh browser context (cold cache), on a desktop
 * browser and on an Android phone (the banner's code), and each script the page itself loads
 * (not a game frame's: bench-games.ts measures those against their own budget) is fetched again
 * with `Accept-Encoding: gzip` and counted as served.
 *
 * The same visits measure cumulative layout shift (docs/decisions/026-premium-codes.md: at most 0.05 on every page): the
 * sum of the layout-shift entries without recent input from the first paint until the network is
 * idle and the page has settled, at 1280x800 and on a 375x812 phone. `BENCH_ROUTES=ieltsBand,career`
 * measures only those routes (for quick checks while working).
 */
import { request } from 'node:http';
import { chromium } from '@playwright/test';
import type { RouteName } from '../src/shared/routes.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/browser.ts';

/** Gzipped JavaScript a first visit may load (the budget of docs/decisions/011-preact.md: 90 KB, leaving room to grow). */
const PAGE_JS_BUDGET_KB = 90;
/** Cumulative layout shift a page may have (docs/decisions/026-premium-codes.md; "good" is at most 0.1). */
const PAGE_CLS_BUDGET = 0.05;

/**
 * A real address for each route of the table: adding a route without one fails the typecheck.
 * `npm run audit` (scripts/audit.ts) visits the same addresses.
 */
export const SAMPLE_PATHS: Record<RouteName, string> = {
  home: '/',
  homeIndexHtml: '/index.html',
  howTo: '/how-to',
  ieltsVocabularies: '/ielts-vocabularies',
  ieltsBand: '/ielts-vocabulary/5',
  ieltsBandPage: '/ielts-vocabulary/5/2',
  googleTranslate: '/google-translate',
  career: '/career',
  careerEpisode: '/career/1',
  play: '/play/1/1-1%3A%20Environment%201',
  tracks: '/tracks',
  tracksDesigners: '/tracks/designers',
  tracksUser: '/tracks/user/2',
  track: '/tracks/1001',
  game: '/game/candy',
  signIn: '/sign-in',
  resetPassword: '/reset-password',
  settings: '/settings',
  progress: '/progress',
  pricing: '/pricing',
  privacy: '/privacy',
  admin: '/admin',
  adminReports: '/admin/reports',
};

const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

export type PageWeight = {
  route: RouteName;
  path: string;
  desktopKb: number;
  androidKb: number;
  desktopCls: number;
  androidCls: number;
};

/** Runs before any page script: sums the layout shifts not caused by input, as Chrome's CLS does. */
const LAYOUT_SHIFT_OBSERVER = `
  window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** The body size of a script as the server sends it to a browser that accepts gzip. */
function servedGzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve(bytes));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

type Visit = { scripts: string[]; cls: number };

async function firstVisit(baseUrl: string, urlPath: string, android: boolean): Promise<Visit> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext(
      android
        ? { userAgent: ANDROID_UA, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true }
        : { viewport: { width: 1280, height: 800 } },
    );
    await context.addInitScript(LAYOUT_SHIFT_OBSERVER);
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (loaded) => {
      if (loaded.resourceType() === 'script' && loaded.frame() === page.mainFrame())
        scripts.add(loaded.url());
    });
    await page.goto(baseUrl + urlPath, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    return { scripts: [...scripts].filter((url) => url.startsWith(baseUrl)), cls };
  } finally {
    await browser.close();
  }
}

async function measure(
  baseUrl: string,
  urlPath: string,
  android: boolean,
): Promise<{ kb: number; cls: number }> {
  const { scripts, cls } = await firstVisit(baseUrl, urlPath, android);
  let bytes = 0;
  for (const url of scripts) bytes += await servedGzipBytes(url);
  return { kb: bytes / 1024, cls };
}

export async function benchPageWeights(baseUrl: string): Promise<PageWeight[]> {
  const only = process.env.BENCH_ROUTES?.split(',').filter(Boolean);
  const results: PageWeight[] = [];
  for (const [route, urlPath] of Object.entries(SAMPLE_PATHS) as [RouteName, string][]) {
    if (only && !only.includes(route)) continue;
    const desktop = await measure(baseUrl, urlPath, false);
    const android = await measure(baseUrl, urlPath, true);
    results.push({
      route,
      path: urlPath,
      desktopKb: desktop.kb,
      androidKb: android.kb,
      desktopCls: desktop.cls,
      androidCls: android.cls,
    });
  }
  return results;
}

/** Prints the table; returns whether every page is within both budgets (JavaScript and layout shift). */
export function printPageWeights(results: PageWeight[], baseline?: PageWeight[]): boolean {
  console.log(
    `\nJavaScript a first visit loads, gzipped as served (budget ${PAGE_JS_BUDGET_KB} KB per page, the larger of desktop and Android),`,
  );
  console.log(
    `and its cumulative layout shift (budget ${PAGE_CLS_BUDGET}, desktop 1280x800 and a 375x812 phone):`,
  );
  console.log(
    `${'route'.padEnd(20)}${'path'.padEnd(34)}${'desktop'.padStart(9)}${'Android'.padStart(9)}${baseline ? 'before'.padStart(9) : ''}   budget    ${'CLS 1280'.padStart(9)}${'CLS 375'.padStart(9)}${baseline ? 'before'.padStart(9) : ''}`,
  );
  let withinJs = true;
  let withinCls = true;
  for (const result of results) {
    const worst = Math.max(result.desktopKb, result.androidKb);
    const ok = worst <= PAGE_JS_BUDGET_KB;
    withinJs &&= ok;
    const clsOk = Math.max(result.desktopCls, result.androidCls) <= PAGE_CLS_BUDGET;
    withinCls &&= clsOk;
    const before = baseline?.find((item) => item.route === result.route);
    const beforeKb = before ? Math.max(before.desktopKb, before.androidKb) : undefined;
    const beforeCls = before ? Math.max(before.desktopCls, before.androidCls) : undefined;
    console.log(
      [
        result.route.padEnd(20),
        result.path.padEnd(34),
        result.desktopKb.toFixed(1).padStart(9),
        result.androidKb.toFixed(1).padStart(9),
        baseline ? (beforeKb === undefined ? '-' : beforeKb.toFixed(1)).padStart(9) : '',
        `   ${ok ? 'within' : 'OVER  '} ${PAGE_JS_BUDGET_KB} KB`,
        result.desktopCls.toFixed(3).padStart(9),
        result.androidCls.toFixed(3).padStart(9),
        baseline ? (beforeCls === undefined ? '-' : beforeCls.toFixed(3)).padStart(9) : '',
        clsOk ? '' : '   OVER',
      ].join(''),
    );
  }
  console.log(`Page weight budget: ${withinJs ? 'MET on every route' : 'NOT MET'}`);
  console.log(`Layout shift budget (${PAGE_CLS_BUDGET}): ${withinCls ? 'MET on every route' : 'NOT MET'}`);
  return withinJs && withinCls;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = (process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
  const within = printPageWeights(await benchPageWeights(baseUrl));
  if (process.argv.includes('--strict') && !within) process.exit(1);
}
