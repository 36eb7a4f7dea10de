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
import { mayPlayStage } from '../../../shared/career.ts';
import type { WordCard } from '../../../shared/word-lists/card.ts';
import { formatListId, parseListId } from '../../../shared/word-lists/list-id.ts';
import { builtInList, mayLoadList } from '../../../shared/word-lists/lists.ts';
import type { Database } from '../../db/client.ts';
import { type UserRow, userVocabularies } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import type { CommunityService } from '../community/service.ts';
import type { TracksService } from '../tracks/service.ts';
import { CAREER_LANGUAGE } from '../tracks/service.ts';
import type { VocabularyService } from '../vocabulary/service.ts';

export type ResolvedList = {
  /** The list's id, as stored (formatListId of what was asked). */
  listId: string;
  name: string;
  /** The language the list's rounds are recorded under (the word keys of its learning records). */
  languageLearn: string;
  cards: WordCard[];
  /** The learner may not play it now (premium); their records of it still count. */
  locked: boolean;
};

export type ListResolver = ReturnType<typeof createListResolver>;

/** The language a learner's own and built-in lists are recorded under (the game page's rule). */
export const learnedLanguageOf = (user: Pick<UserRow, 'languageLearn'>) => user.languageLearn ?? 'en';

export function createListResolver(options: {
  db: Database;
  vocabulary: VocabularyService;
  tracks: TracksService;
  community: CommunityService;
}) {
  const { db, vocabulary, tracks, community } = options;

  async function sheetCopy(user: UserRow, sheetId: string) {
    const [row] = await db
      .select({ name: userVocabularies.name, words: userVocabularies.words })
      .from(userVocabularies)
      .where(and(eq(userVocabularies.userId, user.id), eq(userVocabularies.googleSheetId, sheetId)))
      .limit(1);
    return row;
  }

  /** The list an id names, as this learner has it; null when the id names none they can see. */
  async function resolve(user: UserRow, text: string): Promise<ResolvedList | null> {
    const id = parseListId(text);
    if (!id) return null;
    const listId = formatListId(id);
    switch (id.kind) {
      case 'test':
      case 'ielts': {
        const builtIn = builtInList(listId);
        if (!builtIn) return null;
        return {
          listId,
          name: builtIn.name,
          languageLearn: learnedLanguageOf(user),
          cards: vocabulary.builtInCards(user, builtIn),
          locked: !mayLoadList(user.role, listId),
        };
      }
      case 'sheet': {
        const row = await sheetCopy(user, id.sheetId);
        return row
          ? {
              listId,
              name: row.name,
              languageLearn: learnedLanguageOf(user),
              cards: row.words,
              locked: false,
            }
          : null;
      }
      case 'career': {
        const stage = tracks.stageList(id.trackId);
        if (!stage) return null;
        return {
          listId,
          name: stage.name,
          languageLearn: CAREER_LANGUAGE,
          cards: stage.cards,
          locked: !mayPlayStage(user.role, stage.band),
        };
      }
      case 'community': {
        try {
          const track = await community.track(id.trackId, user);
          return {
            listId,
            name: track.trackTitle,
            languageLearn: track.languageLearn,
            cards: track.cards,
            locked: false,
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
  async function resolveMany(user: UserRow, texts: string[]): Promise<ResolvedList[]> {
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
        if (id.kind !== 'sheet') return resolve(user, formatListId(id));
        const row = sheets.get(id.sheetId);
        return row
          ? {
              listId: formatListId(id),
              name: row.name,
              languageLearn: learnedLanguageOf(user),
              cards: row.words,
              locked: false,
            }
          : null;
      }),
    );
    return found.filter((list): list is ResolvedList => list !== null);
  }

  return { resolve, resolveMany };
}
