import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommunityTrack, PublishBody } from '../../../../shared/api/community.ts';
import { apiFetch } from '../../../api/client.ts';
import { communityQueries } from '../../community/api/keys.ts';

/** POST /api/tracks/community (publish) or PUT /api/tracks/community/{id} (republish). */
export function usePublish(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PublishBody) =>
      apiFetch<CommunityTrack>(id ? `/api/tracks/community/${id}` : '/api/tracks/community', {
        method: id ? 'PUT' : 'POST',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityQueries.all }),
  });
}

/** DELETE /api/tracks/community/{id} */
export function useUnpublish(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<{ id: number }>(`/api/tracks/community/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityQueries.all }),
  });
}
