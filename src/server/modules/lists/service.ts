/**
 * The one resolver of a playable list on the server: any list id (word-lists/list-id.ts) to its
 * name, the language its rounds are recorded under, and its cards, for a given learner. The
 * progress routes, the tracks API and the learning records all name lists by id; this is where an
 * id becomes words.
 *
 * - a sheet: the copy stored in one of the learner's slots (never fetched again here); none when
 *   the learner holds no such sheet;
 * - the Test Vocabulary and the IELTS bands: from memory (a band in the learner's language rule);
 * - a career stage: its words' cards from the band lists, recorded under English;
 * - a community track: its cards, recorded under the track's learned language; a hidden track is
 *   found by its designer only.
 *
 * The premium rule: a list the learner may not play now (a premium band or career stage without a
 * premium role) resolves with `locked: true`. Playing it is refused (403); the learner's records
 * of it still show on the progress page.
 */
import { and, eq } from 'drizzle-orm';
import type { CareerTrack } from '../../../shared/api/tracks.ts';
import { mayPlayStage } from '../../../shared/career.ts';
import type { WordCard } from '../../../shared/word-lists/card.ts';
import { formatListId, type ListId, parseListId, trackListId } from '../../../shared/word-lists/list-id.ts';
import { builtInList, mayLoadList } from '../../../shared/word-lists/lists.ts';
import type { Database } from '../../db/client.ts';
import { type UserRow, userVocabularies } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import type { CommunityService } from '../community/service.ts';
import type { TracksService } from '../tracks/service.ts';
import type { VocabularyService } from '../vocabulary/service.ts';

type ResolvedCommon = {
  /** The list's id, as stored (formatListId of what was asked). */
  listId: string;
  name: string;
  /** The language the list's rounds are recorded under (the word keys of its learning records). */
  languageLearn: string;
  cards: WordCard[];
  /** The learner may not play it now (premium); their records of it still count. */
  locked: boolean;
};

/** A list as a learner has it; a career stage and a community track say what /play shows of them. */
export type ResolvedList =
  | (ResolvedCommon & { kind: 'sheet' | 'test' | 'ielts' })
  | (ResolvedCommon & { kind: 'career'; stage: CareerTrack })
  | (ResolvedCommon & { kind: 'community'; trackId: number; designer: { uid: number; username: string } });

/** A list a play address names (`/play/{id}`, GET /api/tracks/{id}). */
export type ResolvedTrack = Extract<ResolvedList, { kind: 'career' | 'community' }>;

export type ListResolver = ReturnType<typeof createListResolver>;

/** Who a list is resolved for: a signed-in learner, or a visitor (the anonymous user). */
type Learner = Pick<UserRow, 'id' | 'role' | 'languageNative' | 'languageLearn'>;

/** The language a learner's own and built-in lists are recorded under (the game page's rule). */
export const learnedLanguageOf = (user: Pick<UserRow, 'languageLearn'>) => user.languageLearn ?? 'en';

