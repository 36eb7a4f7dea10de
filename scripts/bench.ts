/**
 * `npm run bench`: measures the built server with autocannon, in one run:
 * the framework's ceiling (a bare hello route mounted only for this), GET /api/auth/user-info
 * (anonymous) and GET /. Prints requests per second, p99 latency and each route's ratio to the
 * ceiling. Goal: user-info at least 0.5 of the ceiling. Then the game page in headless Chromium
 * (scripts/bench-games.ts): its JavaScript size, time to the first playable frame, frame times.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchGames, printGameBench } from './bench-games.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy within 60 s');
}

type Result = { name: string; path: string; rps: number; p99: number; errors: number };

async function measure(baseUrl: string, name: string, urlPath: string): Promise<Result> {
  // A short warm-up so the JIT and caches settle before the measured run.
  await autocannon({ url: baseUrl + urlPath, connections: 10, duration: 1 });
  const result = await autocannon({
    url: baseUrl + urlPath,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
  });
  return {
    name,
    path: urlPath,
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'va-bench-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const distDir = process.env.DIST_DIR ?? 'dist';
const server = spawn(process.execPath, [`${distDir}/server/main.js`], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    BENCH_HELLO_ROUTE: '1',
    STATIC_DIR: `${distDir}/client`,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

try {
  await waitForHealth(baseUrl, server);
  console.log(
    `Server benchmark: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per route, on ${baseUrl}\n`,
  );
  const ceiling = await measure(baseUrl, 'ceiling (hello)', '/bench/hello');
  const results = [
    ceiling,
    await measure(baseUrl, 'user-info (anonymous)', '/api/auth/user-info'),
    await measure(baseUrl, 'home page', '/'),
  ];
  console.log('route                    path                    req/s     p99 ms   ratio   errors');
  for (const result of results) {
    console.log(
      [
        result.name.padEnd(24),
        result.path.padEnd(22),
        result.rps.toFixed(0).padStart(7),
        result.p99.toFixed(1).padStart(9),
        (result.rps / ceiling.rps).toFixed(2).padStart(7),
        String(result.errors).padStart(8),
      ].join(' '),
    );
  }
  const userInfo = results[1];
  const ratio = userInfo ? userInfo.rps / ceiling.rps : 0;
  console.log(
    `\nGoal: user-info at least 0.50 of the ceiling: ${ratio.toFixed(2)} ${ratio >= 0.5 ? 'MET' : 'NOT MET'}`,
  );
  // The games, against the same running server (scripts/bench-games.ts).
  printGameBench(await benchGames(baseUrl));
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
