import { and, count, desc, eq, sql } from 'drizzle-orm';
import { REPORTS_TO_HIDE, type ReportReason } from '../../../shared/api/community.ts';
import type { Database } from '../../db/client.ts';
import { comments, communityTracks, contentReports, users } from '../../db/schema.ts';
import { badRequest, notFound } from '../../errors.ts';

export type ReportKind = 'track' | 'comment';
export type Moderation = 'visible' | 'hidden' | 'approved';

const tableOf = (kind: ReportKind) => (kind === 'track' ? communityTracks : comments);

/**
 * A learner reports a track or a comment, once each. When a third learner reports it, it is
 * hidden until an admin decides (`npm run admin -- hide|restore`); one an admin approved stays.
 */
export async function report(
  db: Database,
  user: { id: number },
  kind: ReportKind,
  id: number,
  reason: ReportReason,
): Promise<{ reported: true }> {
  const table = tableOf(kind);
  const [item] = await db
    .select({ userId: table.userId, moderation: table.moderation })
    .from(table)
    .where(eq(table.id, id));
  const what = kind === 'track' ? 'track' : 'comment';
  if (!item || item.moderation === 'hidden') throw notFound(`There is no ${what} ${id}.`);
  if (item.userId === user.id) throw badRequest(`You cannot report your own ${what}.`);
  await db
    .insert(contentReports)
    .values({ kind, contentId: id, userId: user.id, reason })
    .onConflictDoUpdate({
      target: [contentReports.kind, contentReports.contentId, contentReports.userId],
      set: { reason },
    });
  const [reporters] = await db
    .select({ n: count() })
    .from(contentReports)
    .where(and(eq(contentReports.kind, kind), eq(contentReports.contentId, id)));
  if ((reporters?.n ?? 0) >= REPORTS_TO_HIDE) {
    await db
      .update(table)
      .set({ moderation: 'hidden' })
      .where(and(eq(table.id, id), eq(table.moderation, 'visible')));
  }
  return { reported: true };
}

/** `npm run admin -- reports`: reported items, most reporters first. */
export async function listReports(db: Database): Promise<string> {
  const reported = await db
    .select({
      kind: contentReports.kind,
      id: contentReports.contentId,
      reporters: count(),
      reasons: sql<string>`string_agg(DISTINCT ${contentReports.reason}, ', ')`,
    })
    .from(contentReports)
    .groupBy(contentReports.kind, contentReports.contentId)
    .orderBy(desc(count()), contentReports.kind, contentReports.contentId);
  const lines: string[] = [];
  for (const row of reported) {
    const kind = row.kind === 'track' ? 'track' : 'comment';
    const [item] =
      kind === 'track'
        ? await db
            .select({ moderation: communityTracks.moderation, text: communityTracks.title })
            .from(communityTracks)
            .where(eq(communityTracks.id, row.id))
        : await db
            .select({ moderation: comments.moderation, text: comments.body })
            .from(comments)
            .where(eq(comments.id, row.id));
    if (!item) continue;
    lines.push(
      `${kind.padEnd(8)} ${String(row.id).padEnd(7)} ${String(row.reporters).padEnd(10)} ${item.moderation.padEnd(9)} ${row.reasons}  |  ${item.text.replace(/\s+/g, ' ').slice(0, 60)}`,
    );
  }
  if (lines.length === 0) return 'No reports.';
  return ['kind     id      reporters  state     reasons  |  text', ...lines].join('\n');
}

/** `hide` or `restore` (approve: reports no longer hide it) a track or a comment. */
export async function setModeration(
  db: Database,
  kind: ReportKind,
  id: number,
  moderation: Exclude<Moderation, 'visible'>,
): Promise<boolean> {
  const table = tableOf(kind);
  const updated = await db
    .update(table)
    .set({ moderation })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return updated.length > 0;
}

/** `remove-content <email>`: delete every track and comment of an account (the account stays). */
export async function removeUserContent(
  db: Database,
  email: string,
): Promise<{ tracks: number; comments: number } | null> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (!user) return null;
  const removedComments = await db
    .delete(comments)
    .where(eq(comments.userId, user.id))
    .returning({ id: comments.id });
  const removedTracks = await db
    .delete(communityTracks)
    .where(eq(communityTracks.userId, user.id))
    .returning({ id: communityTracks.id });
  return { tracks: removedTracks.length, comments: removedComments.length };
}
