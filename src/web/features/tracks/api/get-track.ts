import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrackResponse } from '../../../../shared/api/tracks.ts';
import { isSignedIn } from '../../../../shared/api/user.ts';
import { apiFetch } from '../../../api/client.ts';
import { useAppStore } from '../../../state/app-store.ts';

/** GET /api/tracks/{id}: a stage's track with its words (403 for a premium track without Premium). */
export function getTrack(id: number, signal?: AbortSignal): Promise<TrackResponse> {
  return apiFetch<TrackResponse>(`/api/tracks/${id}`, { signal });
}

export function getTrackQueryOptions(id: number, learnerId: number) {
  return queryOptions({
    // The answer depends on the learner's role: a sign-in asks again.
    queryKey: ['track', id, learnerId],
    queryFn: ({ signal }) => getTrack(id, signal),
    staleTime: Infinity,
    retry: false,
  });
}

/** `enabled: false` when the page knows the learner may not have it (no 403 to log). */
export function useTrack(id: number, enabled = true) {
  const learnerId = useAppStore((state) => (isSignedIn(state.user) ? (state.user?.id ?? 1) : 1));
  return useQuery({ ...getTrackQueryOptions(id, learnerId), enabled });
}
