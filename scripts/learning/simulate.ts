/**
 * One simulated month of play on the games' own path: 30 days, each day 4 rounds of Word Candy
 * Match (recognition) and 4 of Space Words (recall), 16 words a round (the games' round size;
 * about the 60 answers a day in each game the games assume), then a test 7 days after the last
 * session, which is also the learner's exam date (the dealer's target day).
 *
 * The dealer is driven exactly as the games drive it: `dealList` (the list's fronts, both skills'
 * cards, the learner's answers on recent days, the exam date) deals a round; the simulated learner
 * plays it; the round's outcomes (think time, wrong pairs, hints; reaction time, wrong keys,
 * enemies that land) go through `applyRound`, the code the server and the browser run, which
 * grades them with the games' own grading. Some sessions stop mid-round: the words answered
 * before the stop are recorded, the rest are not.
 * The baselines (random, a shuffled cycle, a budget-sized cycle) deal each game's rounds from the
 * same list, ignoring every answer.
 */
import { dealList } from '../../src/shared/learning/deal-list.ts';
import type { DealerCard } from '../../src/shared/learning/dealer.ts';
import { GRADE } from '../../src/shared/learning/fsrs-adapter.ts';
import { gradeFromPlay, type ReviewInput } from '../../src/shared/learning/grades.ts';
import { applyRound } from '../../src/shared/learning/review.ts';
import { createRng, type Rng, type SimulatedLearner, type SkillName, shuffled } from './learners.ts';

export const SCHEDULE = {
  days: 30,
  roundsPerGame: 4,
  roundSize: 16,
  /** Days from the last session to the test (the exam date). */
  testAfterDays: 7,
  /** Sessions start at 18:00; rounds are 3 minutes apart, answers 8 s apart. */
  sessionStart: 18 / 24,
  roundGap: 180 / 86_400,
  answerGap: 8 / 86_400,
  /** Share of sessions whose last round stops mid-round (the rest of its words never answered). */
  stopShare: 0.15,
} as const;

export const TEST_DAY = SCHEDULE.days - 1 + SCHEDULE.testAfterDays;
const TEST_AT = TEST_DAY + SCHEDULE.sessionStart;
/** Answers in one game over the month (30 x 4 x 16 = 1,920). */
const EXPOSURES_PER_SKILL = SCHEDULE.days * SCHEDULE.roundsPerGame * SCHEDULE.roundSize;
/** The budget-sized cycle gives each of its words about this many exposures (1,920 / 6 = 320 words a game). */
const BUDGET_CYCLE_EXPOSURES_PER_WORD = 6;

const SKILLS: readonly SkillName[] = ['recognition', 'recall'];

/** The bench's table: the dealer and its three baselines. */
export const POLICIES = ['random', 'cycle', 'budget cycle', 'dealer'] as const;
export type PolicyName = (typeof POLICIES)[number] | RuleCycleName;

/**
 * Baselines that ask what the product's rules cost (`--rules`; decision record 031): the
 * budget-sized cycle's deck and least-recently-seen order, ignoring grades otherwise, but obeying
 * (a) the pace: the deck's new words spread evenly over RULE_CYCLE.newDays days (~1.9 times the
 * month's average a day, under the pace check's 2), and/or (b) a word missed (graded Again by the
 * games' grading) comes back first in that game's first round the next day, then rejoins the
 * cycle where that exposure puts it (least recently seen), or, in the "keep place" variant, where
 * it was (the extra exposure does not move its turn). "lrs cycle" obeys neither: it is the budget
 * cycle driven by recorded answers, a check that the policy itself costs nothing.
 */
export type RuleCycleName =
  | 'lrs cycle'
  | 'pace cycle'
  | 'missed cycle'
  | 'rules cycle'
  | 'missed cycle, keep place'
  | 'rules cycle, keep place';
export const RULE_CYCLES: readonly RuleCycleName[] = [
  'lrs cycle',
  'pace cycle',
  'missed cycle',
  'rules cycle',
  'missed cycle, keep place',
  'rules cycle, keep place',
];
/**
 * The rule-abiding cycles' settings (the bench's `--rule-days`, `--rule-deck`, `--rule-first-free`):
 * the days over which they introduce their deck (320 words over 16 days: 20 a day, 1.875 times the
 * month's average), the deck's size (0: the budget cycle's), and whether a word's first exposure
 * is exempt from the next-day return (an experiment: the product must bring it back).
 */
export const RULE_CYCLE = { newDays: 16, deck: 0, firstFree: false };

export interface Policy {
  /** The words of the next round in one skill (at most the round size). */
  deal(skill: SkillName, now: number): number[];
  /** A finished (perhaps stopped) round's answers. */
  record(skill: SkillName, at: number, answers: { word: number; outcome: ReviewInput }[]): void;
}

