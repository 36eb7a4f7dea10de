/**
 * What this browser knows of the learner's career: completed stages for a visitor (from the
 * learning engine's rounds kept here, the same rule as the server's), and best stars per stage
 * (from the short round history, for everyone, by the list id the rounds name).
 */
import type { CareerResponse } from '../../../shared/api/tracks.ts';
import {
  answeredRight,
  CAREER_LANGUAGE,
  type CareerAnswer,
  completedStages,
} from '../../../shared/career.ts';
import { wordKey } from '../../../shared/learning/word-key.ts';
import { parseListId } from '../../../shared/word-lists/list-id.ts';
import { GAME_RESULTS_STORAGE_KEY } from '../learning/storage-keys.ts';

export type CareerRecords = {
  /** Global stage numbers completed */
  completed: number[];
  /** Best stars (0-3) by track id, where a round was played in this browser */
  bestStars: Record<number, number>;
};

/**
 * The best stars of each career stage played in this browser, by track id, from the short round
 * history. A round names the list it was played on (its list id); rounds kept from before rounds
 * named their list are matched by the stage's name (`names`: a stage's name to its track id).
 */
function bestStarsByTrack(
  storage: Pick<Storage, 'getItem'>,
  names: Map<string, number>,
): Map<number, number> {
  const best = new Map<number, number>();
  try {
    const value: unknown = JSON.parse(storage.getItem(GAME_RESULTS_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(value)) return best;
    for (const round of value as { listId?: unknown; listName?: unknown; stars?: unknown }[]) {
      if (typeof round?.stars !== 'number') continue;
      const list = typeof round.listId === 'string' ? parseListId(round.listId) : null;
      const trackId =
        list?.kind === 'career'
          ? list.trackId
          : round.listId === undefined && typeof round.listName === 'string'
            ? names.get(round.listName)
            : undefined;
      if (trackId === undefined) continue;
      best.set(trackId, Math.max(best.get(trackId) ?? 0, Math.min(3, Math.floor(round.stars))));
    }
  } catch {
    // Unreadable history: no stars shown.
  }
  return best;
}

async function localAnswers(): Promise<CareerAnswer[]> {
  const { localLearning } = await import('../learning/local-learning.ts');
  const { rounds } = await localLearning();
  return rounds.flatMap((round) => {
    const list = parseListId(round.listId);
    if (list?.kind !== 'career') return [];
    return round.words.map((word) => ({
      trackId: list.trackId,
      game: round.game,
      wordKey: wordKey(round.languageLearn, word.front),
      right: answeredRight(word.outcome),
    }));
  });
}

/**
 * `serverCompleted`: the signed-in learner's completed stages from the server; null for a visitor,
 * whose completions come from this browser's rounds.
 */
export async function careerRecords(
  career: CareerResponse,
  serverCompleted: number[] | null,
  storage: Pick<Storage, 'getItem'> = localStorage,
): Promise<CareerRecords> {
  const stages = career.episodes.flatMap((episode) => episode.stages);
  const tracks = new Map(stages.map((s) => [s.id, s.words.map((w) => wordKey(CAREER_LANGUAGE, w))]));
  const answers = serverCompleted === null ? await localAnswers().catch(() => []) : [];
  const byTrack = bestStarsByTrack(storage, new Map(stages.map((stage) => [stage.name, stage.id])));
  const bestStars: Record<number, number> = {};
  for (const stage of stages) {
    const stars = byTrack.get(stage.id);
    if (stars !== undefined) bestStars[stage.id] = stars;
  }
  return {
    completed: serverCompleted ?? completedStages(tracks, answers),
    bestStars,
  };
}
