/**
 * One simulated month of play: 30 days, 60 exposures a day in rounds of 10, then a test 7 days
 * after the last session. A policy deals each round and sees only recalled / missed.
 */
import { type DealerCard, dealRound, newDealerCard, recordAnswer } from '../../src/shared/learning/dealer.ts';
import { GRADE } from '../../src/shared/learning/fsrs-adapter.ts';
import { createRng, type Rng, type SimulatedLearner, shuffled } from './learners.ts';

const SCHEDULE = {
  days: 30,
  exposuresPerDay: 60,
  roundSize: 10,
  /** Days from the last session to the test. */
  testAfterDays: 7,
  /** Sessions start at 18:00; rounds are 2.5 minutes apart, exposures 12 s apart. */
  sessionStart: 18 / 24,
  roundGap: 150 / 86_400,
  exposureGap: 12 / 86_400,
} as const;

const TEST_DAY = SCHEDULE.days - 1 + SCHEDULE.testAfterDays;
const TEST_AT = TEST_DAY + SCHEDULE.sessionStart;
const TOTAL_EXPOSURES = SCHEDULE.days * SCHEDULE.exposuresPerDay;
/** The budget-sized cycle gives each of its words about this many exposures (1,800 / 6 = 300 words). */
const BUDGET_CYCLE_EXPOSURES_PER_WORD = 6;

export interface Policy {
  deal(now: number, exposuresLeft: number, roundSize: number): number[];
  observe(word: number, at: number, recalled: boolean): void;
}

export type PolicyName = 'random' | 'cycle' | 'budget cycle' | 'dealer';
export const POLICIES: readonly PolicyName[] = ['random', 'cycle', 'budget cycle', 'dealer'];

function cyclePolicy(order: readonly number[]): Policy {
  let next = 0;
  return {
    deal(_now, _left, size) {
      const out: number[] = [];
      for (let i = 0; i < Math.min(size, order.length); i++) out.push(order[next++ % order.length] as number);
      return out;
    },
    observe() {},
  };
}

export function createPolicy(name: PolicyName, words: number, rng: Rng): Policy {
  const order = shuffled(
    Array.from({ length: words }, (_, i) => i),
    rng,
  );
  if (name === 'cycle') return cyclePolicy(order);
  if (name === 'budget cycle') {
    return cyclePolicy(order.slice(0, Math.floor(TOTAL_EXPOSURES / BUDGET_CYCLE_EXPOSURES_PER_WORD)));
  }
  if (name === 'random') {
    return {
      deal(_now, _left, size) {
        return shuffled(order, rng).slice(0, size);
      },
      observe() {},
    };
  }
  const ids = order.map(String);
  const cards = new Map<string, DealerCard>();
  return {
    deal(now, exposuresLeft, roundSize) {
      return dealRound(ids, cards, { now, targetDay: TEST_DAY, exposuresLeft, roundSize }).map(Number);
    },
    observe(word, at, recalled) {
      const id = String(word);
      cards.set(id, recordAnswer(cards.get(id) ?? newDealerCard(), at, recalled ? GRADE.good : GRADE.again));
    },
  };
}

export type Outcome = { known: number; expected: number };

export function simulate(
  learner: SimulatedLearner,
  policy: Policy,
  words: number,
  answerSeed: number,
): Outcome {
  const answers = createRng(answerSeed);
  const rounds = SCHEDULE.exposuresPerDay / SCHEDULE.roundSize;
  for (let day = 0; day < SCHEDULE.days; day++) {
    for (let round = 0; round < rounds; round++) {
      const start = day + SCHEDULE.sessionStart + round * SCHEDULE.roundGap;
      const left = TOTAL_EXPOSURES - (day * rounds + round) * SCHEDULE.roundSize;
      const dealt = policy.deal(start, left, SCHEDULE.roundSize);
      dealt.forEach((word, i) => {
        const at = start + i * SCHEDULE.exposureGap;
        policy.observe(word, at, learner.expose(word, at, answers));
      });
    }
  }
  let known = 0;
  let expected = 0;
  for (let word = 0; word < words; word++) {
    const p = learner.recallAt(word, TEST_AT);
    expected += p;
    if (p >= 0.9) known++;
  }
  return { known, expected };
}
