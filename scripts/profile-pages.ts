/**
 * The main-thread work of a first visit to site pages, as Lighthouse's mobile run weighs it but
 * repeatable on a shared, busy machine (docs/decisions/033-fewer-renders-at-load.md). Lighthouse
 * loads the page at full speed and multiplies each main-thread task by 4; its total blocking
 * time is the part over 50 ms of each such task after the first paint. This does the same with
 * each task's CPU time from Chromium's trace (a task's wall time grows when other work on the
 * machine takes the core; its CPU time hardly does): phone viewport, cold cache, the page left
 * until the network is idle and no long task has come for 2 s.
 *
 *   npm run build && PROFILE_ROUTES=progress,play npx tsx scripts/profile-pages.ts
 *
 * Columns: FCP and LCP as measured (full speed, ms); TBT: the total blocking time of the tasks'
 * CPU time x4; CPU: all main-thread CPU time x4 from navigation to idle; the longest tasks
 * (CPU x4 @ start, ms). `PROFILE_RUNS=5` (default 3) visits each page that many times (medians).
 * `PROFILE_DISTS=dist-base,dist` measures two builds, one visit of each in turn.
 * `-- --tasks`: each long task by what it did (its trace events' self time by name, wall ms).
 * `-- --renders`: builds an unminified copy of the client into dist-profile/ with Preact's render
 * hook counting every component render and commit, and lists the renders from the first render
 * to idle by the update that caused them (the first components of each).
 * `-- --throttle`: Chromium's CPU slowed 4x as well (`Emulation.setCPUThrottlingRate`), which
 * changes how tasks split but also the wall times that FCP and LCP show.
 * The route names are those of scripts/bench-pages.ts; `BASE_URL` measures a running site.
 */
import { loadavg } from 'node:os';
import { type Browser, chromium, type Page } from '@playwright/test';
import type { RouteName } from '../src/shared/routes.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/browser.ts';
import { SAMPLE_PATHS } from './bench-pages.ts';
import { startBuiltServer } from './lib/built-server.ts';

const ROUTES = (process.env.PROFILE_ROUTES ?? 'progress,play,settings,ieltsBand,track,career')
  .split(',')
  .filter(Boolean) as RouteName[];
