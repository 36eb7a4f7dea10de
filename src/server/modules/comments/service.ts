import { and, eq, ne, sql } from 'drizzle-orm';
import {
  COMMENT_EDIT_WINDOW_MS,
  COMMENTS_PER_DAY,
  COMMENTS_PER_MINUTE,
  type Comment,
  type CommentSort,
} from '../../../shared/api/community.ts';
import type { Database } from '../../db/client.ts';
import { comments, communityTracks, type UserRow, users } from '../../db/schema.ts';
import { badRequest, HttpError, notFound } from '../../errors.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { CaptchaService } from '../captcha/service.ts';

export type CommentsService = ReturnType<typeof createCommentsService>;

/**
 * Comments on a community track (docs/decisions/019-community-lists.md; contentId = track id). Replies are one level deep; the
 * client groups them under their parent.
 */
export function createCommentsService(options: {
  db: Database;
  captcha: CaptchaService;
  limiter: RateLimiter;
}) {
  const { db, captcha, limiter } = options;

  const replyCount = sql<number>`(SELECT count(*) FROM comments AS r WHERE r.parent_id = ${comments.id} AND r.moderation <> 'hidden')::int`;
  const columns = {
    id: comments.id,
    parentCommentId: comments.parentId,
    contentId: comments.contentId,
    uid: comments.userId,
    username: users.name,
    avatar: users.avatar,
    text: comments.body,
    createdAt: comments.createdAt,
    editedAt: comments.editedAt,
    replyCount,
  };
  type Row = Omit<Comment, 'createdAt' | 'editedAt'> & { createdAt: Date; editedAt: Date | null };
  const toComment = (row: Row): Comment => ({
    ...row,
    replyCount: Number(row.replyCount),
    createdAt: row.createdAt.getTime(),
    editedAt: row.editedAt ? row.editedAt.getTime() : null,
  });

  async function trackExists(contentId: number) {
    const [row] = await db
      .select({ id: communityTracks.id })
      .from(communityTracks)
      .where(and(eq(communityTracks.id, contentId), ne(communityTracks.moderation, 'hidden')));
    if (!row) throw notFound(`There is no track ${contentId}.`);
  }

  /** latest: newest first; oldest: oldest first; top: most replies first, then newest. */
  async function list(contentId: number, sort: CommentSort): Promise<{ comments: Comment[] }> {
    await trackExists(contentId);
    const order =
      sort === 'oldest'
        ? [sql`${comments.id} ASC`]
        : sort === 'top'
          ? [sql`${replyCount} DESC`, sql`${comments.id} DESC`]
          : [sql`${comments.id} DESC`];
    const rows = await db
      .select(columns)
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .where(
        and(
          eq(comments.contentId, contentId),
          ne(comments.moderation, 'hidden'),
          // A hidden comment's replies go with it.
          sql`NOT EXISTS (SELECT 1 FROM comments AS p WHERE p.id = ${comments.parentId} AND p.moderation = 'hidden')`,
        ),
      )
      .orderBy(...order);
    return { comments: rows.map(toComment) };
  }

  async function one(id: number): Promise<Comment> {
    const [row] = await db
      .select(columns)
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .where(eq(comments.id, id));
    if (!row) throw notFound(`There is no comment ${id}.`);
    return toComment(row);
  }

  async function post(
    user: UserRow,
    contentId: number,
    input: { text: string; parentCommentId?: number | null | undefined; captcha: string },
  ): Promise<Comment> {
    await trackExists(contentId);
    const parentId = input.parentCommentId ?? null;
    if (parentId !== null) {
      const [parent] = await db
        .select({
          contentId: comments.contentId,
          parentId: comments.parentId,
          moderation: comments.moderation,
        })
        .from(comments)
        .where(eq(comments.id, parentId));
      if (!parent || parent.contentId !== contentId || parent.moderation === 'hidden')
        throw badRequest([
          { field: 'parentCommentId', message: 'The comment you reply to is not on this track.' },
        ]);
      if (parent.parentId !== null)
        throw badRequest([
          { field: 'parentCommentId', message: 'Replies go one level deep: reply to the first comment.' },
        ]);
    }
    await captcha.verify(input.captcha);
    // Counted in the database before the insert: two comments at once cannot both take the last place.
    if ((await limiter.hit(`user:comment-minute:${user.id}`, 60)) > COMMENTS_PER_MINUTE)
      throw new HttpError(
        429,
        `You can post ${COMMENTS_PER_MINUTE} comments a minute. Please wait a moment.`,
      );
    if ((await limiter.hit(`user:comment-day:${user.id}`, 24 * 60 * 60)) > COMMENTS_PER_DAY)
      throw new HttpError(429, `You can post ${COMMENTS_PER_DAY} comments a day. Please come back tomorrow.`);
    const [row] = await db
      .insert(comments)
      .values({ contentId, userId: user.id, parentId, body: input.text })
      .returning({ id: comments.id });
    return one(row?.id ?? 0);
  }

  async function own(user: UserRow, id: number) {
    const [row] = await db.select().from(comments).where(eq(comments.id, id));
    if (!row) throw notFound(`There is no comment ${id}.`);
    if (row.userId !== user.id) throw new HttpError(403, 'You can change only your own comments.');
    return row;
  }

  async function edit(user: UserRow, id: number, text: string): Promise<Comment> {
    const row = await own(user, id);
    if (Date.now() - row.createdAt.getTime() > COMMENT_EDIT_WINDOW_MS)
      throw new HttpError(403, 'A comment can be edited for 5 minutes after posting.');
    await db
      .update(comments)
      .set({ body: text, editedAt: sql`now()` })
      .where(and(eq(comments.id, id), eq(comments.userId, user.id)));
    return one(id);
  }

  /** Deleting a comment deletes its replies too. */
  async function remove(user: UserRow, id: number): Promise<{ id: number }> {
    await own(user, id);
    await db.delete(comments).where(and(eq(comments.id, id), eq(comments.userId, user.id)));
    return { id };
  }

  return { list, post, edit, remove };
}
