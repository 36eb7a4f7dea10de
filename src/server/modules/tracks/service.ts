import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { CareerResponse, SelectStageResponse, TrackResponse } from '../../../shared/api/tracks.ts';
import { completedStages, mayPlayStage, stageIsPremium } from '../../../shared/career.ts';
import { ANONYMOUS_USER_ID, CAREER_EPISODES } from '../../../shared/constants.ts';
import type { GameId } from '../../../shared/games.ts';
import { GRADE } from '../../../shared/learning/fsrs-adapter.ts';
import { wordKey } from '../../../shared/learning/word-key.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { formatListId, parseListId } from '../../../shared/word-lists/list-id.ts';
import type { Database } from '../../db/client.ts';
import { careerTracks, careerTrackWords, learningExposures } from '../../db/schema.ts';
import { HttpError, notFound } from '../../errors.ts';
import type { IeltsService } from '../ielts/service.ts';

export type TracksService = Awaited<ReturnType<typeof createTracksService>>;

/** The career's words are English: rounds on a track are recorded under en. */
export const CAREER_LANGUAGE = 'en';

const SKILL_GAME: Record<string, GameId> = { recognition: 'candy', recall: 'space' };

/**
 * The career (issue 16). The tracks never change at run time (a migration seeds them): read once
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

  function track(id: number, role: string | null): TrackResponse {
    const row = trackRows.find((t) => t.id === id);
    if (!row) throw notFound(`There is no track ${id}.`);
    if (!mayPlayStage(role, row.band)) throw new HttpError(403, MESSAGES.premiumRequired);
    return {
      ...stage(row),
      episodeName: episodeNames.get(row.episode) ?? '',
      listId: formatListId({ kind: 'career', trackId: row.id }),
      words: (wordsOf.get(row.id) ?? []).flatMap((word) => {
        const found = ielts.entry(word);
        if (!found) return [];
        return [
          {
            word,
            paraphrase: found.record.FIELD2,
            definition: found.record.FIELD3,
            band: found.band,
            card: found.card,
          },
        ];
      }),
    };
  }

  /** A career stage's name, band and cards (its words found in the band lists), or null. */
  function stageList(trackId: number) {
    const row = trackRows.find((t) => t.id === trackId);
    if (!row) return null;
    const cards = (wordsOf.get(row.id) ?? []).flatMap((w) => ielts.entry(w)?.card ?? []);
    return { name: row.name, band: row.band, cards };
  }

  return { selectStage, career, track, completed, stageList };
}