export function createListResolver(options: {
  db: Database;
  vocabulary: VocabularyService;
  tracks: TracksService;
  community: CommunityService;
}) {
  const { db, vocabulary, tracks, community } = options;

  async function sheetCopy(user: Learner, sheetId: string) {
    const [row] = await db
      .select({ name: userVocabularies.name, words: userVocabularies.words })
      .from(userVocabularies)
      .where(and(eq(userVocabularies.userId, user.id), eq(userVocabularies.googleSheetId, sheetId)))
      .limit(1);
    return row;
  }

  /** A sheet as the learner's slot holds it (the copy the last load stored). */
  const sheetList = (user: Learner, sheetId: string, row: { name: string; words: WordCard[] }) =>
    ({
      kind: 'sheet',
      listId: formatListId({ kind: 'sheet', sheetId }),
      name: row.name,
      languageLearn: learnedLanguageOf(user),
      cards: row.words,
      locked: false,
    }) satisfies ResolvedList;

  /** The list an id names, as this learner has it; null when the id names none they can see. */
  async function resolve(user: Learner, text: string): Promise<ResolvedList | null> {
    const id = parseListId(text);
    return id ? resolveId(user, id) : null;
  }

  async function resolveId(user: Learner, id: ListId): Promise<ResolvedList | null> {
    const listId = formatListId(id);
    switch (id.kind) {
      case 'test':
      case 'ielts': {
        const builtIn = builtInList(listId);
        if (!builtIn) return null;
        return {
          kind: id.kind,
          listId,
          name: builtIn.name,
          languageLearn: learnedLanguageOf(user),
          cards: vocabulary.builtInCards(user, builtIn),
          locked: !mayLoadList(user.role, listId),
        };
      }
      case 'sheet': {
        const row = await sheetCopy(user, id.sheetId);
        return row ? sheetList(user, id.sheetId, row) : null;
      }
      case 'career': {
        const stage = tracks.stageTrack(id.trackId);
        if (!stage) return null;
        return {
          kind: 'career',
          listId,
          name: stage.name,
          languageLearn: stage.languageLearn,
          cards: stage.words.map((word) => word.card),
          locked: !mayPlayStage(user.role, stage.band),
          stage,
        };
      }
      case 'community': {
        try {
          const track = await community.track(id.trackId, user);
          return {
            kind: 'community',
            listId,
            name: track.trackTitle,
            languageLearn: track.languageLearn,
            cards: track.cards,
            locked: false,
            trackId: track.id,
            designer: { uid: track.uid, username: track.username },
          };
        } catch (error) {
          if (error instanceof HttpError && error.statusCode === 404) return null;
          throw error;
        }
      }
    }
  }

  /**
   * Many lists at once (the progress page), in the order asked, leaving out ids that name no list
   * the learner can see: the learner's sheets in one query (decision record 025: not one query
   * per list played), built-in lists and career stages from memory, each community track by its id.
   */
  async function resolveMany(user: Learner, texts: string[]): Promise<ResolvedList[]> {
    const ids = texts.flatMap((text) => {
      const id = parseListId(text);
      return id ? [id] : [];
    });
    const sheets = new Map<string, { name: string; words: WordCard[] }>();
    if (ids.some((id) => id.kind === 'sheet')) {
      const rows = await db
        .select({
          sheetId: userVocabularies.googleSheetId,
          name: userVocabularies.name,
          words: userVocabularies.words,
        })
        .from(userVocabularies)
        .where(eq(userVocabularies.userId, user.id))
        .orderBy(userVocabularies.slot);
      for (const row of rows) if (!sheets.has(row.sheetId)) sheets.set(row.sheetId, row);
    }
    const found = await Promise.all(
      ids.map(async (id): Promise<ResolvedList | null> => {
        if (id.kind !== 'sheet') return resolveId(user, id);
        const row = sheets.get(id.sheetId);
        return row ? sheetList(user, id.sheetId, row) : null;
      }),
    );
    return found.filter((list): list is ResolvedList => list !== null);
  }

  /**
   * The track a play address names by its number (`/play/{id}`, GET /api/tracks/{id}): a career
   * stage or a community track; null when the number names neither (list-id.ts says which kind a
   * number is).
   */
  async function resolveTrack(user: Learner, trackNumber: number): Promise<ResolvedTrack | null> {
    const id = trackListId(trackNumber);
    const list = id ? await resolveId(user, id) : null;
    return list?.kind === 'career' || list?.kind === 'community' ? list : null;
  }

  /**
   * The list in one of the learner's slots (publishing reads it): a sheet as the slot holds it,
   * a built-in list as the server has it; null for an empty slot or one whose id names no list.
   */
  async function resolveSlot(user: Learner, slot: number): Promise<ResolvedList | null> {
    const [row] = await db
      .select({
        sheetId: userVocabularies.googleSheetId,
        name: userVocabularies.name,
        words: userVocabularies.words,
      })
      .from(userVocabularies)
      .where(and(eq(userVocabularies.userId, user.id), eq(userVocabularies.slot, slot)));
    const id = row ? parseListId(row.sheetId) : null;
    if (!row || !id) return null;
    return id.kind === 'sheet' ? sheetList(user, id.sheetId, row) : resolveId(user, id);
  }

  return { resolve, resolveMany, resolveTrack, resolveSlot };
}
