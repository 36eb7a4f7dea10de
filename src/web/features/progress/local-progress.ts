/**
 * A visitor's progress, worked out in this browser from its cards and rounds (IndexedDB) by the
 * same shared code the server runs, for every list played here: a slot's sheet, the Test
 * Vocabulary, an IELTS band, a career stage and a community track. Loaded only for a visitor: it brings the
 * memory model.
 */
import type { ProgressResponse, ProgressWordsResponse } from '../../../shared/api/progress.ts';
import { learnerDay } from '../../../shared/learning/learner-day.ts';
import { examDateProblem } from '../../../shared/progress/plan.ts';
import { type ProgressList, progressSummary, wordsPage } from '../../../shared/progress/summary.ts';
import { ApiError } from '../../api/client.ts';
import type { AppState } from '../../state/app-store.ts';
import { localLearning, localStudyPlan } from '../learning/local-learning.ts';
import { trackList } from '../tracks/api/track-list.ts';
import { bandList, deviceList } from '../word-lists/index.ts';
import type { WordsQuery } from './progress-data.ts';

const timezone = () => new Date().getTimezoneOffset();

/** A visitor's lists, cards and answers, from this browser. */
async function localInputs(state: Pick<AppState, 'vocabularies'>) {
  const { cards, rounds } = await localLearning();
  const answersByDay = new Map<number, number>();
  const languages = new Map<string, string>();
  for (const round of rounds) {
    const day = Math.floor(learnerDay(round.playedAt, round.timezoneOffsetMinutes));
    answersByDay.set(day, (answersByDay.get(day) ?? 0) + round.words.length);
    languages.set(round.listId, round.languageLearn);
  }
  // A slot's list and the Test Vocabulary are in this browser; a career stage and a community
  // track are asked of the tracks API, an IELTS band no slot holds of the free lists' route (the
  // words a visitor plays them with). A sheet no slot holds is left out: only its slot had it.
  const listIds = [...languages.keys()].reverse();
  const found = await Promise.all(
    listIds.map(
      async (listId) => deviceList(listId, state) ?? (await trackList(listId)) ?? (await bandList(listId)),
    ),
  );
  const lists = listIds.flatMap((listId, index): ProgressList[] => {
    const list = found[index];
    return list
      ? [{ listId, name: list.name, languageLearn: languages.get(listId) ?? 'en', words: list.cards }]
      : [];
  });
  return { cards, answersByDay, lists };
}

export async function localProgress(state: Pick<AppState, 'vocabularies'>): Promise<ProgressResponse> {
  const { cards, answersByDay, lists } = await localInputs(state);
  const plan = localStudyPlan();
  const today = learnerDay(Date.now(), timezone());
  const examDate = plan.examDate && !examDateProblem(plan.examDate, today) ? plan.examDate : null;
  return {
    plan,
    ...progressSummary({ lists, cards, answersByDay, today, weeklyGoal: plan.weeklyGoal, examDate }),
  };
}

export async function localWords(
  state: Pick<AppState, 'vocabularies'>,
  query: WordsQuery,
): Promise<ProgressWordsResponse> {
  const { cards, lists } = await localInputs(state);
  const list = lists.find((item) => item.listId === query.list);
  if (!list) throw new ApiError(404, [{ message: 'That list has not been played in this browser.' }]);
  const page = wordsPage(list, cards, learnerDay(Date.now(), timezone()), {
    ...query,
    weak: Boolean(query.weak),
  });
  return { listId: list.listId, name: list.name, ...page };
}
