/**
 * The server part of `npm run bench` (docs/decisions/018-server-responsive.md): throughput of a bare route,
 * of the signed-in user-info route and of a signed-in route that reads the database, and the p99
 * of the bare route while each of the signed-in routes is saturated by a load generator in another
 * process. Run for PGlite on the server's thread (PGLITE_THREAD=main, the baseline) and in its
 * worker thread (the default), one after the other in this run. Goals (worker): the bare route's
 * p99 stays at or under 20 ms while user-info is saturated, and user-info reaches at least half the
 * bare route's throughput.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { startBuiltServer } from './lib/built-server.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** The bare route's own load while it is measured under the other's: a steady trickle. */
const PROBE_RATE = 200;
const P99_GOAL_MS = 20;
const THROUGHPUT_GOAL = 0.5;

const HELLO = '/bench/hello';
const USER_INFO = '/api/auth/user-info';
/** Signed in, and one database read a request even with the token check answered from memory. */
const DB_ROUTE = '/api/tests/get-user-vocabulary-list';

type Throughput = { rps: number; p99: number; errors: number };

async function saturate(url: string, headers: Record<string, string> = {}): Promise<Throughput> {
  await autocannon({ url, headers, connections: 10, duration: 1 });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_SECONDS });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** The p99 of a trickle of requests to `url`, alone or while `loadUrl` is saturated from another process. */
async function probeP99(
  url: string,
  load?: { url: string; headers: Record<string, string> },
): Promise<number> {
  let generator: ReturnType<typeof spawn> | undefined;
  if (load) {
    const cli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
    const headerArgs = Object.entries(load.headers).flatMap(([key, value]) => ['-H', `${key}=${value}`]);
    generator = spawn(
      process.execPath,
      [cli, '-c', String(CONNECTIONS), '-d', String(DURATION_SECONDS + 3), ...headerArgs, load.url],
      { stdio: 'ignore' },
    );
    // Let the load reach its peak before measuring.
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
  try {
    const result = await autocannon({
      url,
      connections: 2,
      overallRate: PROBE_RATE,
      duration: DURATION_SECONDS,
    });
    return result.latency.p99;
  } finally {
    if (generator && generator.exitCode === null) {
      generator.kill('SIGTERM');
      await new Promise((resolve) => generator?.once('exit', resolve));
    }
  }
}

async function signUp(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench.${Date.now()}@example.com`,
      password: 'Bench-Runner42',
      reCaptcha: '',
    }),
  });
  if (!response.ok) throw new Error(`bench sign-up failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

type ModeResult = {
  thread: 'main' | 'worker';
  hello: Throughput;
  userInfo: Throughput;
  dbRoute: Throughput;
  helloP99Alone: number;
  helloP99UnderUserInfo: number;
  helloP99UnderDbRoute: number;
};

async function benchMode(thread: 'main' | 'worker'): Promise<ModeResult> {
  const server = await startBuiltServer({
    tmpPrefix: `va-bench-${thread}-`,
    env: { BENCH_HELLO_ROUTE: '1', CAPTCHA: 'off', PGLITE_THREAD: thread },
  });
  try {
    const base = server.baseUrl;
    const headers = { authorization: `Bearer ${await signUp(base)}` };
    const hello = await saturate(base + HELLO);
    const userInfo = await saturate(base + USER_INFO, headers);
    const dbRoute = await saturate(base + DB_ROUTE, headers);
    const helloP99Alone = await probeP99(base + HELLO);
    const helloP99UnderUserInfo = await probeP99(base + HELLO, { url: base + USER_INFO, headers });
    const helloP99UnderDbRoute = await probeP99(base + HELLO, { url: base + DB_ROUTE, headers });
    return { thread, hello, userInfo, dbRoute, helloP99Alone, helloP99UnderUserInfo, helloP99UnderDbRoute };
  } finally {
    await server.stop();
  }
}

export type ServerBench = { results: ModeResult[] };

export async function benchServer(): Promise<ServerBench> {
  // BENCH_THREADS=worker measures the worker only (quicker, no baseline).
  const threads = (process.env.BENCH_THREADS ?? 'main,worker').split(',') as ('main' | 'worker')[];
  const results: ModeResult[] = [];
  for (const thread of threads) results.push(await benchMode(thread));
  return { results };
}

export function printServerBench({ results }: ServerBench): boolean {
  console.log(
    `Server benchmark: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per measurement; the bare route probed at ${PROBE_RATE} req/s for its p99.`,
  );
  console.log(
    'PGlite on the server thread (PGLITE_THREAD=main, baseline) and in its worker thread (default).\n',
  );
  console.log('PGlite   route                                    req/s   p99 ms  ratio to bare  errors');
  for (const result of results) {
    for (const [name, measured] of [
      [`bare (${HELLO})`, result.hello],
      [`signed-in user-info`, result.userInfo],
      [`signed-in, reads the database`, result.dbRoute],
    ] as const) {
      console.log(
        [
          result.thread.padEnd(8),
          name.padEnd(38),
          measured.rps.toFixed(0).padStart(7),
          measured.p99.toFixed(1).padStart(8),
          (measured.rps / result.hello.rps).toFixed(2).padStart(14),
          String(measured.errors).padStart(7),
        ].join(' '),
      );
    }
  }
  console.log(
    '\nPGlite   bare route p99 ms: alone   while user-info saturated   while the database route saturated',
  );
  for (const result of results) {
    console.log(
      [
        result.thread.padEnd(8),
        result.helloP99Alone.toFixed(1).padStart(26),
        result.helloP99UnderUserInfo.toFixed(1).padStart(27),
        result.helloP99UnderDbRoute.toFixed(1).padStart(36),
      ].join(' '),
    );
  }
  const worker = results.find((result) => result.thread === 'worker');
  if (!worker) return false;
  const ratio = worker.userInfo.rps / worker.hello.rps;
  const p99Met = worker.helloP99UnderUserInfo <= P99_GOAL_MS;
  const ratioMet = ratio >= THROUGHPUT_GOAL;
  console.log(
    `\nGoal: bare route p99 <= ${P99_GOAL_MS} ms while user-info is saturated: ${worker.helloP99UnderUserInfo.toFixed(1)} ms ${p99Met ? 'MET' : 'NOT MET'}`,
  );
  console.log(
    `Goal: user-info at least ${THROUGHPUT_GOAL.toFixed(2)} of the bare route's throughput: ${ratio.toFixed(2)} ${ratioMet ? 'MET' : 'NOT MET'}`,
  );
  return p99Met && ratioMet;
}

// On its own, against a build: `npx tsx scripts/bench-server.ts` (npm run bench runs it too).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const goalsMet = printServerBench(await benchServer());
  if (process.argv.includes('--strict') && !goalsMet) process.exit(1);
}