for (const route of ROUTES) if (!(route in SAMPLE_PATHS)) throw new Error(`no route named ${route}`);
const RUNS = Number(process.env.PROFILE_RUNS ?? 3);
const countRenders = process.argv.includes('--renders');
const showTasks = process.argv.includes('--tasks');
const throttle = process.argv.includes('--throttle');
/** Lighthouse's mobile CPU slowdown. */
const SLOWDOWN = 4;
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** Runs before any page script: the paints and long tasks, as the page saw them. */
const OBSERVERS = `
  window.__longTasks = [];
  window.__paints = {};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__paints[entry.name] = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__paints.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

/** Prepended to main.tsx in the --renders build: every component render and commit, timed. */
const RENDER_COUNTER = `
import { options as __profileOptions } from 'preact';
window.__renders = [];
{
  const render = __profileOptions.__r;
  __profileOptions.__r = (vnode) => {
    window.__renders.push([performance.now(), vnode.type.displayName || vnode.type.name || '(anonymous)']);
    render?.(vnode);
  };
  const commit = __profileOptions.__c;
  __profileOptions.__c = (root, queue) => {
    window.__renders.push([performance.now(), '#commit']);
    commit?.(root, queue);
  };
}
`;

async function buildRenderCounting(): Promise<string> {
  const { build } = await import('vite');
  const { default: configFor } = await import('../vite.config.ts');
  const config = configFor({ command: 'build', mode: 'production' });
  const outDir = `${process.cwd()}/dist-profile`;
  // The site's entry only (an unminified Phaser is over the service worker's precache limit).
  const rollupOptions = config.build?.rollupOptions ?? {};
  const input = rollupOptions.input as Record<string, string>;
  await build({
    ...config,
    configFile: false,
    logLevel: 'warn',
    build: {
      ...config.build,
      outDir: `${outDir}/client`,
      minify: false,
      rollupOptions: { ...rollupOptions, input: { site: input.site as string } },
    },
    plugins: [
      ...(config.plugins ?? []),
      {
        name: 'count-renders',
        enforce: 'pre',
        transform(code, id) {
          return id.endsWith('/src/web/main.tsx') ? { code: RENDER_COUNTER + code, map: null } : null;
        },
      },
    ],
  });
  return outDir;
}

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string } };
};

type Visit = {
  fcp: number;
  lcp: number;
  /** Total blocking time of the main thread's tasks, their CPU time x4 (ms). */
  tbt: number;
  /** All main-thread CPU time x4 (ms). */
  cpu: number;
  /** The tasks over 50 ms at x4: [start after navigation, CPU x4] (ms). */
  longTasks: [number, number][];
  renders: [number, string][];
  taskLines: string[];
};

/** The page's main thread: the renderer main thread with the most task time. */
function mainThreadEvents(events: TraceEvent[]): TraceEvent[] {
  const mains = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const busy = new Map<string, number>();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (event.name === 'RunTask' && event.ph === 'X' && mains.has(key))
      busy.set(key, (busy.get(key) ?? 0) + (event.dur ?? 0));
  }
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  return events
    .filter((event) => `${event.pid}:${event.tid}` === main && event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
}

/** One long task by what it did: its events' self time (wall) by name, scripts by file. */
function taskLine(task: TraceEvent, onMain: TraceEvent[], navigationStart: number): string {
  const end = task.ts + (task.dur ?? 0);
  const inside = onMain.filter(
    (event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end,
  );
  const self = new Map<string, number>();
  const label = (event: TraceEvent) => {
    const file = event.args?.data?.url?.split('/').at(-1);
    return file && ['EvaluateScript', 'FunctionCall', 'v8.compile'].includes(event.name)
      ? `${event.name}(${file.slice(0, 30)})`
      : event.name;
  };
  const add = (event: TraceEvent, time: number) =>
    self.set(label(event), (self.get(label(event)) ?? 0) + time);
  const stack: TraceEvent[] = [];
  for (const event of inside) {
    while (stack.length > 0) {
      const top = stack.at(-1) as TraceEvent;
      if (event.ts < top.ts + (top.dur ?? 0)) break;
      stack.pop();
    }
    const parent = stack.at(-1);
    if (parent) add(parent, -(event.dur ?? 0));
    add(event, event.dur ?? 0);
    stack.push(event);
  }
  const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 6);
  return `    task at ${ms((task.ts - navigationStart) / 1000)} ms, CPU x${SLOWDOWN} ${ms(
    ((task.tdur ?? task.dur ?? 0) * SLOWDOWN) / 1000,
  )} ms: ${top.map(([name, time]) => `${name} ${Math.round(time / 1000)}`).join(', ')}`;
}

async function waitForQuiet(page: Page) {
  // Settled: the network idle, then no long task for 2 s (in the page's own clock).
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () => {
      const tasks = (window as unknown as { __longTasks: [number, number][] }).__longTasks;
      const last = tasks.at(-1);
      return performance.now() - (last ? last[0] + last[1] : 0) > 2000;
    },
    undefined,
    { polling: 250, timeout: 60_000 },
  );
}

async function visit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext({
    userAgent: ANDROID_UA,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addInitScript(OBSERVERS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (throttle) await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    await cdp.send('Tracing.start', {
      categories:
        'toplevel,devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing',
      transferMode: 'ReportEvents',
    });
    await page.goto(url);
    await waitForQuiet(page);
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    const seen = await page.evaluate(() => {
      const w = window as unknown as { __paints: Record<string, number>; __renders?: [number, string][] };
      return {
        fcp: w.__paints['first-contentful-paint'] ?? 0,
        lcp: w.__paints.lcp ?? 0,
        renders: w.__renders ?? [],
      };
    });
    const navigationStart = events.find((event) => event.name === 'navigationStart')?.ts ?? 0;
    const onMain = mainThreadEvents(events);
    const tasks = onMain.filter((event) => event.name === 'RunTask' && event.ts >= navigationStart);
    const cpuOf = (task: TraceEvent) => ((task.tdur ?? task.dur ?? 0) * (throttle ? 1 : SLOWDOWN)) / 1000;
    const afterPaint = tasks.filter((task) => task.ts >= navigationStart + seen.fcp * 1000);
    const long = tasks.filter((task) => cpuOf(task) > 50);
    return {
      ...seen,
      tbt: afterPaint.reduce((sum, task) => sum + Math.max(0, cpuOf(task) - 50), 0),
      cpu: tasks.reduce((sum, task) => sum + cpuOf(task), 0),
      longTasks: long.map((task) => [(task.ts - navigationStart) / 1000, cpuOf(task)]),
      taskLines: showTasks ? long.map((task) => taskLine(task, onMain, navigationStart)) : [],
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => `${Math.round(value)}`.padStart(6);

/** The renders grouped by commit: each group named by the components that started it. */
function renderSummary(renders: [number, string][]): string[] {
  const lines: string[] = [];
  let group: string[] = [];
  let start = 0;
  for (const [time, name] of renders) {
    if (name === '#commit') {
      const first = group.slice(0, 3).join(' > ');
      lines.push(
        `    ${ms(start)} ms  ${String(group.length).padStart(4)} renders in ${ms(time - start)} ms from ${first}`,
      );
      group = [];
      continue;
    }
    if (group.length === 0) start = time;
    group.push(name);
  }
  if (group.length > 0)
    lines.push(`    (uncommitted: ${group.length} renders from ${group.slice(0, 3).join(' > ')})`);
  return lines;
}

function report(label: string, visits: Visit[]) {
  const byTbt = [...visits].sort((a, b) => a.tbt - b.tbt);
  const typical = byTbt[Math.floor(byTbt.length / 2)] as Visit;
  const longest = [...typical.longTasks].sort((a, b) => b[1] - a[1]).slice(0, 5);
  console.log(
    `${label.padEnd(34)}${[
      visits.map((v) => v.fcp),
      visits.map((v) => v.lcp),
      visits.map((v) => v.tbt),
      visits.map((v) => v.cpu),
    ]
      .map((values) => ms(median(values)))
      .join(
        ' ',
      )}  ${typical.longTasks.length}: ${longest.map(([s, d]) => `${Math.round(d)}@${Math.round(s)}`).join(', ')}`,
  );
  if (countRenders) {
    const components = typical.renders.filter(([, name]) => name !== '#commit').length;
    console.log(`  ${components} component renders in ${typical.renders.length - components} commits:`);
    for (const line of renderSummary(typical.renders)) console.log(line);
    if (process.env.PROFILE_NAMES) {
      const first = typical.renders.slice(
        0,
        typical.renders.findIndex(([, name]) => name === '#commit'),
      );
      console.log(`    first: ${first.map(([time, name]) => `${name}@${Math.round(time)}`).join(' ')}`);
    }
  }
  for (const line of typical.taskLines) console.log(line);
}

const loads = () =>
  loadavg()
    .map((load) => load.toFixed(1))
    .join(' ');
/** The builds measured: `PROFILE_DISTS=dist-base,dist` visits both, one after the other at each run. */
const DISTS = (process.env.PROFILE_DISTS ?? process.env.DIST_DIR ?? 'dist').split(',').filter(Boolean);
const profileDir = countRenders ? await buildRenderCounting() : undefined;
const servers = await Promise.all(
  DISTS.map((distDir) =>
    startBuiltServer({
      tmpPrefix: 'va-profile-',
      useBaseUrl: DISTS.length === 1,
      sampleWorld: true,
      distDir,
      ...(profileDir ? { env: { STATIC_DIR: `${profileDir}/client` } } : {}),
    }),
  ),
);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  console.log(
    `${RUNS} visits per page and build, medians; CPU time x${SLOWDOWN}${throttle ? ' (and the CPU slowed 4x)' : ''}${
      countRenders ? '; render-counting build' : ''
    }; load average ${loads()}`,
  );
  console.log(`${'page'.padEnd(34)}   FCP    LCP    TBT    CPU  long tasks (CPU x4 @ start, ms)`);
  for (const route of ROUTES) {
    const visits: Visit[][] = DISTS.map(() => []);
    for (let run = 0; run < RUNS; run++) {
      for (const [index, server] of servers.entries())
        visits[index]?.push(await visit(browser, `${server.baseUrl}${SAMPLE_PATHS[route]}`));
    }
    for (const [index, distDir] of DISTS.entries())
      report(DISTS.length > 1 ? `${route} (${distDir})` : route, visits[index] ?? []);
  }
  console.log(`load average at the end ${loads()}`);
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
}
