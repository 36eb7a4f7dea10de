import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CareerResponse, SelectStageResponse } from '../../../../shared/api/tracks.ts';
import { isSignedIn } from '../../../../shared/api/user.ts';
import { apiFetch } from '../../../api/client.ts';
import { useAppStore } from '../../../state/app-store.ts';
import { type CareerRecords, careerRecords } from '../career-records.ts';

export type CareerOverview = CareerResponse & CareerRecords;

/** Who the career is shown for: the signed-in learner's id, or 1 (a visitor: this browser's rounds). */
function useLearnerId(): number {
  return useAppStore((state) => (isSignedIn(state.user) ? (state.user?.id ?? 1) : 1));
}

/**
 * Every episode with its stages, and what the learner did: completed stages from the server for a
 * signed-in learner, from this browser's rounds for a visitor; best stars from this browser.
 */
async function getCareer(signedIn: boolean, signal?: AbortSignal): Promise<CareerOverview> {
  const career = await apiFetch<CareerResponse>('/api/tracks/career', { signal });
  return { ...career, ...(await careerRecords(career, signedIn ? career.Completed : null)) };
}

/** The career's queries, under one key: a round recorded on a stage invalidates `all`. */
export const careerQueries = { all: ['career'] as const };

export function getCareerQueryOptions(learnerId: number) {
  return queryOptions({
    queryKey: [...careerQueries.all, learnerId],
    queryFn: ({ signal }) => getCareer(learnerId > 1, signal),
  });
}

export function useCareer() {
  return useQuery(getCareerQueryOptions(useLearnerId()));
}

/** GET /tracks/select-stage/{page}, an episode's track ids and completed stages. */
function getSelectStage(page: number, signal?: AbortSignal): Promise<SelectStageResponse> {
  return apiFetch<SelectStageResponse>(`/api/tracks/select-stage/${page}`, { signal });
}

export function getSelectStageQueryOptions(page: number, learnerId: number) {
  return queryOptions({
    queryKey: [...careerQueries.all, learnerId, 'select-stage', page],
    queryFn: ({ signal }) => getSelectStage(page, signal),
    retry: false,
  });
}

export function useSelectStage(page: number) {
  return useQuery(getSelectStageQueryOptions(page, useLearnerId()));
}
