import { describe, expect, it } from 'vitest';
import type { Comment } from '../../../../shared/api/community.ts';
import { groupReplies } from './comments.ts';

const comment = (id: number, parentCommentId: number | null): Comment => ({
  id,
  parentCommentId,
  contentId: 1001,
  uid: 2,
  username: 'Ana',
  avatar: '',
  text: `comment ${id}`,
  createdAt: id,
  editedAt: null,
  replyCount: 0,
});

describe('groupReplies', () => {
  it('puts replies under their parent by id ascending and keeps the order of top-level comments', () => {
    const threads = groupReplies([
      comment(9, 1),
      comment(7, null),
      comment(4, 1),
      comment(1, null),
      comment(8, 7),
    ]);
    expect(threads.map((t) => t.id)).toEqual([7, 1]);
    expect(threads[0]?.replies.map((r) => r.id)).toEqual([8]);
    expect(threads[1]?.replies.map((r) => r.id)).toEqual([4, 9]);
  });

  it('drops a reply whose parent is not in the list', () => {
    expect(groupReplies([comment(3, 99)])).toEqual([]);
  });
});
