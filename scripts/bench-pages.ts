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
 */
import { request } from 'node:http';
import { chromium } from '@playwright/test';
import type { RouteName } from '../src/shared/routes.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/browser.ts';

/** Gzipped JavaScript a first visit may load (the issue #22 budget: 90 KB, leaving room to grow). */
const PAGE_JS_BUDGET_KB = 90;

/** A real address for each route of the table: adding a route without one fails the typecheck. */
const SAMPLE_PATHS: Record<RouteName, string> = {
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

export type PageWeight = { route: RouteName; path: string; desktopKb: number; androidKb: number };

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

async function firstVisitScripts(baseUrl: string, urlPath: string, android: boolean): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext(
      android
        ? { userAgent: ANDROID_UA, viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true }
        : { viewport: { width: 1280, height: 800 } },
    );
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (loaded) => {
      if (loaded.resourceType() === 'script' && loaded.frame() === page.mainFrame())
        scripts.add(loaded.url());
    });
    await page.goto(baseUrl + urlPath, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    return [...scripts].filter((url) => url.startsWith(baseUrl));
  } finally {
    await browser.close();
  }
}

async function weightKb(baseUrl: string, urlPath: string, android: boolean): Promise<number> {
  let bytes = 0;
  for (const url of await firstVisitScripts(baseUrl, urlPath, android)) bytes += await servedGzipBytes(url);
  return bytes / 1024;
}

export async function benchPageWeights(baseUrl: string): Promise<PageWeight[]> {
  const results: PageWeight[] = [];
  for (const [route, urlPath] of Object.entries(SAMPLE_PATHS) as [RouteName, string][]) {
    results.push({
      route,
      path: urlPath,
      desktopKb: await weightKb(baseUrl, urlPath, false),
      androidKb: await weightKb(baseUrl, urlPath, true),
    });
  }
  return results;
}

/** Prints the table; returns whether every page is within the budget. */
export function printPageWeights(results: PageWeight[], baseline?: PageWeight[]): boolean {
  console.log(
    `\nJavaScript a first visit loads, gzipped as served (budget ${PAGE_JS_BUDGET_KB} KB per page, the larger of desktop and Android):`,
  );
  console.log(
    `${'route'.padEnd(20)}${'path'.padEnd(24)}${'desktop'.padStart(9)}${'Android'.padStart(9)}${baseline ? 'before'.padStart(9) : ''}   budget`,
  );
  let within = true;
  for (const result of results) {
    const worst = Math.max(result.desktopKb, result.androidKb);
    const ok = worst <= PAGE_JS_BUDGET_KB;
    within &&= ok;
    const before = baseline?.find((item) => item.route === result.route);
    const beforeKb = before ? Math.max(before.desktopKb, before.androidKb) : undefined;
    console.log(
      [
        result.route.padEnd(20),
        result.path.padEnd(24),
        result.desktopKb.toFixed(1).padStart(9),
        result.androidKb.toFixed(1).padStart(9),
        baseline ? (beforeKb === undefined ? '-' : beforeKb.toFixed(1)).padStart(9) : '',
        `   ${ok ? 'within' : 'OVER'} ${PAGE_JS_BUDGET_KB} KB`,
      ].join(''),
    );
  }
  console.log(`Page weight budget: ${within ? 'MET on every route' : 'NOT MET'}`);
  return within;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = (process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
  const within = printPageWeights(await benchPageWeights(baseUrl));
  if (process.argv.includes('--strict') && !within) process.exit(1);
}
