import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { RouteName } from '../src/shared/routes.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/browser.ts';
import { SAMPLE_PATHS } from './bench-pages.ts';
import { startBuiltServer } from './lib/built-server.ts';
import { type Nginx, startNginxProxy } from './lib/cluster.ts';
import { localCertificate } from './lib/local-certificate.ts';

/**
 * Every route of the route table (src/shared/routes.ts), at the address `npm run bench` visits
 * (a route with a parameter gets a stand-in: band 5, episode 1, career stage 1, track 1001, designer
 * 2, the last two published on the server first by scripts/lib/sample-world.ts), but /index.html,
 * the same page as /. `AUDIT_ROUTES=ieltsBand,career` audits only those
 * routes (Lighthouse is heavy: a few at a time while working; `AUDIT_RUNS=1` for one run each).
 */
const only = process.env.AUDIT_ROUTES?.split(',').filter(Boolean);
const PAGES = (Object.entries(SAMPLE_PATHS) as [RouteName, string][])
  .filter(([route]) => (only ? only.includes(route) : route !== 'homeIndexHtml'))
  .map(([, urlPath]) => urlPath);
if (PAGES.length === 0) throw new Error(`AUDIT_ROUTES names no route of the table: ${only?.join(', ')}`);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/**
 * Runs per page (`AUDIT_RUNS`, default 5): a score is the median of the runs, as Lighthouse's
 * documentation on variability recommends (one run of a page varied by about ±5 points on this
 * shared machine, docs/decisions/036-no-intl-at-first-render.md).
 */
const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS ?? 5));
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : Math.round(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2);
};
const SCORE_GOAL = 95;
const JS_GOAL_KB = 90;
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/**
 * The site as learners reach it: the built server behind deploy/nginx.conf with TLS and HTTP/2, as
 * deploy/README.md tells an operator to serve it (a throwaway certificate for localhost, trusted by
 * this Chromium only). Lighthouse simulates the network from the protocol it sees: over HTTP/1.1 it
 * models six connections per origin and a round trip for every file, which no deployed https site
 * pays (docs/decisions/040-audit-the-deployed-protocol.md). `AUDIT_DIRECT=1` audits the Node
 * server itself over plain HTTP/1.1 instead; BASE_URL audits that site as it is.
 */
async function startSite(): Promise<{
  baseUrl: string;
  chromeFlags: string[];
  /** What the pages must come over (the proxy's HTTP/2), if anything. */
  protocol?: string;
  stop: () => Promise<void>;
}> {
  const server = await startBuiltServer({ tmpPrefix: 'va-audit-', useBaseUrl: true, sampleWorld: true });
  if (process.env.BASE_URL || process.env.AUDIT_DIRECT === '1')
    return { baseUrl: server.baseUrl, chromeFlags: CHROMIUM_ARGS, stop: server.stop };
  const dir = mkdtempSync(path.join(tmpdir(), 'va-audit-proxy-'));
  const stopAll = async (nginx?: Nginx) => {
    await nginx?.stop();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const tls = await localCertificate(dir);
    const upstream = Number(new URL(server.baseUrl).port);
    const nginx = await startNginxProxy({ dir: path.join(dir, 'nginx'), upstreams: [upstream], tls });
    return {
      baseUrl: nginx.url,
      chromeFlags: [...CHROMIUM_ARGS, `--ignore-certificate-errors-spki-list=${tls.spkiSha256}`],
      protocol: 'h2',
      stop: () => stopAll(nginx),
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

type PageScores = {
  page: string;
  scores: Record<string, number>;
  failing: string[];
  benchmarkIndex: number;
  wallPerCpu: number;
  /** Lighthouse's total blocking time, and the same from the tasks' CPU time (`traceReadings`). */
  blockingMs: number;
  cpuBlockingMs: number;
};

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
};

/** The page's main thread: the renderer main thread with the most task time (not the browser's, which is busy too: it takes Lighthouse's screenshots). */
function pageMainThread(events: TraceEvent[]): TraceEvent[] {
  const rendererMain = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const busiest = new Map<string, number>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.name === 'RunTask' && event.ph === 'X' && rendererMain.has(thread))
      busiest.set(thread, (busiest.get(thread) ?? 0) + (event.dur ?? 0));
  }
  const main = [...busiest].sort((a, b) => b[1] - a[1])[0]?.[0];
  return events
    .filter((event) => event.ph === 'X' && `${event.pid}:${event.tid}` === main)
    .sort((a, b) => a.ts - b.ts);
}

/**
 * Two readings of this run's own trace (records 039 and 042), to tell the page's work from the
 * machine's:
 *
 * - `wallPerCpu`: how much longer the page's tasks over 10 ms took than their CPU time. Lighthouse
 *   multiplies each task's *wall* time by 4, and on a busy machine the renderer waits for a core.
 *   1.0 is a quiet machine; here 2-4.
 * - `cpuBlockingMs`: the blocking time the same tasks would give from their *CPU* time, with
 *   Lantern's own multipliers (2 for a task that lays out, 4 for the others): the sum, over the
 *   page's tasks that start after its first contentful paint, of what each holds over 50 ms. It
 *   counts to the end of the trace (Lighthouse stops at its simulated interactive time): a reading
 *   of the page's own work, not a score.
 */
