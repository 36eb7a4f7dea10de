/**
 * npm run bench:learning [-- --seeds N] [-- --strict] [-- --cells 300:ACT-R,2000:slow]
 *   [-- --rules [--rule-days 16] [--rule-deck 320] [--rule-first-free]]
 *
 * Simulates a month of play on the games' own path (scripts/learning/simulate.ts: `dealList` and
 * `applyRound`, rounds of 16 in both games, grades from simulated play, sessions that stop
 * mid-round, the exam date 7 days after the last session) for four families of simulated learners
 * (scripts/learning/learners.ts: FSRS-6 with wide per-learner and per-word variation, ACT-R with a
 * spacing effect, a slow consolidator, and a held-out half-life family) on a 300- and a 2,000-word
 * list, and compares the dealer with random picks, a shuffled cycle and a budget-sized cycle on
 * the same seeds. Primary metric: word-skills (recognition + recall) at true recall >= 0.9 on
 * test day.
 * Musts (shared/LEARNING-BENCHMARK.md), on every cell: beat random by >= 10% with the paired
 * interval above 0; no worse than either cycle (lower bound of the paired difference >= -2% of
 * the cycle's figure). Aim: beat the budget-sized cycle by >= 3%. Pace: on the 2,000-word list
 * (exam 36 days after the first day) no day brings more than twice the period's average of new words.
 * `--rules` prints, instead of the dealer's table, what the product's rules (the pace, missed words
 * back the next day) cost a budget-sized cycle (docs/decisions/031-rules-against-musts.md).
 */
import {
  createActrLearner,
  createFsrsLearner,
  createHalfLifeLearner,
  createRng,
  createSlowLearner,
  type SimulatedLearner,
  type SkillName,
} from './learning/learners.ts';
import {
  createPolicy,
  type Outcome,
  POLICIES,
  type PolicyName,
  RULE_CYCLE,
  RULE_CYCLES,
  simulate,
} from './learning/simulate.ts';

const args = process.argv.slice(2);
const seeds = Number(args[args.indexOf('--seeds') + 1]) || 20;
const strict = args.includes('--strict');
/**
 * `--rules`: instead of the dealer, what the product's rules cost a budget-sized cycle: the
 * rule-abiding cycles (simulate.ts, RuleCycleName) against the budget cycle on the same seeds.
 */
const rulesStudy = args.includes('--rules');
/** `--rule-days 16 --rule-deck 200 --rule-first-free`: the rule-abiding cycles' settings (simulate.ts). */
const option = (name: string) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : Number.NaN);
if (option('--rule-days') > 0) RULE_CYCLE.newDays = option('--rule-days');
if (option('--rule-deck') > 0) RULE_CYCLE.deck = option('--rule-deck');
RULE_CYCLE.firstFree = args.includes('--rule-first-free');

type Create = (words: number, rng: ReturnType<typeof createRng>, skill: SkillName) => SimulatedLearner;
type Family = { name: string; heldOut?: boolean; salt: number; create: Create };
const families: Family[] = [
  { name: 'FSRS-6 (wide)', salt: 1, create: createFsrsLearner },
  { name: 'ACT-R', salt: 2, create: createActrLearner },
  { name: 'slow consolidator', salt: 3, create: createSlowLearner },
  // Held out: reported, never tuned on.
  { name: 'half-life (held out)', heldOut: true, salt: 4, create: createHalfLifeLearner },
];
const lists = (args.includes('--short') ? [300] : [300, 2000]) as number[];
const only = args.includes('--family') ? args[args.indexOf('--family') + 1] : null;
/** `--cells 300:ACT-R,2000:slow`: only these cells (list size and the start of the family's name). */
const cells = args.includes('--cells')
  ? (args[args.indexOf('--cells') + 1] ?? '').split(',').map((cell) => {
      const [size, name] = cell.split(':');
      return { words: Number(size), name: name ?? '' };
    })
  : null;
