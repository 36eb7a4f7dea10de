/**
 * Where a page's main-thread time goes while it loads, under the CPU slowdown Lighthouse's mobile
 * audit assumes (4x), measured in headless Chromium with the DevTools protocol: every task of the
 * page's main thread (a trace's `RunTask`), the long ones (over 50 ms at 4x) and what Lighthouse's
 * total blocking time would add up from them (each long task's time over 50 ms), and with
 * `--profile` a CPU profile of the same load: the functions that took the time, inclusive and self.
 *
 *   npm run build && nice -n 10 npx tsx scripts/profile-game.ts [/game/candy] [--runs=3] [--profile]
 *
 * The phone is Lighthouse's (412x823 CSS pixels at 1.75 device pixels each, touch). The window is
 * from the navigation to `--seconds` (default 20 s of the slowed clock) later; each run is a fresh
 * browser (cold cache). `DIST_DIR=dist-old` profiles another build; `--minify=false` builds are
 * easier to read (`npx vite build --minify false` into a DIST_DIR of its own).
 */
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/browser.ts';
import { startBuiltServer } from './lib/built-server.ts';

const args = process.argv.slice(2);
const flag = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const pagePath = args.find((arg) => arg.startsWith('/')) ?? '/game/candy';
const runs = Number(flag('runs') ?? 3);
const seconds = Number(flag('seconds') ?? 20);
const withProfile = args.includes('--profile');
const SLOWDOWN = 4;
/** The slowdown the browser applies (`--rate=1`: none, Lighthouse's way: its tasks are then counted 4 times over). */
const rate = Number(flag('rate') ?? 1);
const LONG_TASK_MS = 50;

type TraceEvent = {
  cat?: string;
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event: a slowed or descheduled thread's waiting is not in it. */
  tdur?: number;
  tid: number;
  pid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
};
type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type CpuProfile = {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
};

async function onePass(baseUrl: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => {
      events.push(...(value as unknown as TraceEvent[]));
    });
    const traceDone = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: {
        includedCategories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'blink.user_timing',
        ],
      },
    });
    if (withProfile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'load' });
    const game = /^\/game\/(\w+)/.exec(pagePath)?.[1];
    if (game) {
      // A game page: until its start screen is playable (the mark the benchmark reads), then the
      // screen at rest for a moment.
      const frame = await (await page.waitForSelector('iframe')).contentFrame();
      await frame?.waitForFunction(
        (mark) => performance.getEntriesByName(mark).length > 0,
        `${game}:playable`,
        {
          timeout: 120_000,
        },
      );
      await page.waitForTimeout(1500 * rate);
    } else {
      // The slowed clock: wait out the window in real time (a measuring script, not a test).
      await page.waitForTimeout((seconds * 1000 * rate) / SLOWDOWN);
    }
    const profile = withProfile
      ? ((await cdp.send('Profiler.stop')) as { profile: CpuProfile }).profile
      : null;
    await cdp.send('Tracing.end');
    await traceDone;
    return { events, profile };
  } finally {
    await browser.close();
  }
}

/** The renderer's main thread: the thread named CrRendererMain with the most task time. */
function mainThreadTasks(events: TraceEvent[]) {
  const names = events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const tasks = events.filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.dur);
  let best: TraceEvent[] = [];
  for (const thread of names) {
    const mine = tasks.filter((task) => task.pid === thread.pid && task.tid === thread.tid);
    const total = (list: TraceEvent[]) => list.reduce((sum, task) => sum + (task.dur ?? 0), 0);
    if (total(mine) > total(best)) best = mine;
  }
  return best.sort((a, b) => a.ts - b.ts);
}

const LABELLED = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'ParseHTML',
  'Layout',
  'Paint',
  'UpdateLayoutTree',
  'EventDispatch',
  'v8.compileModule',
  'v8.compile',
]);

