import autocannon from 'autocannon';
import { benchGames, printGameBench } from './bench-games.ts';
import { benchPageWeights, printPageWeights } from './bench-pages.ts';
import { startBuiltServer } from './lib/built-server.ts';

/** `-- --strict`: exit 1 when a page's first-visit JavaScript is over budget. */
const strict = process.argv.includes('--strict');
/** Another build (e.g. of main) whose page weights are measured in the same run, as a baseline. */
const baselineDist = process.env.BENCH_BASELINE_DIST;

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

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

let baseline: Awaited<ReturnType<typeof benchPageWeights>> | undefined;
if (baselineDist) {
  const base = await startBuiltServer({ tmpPrefix: 'va-bench-base-', distDir: baselineDist });
  try {
    baseline = await benchPageWeights(base.baseUrl);
  } finally {
    await base.stop();
  }
}

const { baseUrl, stop } = await startBuiltServer({ tmpPrefix: 'va-bench-', env: { BENCH_HELLO_ROUTE: '1' } });
let pagesWithinBudget = true;

try {
  // First: what each page weighs (the issue #22 budget), then the server, then the games.
  pagesWithinBudget = printPageWeights(await benchPageWeights(baseUrl), baseline);
  if (baselineDist) console.log(`("before": the build in ${baselineDist}, measured in this run)`);

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
  await stop();
}
if (strict && !pagesWithinBudget) process.exit(1);
