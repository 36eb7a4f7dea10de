/**
 * The game page's one call into the learning engine: records a finished round (on the server when
 * signed in, in this browser otherwise), and sends what waits in the queue. Loaded lazily by the
 * game page, so no site page pays for it up front.
 */
import type { RoundResponse } from '../../../shared/api/learning.ts';
import type { StudyPlanBody } from '../../../shared/api/progress.ts';
import type { RoundResults } from '../../../shared/game-protocol.ts';
import type { WordChange } from '../../../shared/learning/review.ts';
import { DEFAULT_WEEKLY_GOAL } from '../../../shared/progress/habit.ts';
import type { StudyPlan } from '../../../shared/progress/plan.ts';
import { ApiError, apiFetch } from '../../api/client.ts';
import { getToken } from '../../api/token.ts';
import { useConnectionStatus } from '../../shell/connection-status.tsx';
import { useAppStore } from '../../state/app-store.ts';
import { createLearningEngine, type LearningEngine, type PostFailure } from './learning-engine.ts';
import { learningStore } from './learning-store.ts';
import { localStudyPlan, STUDY_PLAN_STORAGE_KEY } from './local-learning.ts';
import { roundBodyFromResults } from './round-body.ts';

/** Offline, server down or signed out meanwhile: keep the round; refused as invalid: drop it. */
function classifyFailure(error: unknown): PostFailure {
  if (error instanceof ApiError && (error.status === 400 || error.status === 403 || error.status === 409))
    return 'drop';
  return 'retry';
}

let engine: Promise<LearningEngine> | undefined;
function learningEngine(): Promise<LearningEngine> {
  engine ??= learningStore().then((store) =>
    createLearningEngine({
      store,
      post: (body) =>
        apiFetch<RoundResponse>('/api/learning/rounds', { method: 'POST', body }).then(
          (response) => {
            useConnectionStatus.getState().setLimitNotice(null);
            return response;
          },
          (error: unknown) => {
            // A per-learner limit (429): the round stays queued; the header says why.
            if (error instanceof ApiError && error.status === 429)
              useConnectionStatus.getState().setLimitNotice(error.message);
            throw error;
          },
        ),
      classifyFailure,
    }),
  );
  return engine;
}

/** Records the round; answers what changed word by word (null when it waits in the queue). */
export async function recordRoundResults(
  results: RoundResults,
  context: { listId: string; languageLearn: string },
): Promise<WordChange[] | null> {
  const body = roundBodyFromResults(results, {
    ...context,
    roundId: crypto.randomUUID(),
    timezoneOffsetMinutes: new Date().getTimezoneOffset(),
  });
  if (!body) return null;
  const learning = await learningEngine();
  const userId = signedInUserId();
  const changes = await learning.record(body, userId);
  if (userId !== null) await learning.flush(userId);
  return changes;
}

/** The account the rounds belong to: null when signed out (the spec's user id 1 is anonymous). */
export function signedInUserId(): number | null {
  const id = useAppStore.getState().user?.id ?? 1;
  return getToken() !== null && id > 1 ? id : null;
}

/** Sends the account's queued rounds now (log out sends them before the token goes). */
export async function sendQueuedRounds(userId: number): Promise<void> {
  await (await learningEngine()).flush(userId);
}

/** Signed in: the rounds played signed out go to the account (once), and the queue is sent. */
export async function syncLearning(): Promise<void> {
  const userId = signedInUserId();
  if (userId === null) return;
  const learning = await learningEngine();
  await learning.mergeAnonymousHistory(userId);
  await moveLocalStudyPlan();
}

/**
 * The visitor's study plan (weekly goal, exam date) goes to the account with their rounds (issue
 * 33), unless the account has a plan of its own already; then this browser's copy is dropped.
 */
async function moveLocalStudyPlan(): Promise<void> {
  let kept: string | null = null;
  try {
    kept = localStorage.getItem(STUDY_PLAN_STORAGE_KEY);
  } catch {
    return;
  }
  if (kept === null) return;
  const plan = localStudyPlan();
  try {
    const account = await apiFetch<StudyPlan>('/api/progress/settings');
    const accountHasPlan = account.weeklyGoal !== DEFAULT_WEEKLY_GOAL || account.examDate !== null;
    const visitorHasPlan = plan.weeklyGoal !== DEFAULT_WEEKLY_GOAL || plan.examDate !== null;
    if (!accountHasPlan && visitorHasPlan) {
      const body: StudyPlanBody = { ...plan, timezoneOffsetMinutes: new Date().getTimezoneOffset() };
      await apiFetch<StudyPlan>('/api/progress/settings', { method: 'POST', body });
    }
  } catch (error) {
    // Offline or the server in trouble: try again at the next sync. Refused (an exam day that has
    // passed meanwhile): there is nothing to keep.
    if (!(error instanceof ApiError && error.status === 400)) return;
  }
  localStorage.removeItem(STUDY_PLAN_STORAGE_KEY);
}
