/**
 * npm run bench:learning [-- --seeds N] [-- --strict]
 *
 * Simulates a month of play (30 days x 60 exposures, test 7 days later) for two families of
 * simulated learners (FSRS-6 with noise, ACT-R with a spacing effect) on a 300- and a 2,000-word
 * list, and compares the dealer with random picks, a shuffled cycle and a budget-sized cycle on
 * the same seeds. Primary metric: words at true recall >= 0.9 on test day.
 * Goals (shared/LEARNING-BENCHMARK.md): beat random by >= 10% with the paired interval above 0;
 * no worse than either cycle (lower bound of the paired difference >= -2% of the cycle's figure);
 * aim: beat the budget-sized cycle by >= 3%.
 */
import {
  createActrLearner,
  createFsrsLearner,
  createHalfLifeLearner,
  createRng,
  type SimulatedLearner,
} from './learning/learners.ts';
import { createPolicy, type Outcome, POLICIES, type PolicyName, simulate } from './learning/simulate.ts';

const args = process.argv.slice(2);
const seeds = Number(args[args.indexOf('--seeds') + 1]) || 40;
const strict = args.includes('--strict');

type Family = { name: string; heldOut?: boolean; create: (words: number, seed: number) => SimulatedLearner };
const families: Family[] = [
  { name: 'FSRS-6', create: (words, seed) => createFsrsLearner(words, createRng(seed * 7919 + 1)) },
  { name: 'ACT-R', create: (words, seed) => createActrLearner(words, createRng(seed * 7919 + 2)) },
  // Held out: reported, never tuned on.
  {
    name: 'half-life (held out)',
    heldOut: true,
    create: (words, seed) => createHalfLifeLearner(words, createRng(seed * 7919 + 4)),
  },
];
const lists = [300, 2000];

/** Two-sided 95% t quantiles by degrees of freedom (n - 1). */
function tQuantile(df: number): number {
  const table: Record<number, number> = { 4: 2.776, 9: 2.262, 14: 2.145, 19: 2.093, 29: 2.045, 39: 2.023 };
  return table[df] ?? (df < 4 ? 4.303 : df < 30 ? 2.09 : 1.98);
}

function meanCi(values: number[]): { mean: number; half: number } {
  const n = values.length;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, n - 1);
  return { mean, half: (tQuantile(n - 1) * Math.sqrt(variance)) / Math.sqrt(n) };
}

const fmt = (x: { mean: number; half: number }, digits = 0) =>
  `${x.mean.toFixed(digits)} ± ${x.half.toFixed(digits)}`;

let failed = false;
let heldOutMissed = false;
const rows: string[] = [];
const started = Date.now();
for (const words of lists) {
  for (const family of families) {
    const results: Record<PolicyName, Outcome[]> = { random: [], cycle: [], 'budget cycle': [], dealer: [] };
    for (let seed = 1; seed <= seeds; seed++) {
      for (const name of POLICIES) {
        const learner = family.create(words, seed);
        const policy = createPolicy(name, words, createRng(seed * 104_729 + 3));
        results[name].push(simulate(learner, policy, words, seed * 15_485_863 + 5));
      }
    }
    const known = (name: PolicyName) => results[name].map((r) => r.known);
    const paired = (other: PolicyName) => meanCi(known('dealer').map((v, i) => v - (known(other)[i] ?? 0)));
    const base = (name: PolicyName) => meanCi(known(name));
    const vsRandom = paired('random');
    const vsCycle = paired('cycle');
    const vsBudget = paired('budget cycle');
    const pct = (d: { mean: number }, b: { mean: number }) => (b.mean > 0 ? (100 * d.mean) / b.mean : 0);
    const meetsRandom = vsRandom.mean - vsRandom.half > 0 && pct(vsRandom, base('random')) >= 10;
    const meetsCycle = vsCycle.mean - vsCycle.half >= -0.02 * base('cycle').mean;
    const meetsBudget = vsBudget.mean - vsBudget.half >= -0.02 * base('budget cycle').mean;
    const aim = pct(vsBudget, base('budget cycle')) >= 3 && vsBudget.mean - vsBudget.half > 0;
    if (!(meetsRandom && meetsCycle && meetsBudget)) {
      if (family.heldOut) heldOutMissed = true;
      else failed = true;
    }
    const expected = meanCi(results.dealer.map((r) => r.expected));
    rows.push(
      `| ${words} | ${family.name} | ${fmt(base('random'))} | ${fmt(base('cycle'))} | ${fmt(base('budget cycle'))} | ${fmt(base('dealer'))} | ` +
        `${fmt(vsRandom, 1)} (${pct(vsRandom, base('random')).toFixed(0)}%) ${meetsRandom ? 'ok' : 'MISSED'} | ` +
        `${fmt(vsCycle, 1)} ${meetsCycle ? 'ok' : 'MISSED'} | ` +
        `${fmt(vsBudget, 1)} (${pct(vsBudget, base('budget cycle')).toFixed(1)}%) ${meetsBudget ? 'ok' : 'MISSED'}${aim ? ', aim met' : ''} | ${fmt(expected)} |`,
    );
  }
}

console.log(`Words at true recall >= 0.9 on test day: mean ± 95% interval over ${seeds} seeds.`);
console.log('Paired differences are dealer minus baseline on the same seeds.\n');
console.log(
  '| list | learner | random | shuffled cycle | budget cycle | dealer | dealer − random | dealer − cycle | dealer − budget cycle | dealer: expected words recalled |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
console.log(
  `\n${failed ? 'A goal was missed on FSRS-6 or ACT-R.' : 'Every must-goal met on FSRS-6 and ACT-R.'}` +
    `${heldOutMissed ? ' The held-out family misses a goal (reported, not tuned for).' : ''}` +
    ` (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
if (strict && failed) process.exitCode = 1;
