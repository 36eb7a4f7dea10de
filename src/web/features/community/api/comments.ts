import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Comment, CommentSort } from '../../../../shared/api/community.ts';
import { apiFetch } from '../../../api/client.ts';

export type CommentThread = Comment & { replies: Comment[] };

/**
 * Comments: replies are grouped under their parent on the client, one level deep,
 * ordered by id ascending; top-level comments keep the server's order.
 */
export function groupReplies(comments: Comment[]): CommentThread[] {
  const threads = comments
    .filter((comment) => comment.parentCommentId === null)
    .map((comment) => ({ ...comment, replies: [] as Comment[] }));
  const byId = new Map(threads.map((thread) => [thread.id, thread]));
  for (const comment of comments) {
    if (comment.parentCommentId !== null) byId.get(comment.parentCommentId)?.replies.push(comment);
  }
  for (const thread of threads) thread.replies.sort((a, b) => a.id - b.id);
  return threads;
}

/** A track's comments, in every sort, under one key: a change to them invalidates `of(track)`. */
const commentQueries = { of: (contentId: number) => ['comments', contentId] as const };

/** GET /api/comments/{contentId}/{sortMode} */
export function getCommentsQueryOptions(contentId: number, sort: CommentSort) {
  return queryOptions({
    queryKey: [...commentQueries.of(contentId), sort],
    queryFn: async ({ signal }) =>
      groupReplies(
        (await apiFetch<{ comments: Comment[] }>(`/api/comments/${contentId}/${sort}`, { signal })).comments,
      ),
    retry: false,
  });
}
export const useComments = (contentId: number, sort: CommentSort) =>
  useQuery(getCommentsQueryOptions(contentId, sort));

function useInvalidateComments(contentId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: commentQueries.of(contentId) });
}

/** POST /api/comments/{contentId} (after the captcha of the action flow) */
export function usePostComment(contentId: number) {
  const invalidate = useInvalidateComments(contentId);
  return useMutation({
    mutationFn: (input: { text: string; parentCommentId: number | null; captcha: string }) =>
      apiFetch<Comment>(`/api/comments/${contentId}`, {
        method: 'POST',
        body: { text: input.text, parentCommentId: input.parentCommentId, reCaptcha: input.captcha },
      }),
    onSuccess: invalidate,
  });
}

/** PATCH /api/comments/{commentId} */
export function useEditComment(contentId: number) {
  const invalidate = useInvalidateComments(contentId);
  return useMutation({
    mutationFn: (input: { id: number; text: string }) =>
      apiFetch<Comment>(`/api/comments/${input.id}`, { method: 'PATCH', body: { text: input.text } }),
    onSuccess: invalidate,
  });
}

/** DELETE /api/comments/{commentId} */
export function useDeleteComment(contentId: number) {
  const invalidate = useInvalidateComments(contentId);
  return useMutation({
    mutationFn: (id: number) => apiFetch<{ id: number }>(`/api/comments/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
