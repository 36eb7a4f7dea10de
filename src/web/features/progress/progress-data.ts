/**
 * Where the progress page's numbers come from: the server for a signed-in learner, this browser's
 * learning data for a visitor (the same shared code works both out, src/shared/progress/).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ProgressResponse,
  ProgressWordsResponse,
  StudyPlan,
  StudyPlanBody,
} from '../../../shared/api/progress.ts';
import { examDateProblem } from '../../../shared/api/progress.ts';
import { isSignedIn } from '../../../shared/api/user.ts';
import { learnerDay } from '../../../shared/learning/review.ts';
import {
  type ProgressList,
  progressSummary,
  type WordSort,
  wordsPage,
} from '../../../shared/progress/summary.ts';
import { ApiError, apiFetch } from '../../api/client.ts';
import { getToken } from '../../api/token.ts';
import { useConfirmedUser } from '../../api/user-info.ts';
import { type AppState, useAppStore } from '../../state/app-store.ts';
import { localLearning, localStudyPlan, saveLocalStudyPlan } from '../learning/local-learning.ts';
import { syncLearning } from '../learning/record-round.ts';
import { deviceList } from '../word-lists/index.ts';

export const PROGRESS_QUERY_KEY = 'progress';

export type WordsQuery = { list: string; sort: WordSort; dir: 'asc' | 'desc'; page: number; weak?: boolean };

const timezone = () => new Date().getTimezoneOffset();

/** Who the page speaks for: the account (its id) or this browser ('local'); null until known. */
export function useProgressOwner(): number | 'local' | null {
  const user = useConfirmedUser();
  if (!user) return null;
  return isSignedIn(user) && getToken() !== null ? user.id : 'local';
}

/** A visitor's lists, cards and answers, from this browser. */
async function localInputs(state: Pick<AppState, 'vocabularies'>) {
  const { cards, rounds } = await localLearning();
  const answersByDay = new Map<number, number>();
  const languages = new Map<string, string>();
  for (const round of rounds) {
    const day = Math.floor(learnerDay(round.playedAt, round.timezoneOffsetMinutes));
    answersByDay.set(day, (answersByDay.get(day) ?? 0) + round.words.length);
    languages.set(round.listId, round.languageLearn);
  }
  const lists: ProgressList[] = [];
  for (const listId of [...languages.keys()].reverse()) {
    const found = deviceList(listId, state);
    if (found)
      lists.push({
        listId,
        name: found.name,
        languageLearn: languages.get(listId) ?? 'en',
        words: found.cards,
      });
  }
  return { cards, answersByDay, lists };
}

async function localProgress(state: Pick<AppState, 'vocabularies'>): Promise<ProgressResponse> {
  const { cards, answersByDay, lists } = await localInputs(state);
  const plan = localStudyPlan();
  const today = learnerDay(Date.now(), timezone());
  const examDate = plan.examDate && !examDateProblem(plan.examDate, today) ? plan.examDate : null;
  return {
    plan,
    ...progressSummary({ lists, cards, answersByDay, today, weeklyGoal: plan.weeklyGoal, examDate }),
  };
}

async function localWords(
  state: Pick<AppState, 'vocabularies'>,
  query: WordsQuery,
): Promise<ProgressWordsResponse> {
  const { cards, lists } = await localInputs(state);
  const list = lists.find((item) => item.listId === query.list);
  if (!list) throw new ApiError(404, [{ message: 'That list has not been played in this browser.' }]);
  const page = wordsPage(list, cards, learnerDay(Date.now(), timezone()), {
    ...query,
    weak: Boolean(query.weak),
  });
  return { listId: list.listId, name: list.name, ...page };
}

export function useProgress() {
  const owner = useProgressOwner();
  return useQuery({
    queryKey: [PROGRESS_QUERY_KEY, owner],
    enabled: owner !== null,
    staleTime: 0,
    queryFn: async ({ signal }) => {
      if (owner === 'local') return localProgress(useAppStore.getState());
      // Rounds played signed out in this browser (or queued offline) reach the account first.
      await syncLearning().catch(() => {});
      return apiFetch<ProgressResponse>(`/api/progress?tz=${timezone()}`, { signal });
    },
  });
}

export function fetchProgressWords(owner: number | 'local', query: WordsQuery, signal?: AbortSignal) {
  if (owner === 'local') return localWords(useAppStore.getState(), query);
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
    queryKey: [PROGRESS_QUERY_KEY, owner, 'words', query],
    enabled: owner !== null && query !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
    queryFn: ({ signal }) => fetchProgressWords(owner ?? 'local', query as WordsQuery, signal),
  });
}

/** Saves the weekly goal and the exam date: on the account, or in this browser for a visitor. */
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PROGRESS_QUERY_KEY] }),
  });
}