function cycle(order: readonly number[]): (size: number) => number[] {
  let next = 0;
  return (size) => {
    const out: number[] = [];
    for (let i = 0; i < Math.min(size, order.length); i++) out.push(order[next++ % order.length] as number);
    return out;
  };
}

const front = (word: number) => `w${word}`;

/** One game's rule-abiding cycle over `deck` (see RuleCycleName). */
function ruleCycle(
  deck: readonly number[],
  rules: { pace: boolean; missed: boolean; keepPlace: boolean },
): {
  deal(now: number): number[];
  record(at: number, answers: { word: number; outcome: ReviewInput }[]): void;
} {
  /** Place in the cycle: a counter of answers when the word last took its turn (-1: never seen). */
  const place = new Map<number, number>();
  /** Words whose last answer was a miss (Again), by the day of the miss. */
  const missed = new Map<number, number>();
  let clock = 0;
  let introduced = 0;
  let introducedToday = 0;
  let day = -1;
  const perDay = rules.pace ? Math.ceil(deck.length / RULE_CYCLE.newDays) : Number.POSITIVE_INFINITY;
  return {
    deal(now) {
      const today = Math.floor(now);
      if (today !== day) {
        day = today;
        introducedToday = 0;
      }
      const round: number[] = [];
      const inRound = new Set<number>();
      if (rules.missed) {
        // Missed on an earlier day: first, oldest miss first.
        const waiting = [...missed].filter(([, on]) => on < today).sort((a, b) => a[1] - b[1]);
        for (const [word] of waiting.slice(0, SCHEDULE.roundSize)) {
          round.push(word);
          inRound.add(word);
        }
      }
      // Least recently seen first; a word never seen is the least recently seen (deck order),
      // as far as the pace allows.
      const seen = deck
        .slice(0, introduced)
        .filter((word) => !inRound.has(word))
        .sort((a, b) => (place.get(a) ?? -1) - (place.get(b) ?? -1));
      let nextSeen = 0;
      let fresh = introduced;
      while (round.length < SCHEDULE.roundSize) {
        const canIntroduce = fresh < deck.length && introducedToday + (fresh - introduced) < perDay;
        const oldest = seen[nextSeen];
        // A new word (place -1) comes before any word seen, as in the budget cycle.
        if (canIntroduce) round.push(deck[fresh++] as number);
        else if (oldest !== undefined) {
          round.push(oldest);
          nextSeen++;
        } else break;
      }
      return round;
    },
    record(at, answers) {
      const today = Math.floor(at);
      for (const { word, outcome } of answers) {
        // Its next-day return (the product's rule: missed last time, due the next day).
        const extra = missed.has(word) && (missed.get(word) as number) < today;
        const first = !place.has(word);
        if (first) {
          introduced++;
          introducedToday++;
        }
        // The next-day return of a miss keeps the word's turn in the "keep place" variant.
        if (!(extra && rules.keepPlace)) place.set(word, clock);
        clock++;
        if (!rules.missed) continue;
        if (gradeFromPlay(outcome) === GRADE.again && !(first && RULE_CYCLE.firstFree))
          missed.set(word, today);
        else missed.delete(word);
      }
    },
  };
}

export function createPolicy(name: PolicyName, words: number, rng: Rng): Policy {
  const order = shuffled(
    Array.from({ length: words }, (_, i) => i),
    rng,
  );
  const ignore = () => {};
  if (name === 'cycle' || name === 'budget cycle') {
    const deck =
      name === 'cycle' ? order : order.slice(0, EXPOSURES_PER_SKILL / BUDGET_CYCLE_EXPOSURES_PER_WORD);
    const next = { recognition: cycle(deck), recall: cycle(deck) };
    return { deal: (skill) => next[skill](SCHEDULE.roundSize), record: ignore };
  }
  if ((RULE_CYCLES as readonly string[]).includes(name)) {
    const deck = order.slice(0, RULE_CYCLE.deck || EXPOSURES_PER_SKILL / BUDGET_CYCLE_EXPOSURES_PER_WORD);
    const rules = {
      pace: name.startsWith('pace') || name.startsWith('rules'),
      missed: name.startsWith('missed') || name.startsWith('rules'),
      keepPlace: name.endsWith('keep place'),
    };
    const next = { recognition: ruleCycle(deck, rules), recall: ruleCycle(deck, rules) };
    return {
      deal: (skill, now) => next[skill].deal(now),
      record: (skill, at, answers) => next[skill].record(at, answers),
    };
  }
  if (name === 'random') {
    return { deal: () => shuffled(order, rng).slice(0, SCHEDULE.roundSize), record: ignore };
  }
  // The dealer: the list in the learner's order (a stable shuffle, as a list's rows come).
  const fronts = order.map(front);
  let cards = new Map<string, DealerCard>();
  const answersByDay = { recognition: new Map<number, number>(), recall: new Map<number, number>() };
  return {
    deal(skill, now) {
      const today = Math.floor(now);
      const recentDays = Array.from({ length: 7 }, (_, i) => answersByDay[skill].get(today - 6 + i) ?? 0);
      const deal = dealList({
        fronts,
        languageLearn: 'en',
        skill,
        cards,
        now,
        roundSize: SCHEDULE.roundSize,
        targetDay: TEST_DAY,
        recentDays,
      });
      return deal.order.slice(0, deal.size).map((f) => Number(f.slice(1)));
    },
    record(skill, at, answers) {
      if (answers.length === 0) return;
      const { cards: changed } = applyRound(
        {
          languageLearn: 'en',
          at,
          words: answers.map((a) => ({ front: front(a.word), outcome: a.outcome })),
        },
        cards,
      );
      cards = new Map([...cards, ...changed]);
      const day = Math.floor(at);
      answersByDay[skill].set(day, (answersByDay[skill].get(day) ?? 0) + answers.length);
    },
  };
}

