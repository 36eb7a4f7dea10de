/**
 * Where the progress page's numbers come from: the server for a signed-in learner, this browser's
 * learning data for a visitor (the same shared code works both out, src/shared/progress/).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProgressResponse, ProgressWordsResponse, StudyPlanBody } from '../../../shared/api/progress.ts';
import { isSignedIn } from '../../../shared/api/user.ts';
import { learnerDay } from '../../../shared/learning/learner-day.ts';
import { examDateProblem, type StudyPlan, type WordSort } from '../../../shared/progress/plan.ts';
import { ApiError, apiFetch } from '../../api/client.ts';
import { getToken } from '../../api/token.ts';
import { useConfirmedUser } from '../../api/user-info.ts';
import { useAppStore } from '../../state/app-store.ts';
import { localStudyPlan, saveLocalStudyPlan } from '../learning/local-learning.ts';

/** The progress page's queries, under one key: a saved plan invalidates `all`. */
export const progressQueries = { all: ['progress'] as const };

export type WordsQuery = { list: string; sort: WordSort; dir: 'asc' | 'desc'; page: number; weak?: boolean };

const timezone = () => new Date().getTimezoneOffset();

/**
 * Who the page speaks for: the account (its id) or this browser ('local'); null until known. A
 * browser with no token holds no account, so it is 'local' without asking the server: offline, a
 * visitor's progress shows from this browser's records instead of waiting for an answer.
 */
export function useProgressOwner(): number | 'local' | null {
  const user = useConfirmedUser();
  if (getToken() === null) return 'local';
  if (!user) return null;
  return isSignedIn(user) ? user.id : 'local';
}

export function useProgress() {
  const owner = useProgressOwner();
  return useQuery({
    queryKey: [...progressQueries.all, owner],
    enabled: owner !== null,
    staleTime: 0,
    queryFn: async ({ signal }) => {
      if (owner === 'local') {
        const { localProgress } = await import('./local-progress.ts');
        return localProgress(useAppStore.getState());
      }
      // Rounds played signed out in this browser (or queued offline) reach the account first.
      await import('../learning/record-round.ts').then(({ syncLearning }) => syncLearning()).catch(() => {});
      return apiFetch<ProgressResponse>(`/api/progress?tz=${timezone()}`, { signal });
    },
  });
}

export async function fetchProgressWords(
  owner: number | 'local',
  query: WordsQuery,
  signal?: AbortSignal,
): Promise<ProgressWordsResponse> {
  if (owner === 'local') {
    const { localWords } = await import('./local-progress.ts');
    return localWords(useAppStore.getState(), query);
  }
  const params = new URLSearchParams({
    list: query.list,
    sort: query.sort,
    dir: query.dir,
    page: String(query.page),
    weak: query.weak ? '1' : '0',
    tz: String(timezone()),
  });
  return apiFetch<ProgressWordsResponse>(`/api/progress/words?${params}`, { signal });
}

export function useProgressWords(query: WordsQuery | null) {
  const owner = useProgressOwner();
  return useQuery({
    queryKey: [...progressQueries.all, owner, 'words', query],
    enabled: owner !== null && query !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
    queryFn: ({ signal }) => fetchProgressWords(owner ?? 'local', query as WordsQuery, signal),
  });
}

/** Saves the weekly goal and the exam date: on the account, or in this browser for a visitor. */
/** The weekly goal and exam date: the account's, or this browser's for a visitor. */
export function useStudyPlan() {
  const owner = useProgressOwner();
  return useQuery({
    queryKey: [...progressQueries.all, owner, 'plan'],
    enabled: owner !== null,
    queryFn: ({ signal }) =>
      owner === 'local' ? localStudyPlan() : apiFetch<StudyPlan>('/api/progress/settings', { signal }),
  });
}

export function useSaveStudyPlan() {
  const owner = useProgressOwner();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (plan: StudyPlan): Promise<StudyPlan> => {
      const body: StudyPlanBody = { ...plan, timezoneOffsetMinutes: timezone() };
      if (owner === 'local' || owner === null) {
        const problem = examDateProblem(plan.examDate, learnerDay(Date.now(), body.timezoneOffsetMinutes));
        if (problem) throw new ApiError(400, [{ field: 'examDate', message: problem }]);
        saveLocalStudyPlan(plan);
        return plan;
      }
      return apiFetch<StudyPlan>('/api/progress/settings', { method: 'POST', body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: progressQueries.all }),
  });
}
