import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CommunityTrack,
  DesignersResponse,
  TrackListResponse,
  UserTracksResponse,
} from '../../../../shared/api/community.ts';
import type { CatalogSort } from '../../../../shared/community/ranking.ts';
import { apiFetch } from '../../../api/client.ts';
import { useAppStore } from '../../../state/app-store.ts';
import { communityQueries } from './keys.ts';

/** GET /api/tracks/catalog/{page}?sort= : a page of the catalog. */
export function getCatalogQueryOptions(page: number, sort: CatalogSort) {
  return queryOptions({
    queryKey: [...communityQueries.catalogs, sort, page],
    queryFn: ({ signal }) =>
      apiFetch<TrackListResponse>(`/api/tracks/catalog/${page}?sort=${sort}`, { signal }),
    retry: false,
  });
}
export const useCatalog = (page: number, sort: CatalogSort) => useQuery(getCatalogQueryOptions(page, sort));

/** GET /api/tracks/top-designers/{page} */
export const useTopDesigners = (page: number) =>
  useQuery({
    queryKey: [...communityQueries.all, 'designers', page],
    queryFn: ({ signal }) => apiFetch<DesignersResponse>(`/api/tracks/top-designers/${page}`, { signal }),
    retry: false,
  });

/** GET /api/tracks/user/{uid}/{page} */
export const useUserTracks = (uid: number, page: number) =>
  useQuery({
    queryKey: [...communityQueries.all, 'user', uid, page],
    queryFn: ({ signal }) => apiFetch<UserTracksResponse>(`/api/tracks/user/${uid}/${page}`, { signal }),
    retry: false,
  });

/** GET /api/tracks/community/{id}: the track with its words and the reader's vote. */
export function getCommunityTrackQueryOptions(id: number, readerId: number) {
  return queryOptions({
    queryKey: [...communityQueries.all, 'track', id, readerId],
    queryFn: ({ signal }) => apiFetch<CommunityTrack>(`/api/tracks/community/${id}`, { signal }),
    retry: false,
  });
}
export function useCommunityTrack(id: number) {
  const readerId = useAppStore((state) => state.user?.id ?? 1);
  return useQuery(getCommunityTrackQueryOptions(id, readerId));
}

/** POST /api/tracks/community/{id}/vote */
export function useVote(id: number) {
  const queryClient = useQueryClient();
  const readerId = useAppStore((state) => state.user?.id ?? 1);
  return useMutation({
    mutationFn: (vote: 'like' | 'dislike' | 'none') =>
      apiFetch<{ likes: number; dislikes: number; myVote: number }>(`/api/tracks/community/${id}/vote`, {
        method: 'POST',
        body: { vote },
      }),
    onSuccess: (counts) => {
      queryClient.setQueryData(getCommunityTrackQueryOptions(id, readerId).queryKey, (old) =>
        old ? { ...old, ...counts } : old,
      );
      void queryClient.invalidateQueries({ queryKey: communityQueries.catalogs });
    },
  });
}

/** POST /api/tracks/avatar */
export function useSetAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (avatar: string) =>
      apiFetch<{ avatar: string }>('/api/tracks/avatar', { method: 'POST', body: { avatar } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityQueries.all }),
  });
}
