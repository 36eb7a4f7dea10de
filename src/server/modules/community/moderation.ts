import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  REPORT_ACCOUNT_DAYS,
  REPORT_PLAYED_DAYS,
  REPORT_WEIGHT,
  REPORT_WEIGHT_TO_HIDE,
  REPORTS_PER_DAY,
  type ReportedItem,
  type ReportKind,
  type ReportReason,
} from '../../../shared/api/community.ts';
import type { WordCard } from '../../../shared/word-lists/card.ts';
import type { Database } from '../../db/client.ts';
import { comments, communityTracks, contentReports, users, withdrawnTracks } from '../../db/schema.ts';
import { badRequest, HttpError, notFound } from '../../errors.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { CaptchaService } from '../captcha/service.ts';

export type { ReportKind };
export type Moderation = 'visible' | 'hidden' | 'approved';

const tableOf = (kind: ReportKind) => (kind === 'track' ? communityTracks : comments);
const DAY_SECONDS = 24 * 60 * 60;

/** Rows of a raw query on either driver. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? [];

/**
 * A reporter's weight (decision record 025): 0.1 for anyone, +0.5 once the account is a week old,
 * +0.4 once it has recorded rounds on 3 different days (server days, not the client's playedAt).
 */
export async function reporterWeight(db: Database, userId: number): Promise<number> {
  const [row] = rowsOf<{ old: boolean; days: number }>(
    await db.execute(sql`
      SELECT (u.created_at <= now() - make_interval(days => ${REPORT_ACCOUNT_DAYS})) AS old,
             (SELECT count(DISTINCT date_trunc('day', r.created_at))::int
                FROM learning_rounds r WHERE r.user_id = u.id) AS days
      FROM users u WHERE u.id = ${userId}`),
  );
  let weight = REPORT_WEIGHT.base;
  if (row?.old) weight += REPORT_WEIGHT.oldAccount;
  if (Number(row?.days ?? 0) >= REPORT_PLAYED_DAYS) weight += REPORT_WEIGHT.played;
  return Math.round(weight * 100) / 100;
}

/** The weighted reports of an item. */
async function reportWeight(db: Database, kind: ReportKind, id: number): Promise<number> {
  const [row] = await db
    .select({ weight: sql<number>`coalesce(sum(${contentReports.weight}), 0)::float8` })
    .from(contentReports)
    .where(and(eq(contentReports.kind, kind), eq(contentReports.contentId, id)));
  return Number(row?.weight ?? 0);
}

/**
 * A learner reports a track or a comment, once each (a second report changes the reason), at most
 * REPORTS_PER_DAY a day. Every report queues the item for review; the weighted reports hide it
 * at once only past REPORT_WEIGHT_TO_HIDE. One an admin approved stays.
 */
export async function report(
  db: Database,
  limiter: RateLimiter,
  captcha: CaptchaService,
  user: { id: number },
  kind: ReportKind,
  id: number,
  input: { reason: ReportReason; captcha: string },
): Promise<{ reported: true }> {
  const { reason } = input;
  const table = tableOf(kind);
  const [item] = await db
    .select({ userId: table.userId, moderation: table.moderation })
    .from(table)
    .where(eq(table.id, id));
  const what = kind === 'track' ? 'track' : 'comment';
  if (!item || item.moderation === 'hidden') throw notFound(`There is no ${what} ${id}.`);
  if (item.userId === user.id) throw badRequest(`You cannot report your own ${what}.`);
  // As for sign-up: a fresh solution each time (a replay is refused), before the day's count.
  await captcha.verify(input.captcha);
  if ((await limiter.hit(`user:report-day:${user.id}`, DAY_SECONDS)) > REPORTS_PER_DAY)
    throw new HttpError(
      429,
      `You can send ${REPORTS_PER_DAY} reports a day. Thank you: please come back tomorrow.`,
    );
  const weight = await reporterWeight(db, user.id);
  await db
    .insert(contentReports)
    .values({ kind, contentId: id, userId: user.id, reason, weight })
    .onConflictDoUpdate({
      target: [contentReports.kind, contentReports.contentId, contentReports.userId],
      set: { reason, weight },
    });
  if ((await reportWeight(db, kind, id)) >= REPORT_WEIGHT_TO_HIDE) {
    await db
      .update(table)
      .set({ moderation: 'hidden' })
      .where(and(eq(table.id, id), eq(table.moderation, 'visible')));
  }
  return { reported: true };
}

/** The same list, whatever its order or case: SHA-256 of its sorted, trimmed, lower-cased cards. */
export function wordsHashOf(words: WordCard[]): string {
  const lines = words
    .map((card) => `${card.front.trim().toLowerCase()}\t${card.back.trim().toLowerCase()}`)
    .sort();
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}

/**
 * Before a designer unpublishes a track: if it was reported or hidden, remember it, so publishing
 * the same list again brings the reports and the hidden state back.
 */
export async function rememberWithdrawn(
  db: Database,
  track: { id: number; userId: number; sourceListId: string; wordsHash: string; moderation: string },
): Promise<void> {
  const [reported] = await db
    .select({ id: contentReports.contentId })
    .from(contentReports)
    .where(and(eq(contentReports.kind, 'track'), eq(contentReports.contentId, track.id)))
    .limit(1);
  if (!reported && track.moderation !== 'hidden') return;
  await db
    .insert(withdrawnTracks)
    .values({
      trackId: track.id,
      userId: track.userId,
      sourceListId: track.sourceListId,
      wordsHash: track.wordsHash,
      moderation: track.moderation,
    })
    .onConflictDoNothing();
}