/** A standard normal draw (Box-Muller). */
function normal(rng: Rng): number {
  const u = Math.max(rng(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
}

/**
 * How a learner plays one word, from whether they recalled it and how strongly (p):
 * - Candy: recalled, the pair is made after a think time of about 2.5 s x (1 + 2(1 - p)) (log-normal
 *   spread), with a slip (one wrong pair) 5% of the time; not recalled, the pair is still made by
 *   elimination, after one wrong pair (40%), two (40%) or the hint (20%).
 * - Space: recalled, typed after a reaction time drawn alike, with a wrong key 10% of the time; not
 *   recalled, the enemy lands (85%) or the word is typed with two wrong keys (15%).
 */
export function playWord(skill: SkillName, recalled: boolean, p: number, rng: Rng): ReviewInput {
  const time = Math.round(2500 * Math.exp(0.5 * normal(rng)) * (1 + 2 * (1 - p)));
  if (skill === 'recognition') {
    if (recalled)
      return { game: 'candy', matched: true, wrongPairs: rng() < 0.05 ? 1 : 0, hinted: false, thinkMs: time };
    const roll = rng();
    return {
      game: 'candy',
      matched: true,
      wrongPairs: roll < 0.4 ? 1 : roll < 0.8 ? 2 : 0,
      hinted: roll >= 0.8,
      thinkMs: time * 2,
    };
  }
  if (recalled)
    return { game: 'space', typed: true, wrongKeys: rng() < 0.1 ? 1 : 0, forgiven: false, reactionMs: time };
  return rng() < 0.85
    ? { game: 'space', typed: false, wrongKeys: 0, forgiven: false, reactionMs: 0 }
    : { game: 'space', typed: true, wrongKeys: 2, forgiven: false, reactionMs: time * 2 };
}

export type Outcome = {
  /** Word-skills at true recall >= 0.9 on test day (recognition + recall). */
  known: number;
  expected: number;
  /** Words first met each day (either game). */
  newByDay: number[];
};

export function simulate(
  learners: Record<SkillName, SimulatedLearner>,
  policy: Policy,
  words: number,
  answerSeed: number,
): Outcome {
  const rng = createRng(answerSeed);
  const met = new Set<number>();
  const newByDay: number[] = [];
  for (let day = 0; day < SCHEDULE.days; day++) {
    let fresh = 0;
    const stopAt = rng() < SCHEDULE.stopShare ? 1 + Math.floor(rng() * (SCHEDULE.roundSize - 1)) : null;
    for (let round = 0; round < SCHEDULE.roundsPerGame * 2; round++) {
      const skill = SKILLS[round % 2] as SkillName;
      const start = day + SCHEDULE.sessionStart + round * SCHEDULE.roundGap;
      const dealt = policy.deal(skill, start);
      const last = round === SCHEDULE.roundsPerGame * 2 - 1;
      const played = last && stopAt !== null ? dealt.slice(0, stopAt) : dealt;
      const answers = played.map((word, i) => {
        const at = start + i * SCHEDULE.answerGap;
        const learner = learners[skill];
        const p = learner.recallAt(word, at);
        const recalled = learner.expose(word, at, rng);
        if (!met.has(word)) {
          met.add(word);
          fresh++;
        }
        return { word, outcome: playWord(skill, recalled, p, rng) };
      });
      policy.record(skill, start, answers);
    }
    newByDay.push(fresh);
  }
  let known = 0;
  let expected = 0;
  for (const skill of SKILLS) {
    for (let word = 0; word < words; word++) {
      const p = learners[skill].recallAt(word, TEST_AT);
      expected += p;
      if (p >= 0.9) known++;
    }
  }
  return { known, expected, newByDay };
}
