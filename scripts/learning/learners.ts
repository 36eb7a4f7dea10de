/**
 * Simulated learners for `npm run bench:learning`. Families, with their equations and parameters
 * fixed before the dealer was tuned (docs/decisions/012-learning-dealer.md, 020-dealer-verifies.md):
 * - FSRS-6 with wide per-learner and per-word variation: every weight times e^N(0, 0.4) per
 *   learner (the decay kept in 0.1-0.8), a per-word difficulty offset N(0, 1.5), and a per-word
 *   consolidation factor e^N(0, 0.4) on every stability gain. The dealer uses FSRS's default
 *   weights and never sees any of this;
 * - an ACT-R activation model with a spacing effect (Pavlik & Anderson 2005): each exposure leaves a
 *   trace decaying as age^-d, d = c*e^m + alpha where m is the activation when the trace was laid
 *   down (massed exposures decay faster); between-day time is scaled by h = 0.025 (psychological
 *   time). Not the dealer's equations;
 * - a slow consolidator (ours, below): exponential forgetting whose stability grows only slowly
 *   with spaced recalls and not at all within a day;
 * - a held-out half-life family, reported and never tuned on.
 * Each learner has one memory per word and skill; recall (Space Words) is harder than
 * recognition (Word Candy Match). An exposure is: try to recall (a new word is never recalled),
 * then see the answer.
 */
import {
  createMemoryModel,
  DEFAULT_FSRS_WEIGHTS,
  GRADE,
  type MemoryState,
} from '../../src/shared/learning/fsrs-adapter.ts';
import type { Rng } from '../../src/shared/rng.ts';

export { createRng, type Rng, shuffled } from '../../src/shared/rng.ts';