const wanted = (words: number, family: Family) =>
  (!only || family.name.startsWith(only)) &&
  (!cells || cells.some((cell) => cell.words === words && family.name.startsWith(cell.name)));

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
let paceFailed = false;
const rows: string[] = [];
const paceRows: string[] = [];
const started = Date.now();
const ruleRows: string[] = [];
if (rulesStudy) {
  for (const words of lists) {
    for (const family of families.filter((f) => wanted(words, f))) {
      const names: PolicyName[] = ['budget cycle', ...RULE_CYCLES];
      const results = new Map<PolicyName, Outcome[]>(names.map((name) => [name, []]));
      for (let seed = 1; seed <= seeds; seed++) {
        for (const name of names) {
          const learnerRng = createRng(seed * 7919 + family.salt);
          const learners = {
            recognition: family.create(words, learnerRng, 'recognition'),
            recall: family.create(words, learnerRng, 'recall'),
          };
          const policy = createPolicy(name, words, createRng(seed * 104_729 + 3));
          results.get(name)?.push(simulate(learners, policy, words, seed * 15_485_863 + 5));
        }
      }
      const budget = (results.get('budget cycle') ?? []).map((r) => r.known);
      const budgetMean = meanCi(budget);
      for (const name of RULE_CYCLES) {
        const outcomes = results.get(name) ?? [];
        const known = outcomes.map((r) => r.known);
        const diff = meanCi(known.map((v, i) => v - (budget[i] ?? 0)));
        const ok = diff.mean - diff.half >= -0.02 * budgetMean.mean;
        const ratio = Math.max(
          ...outcomes.map(
            (r) => Math.max(...r.newByDay) / (r.newByDay.reduce((a, b) => a + b, 0) / r.newByDay.length),
          ),
        );
        ruleRows.push(
          `| ${words} | ${family.name} | ${name} | ${fmt(budgetMean)} | ${fmt(meanCi(known))} | ` +
            `${fmt(diff, 1)} (${((100 * diff.mean) / budgetMean.mean).toFixed(1)}%) ${ok ? 'ok' : 'MISSED'} | ${ratio.toFixed(2)} |`,
        );
      }
    }
  }
  console.log(
    `What the product's rules cost the budget-sized cycle: word-skills at true recall >= 0.9 on test day, mean ± 95% interval over ${seeds} seeds;`,
  );
  console.log(
    `pace: the deck (${RULE_CYCLE.deck || "the budget cycle's"} words) over ${RULE_CYCLE.newDays} days; missed: back first the next day${RULE_CYCLE.firstFree ? ' (not after a first exposure)' : ''}. "ok": the paired lower bound >= -2% of the budget cycle.\n`,
  );
  console.log(
    '| list | learner | policy | budget cycle | policy | policy − budget cycle | busiest day / average (worst seed) |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const row of ruleRows) console.log(row);
  console.log(`\n(${((Date.now() - started) / 1000).toFixed(1)} s)`);
  process.exit(0);
}
for (const words of lists) {
  for (const family of families.filter((f) => wanted(words, f))) {
    const results: Record<(typeof POLICIES)[number], Outcome[]> = {
      random: [],
      cycle: [],
      'budget cycle': [],
      dealer: [],
    };
    for (let seed = 1; seed <= seeds; seed++) {
      for (const name of POLICIES) {
        // The same learner (same seed) for every policy: paired comparisons.
        const learnerRng = createRng(seed * 7919 + family.salt);
        const learners = {
          recognition: family.create(words, learnerRng, 'recognition'),
          recall: family.create(words, learnerRng, 'recall'),
        };
        const policy = createPolicy(name, words, createRng(seed * 104_729 + 3));
        results[name].push(simulate(learners, policy, words, seed * 15_485_863 + 5));
      }
    }
    type Name = (typeof POLICIES)[number];
    const known = (name: Name) => results[name].map((r) => r.known);
    const paired = (other: Name) => meanCi(known('dealer').map((v, i) => v - (known(other)[i] ?? 0)));
    const base = (name: Name) => meanCi(known(name));
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
        `${fmt(vsBudget, 1)} (${pct(vsBudget, base('budget cycle')).toFixed(1)}%) ${meetsBudget ? 'ok' : 'MISSED'}${aim ? ', aim met' : ', aim not met'} | ${fmt(expected)} |`,
    );
    if (words === 2000) {
      // The pace: the busiest day against the period's average, worst seed.
      let worst = 0;
      let average = 0;
      for (const r of results.dealer) {
        const mean = r.newByDay.reduce((a, b) => a + b, 0) / r.newByDay.length;
        const ratio = Math.max(...r.newByDay) / mean;
        if (ratio > worst) {
          worst = ratio;
          average = mean;
        }
      }
      const ok = worst <= 2;
      if (!ok) paceFailed = true;
      paceRows.push(
        `| ${family.name} | ${average.toFixed(1)} | ${(worst * average).toFixed(0)} | ${worst.toFixed(2)} ${ok ? 'ok' : 'MISSED'} |`,
      );
    }
  }
}

console.log(
  `Word-skills (recognition + recall) at true recall >= 0.9 on test day: mean ± 95% interval over ${seeds} seeds.`,
);
console.log('Paired differences are dealer minus baseline on the same seeds.\n');
console.log(
  '| list | learner | random | shuffled cycle | budget cycle | dealer | dealer − random | dealer − cycle | dealer − budget cycle | dealer: expected recalled |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
console.log(
  '\nPace on the 2,000-word list (words first met a day; worst seed: its average, its busiest day, the ratio; must be <= 2):\n',
);
console.log('| learner | new words a day (average) | busiest day | busiest / average |');
console.log('|---|---|---|---|');
for (const row of paceRows) console.log(row);
console.log(
  `\n${failed ? 'A must was missed on a tuned family.' : 'Every must met on FSRS-6 (wide), ACT-R and the slow consolidator.'}` +
    `${heldOutMissed ? ' The held-out family misses a must (reported, not tuned for).' : ''}` +
    `${paceFailed ? ' The pace check failed.' : ' The pace check holds.'}` +
    ` (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
if (strict && (failed || paceFailed)) process.exitCode = 1;
