import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { CareerResponse, CareerTrack, SelectStageResponse } from '../../../shared/api/tracks.ts';
import { CAREER_LANGUAGE, completedStages, stageIsPremium } from '../../../shared/career.ts';
import { ANONYMOUS_USER_ID, CAREER_EPISODES } from '../../../shared/constants.ts';
import type { GameId } from '../../../shared/games.ts';
import { GRADE } from '../../../shared/learning/fsrs-adapter.ts';
import { wordKey } from '../../../shared/learning/word-key.ts';
import { formatListId, parseListId } from '../../../shared/word-lists/list-id.ts';
import type { Database } from '../../db/client.ts';
import { careerTracks, careerTrackWords, learningExposures } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type { IeltsService } from '../ielts/service.ts';

export type TracksService = Awaited<ReturnType<typeof createTracksService>>;

const SKILL_GAME: Record<string, GameId> = { recognition: 'candy', recall: 'space' };

/**
 * The career (docs/decisions/015-career.md). The tracks never change at run time (a migration seeds them): read once
 * at start. Completion comes from the learning engine's records (learning_exposures) of rounds
 * played on a track.
 */
export async function createTracksService({ db, ielts }: { db: Database; ielts: IeltsService }) {
  const trackRows = await db.select().from(careerTracks).orderBy(asc(careerTracks.id));
  const wordRows = await db
    .select()
    .from(careerTrackWords)
    .orderBy(asc(careerTrackWords.trackId), asc(careerTrackWords.position));
  const wordsOf = new Map<number, string[]>(trackRows.map((t) => [t.id, []]));
  for (const row of wordRows) wordsOf.get(row.trackId)?.push(row.word);
  const keysOf = new Map(
    [...wordsOf].map(([id, words]) => [id, words.map((w) => wordKey(CAREER_LANGUAGE, w))]),
  );
  const stageListIds = trackRows.map((t) => formatListId({ kind: 'career', trackId: t.id }));
  const episodeNames = new Map<number, string>();
  for (const t of trackRows) if (t.stage === 1) episodeNames.set(t.episode, t.name.replace(/ 1$/, ''));

  const stage = (t: (typeof trackRows)[number]) => ({
    id: t.id,
    episode: t.episode,
    stage: t.stage,
    name: t.name,
    band: t.band,
    premium: stageIsPremium(t.band),
  });

  async function completed(userId: number): Promise<number[]> {
    if (userId === ANONYMOUS_USER_ID) return [];
    const rows = await db
      .selectDistinct({
        listId: learningExposures.listId,
        skill: learningExposures.skill,
        wordKey: learningExposures.wordKey,
      })
      .from(learningExposures)
      .where(
        and(
          eq(learningExposures.userId, userId),
          inArray(learningExposures.listId, stageListIds),
          gt(learningExposures.grade, GRADE.again),
        ),
      );
    const answers = rows.flatMap((row) => {
      const list = parseListId(row.listId);
      const game = SKILL_GAME[row.skill];
      return list?.kind === 'career' && game
        ? [{ trackId: list.trackId, game, wordKey: row.wordKey, right: true }]
        : [];
    });
    return completedStages(keysOf, answers);
  }

  function episodeExists(page: number): boolean {
    return Number.isInteger(page) && page >= 1 && page <= CAREER_EPISODES && episodeNames.has(page);
  }

  async function selectStage(page: number, userId: number): Promise<SelectStageResponse> {
    if (!episodeExists(page))
      throw notFound(`There is no episode ${page}: episodes are 1 to ${CAREER_EPISODES}.`);
    const tracks = trackRows.filter((t) => t.episode === page).map((t) => t.id);
    const done = await completed(userId);
    return { Tracks: tracks, Completed: done.filter((id) => tracks.includes(id)) };
  }

  async function career(userId: number): Promise<CareerResponse> {
    return {
      episodes: [...episodeNames].map(([episode, name]) => ({
        episode,
        name,
        stages: trackRows
          .filter((t) => t.episode === episode)
          .map((t) => ({ ...stage(t), words: wordsOf.get(t.id) ?? [] })),
      })),
      Completed: await completed(userId),
    };
  }

  /**
   * A career stage as /play plays it: its place, band and words (found in the band lists), or
   * null for a number that is no stage. Whether the learner may play it is the list resolver's
   * premium rule (modules/lists).
   */
  function stageTrack(trackId: number): CareerTrack | null {
    const row = trackRows.find((t) => t.id === trackId);
    if (!row) return null;
    return {
      kind: 'career',
      ...stage(row),
      episodeName: episodeNames.get(row.episode) ?? '',
      listId: formatListId({ kind: 'career', trackId: row.id }),
      languageLearn: CAREER_LANGUAGE,
      words: (wordsOf.get(row.id) ?? []).flatMap((word) => {
        const found = ielts.entry(word);
        if (!found) return [];
        return [
          {
            word,
            paraphrase: found.entry.paraphrase,
            definition: found.entry.definition,
            band: found.band,
            card: found.card,
          },
        ];
      }),
    };
  }

  return { selectStage, career, completed, stageTrack };
}
