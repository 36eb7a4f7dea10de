import { and, eq, ne, sql } from 'drizzle-orm';
import { DISPLAY_NAME_MESSAGES } from '../../../shared/api/account.ts';
import { unsuitableWordIn } from '../../../shared/unsuitable-words.ts';
import type { Database } from '../../db/client.ts';
import {
  comments,
  communityTrackStarts,
  communityTracks,
  communityTrackVotes,
  contentReports,
  learningCards,
  learningExposures,
  learningRounds,
  premiumCodeRedemptions,
  type UserRow,
  users,
  userVocabularies,
} from '../../db/schema.ts';
import { badRequest, HttpError } from '../../errors.ts';
import { readNotProfane } from '../../lib/not-profane.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';

/** Downloads of one account's data an hour: each reads every row of it. */
export const EXPORTS_PER_HOUR = 10;

/** A unique index refused the row (PostgreSQL 23505), as either driver reports it. */
function isUniqueViolation(error: unknown): boolean {
  for (
    let cause = error as { code?: unknown; cause?: unknown } | undefined;
    cause;
    cause = cause.cause as never
  ) {
    if (cause.code === '23505') return true;
  }
  return false;
}

export type AccountService = ReturnType<typeof createAccountService>;

/** The learner's own account (decision record 030): the public name, and a copy of every record. */
export function createAccountService(options: { db: Database; limiter: RateLimiter }) {
  const { db, limiter } = options;
  const notProfane = readNotProfane();
  const taken = () => badRequest([{ field: 'name', message: DISPLAY_NAME_MESSAGES.taken }]);

  /**
   * Sets the name shown with the learner's tracks and comments (already checked by the shared
   * schema): no unsuitable word, and no other account's name in any case.
   */
  async function setDisplayName(user: UserRow, name: string): Promise<UserRow> {
    const hit =
      unsuitableWordIn(name, notProfane) ?? unsuitableWordIn(name.replace(/[ ._'-]+/g, ''), notProfane);
    if (hit) throw badRequest([{ field: 'name', message: DISPLAY_NAME_MESSAGES.unsuitable(hit) }]);
    const [other] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.name}) = lower(${name})`, ne(users.id, user.id)));
    if (other) throw taken();
    try {
      const [updated] = await db
        .update(users)
        .set({ name, nameChosen: true, updatedAt: sql`now()` })
        .where(eq(users.id, user.id))
        .returning();
      if (!updated) throw new HttpError(401, 'Please sign in again.');
      return { ...updated, role: user.role };
    } catch (error) {
      // Two learners taking the same name at the same moment: the index keeps one.
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
  }

  /** Every record kept for the account, as the privacy page lists them (no password hash). */
  async function exportData(user: UserRow) {
    if ((await limiter.hit(`account:export:${user.id}`, 60 * 60)) > EXPORTS_PER_HOUR) {
      throw new HttpError(
        429,
        'You have downloaded your data many times in a short time. Please try again in an hour.',
      );
    }
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    if (!row) throw new HttpError(401, 'Please sign in again.');
    const [lists, cards, rounds, exposures, tracks, ownComments, votes, starts, reports, premiumCodes] =
      await Promise.all([
        db.select().from(userVocabularies).where(eq(userVocabularies.userId, user.id)),
        db.select().from(learningCards).where(eq(learningCards.userId, user.id)),
        db.select().from(learningRounds).where(eq(learningRounds.userId, user.id)),
        db.select().from(learningExposures).where(eq(learningExposures.userId, user.id)),
        db.select().from(communityTracks).where(eq(communityTracks.userId, user.id)),
        db.select().from(comments).where(eq(comments.userId, user.id)),
        db.select().from(communityTrackVotes).where(eq(communityTrackVotes.userId, user.id)),
        db
          .select({ trackId: communityTrackStarts.trackId })
          .from(communityTrackStarts)
          .where(eq(communityTrackStarts.starter, `u:${user.id}`)),
        db.select().from(contentReports).where(eq(contentReports.userId, user.id)),
        db
          .select({
            premiumUntil: premiumCodeRedemptions.premiumUntil,
            redeemedAt: premiumCodeRedemptions.redeemedAt,
          })
          .from(premiumCodeRedemptions)
          .where(eq(premiumCodeRedemptions.userId, user.id)),
      ]);
    const strip = <T extends { userId?: number }>(items: T[]) => items.map(({ userId: _, ...rest }) => rest);
    return {
      exportedAt: new Date().toISOString(),
      profile: {
        id: row.id,
        email: row.email,
        name: row.name,
        nameChosen: row.nameChosen,
        role: row.role,
        premiumUntil: row.premiumUntil,
        googleAccountId: row.googleSub,
        avatar: row.avatar,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
      },
      settings: {
        languageNative: row.languageNative,
        languageLearn: row.languageLearn,
        isCommonVocabulary: row.isCommonVocabulary,
        weeklyGoal: row.weeklyGoal,
        examDate: row.examDate,
      },
      lists: strip(lists),
      learning: { cards: strip(cards), rounds: strip(rounds), answers: strip(exposures) },
      tracks: strip(tracks),
      comments: strip(ownComments),
      votes: strip(votes),
      startedTracks: starts.map((start) => start.trackId),
      reports: strip(reports),
      premiumCodes,
    };
  }

  return { setDisplayName, exportData };
}