/** The largest piece of work a task ran, as "name file" (say, "FireAnimationFrame", "EvaluateScript phaser-….js"). */
function whatRan(task: TraceEvent, events: TraceEvent[]): string {
  const end = task.ts + (task.dur ?? 0);
  let best: TraceEvent | undefined;
  for (const event of events) {
    if (event.tid !== task.tid || event.pid !== task.pid || event.ph !== 'X' || !LABELLED.has(event.name))
      continue;
    if (event.ts < task.ts || event.ts > end) continue;
    if (!best || (event.dur ?? 0) > (best.dur ?? 0)) best = event;
  }
  if (!best) return '?';
  const data = best.args?.data;
  const file = data?.url?.split('/').pop() ?? '';
  const fn = data?.functionName ? ` ${data.functionName}` : '';
  return `${best.name}${file ? ` ${file}` : ''}${fn}`;
}

function summarise(events: TraceEvent[]) {
  const tasks = mainThreadTasks(events);
  const navigation = events.find((event) => event.name === 'navigationStart')?.ts ?? tasks[0]?.ts ?? 0;
  const paint = events.find((event) => event.name === 'firstContentfulPaint')?.ts;
  // Wall-clock times, as at 4x.
  const ms = (us: number) => (us / 1000) * (SLOWDOWN / rate);
  const long = tasks.filter((task) => ms(task.dur ?? 0) > LONG_TASK_MS);
  const total = ms(tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0));
  const longSum = ms(long.reduce((sum, task) => sum + (task.dur ?? 0), 0));
  const blocking = long
    .filter((task) => paint === undefined || task.ts >= paint)
    .reduce((sum, task) => sum + ms(task.dur ?? 0) - LONG_TASK_MS, 0);
  const lastLong = long.at(-1);
  // The frames of a screen at rest: the tasks of the window's last 4 s (slowed clock).
  const end = tasks.at(-1)?.ts ?? 0;
  const steady = tasks
    .filter((task) => ms(end - task.ts) < 4000 && ms(task.dur ?? 0) > 1)
    .map((task) => (SLOWDOWN * (task.tdur ?? task.dur ?? 0)) / 1000)
    .sort((a, b) => a - b);
  const at = (share: number) => steady[Math.min(steady.length - 1, Math.floor(share * steady.length))] ?? 0;
  // The same from the thread's CPU time times 4 (what Lighthouse's simulated slowdown does with the
  // unslowed page's tasks): less swayed by other work on the machine than the wall-clock times.
  // Only at `--rate=1`: a slowed thread's CPU time holds part of the slowdown's waiting.
  const cpu = tasks.map((task) => (SLOWDOWN * (task.tdur ?? task.dur ?? 0)) / 1000);
  const cpuLong = cpu.filter((time) => time > LONG_TASK_MS);
  return {
    total,
    steady: { count: steady.length, p50: at(0.5), p90: at(0.9), max: steady.at(-1) ?? 0 },
    cpuTotal: cpu.reduce((sum, time) => sum + time, 0),
    cpuLongCount: cpuLong.length,
    cpuLongList: tasks
      .map((task, index) => ({ task, at: ms(task.ts - navigation), dur: cpu[index] ?? 0 }))
      .filter(({ dur }) => dur > LONG_TASK_MS)
      .map(({ task, at, dur }) => ({ at, dur, what: whatRan(task, events) })),
    cpuLongSum: cpuLong.reduce((sum, time) => sum + time, 0),
    cpuBlocking: cpuLong.reduce((sum, time) => sum + time - LONG_TASK_MS, 0),
    longCount: long.length,
    longSum,
    blocking,
    fcp: paint === undefined ? Number.NaN : ms(paint - navigation),
    lastLongEnd: lastLong ? ms(lastLong.ts + (lastLong.dur ?? 0) - navigation) : 0,
    long: long.map((task) => ({ at: ms(task.ts - navigation), dur: ms(task.dur ?? 0) })),
  };
}

