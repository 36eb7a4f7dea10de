/**
 * What the learning engine keeps in this browser for a visitor who is not signed in, for the
 * progress page: the cards and the rounds played here, and the study plan (weekly goal, exam date)
 * the dealer aims at. A light entry of the learning feature.
 */
import type { RoundBody } from '../../../shared/api/learning.ts';
import type { DealerCard } from '../../../shared/learning/dealer.ts';
import { DEFAULT_WEEKLY_GOAL, MAX_WEEKLY_GOAL, MIN_WEEKLY_GOAL } from '../../../shared/progress/habit.ts';
import type { StudyPlan } from '../../../shared/progress/plan.ts';
import { learningStore, mayHoldLearningData } from './learning-store.ts';
import { STUDY_PLAN_STORAGE_KEY } from './storage-keys.ts';

export { STUDY_PLAN_STORAGE_KEY };

/** The cards of this browser and the rounds played signed out here (kept until they reach an account). */
export async function localLearning(): Promise<{ cards: Map<string, DealerCard>; rounds: RoundBody[] }> {
  if (!(await mayHoldLearningData())) return { cards: new Map(), rounds: [] };
  const store = await learningStore();
  const [cards, rounds] = await Promise.all([store.allCards(), store.rounds()]);
  return { cards, rounds: rounds.filter((round) => round.state === 'local').map((round) => round.body) };
}

/** The visitor's study plan, from this browser (defaults when none or unreadable). */
export function localStudyPlan(): StudyPlan {
  try {
    const value = JSON.parse(
      localStorage.getItem(STUDY_PLAN_STORAGE_KEY) ?? 'null',
    ) as Partial<StudyPlan> | null;
    const goal = Number(value?.weeklyGoal);
    return {
      weeklyGoal:
        Number.isInteger(goal) && goal >= MIN_WEEKLY_GOAL && goal <= MAX_WEEKLY_GOAL
          ? goal
          : DEFAULT_WEEKLY_GOAL,
      examDate:
        typeof value?.examDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.examDate)
          ? value.examDate
          : null,
    };
  } catch {
    return { weeklyGoal: DEFAULT_WEEKLY_GOAL, examDate: null };
  }
}

export function saveLocalStudyPlan(plan: StudyPlan): void {
  localStorage.setItem(STUDY_PLAN_STORAGE_KEY, JSON.stringify(plan));
}