/**
 * A newly published track that is the same list (same sheet or same words) as one of its
 * designer's reported tracks takes over the reports of a withdrawn one, and is hidden if any of
 * them is hidden (withdrawn or still there).
 */
export async function carryReports(
  db: Database,
  track: { id: number; userId: number; sourceListId: string; wordsHash: string },
): Promise<void> {
  const sameList = (columns: {
    sourceListId: typeof withdrawnTracks.sourceListId;
    wordsHash: typeof withdrawnTracks.wordsHash;
  }) => or(eq(columns.sourceListId, track.sourceListId), eq(columns.wordsHash, track.wordsHash));
  const withdrawn = await db
    .select()
    .from(withdrawnTracks)
    .where(and(eq(withdrawnTracks.userId, track.userId), sameList(withdrawnTracks)));
  const hiddenSibling = await db
    .select({ id: communityTracks.id })
    .from(communityTracks)
    .where(
      and(
        eq(communityTracks.userId, track.userId),
        eq(communityTracks.moderation, 'hidden'),
        sql`${communityTracks.id} <> ${track.id}`,
        or(
          eq(communityTracks.sourceListId, track.sourceListId),
          eq(communityTracks.wordsHash, track.wordsHash),
        ),
      ),
    )
    .limit(1);
  if (withdrawn.length > 0) {
    const oldIds = withdrawn.map((row) => row.trackId);
    // One report per learner: the newest old report of each reporter moves to the new track.
    await db.execute(sql`
      INSERT INTO content_reports (kind, content_id, user_id, reason, weight, created_at)
      SELECT DISTINCT ON (user_id) 'track', ${track.id}, user_id, reason, weight, created_at
      FROM content_reports
      WHERE kind = 'track' AND content_id IN (${sql.join(
        oldIds.map((oldId) => sql`${oldId}`),
        sql`, `,
      )})
      ORDER BY user_id, created_at DESC
      ON CONFLICT DO NOTHING`);
    await db
      .delete(contentReports)
      .where(and(eq(contentReports.kind, 'track'), inArray(contentReports.contentId, oldIds)));
    await db.delete(withdrawnTracks).where(inArray(withdrawnTracks.trackId, oldIds));
  }
  const hidden =
    hiddenSibling.length > 0 ||
    withdrawn.some((row) => row.moderation === 'hidden') ||
    (await reportWeight(db, 'track', track.id)) >= REPORT_WEIGHT_TO_HIDE;
  if (hidden)
    await db.update(communityTracks).set({ moderation: 'hidden' }).where(eq(communityTracks.id, track.id));
}

/** Reported items for the admin page and `npm run admin -- reports`: the heaviest reports first. */
export async function reportedItems(db: Database): Promise<ReportedItem[]> {
  const weight = sql<number>`sum(${contentReports.weight})::float8`;
  const reported = await db
    .select({
      kind: contentReports.kind,
      id: contentReports.contentId,
      reporters: sql<number>`count(*)::int`,
      weight,
      reasons: sql<string>`string_agg(DISTINCT ${contentReports.reason}, ',')`,
    })
    .from(contentReports)
    .groupBy(contentReports.kind, contentReports.contentId)
    .orderBy(desc(weight), contentReports.kind, contentReports.contentId);
  const items: ReportedItem[] = [];
  for (const row of reported) {
    const kind: ReportKind = row.kind === 'track' ? 'track' : 'comment';
    const [item] =
      kind === 'track'
        ? await db
            .select({
              state: communityTracks.moderation,
              text: communityTracks.title,
              trackId: communityTracks.id,
              author: users.name,
            })
            .from(communityTracks)
            .innerJoin(users, eq(users.id, communityTracks.userId))
            .where(eq(communityTracks.id, row.id))
        : await db
            .select({
              state: comments.moderation,
              text: comments.body,
              trackId: comments.contentId,
              author: users.name,
            })
            .from(comments)
            .innerJoin(users, eq(users.id, comments.userId))
            .where(eq(comments.id, row.id));
    if (!item) continue;
    items.push({
      kind,
      id: row.id,
      trackId: item.trackId,
      reporters: Number(row.reporters),
      weight: Math.round(Number(row.weight) * 100) / 100,
      state: item.state as Moderation,
      reasons: row.reasons.split(',') as ReportReason[],
      text: item.text,
      author: item.author,
    });
  }
  return items;
}

/** `npm run admin -- reports`: reported items, the heaviest reports first. */
export async function listReports(db: Database): Promise<string> {
  const items = await reportedItems(db);
  if (items.length === 0) return 'No reports.';
  return [
    'kind     id      reporters  weight  state     reasons  |  text',
    ...items.map(
      (item) =>
        `${item.kind.padEnd(8)} ${String(item.id).padEnd(7)} ${String(item.reporters).padEnd(10)} ${String(item.weight).padEnd(7)} ${item.state.padEnd(9)} ${item.reasons.join(', ')}  |  ${item.text.replace(/\s+/g, ' ').slice(0, 60)}`,
    ),
  ].join('\n');
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

/** An admin's decision from the review page, answered with the item's new state. */
export async function moderate(
  db: Database,
  kind: ReportKind,
  id: number,
  action: 'hide' | 'restore',
): Promise<{ kind: ReportKind; id: number; state: Moderation }> {
  const state = action === 'hide' ? 'hidden' : 'approved';
  if (!(await setModeration(db, kind, id, state)))
    throw notFound(`There is no ${kind === 'track' ? 'track' : 'comment'} ${id}.`);
  return { kind, id, state };
}

/** Refuses anyone but an admin. */
export function requireAdmin(user: { role: string }): void {
  if (user.role !== 'ADMIN') throw new HttpError(403, 'Only an admin can review reports.');
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