/** A standard normal draw (Box-Muller). */
function normal(rng: Rng): number {
  const u = Math.max(rng(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
}

/** A learner's memory of one skill: answers an exposure at a time (in days) and says its true recall at a time. */
export interface SimulatedLearner {
  expose(word: number, at: number, rng: Rng): boolean;
  recallAt(word: number, at: number): number;
}

/** The two skills the games train. */
export type SkillName = 'recognition' | 'recall';

const FSRS_LEARNER = {
  /** Standard deviation of the log-normal noise on each weight, per learner. */
  WEIGHT_NOISE: 0.4,
  /** Standard deviation of a word's difficulty offset (difficulty runs 1-10). */
  WORD_DIFFICULTY_SD: 1.5,
  /** Standard deviation of a word's log consolidation factor (on every stability gain). */
  WORD_GAIN_SD: 0.4,
  /** Recall is harder than recognition: difficulty offset for the recall skill. */
  RECALL_DIFFICULTY: 1,
} as const;

export function createFsrsLearner(words: number, rng: Rng, skill: SkillName = 'recognition'): SimulatedLearner {
  const weights = DEFAULT_FSRS_WEIGHTS.map((w, i) =>
    // w[20], the decay, stays in its valid range 0.1-0.8.
    i === 20
      ? Math.min(0.8, Math.max(0.1, w * Math.exp(FSRS_LEARNER.WEIGHT_NOISE * normal(rng))))
      : w * Math.exp(FSRS_LEARNER.WEIGHT_NOISE * normal(rng)),
  );
  const model = createMemoryModel(weights);
  const extra = skill === 'recall' ? FSRS_LEARNER.RECALL_DIFFICULTY : 0;
  const offsets = Array.from({ length: words }, () => extra + FSRS_LEARNER.WORD_DIFFICULTY_SD * normal(rng));
  const gains = Array.from({ length: words }, () => Math.exp(FSRS_LEARNER.WORD_GAIN_SD * normal(rng)));
  const states: (MemoryState | null)[] = new Array(words).fill(null);
  const lastAt: number[] = new Array(words).fill(0);
  return {
    expose(word, at, r) {
      const state = states[word] ?? null;
      const recalled = state !== null && r() < model.recall(state, at - (lastAt[word] ?? 0));
      const grade = recalled ? GRADE.good : GRADE.again;
      if (state === null) {
        const first = model.review(null, 0, grade);
        const difficulty = Math.min(10, Math.max(1, first.difficulty + (offsets[word] ?? 0)));
        states[word] = { ...first, difficulty };
      } else {
        const next = model.review(state, Math.floor(at) - Math.floor(lastAt[word] ?? 0), grade);
        const gain = next.stability - state.stability;
        states[word] = gain > 0 ? { ...next, stability: state.stability + gain * (gains[word] ?? 1) } : next;
      }
      lastAt[word] = at;
      return recalled;
    },
    recallAt(word, at) {
      const state = states[word];
      return state ? model.recall(state, at - (lastAt[word] ?? 0)) : 0;
    },
  };
}

/** Pavlik & Anderson (2005) fitted values. */
const ACTR_LEARNER = {
  c: 0.217,
  alpha: 0.177,
  tau: -0.704,
  s: 0.255,
  /** Between-day time counts at this share (psychological time). */
  h: 0.025,
  /** Per-learner and per-word spread of the activation offset. */
  LEARNER_SD: 0.1,
  WORD_SD: 0.35,
  /** Mean offset: sets how easy the list is for this population (chosen once, before tuning). */
  MEAN_OFFSET: 0.45,
  /** Recall is harder than recognition: activation offset for the recall skill. */
  RECALL_OFFSET: -0.2,
} as const;

const SECONDS_A_DAY = 86_400;

/** Psychological time in seconds: within a day real seconds, between days h of them. */
function psychologicalSeconds(at: number): number {
  const day = Math.floor(at);
  return day * SECONDS_A_DAY * ACTR_LEARNER.h + (at - day) * SECONDS_A_DAY;
}

export function createActrLearner(words: number, rng: Rng, skill: SkillName = 'recognition'): SimulatedLearner {
  const learnerOffset =
    ACTR_LEARNER.MEAN_OFFSET +
    (skill === 'recall' ? ACTR_LEARNER.RECALL_OFFSET : 0) +
    ACTR_LEARNER.LEARNER_SD * normal(rng);
  const offsets = Array.from({ length: words }, () => learnerOffset + ACTR_LEARNER.WORD_SD * normal(rng));
  const traces: { at: number; decay: number }[][] = Array.from({ length: words }, () => []);
  const activation = (word: number, at: number): number => {
    const list = traces[word] ?? [];
    if (list.length === 0) return Number.NEGATIVE_INFINITY;
    const now = psychologicalSeconds(at);
    let sum = 0;
    for (const trace of list) sum += Math.max(1, now - trace.at) ** -trace.decay;
    return (offsets[word] ?? 0) + Math.log(sum);
  };
  const probability = (m: number): number => 1 / (1 + Math.exp((ACTR_LEARNER.tau - m) / ACTR_LEARNER.s));
  return {
    expose(word, at, r) {
      const m = activation(word, at);
      const recalled = Number.isFinite(m) && r() < probability(m);
      const decay = Number.isFinite(m)
        ? ACTR_LEARNER.c * Math.exp(m - (offsets[word] ?? 0)) + ACTR_LEARNER.alpha
        : ACTR_LEARNER.alpha;
      traces[word]?.push({ at: psychologicalSeconds(at), decay });
      return recalled;
    },
    recallAt(word, at) {
      const m = activation(word, at);
      return Number.isFinite(m) ? probability(m) : 0;
    },
  };
}

/**
 * A third family, held out: the dealer was tuned without it. Exponential forgetting with a
 * half-life per word (as in half-life regression): p = 2^(-t/h). A recall multiplies the half-life
 * by more the harder it was (2 + 3(1 - p): a spacing effect); a miss multiplies it by 0.7. Its
 * parameters were set, like ACT-R's, so that a shuffled cycle lands near the reference level (~120 of 300).
 */
const HALF_LIFE_LEARNER = {
  FIRST_HALF_LIFE_DAYS: 3,
  WORD_SD: 0.4,
  LEARNER_SD: 0.2,
} as const;

export function createHalfLifeLearner(words: number, rng: Rng, skill: SkillName = 'recognition'): SimulatedLearner {
  const learner = HALF_LIFE_LEARNER.LEARNER_SD * normal(rng) + (skill === 'recall' ? -0.2 : 0);
  const first = Array.from(
    { length: words },
    () =>
      HALF_LIFE_LEARNER.FIRST_HALF_LIFE_DAYS * Math.exp(learner + HALF_LIFE_LEARNER.WORD_SD * normal(rng)),
  );
  const halfLife: (number | null)[] = new Array(words).fill(null);
  const lastAt: number[] = new Array(words).fill(0);
  const recall = (word: number, at: number) => {
    const h = halfLife[word];
    return h == null ? 0 : 2 ** (-(at - (lastAt[word] ?? 0)) / h);
  };
  return {
    expose(word, at, r) {
      const p = recall(word, at);
      const recalled = r() < p;
      const h = halfLife[word];
      halfLife[word] =
        h == null ? (first[word] ?? 0.5) : recalled ? h * (2 + 3 * (1 - p)) : Math.max(h * 0.7, 0.05);
      lastAt[word] = at;
      return recalled;
    },
    recallAt: recall,
  };
}

/**
 * A slow consolidator (our own family, fixed before tuning): memory that consolidates more slowly
 * than FSRS's default weights predict.
 * - Forgetting follows p = (1 + t / (9 s))^-1, with s the word's stability in days (p = 0.9 at
 *   t = s). FSRS-6's default curve is flatter; its gains are not this family's.
 * - A new word's first exposure leaves s0 = 1 day x e^(learner N(0, 0.3) + word N(0, 0.4)); recall
 *   (Space Words) starts at 0.6 of that.
 * - A recall on a later day multiplies s by 1.5 + 1.5 (1 - p): a harder recall gains more (a
 *   spacing effect), but a recall at p = 0.9 gains x1.65, where FSRS's defaults grow a Good review
 *   about x3.5 (and up to x18 when late).
 * - Within a day a repeat adds only 5% (no consolidation without sleep); a miss multiplies s by
 *   0.4 (at least 0.1 day).
 * Parameters set once, before the dealer was tuned, so that a budget-sized cycle brings some words
 * to 0.9 on test day.
 */
const SLOW_LEARNER = {
  FIRST_STABILITY_DAYS: 1,
  LEARNER_SD: 0.3,
  WORD_SD: 0.4,
  BASE_GAIN: 0.5,
  SPACING_GAIN: 1.5,
  SAME_DAY_GAIN: 0.05,
  MISS_FACTOR: 0.4,
  MIN_STABILITY_DAYS: 0.1,
  RECALL_FACTOR: 0.6,
} as const;

export function createSlowLearner(words: number, rng: Rng, skill: SkillName = 'recognition'): SimulatedLearner {
  const learner = SLOW_LEARNER.LEARNER_SD * normal(rng);
  const skillFactor = skill === 'recall' ? SLOW_LEARNER.RECALL_FACTOR : 1;
  const first = Array.from(
    { length: words },
    () => SLOW_LEARNER.FIRST_STABILITY_DAYS * skillFactor * Math.exp(learner + SLOW_LEARNER.WORD_SD * normal(rng)),
  );
  const stability: (number | null)[] = new Array(words).fill(null);
  const lastAt: number[] = new Array(words).fill(0);
  const recall = (word: number, at: number) => {
    const s = stability[word];
    return s == null ? 0 : 1 / (1 + (at - (lastAt[word] ?? 0)) / (9 * s));
  };
  return {
    expose(word, at, r) {
      const p = recall(word, at);
      const recalled = r() < p;
      const s = stability[word];
      const sameDay = Math.floor(at) === Math.floor(lastAt[word] ?? 0);
      if (s == null) stability[word] = first[word] ?? SLOW_LEARNER.FIRST_STABILITY_DAYS;
      else if (!recalled) stability[word] = Math.max(SLOW_LEARNER.MIN_STABILITY_DAYS, s * SLOW_LEARNER.MISS_FACTOR);
      else if (sameDay) stability[word] = s * (1 + SLOW_LEARNER.SAME_DAY_GAIN);
      else stability[word] = s * (1 + SLOW_LEARNER.BASE_GAIN + SLOW_LEARNER.SPACING_GAIN * (1 - p));
      lastAt[word] = at;
      return recalled;
    },
    recallAt: recall,
  };
}
