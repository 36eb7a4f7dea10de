import { eq, sql } from 'drizzle-orm';
import type {
  ProgressResponse,
  ProgressWordsQuery,
  ProgressWordsResponse,
  StudyPlanBody,
} from '../../../shared/api/progress.ts';
import type { Skill } from '../../../shared/learning/grades.ts';
import { cardIdString, learnerDay } from '../../../shared/learning/review.ts';
import { examDateProblem, type StudyPlan } from '../../../shared/progress/plan.ts';
import {
  type CardMap,
  type ProgressList,
  progressSummary,
  wordsPage,
} from '../../../shared/progress/summary.ts';
import type { Database } from '../../db/client.ts';
import { learningCards, learningExposures, learningRounds, type UserRow, users } from '../../db/schema.ts';
import { badRequest, notFound } from '../../errors.ts';
import { toDealerCard } from '../learning/service.ts';
import type { ListResolver } from '../lists/service.ts';

export type ProgressService = ReturnType<typeof createProgressService>;

export function createProgressService(options: { db: Database; lists: ListResolver; now?: () => number }) {
  const { db, lists } = options;
  const now = options.now ?? Date.now;

  async function list(user: UserRow, listId: string): Promise<ProgressList | null> {
    const found = await lists.resolve(user, listId);
    if (!found) return null;
    // A list's records are under the language its rounds were recorded in (a career stage's: en).
    return { listId: found.listId, name: found.name, languageLearn: found.languageLearn, words: found.cards };
  }

  async function cardMap(user: UserRow): Promise<CardMap> {
    const rows = await db.select().from(learningCards).where(eq(learningCards.userId, user.id));
    return new Map(
      rows.map((row) => [
        cardIdString({ wordKey: row.wordKey, skill: row.skill as Skill }),
        toDealerCard(row),
      ]),
    );
  }

  /** Answers per local day over all time, in the learner's time zone. */
  async function answersByDay(user: UserRow, tz: number): Promise<Map<number, number>> {
    const day = sql<number>`floor((extract(epoch from ${learningExposures.playedAt}) * 1000 - ${tz * 60_000}) / 86400000)::int`;
    const rows = await db
      .select({ day, answers: sql<number>`count(*)::int` })
      .from(learningExposures)
      .where(eq(learningExposures.userId, user.id))
      // By position: the day expression's parameter would be numbered anew in GROUP BY.
      .groupBy(sql`1`);
    return new Map(rows.map((row) => [Number(row.day), Number(row.answers)]));
  }

  /**
   * The lists the learner played, newest first, as far as their words are still known: own
   * sheets, the built-in lists, career stages and community tracks alike.
   */
  async function playedLists(user: UserRow): Promise<ProgressList[]> {
    const rows = await db
      .select({ listId: learningRounds.listId, last: sql<Date>`max(${learningRounds.playedAt})` })
      .from(learningRounds)
      .where(eq(learningRounds.userId, user.id))
      .groupBy(learningRounds.listId)
      .orderBy(sql`max(${learningRounds.playedAt}) desc`);
    // The learner's sheets in one query, however many lists they played (decision record 025).
    const found = await lists.resolveMany(
      user,
      rows.map((row) => row.listId),
    );
    return found.map((list) => ({
      listId: list.listId,
      name: list.name,
      languageLearn: list.languageLearn,
      words: list.cards,
    }));
  }

  async function summary(user: UserRow, tz: number): Promise<ProgressResponse> {
    const [lists, cards, answers] = await Promise.all([
      playedLists(user),
      cardMap(user),
      answersByDay(user, tz),
    ]);
    const plan = { weeklyGoal: user.weeklyGoal, examDate: user.examDate };
    return {
      plan,
      ...progressSummary({
        lists,
        cards,
        answersByDay: answers,
        today: learnerDay(now(), tz),
        weeklyGoal: plan.weeklyGoal,
        examDate: plan.examDate,
      }),
    };
  }

  async function words(user: UserRow, query: ProgressWordsQuery): Promise<ProgressWordsResponse> {
    const found = await list(user, query.list);
    if (!found) throw notFound('That list is not one of yours. Choose it in Settings first.');
    const page = wordsPage(found, await cardMap(user), learnerDay(now(), query.tz), {
      ...query,
      weak: query.weak === '1',
    });
    if (query.page > page.totalPages)
      throw badRequest(`page must be a whole number from 1 to ${page.totalPages}.`);
    return { listId: found.listId, name: found.name, ...page };
  }

  async function savePlan(user: UserRow, body: StudyPlanBody): Promise<StudyPlan> {
    const problem = examDateProblem(body.examDate, learnerDay(now(), body.timezoneOffsetMinutes));
    if (problem) throw badRequest([{ field: 'examDate', message: problem }]);
    await db
      .update(users)
      .set({ weeklyGoal: body.weeklyGoal, examDate: body.examDate, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    return { weeklyGoal: body.weeklyGoal, examDate: body.examDate };
  }

  function plan(user: UserRow): StudyPlan {
    return { weeklyGoal: user.weeklyGoal, examDate: user.examDate };
  }

  return { summary, words, plan, savePlan };
}
