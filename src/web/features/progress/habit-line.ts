/**
 * The learner's week in one line, for the game's results screen (docs/decisions/014-progress.md: shown briefly there).
 * From the account for a signed-in learner, from this browser's rounds otherwise.
 */
import type { ProgressResponse } from '../../../shared/api/progress.ts';
import { learnerDay } from '../../../shared/learning/learner-day.ts';
import { habitLine, weeklyHabit } from '../../../shared/progress/habit.ts';
import { apiFetch } from '../../api/client.ts';
import { localLearning, localStudyPlan } from '../learning/local-learning.ts';

export async function currentHabitLine(signedIn: boolean): Promise<string> {
  const tz = new Date().getTimezoneOffset();
  if (signedIn) {
    const progress = await apiFetch<ProgressResponse>(`/api/progress?tz=${tz}`);
    return habitLine(progress.habit);
  }
  const { rounds } = await localLearning();
  const days = rounds.map((round) => Math.floor(learnerDay(round.playedAt, round.timezoneOffsetMinutes)));
  return habitLine(weeklyHabit(days, localStudyPlan().weeklyGoal, Math.floor(learnerDay(Date.now(), tz))));
}