function traceReadings(
  events: TraceEvent[],
  firstPaintTs: number,
): { wallPerCpu: number; cpuBlockingMs: number } {
  const thread = pageMainThread(events);
  const tasks = thread.filter((event) => event.name === 'RunTask');
  let wall = 0;
  let cpu = 0;
  let blocking = 0;
  let next = 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    if ((task.dur ?? 0) >= 10_000) {
      wall += task.dur ?? 0;
      cpu += task.tdur ?? 0;
    }
    if (task.ts < firstPaintTs) continue;
    // Lantern's rule: a task that contains a layout is multiplied by 2, the others by 4.
    while (next < thread.length && (thread[next] as TraceEvent).ts < task.ts) next += 1;
    let laysOut = false;
    for (let index = next; index < thread.length && (thread[index] as TraceEvent).ts < end; index += 1)
      if ((thread[index] as TraceEvent).name === 'Layout') laysOut = true;
    blocking += Math.max(0, ((task.tdur ?? 0) / 1000) * (laysOut ? 2 : 4) - 50);
  }
  return { wallPerCpu: cpu > 0 ? wall / cpu : 0, cpuBlockingMs: Math.round(blocking) };
}

/** One Lighthouse run per page, each in a fresh browser (cold cache, as a first visit). */
async function audit(
  url: string,
  chromeFlags: string[],
  attempt = 1,
): Promise<{
  scores: Record<string, number>;
  failing: string[];
  lhr: unknown;
  benchmarkIndex: number;
  protocol: string;
  wallPerCpu: number;
  blockingMs: number;
  cpuBlockingMs: number;
}> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    // A failed trace (NO_NAVSTART on a loaded machine) scores 0: said, and run once more.
    if (lhr.runtimeError && attempt === 1) {
      console.log(`  ${url}: Lighthouse failed (${lhr.runtimeError.code}), running it again`);
      return await audit(url, chromeFlags, 2);
    }
    const scores: Record<string, number> = {};
    for (const category of CATEGORIES)
      scores[category] = Math.round((lhr.categories[category]?.score ?? 0) * 100);
    // The audits that cost points, to fix first.
    const failing = Object.values(lhr.audits)
      .filter((item) => item.score !== null && item.score < 0.9 && item.scoreDisplayMode !== 'informative')
      .filter((item) => item.scoreDisplayMode !== 'notApplicable' && item.scoreDisplayMode !== 'manual')
      .map((item) => `${item.id}${item.displayValue ? ` (${item.displayValue})` : ''}`);
    // Lighthouse times the page's CPU work on this machine and multiplies it by 4: a busy machine
    // (a low benchmark index) gives lower performance scores than the page deserves.
    const benchmarkIndex = Math.round(lhr.environment?.benchmarkIndex ?? 0);
    // The protocol the page itself came over (h2 through the proxy, http/1.1 direct).
    const requests = (
      lhr.audits['network-requests']?.details as { items?: { protocol?: string }[] } | undefined
    )?.items;
    const protocol = requests?.[0]?.protocol ?? '?';
    const trace = (result.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace;
    const observed = (
      lhr.audits.metrics?.details as { items?: { observedFirstContentfulPaintTs?: number }[] } | undefined
    )?.items?.[0];
    const firstPaintTs = observed?.observedFirstContentfulPaintTs ?? 0;
    return {
      scores,
      failing,
      lhr,
      benchmarkIndex,
      protocol,
      blockingMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      ...traceReadings(trace?.traceEvents ?? [], firstPaintTs),
    };
  } finally {
    chrome.kill();
  }
}

