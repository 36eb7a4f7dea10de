import { benchGames, printGameBench } from './bench-games.ts';
import { benchPageWeights, printPageWeights } from './bench-pages.ts';
import { benchServer, printServerBench } from './bench-server.ts';
import { startBuiltServer } from './lib/built-server.ts';

/** `-- --strict`: exit 1 when a page's first-visit JavaScript is over budget. */
const strict = process.argv.includes('--strict');
/** `-- --pages`: only the site pages' JavaScript and layout shift (no games, no server). */
const pagesOnly = process.argv.includes('--pages');
/** Another build (e.g. of main) whose page weights are measured in the same run, as a baseline. */
const baselineDist = process.env.BENCH_BASELINE_DIST;

let baseline: Awaited<ReturnType<typeof benchPageWeights>> | undefined;
if (baselineDist) {
  const base = await startBuiltServer({
    tmpPrefix: 'va-bench-base-',
    distDir: baselineDist,
    sampleWorld: true,
  });
  try {
    baseline = await benchPageWeights(base.baseUrl);
  } finally {
    await base.stop();
  }
}

const { baseUrl, stop } = await startBuiltServer({
  tmpPrefix: 'va-bench-',
  env: { BENCH_HELLO_ROUTE: '1' },
  sampleWorld: true,
});
let pagesWithinBudget = true;

try {
  // First: what each page weighs (the 90 KB budget of docs/decisions/011-preact.md), then the games; the server after.
  pagesWithinBudget = printPageWeights(await benchPageWeights(baseUrl), baseline);
  if (baselineDist) console.log(`("before": the build in ${baselineDist}, measured in this run)`);

  // The games, against the same running server (scripts/bench-games.ts).
  if (!pagesOnly) printGameBench(await benchGames(baseUrl));
} finally {
  await stop();
}
if (pagesOnly) {
  if (strict && !pagesWithinBudget) process.exit(1);
  process.exit(0);
}
// The server (scripts/bench-server.ts): two servers of its own, one after the other.
console.log('');
const serverGoalsMet = printServerBench(await benchServer());
if (strict && (!pagesWithinBudget || !serverGoalsMet)) process.exit(1);
