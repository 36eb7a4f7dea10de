import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  type CardsResponse,
  type DealBody,
  type DealResponse,
  MAX_ROUND_AGE_DAYS,
  type RoundBody,
  type RoundResponse,
} from '../../../shared/api/learning.ts';
import { dealList } from '../../../shared/learning/deal-list.ts';
import { DEALER } from '../../../shared/learning/dealer.ts';
import type { Grade } from '../../../shared/learning/fsrs-adapter.ts';
import { type Skill, skillOf } from '../../../shared/learning/grades.ts';
import {
  CARDS_PER_PAGE,
  MAX_CARDS,
  NEW_LISTS_PER_DAY,
  ROUNDS_PER_DAY,
  ROUNDS_PER_MINUTE,
} from '../../../shared/learning/limits.ts';
import {
  applyRound,
  cardIdString,
  cardStatus,
  dueInDays,
  learnerDay,
  type ReviewedCard,
  type WordChange,
} from '../../../shared/learning/review.ts';
import { wordKey } from '../../../shared/learning/word-key.ts';
import { dayOfDate } from '../../../shared/progress/plan.ts';
import type { Database } from '../../db/client.ts';
import { learningCards, learningExposures, learningRounds, type UserRow } from '../../db/schema.ts';
import { badRequest, HttpError, notFound } from '../../errors.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';

/** A round may be played up to this long "in the future" (clocks drift). */
const CLOCK_SKEW_MS = 10 * 60_000;

type CardRow = typeof learningCards.$inferSelect;

export function toDealerCard(row: CardRow): ReviewedCard {
  return {
    exposures: row.exposures,
    misses: row.misses,
    streak: row.streak,
    reviews: row.reviews,
    reviewRecalls: row.reviewRecalls,
    expectedLapses: row.expectedLapses,
    memory:
      row.stability !== null && row.difficulty !== null
        ? { stability: row.stability, difficulty: row.difficulty }
        : null,
    lastReviewDay: row.lastReviewDay,
    lastSeenAt: row.lastSeenDay,
    lastMissed: row.lastMissed,
    retired: row.retired,
    lastGrade: isGrade(row.lastGrade) ? row.lastGrade : null,
  };
}

const isGrade = (value: number | null): value is Grade =>
  value === 1 || value === 2 || value === 3 || value === 4;

function toRow(userId: number, skill: string, key: string, card: ReviewedCard) {
  return {
    userId,
    skill,
    wordKey: key,
    exposures: card.exposures,
    misses: card.misses,
    streak: card.streak,
    reviews: card.reviews,
    reviewRecalls: card.reviewRecalls,
    expectedLapses: card.expectedLapses ?? 0,
    stability: card.memory?.stability ?? null,
    difficulty: card.memory?.difficulty ?? null,
    lastReviewDay: card.lastReviewDay,
    lastSeenDay: card.lastSeenAt,
    lastMissed: card.lastMissed,
    retired: card.retired,
    lastGrade: card.lastGrade ?? null,
  };
}

export type LearningService = ReturnType<typeof createLearningService>;

const DAY_SECONDS = 24 * 60 * 60;
/** First key of the per-learner advisory lock that orders one learner's rounds (the second is the user id). */
const ROUND_LOCK_NAMESPACE = 724_312;