/** Inclusive and self time per function (name, file, line), from a CPU profile. */
function breakdown(profile: CpuProfile, top = 40) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const key = (node: ProfileNode) => {
    const file = node.callFrame.url.split('/').pop() || '(native)';
    return `${node.callFrame.functionName || '(anonymous)'} ${file}:${node.callFrame.lineNumber + 1}`;
  };
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const byFile = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const delta = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const node = byId.get(id);
    if (!node) return;
    if (node.callFrame.functionName === '(idle)' || node.callFrame.functionName === '(program)') return;
    self.set(key(node), (self.get(key(node)) ?? 0) + delta);
    const file = node.callFrame.url.split('/').pop() || node.callFrame.functionName;
    byFile.set(file, (byFile.get(file) ?? 0) + delta);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const ancestor = byId.get(at);
      if (!ancestor) break;
      const name = key(ancestor);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + delta);
    }
  });
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top);
  return { self: sorted(self), inclusive: sorted(inclusive), byFile: sorted(byFile) };
}

const server = await startBuiltServer({ tmpPrefix: 'va-profile-', useBaseUrl: true, sampleWorld: true });
try {
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    const { events, profile } = await onePass(server.baseUrl);
    const summary = summarise(events);
    results.push(summary);
    console.log(
      `run ${run}: main thread ${summary.total.toFixed(0)} ms in tasks; ${summary.longCount} long tasks, ` +
        `${summary.longSum.toFixed(0)} ms; blocking after first paint ${summary.blocking.toFixed(0)} ms; ` +
        `first paint ${summary.fcp.toFixed(0)} ms; last long task ends at ${summary.lastLongEnd.toFixed(0)} ms`,
    );
    if (rate === 1)
      console.log(
        `  CPU time x4: ${summary.cpuTotal.toFixed(0)} ms in tasks; ${summary.cpuLongCount} long tasks, ` +
          `${summary.cpuLongSum.toFixed(0)} ms, ${summary.cpuBlocking.toFixed(0)} ms over 50 ms`,
      );
    const { steady } = summary;
    console.log(
      `  at rest (the last 4 s, CPU time x4 at --rate=1): ${steady.count} tasks over 1 ms, CPU time x4 median ${steady.p50.toFixed(0)} ms, ` +
        `p90 ${steady.p90.toFixed(0)} ms, max ${steady.max.toFixed(0)} ms`,
    );
    if (rate === 1)
      console.log(
        `  long tasks by CPU time x4 (start ms: duration ms): \n${summary.cpuLongList.map((t) => `    ${t.at.toFixed(0).padStart(6)}: ${t.dur.toFixed(0).padStart(5)}  ${t.what}`).join('\n')}`,
      );
    else
      console.log(
        `  long tasks (start ms: duration ms): ${summary.long.map((t) => `${t.at.toFixed(0)}:${t.dur.toFixed(0)}`).join(' ')}`,
      );
    if (profile && flag('save')) {
      const file = `${flag('save')}-${run}.cpuprofile`;
      writeFileSync(file, JSON.stringify(profile));
      console.log(`  profile written to ${file} (DevTools' Performance panel opens it)`);
    }
    if (profile) {
      const { self, inclusive, byFile } = breakdown(profile);
      const line = ([name, time]: [string, number]) => `    ${time.toFixed(0).padStart(7)} ms  ${name}`;
      console.log('  by file (self):');
      console.log(byFile.map(line).join('\n'));
      console.log('  inclusive:');
      console.log(inclusive.map(line).join('\n'));
      console.log('  self:');
      console.log(self.map(line).join('\n'));
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  console.log(
    `median of ${runs}: main thread ${median(results.map((r) => r.total)).toFixed(0)} ms, long tasks ${median(
      results.map((r) => r.longSum),
    ).toFixed(0)} ms, blocking ${median(results.map((r) => r.blocking)).toFixed(0)} ms; CPU time x4 ${median(
      results.map((r) => r.cpuTotal),
    ).toFixed(
      0,
    )} ms, in long tasks ${median(results.map((r) => r.cpuLongSum)).toFixed(0)} ms, over 50 ms ${median(
      results.map((r) => r.cpuBlocking),
    ).toFixed(0)} ms`,
  );
} finally {
  await server.stop();
}
