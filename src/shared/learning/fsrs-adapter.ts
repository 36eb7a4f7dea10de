/**
 * The one place that knows ts-fsrs. Everything else in the learning engine speaks in
 * MemoryState, grades 1-4 and days, so a later FSRS version changes this file only.
 */
import { default_w, FSRSAlgorithm, generatorParameters } from 'ts-fsrs';

/** Again, Hard, Good, Easy: FSRS's four grades. */
export type Grade = 1 | 2 | 3 | 4;
export const GRADE = { again: 1, hard: 2, good: 3, easy: 4 } as const satisfies Record<string, Grade>;

/** FSRS memory state of one card: stability in days (interval at 90% recall) and difficulty 1-10. */
export type MemoryState = { stability: number; difficulty: number };

export type MemoryModel = {
  /** The state after a review `elapsedDays` after the last one (0 = the same day: short-term rule). */
  review(state: MemoryState | null, elapsedDays: number, grade: Grade): MemoryState;
  /** Probability of recall `elapsedDays` (may be fractional) after the last review. */
  recall(state: MemoryState, elapsedDays: number): number;
  /** The initial difficulty FSRS gives a first grade (for simulated learners with per-word offsets). */
  initialDifficulty(grade: Grade): number;
};

/** FSRS-6 with the given weights (default: ts-fsrs's default FSRS-6 weights). */
export function createMemoryModel(weights: readonly number[] = default_w): MemoryModel {
  const algorithm = new FSRSAlgorithm(
    generatorParameters({ w: [...weights], enable_short_term: true, enable_fuzz: false }),
  );
  return {
    review(state, elapsedDays, grade) {
      const days = Math.max(0, Math.floor(elapsedDays));
      return algorithm.next_state(state, days, grade);
    },
    recall(state, elapsedDays) {
      return algorithm.forgetting_curve(Math.max(0, elapsedDays), state.stability);
    },
    initialDifficulty(grade) {
      return algorithm.init_difficulty(grade);
    },
  };
}

export const DEFAULT_FSRS_WEIGHTS: readonly number[] = default_w;