export function createLearningService(options: {
  db: Database;
  limiter: RateLimiter;
  now?: () => number;
  /** Rounds a learner may record a minute and a day (LEARNING_ROUNDS_PER_MINUTE, _PER_DAY). */
  roundsPerMinute?: number;
  roundsPerDay?: number;
}) {
  const { db, limiter } = options;
  const roundsPerMinute = options.roundsPerMinute ?? ROUNDS_PER_MINUTE;
  const roundsPerDay = options.roundsPerDay ?? ROUNDS_PER_DAY;
  const now = options.now ?? Date.now;

  /**
   * Per-learner limits (decision record 025), counted in the database so every instance agrees:
   * rounds a minute and a day, and lists played for the first time in a day.
   */
  async function limitRounds(user: UserRow, listId: string): Promise<void> {
    if ((await limiter.hit(`user:rounds-minute:${user.id}`, 60)) > roundsPerMinute)
      throw new HttpError(
        429,
        `You can record ${roundsPerMinute} rounds a minute. Please wait a moment before the next round.`,
      );
    if ((await limiter.hit(`user:rounds-day:${user.id}`, DAY_SECONDS)) > roundsPerDay)
      throw new HttpError(429, `You can record ${roundsPerDay} rounds a day. Please come back tomorrow.`);
    const listKey = `user:round-list:${user.id}:${listId}`;
    if ((await limiter.hit(listKey, DAY_SECONDS)) === 1) {
      if ((await limiter.hit(`user:round-lists-day:${user.id}`, DAY_SECONDS)) > NEW_LISTS_PER_DAY) {
        // Not counted as played today: the next try is refused too.
        await limiter.clear(listKey);
        throw new HttpError(
          429,
          `You can play ${NEW_LISTS_PER_DAY} different lists a day. Please come back tomorrow.`,
        );
      }
    }
  }

  /**
   * Applies one finished round to the learner's cards, once: the round id is claimed first, so
   * a retry, a duplicate or a second instance answering the same post changes nothing and gets
   * the first answer back.
   */
  async function postRound(user: UserRow, body: RoundBody): Promise<RoundResponse> {
    const time = now();
    if (body.playedAt > time + CLOCK_SKEW_MS) throw badRequest('playedAt is in the future.');
    if (body.playedAt < time - MAX_ROUND_AGE_DAYS * 86_400_000)
      throw badRequest(`Rounds older than ${MAX_ROUND_AGE_DAYS} days are not recorded.`);
    await limitRounds(user, body.listId);

    return db.transaction(async (tx) => {
      // One learner's rounds apply one at a time: two rounds of the same words from two tabs (or
      // instances) would otherwise lock the same cards in different orders, and PostgreSQL answers
      // one of them with a deadlock. Other learners' rounds do not wait.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${ROUND_LOCK_NAMESPACE}, ${user.id})`);
      const claimed = await tx
        .insert(learningRounds)
        .values({
          roundId: body.roundId,
          userId: user.id,
          game: body.game,
          listId: body.listId,
          playedAt: new Date(body.playedAt),
          changes: [],
        })
        .onConflictDoNothing()
        .returning({ roundId: learningRounds.roundId });
      if (claimed.length === 0) {
        const [existing] = await tx
          .select()
          .from(learningRounds)
          .where(eq(learningRounds.roundId, body.roundId));
        if (!existing || existing.userId !== user.id)
          throw new HttpError(409, 'This round id was already used. Make a new one for each round.');
        return { roundId: body.roundId, changes: existing.changes as WordChange[] };
      }

      const skill = skillOf(body.game, body.mode);
      const keys = body.words.map((word) => wordKey(body.languageLearn, word.front));
      const rows = await tx
        .select()
        .from(learningCards)
        .where(
          and(
            eq(learningCards.userId, user.id),
            eq(learningCards.skill, skill),
            inArray(learningCards.wordKey, keys),
          ),
        )
        .for('update');
      const current = new Map(
        rows.map((row) => [cardIdString({ wordKey: row.wordKey, skill }), toDealerCard(row)]),
      );
      const newCards = new Set(keys).size - rows.length;
      if (newCards > 0) {
        const [held] = await tx
          .select({ n: count() })
          .from(learningCards)
          .where(eq(learningCards.userId, user.id));
        if ((held?.n ?? 0) + newCards > MAX_CARDS)
          throw new HttpError(
            429,
            `You have ${MAX_CARDS.toLocaleString('en-US')} words in training, the most one account can hold.`,
          );
      }
      const at = learnerDay(body.playedAt, body.timezoneOffsetMinutes);
      const { cards, changes } = applyRound(
        { languageLearn: body.languageLearn, at, words: body.words, mode: body.mode },
        current,
      );

      const values = [...cards].map(([id, card]) => toRow(user.id, skill, id.slice(skill.length + 1), card));
      await tx
        .insert(learningCards)
        .values(values)
        .onConflictDoUpdate({
          target: [learningCards.userId, learningCards.skill, learningCards.wordKey],
          set: {
            exposures: sql`excluded.exposures`,
            misses: sql`excluded.misses`,
            streak: sql`excluded.streak`,
            reviews: sql`excluded.reviews`,
            reviewRecalls: sql`excluded.review_recalls`,
            expectedLapses: sql`excluded.expected_lapses`,
            stability: sql`excluded.stability`,
            difficulty: sql`excluded.difficulty`,
            lastReviewDay: sql`excluded.last_review_day`,
            lastSeenDay: sql`excluded.last_seen_day`,
            lastMissed: sql`excluded.last_missed`,
            retired: sql`excluded.retired`,
            lastGrade: sql`excluded.last_grade`,
            updatedAt: sql`now()`,
          },
        });
      await tx.insert(learningExposures).values(
        changes.map((change, index) => ({
          userId: user.id,
          roundId: body.roundId,
          skill,
          wordKey: keys[index] as string,
          listId: body.listId,
          grade: change.grade,
          playedAt: new Date(body.playedAt),
        })),
      );
      await tx.update(learningRounds).set({ changes }).where(eq(learningRounds.roundId, body.roundId));
      return { roundId: body.roundId, changes };
    });
  }

  /** The learner's cards, with their status and due day as of now in the learner's time zone. */
  async function cards(user: UserRow, timezoneOffsetMinutes: number, page = 1): Promise<CardsResponse> {
    const [total] = await db
      .select({ n: count() })
      .from(learningCards)
      .where(eq(learningCards.userId, user.id));
    const records = total?.n ?? 0;
    const pages = Math.ceil(records / CARDS_PER_PAGE);
    if (page > 1 && page > pages)
      throw notFound(`There is no page ${page}: the last page is ${Math.max(pages, 1)}.`);
    const rows = await db
      .select()
      .from(learningCards)
      .where(eq(learningCards.userId, user.id))
      .orderBy(asc(learningCards.skill), asc(learningCards.wordKey))
      .limit(CARDS_PER_PAGE)
      .offset((page - 1) * CARDS_PER_PAGE);
    const today = learnerDay(now(), timezoneOffsetMinutes);
    return {
      paging: {
        current_page: page,
        total_pages: pages,
        total_records: records,
        records_per_page: CARDS_PER_PAGE,
      },
      cards: rows.map((row) => {
        const card = toDealerCard(row);
        return {
          wordKey: row.wordKey,
          skill: row.skill as Skill,
          status: cardStatus(card),
          exposures: row.exposures,
          misses: row.misses,
          stability: row.stability,
          difficulty: row.difficulty,
          dueInDays: dueInDays(card, today),
          lastSeenAt: row.lastSeenDay,
        };
      }),
    };
  }

  /** Answers in one skill on each of the last PACE_DAYS days, oldest first, today last (the dealer's pace). */
  async function recentDays(user: UserRow, skill: Skill, today: number, tz: number): Promise<number[]> {
    const day = Math.floor(today);
    const since = new Date((day - (DEALER.PACE_DAYS - 1)) * 86_400_000 + tz * 60_000);
    const dayOf = sql<number>`floor((extract(epoch from ${learningExposures.playedAt}) * 1000 - ${tz * 60_000}) / 86400000)::int`;
    const rows = await db
      .select({ day: dayOf, answers: sql<number>`count(*)::int` })
      .from(learningExposures)
      .where(
        and(
          eq(learningExposures.userId, user.id),
          eq(learningExposures.skill, skill),
          gte(learningExposures.playedAt, since),
        ),
      )
      // By position: the day expression's parameter would be numbered anew in GROUP BY.
      .groupBy(sql`1`);
    const byDay = new Map(rows.map((row) => [Number(row.day), Number(row.answers)]));
    return Array.from(
      { length: DEALER.PACE_DAYS },
      (_, i) => byDay.get(day - (DEALER.PACE_DAYS - 1) + i) ?? 0,
    );
  }

  /** The next round of a list for one game: the same dealer as an anonymous learner's browser runs. */
  async function deal(user: UserRow, body: DealBody): Promise<DealResponse> {
    const keys = [...new Set(body.fronts.map((front) => wordKey(body.languageLearn, front)))];
    const rows =
      keys.length === 0
        ? []
        : await db
            .select()
            .from(learningCards)
            .where(and(eq(learningCards.userId, user.id), inArray(learningCards.wordKey, keys)));
    const cards = new Map(
      rows.map((row) => [
        cardIdString({ wordKey: row.wordKey, skill: row.skill as Skill }),
        toDealerCard(row),
      ]),
    );
    const today = learnerDay(now(), body.timezoneOffsetMinutes);
    const examDay = user.examDate ? dayOfDate(user.examDate) : null;
    // Dictation is for Space Words only; Word Candy Match asking for it deals Translation.
    const skill = skillOf(
      body.game,
      body.game === 'candy' && body.mode === 'dictation' ? undefined : body.mode,
    );
    return dealList({
      fronts: body.fronts,
      languageLearn: body.languageLearn,
      skill,
      cards,
      now: today,
      roundSize: body.roundSize,
      recentDays: await recentDays(user, skill, today, body.timezoneOffsetMinutes),
      dueOnly: body.dueOnly ?? false,
      // With an exam date ahead, the dealer aims at recall on that day rather than a week ahead.
      ...(examDay !== null && examDay > Math.floor(today) ? { targetDay: examDay } : {}),
    });
  }

  return { postRound, cards, deal };
}