/** Every script the landing page loads (entry, preloads and whatever it imports at start), gzipped. */
async function landingJavaScript(baseUrl: string, chromeFlags: string[], userAgent?: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromeFlags });
  try {
    const context = await browser.newContext(
      userAgent
        ? { userAgent, viewport: { width: 412, height: 823 } }
        : { viewport: { width: 1280, height: 800 } },
    );
    const page = await context.newPage();
    const scripts = new Map<string, Buffer>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      try {
        scripts.set(response.url(), await response.body());
      } catch {
        // a redirect or an aborted request has no body
      }
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const files = [...scripts].map(([url, body]) => ({
      file: new URL(url).pathname,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
    }));
    files.sort((a, b) => b.gzip - a.gzip);
    return { files, gzip: files.reduce((sum, file) => sum + file.gzip, 0) };
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const strict = process.argv.includes('--strict');
const server = await startSite();
let missed = false;
try {
  console.log(
    `Lighthouse ${CATEGORIES.join(', ')} (mobile), on ${server.baseUrl}: medians of ${RUNS} run${RUNS > 1 ? 's' : ''} per page\n`,
  );
  const results: PageScores[] = [];
  const reports = mkdtempSync(path.join(tmpdir(), 'va-lighthouse-'));
  for (const page of PAGES) {
    const runs: Awaited<ReturnType<typeof audit>>[] = [];
    for (let run = 0; run < RUNS; run += 1)
      runs.push(await audit(`${server.baseUrl}${page}`, server.chromeFlags));
    // Each category's median over the runs; the report kept is the run with the median performance.
    const scores = Object.fromEntries(
      CATEGORIES.map((category) => [category, median(runs.map((run) => run.scores[category] ?? 0))]),
    );
    const typical =
      runs.find((run) => run.scores.performance === scores.performance) ?? (runs[0] as (typeof runs)[number]);
    const { failing, lhr } = typical;
    const benchmarkIndex = median(runs.map((run) => run.benchmarkIndex));
    const wallPerCpu = median(runs.map((run) => Math.round(run.wallPerCpu * 10))) / 10;
    const blockingMs = median(runs.map((run) => run.blockingMs));
    const cpuBlockingMs = median(runs.map((run) => run.cpuBlockingMs));
    results.push({ page, scores, failing, benchmarkIndex, wallPerCpu, blockingMs, cpuBlockingMs });
    const name = page === '/' ? 'home' : page.replace(/^\//, '').replace(/\W+/g, '-');
    const each = RUNS > 1 ? `  (performance: ${runs.map((run) => run.scores.performance).join(', ')})` : '';
    const protocols = [...new Set(runs.map((run) => run.protocol))].join(', ');
    if (server.protocol && protocols !== server.protocol)
      throw new Error(
        `${page} came over ${protocols}, not ${server.protocol}: the proxy is not the deployed one`,
      );
    console.log(
      `  ${page}: ${CATEGORIES.map((category) => scores[category]).join(' / ')}${each} over ${protocols}`,
    );
    writeFileSync(path.join(reports, `${name}.json`), JSON.stringify(lhr));
  }
  const width = Math.max(12, ...results.map(({ page }) => page.length + 2));
  console.log(
    `${'page'.padEnd(width)}${CATEGORIES.map((category) => category.padStart(15)).join('')}   CPU benchmark   wall/CPU   blocking   at CPU time`,
  );
  for (const { page, scores, benchmarkIndex, wallPerCpu, blockingMs, cpuBlockingMs } of results) {
    const cells = CATEGORIES.map((category) => String(scores[category]).padStart(15)).join('');
    console.log(
      `${page.padEnd(width)}${cells}${String(benchmarkIndex).padStart(16)}${wallPerCpu.toFixed(1).padStart(11)}${`${blockingMs} ms`.padStart(11)}${`${cpuBlockingMs} ms`.padStart(14)}`,
    );
  }
  console.log(
    "(Lighthouse times the page's work on this machine: a CPU benchmark well below the machine's quiet value means other work slowed the run, and the performance score with it. wall/CPU: how much longer the page's tasks over 10 ms took than their CPU time, in the runs' own traces; Lighthouse multiplies the wall time by 4. On a quiet machine it is near 1; docs/decisions/039-first-use-costs-and-lighthouse-contention.md. blocking: Lighthouse's total blocking time; at CPU time: the same tasks' blocking from their CPU time with Lantern's multipliers, what a quiet machine would give, to the end of the trace; docs/decisions/042-the-audit-host.md)",
  );
  for (const { page, scores, failing } of results) {
    const low = CATEGORIES.filter((category) => (scores[category] ?? 0) < SCORE_GOAL);
    if (low.length > 0) missed = true;
    if (failing.length > 0) console.log(`\n${page}: audits below 90: ${failing.join(', ')}`);
  }

  console.log('\nJavaScript loaded by / (gzip -9):');
  for (const [label, userAgent] of [
    ['desktop browser', undefined],
    ['Android phone', ANDROID_UA],
  ] as const) {
    const { files, gzip } = await landingJavaScript(server.baseUrl, server.chromeFlags, userAgent);
    console.log(`  ${label}: ${kb(gzip)} in ${files.length} files`);
    for (const file of files)
      console.log(`    ${file.file.padEnd(44)} ${kb(file.gzip).padStart(9)}  (${kb(file.raw)} raw)`);
    if (gzip > JS_GOAL_KB * 1024) missed = true;
  }
  const scoresMet = results.every(({ scores }) =>
    CATEGORIES.every((category) => (scores[category] ?? 0) >= SCORE_GOAL),
  );
  console.log(`\nGoal: every score at least ${SCORE_GOAL}: ${scoresMet ? 'MET' : 'NOT MET'}`);
  console.log(`Goal: the landing page's JavaScript at most ${JS_GOAL_KB} KB gzipped: see above`);
  console.log(`\nFull Lighthouse reports (JSON): ${reports}`);
} finally {
  await server.stop();
}
if (strict && missed) process.exit(1);
