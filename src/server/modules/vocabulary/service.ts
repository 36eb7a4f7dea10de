import { and, eq, sql } from 'drizzle-orm';
import type { VocabularyListResponse } from '../../../shared/api/vocabulary.ts';
import { GAME_SLOT_COUNT } from '../../../shared/constants.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { testVocabularyCards } from '../../../shared/test-vocabulary.ts';
import type { WordCard } from '../../../shared/word-lists/card.ts';
import { listKindOf } from '../../../shared/word-lists/list-id.ts';
import { type BuiltInList, builtInList, mayLoadList } from '../../../shared/word-lists/lists.ts';
import type { Database } from '../../db/client.ts';
import { type UserRow, users, userVocabularies } from '../../db/schema.ts';
import { HttpError, notFound } from '../../errors.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { CaptchaService } from '../captcha/service.ts';
import type { IeltsService } from '../ielts/service.ts';
import type { SheetReader } from './google-sheets.ts';

/** Sheet loads per user per 15 minutes: each one makes the server fetch from Google. */
const LOADS_PER_WINDOW = 30;
const LOAD_WINDOW_SECONDS = 15 * 60;
/** How long the list waits for Drive to say whether a sheet changed. */
const METADATA_TIMEOUT_MS = 3000;

const EMPTY_ENTRY = { name: '', googleSheetId: '', googleModified: 0, locallyModified: 0 };

export type VocabularyService = ReturnType<typeof createVocabularyService>;

/** A load as the service sees it; the route maps the wire's gameId2Update, sheetId2Update, reCaptcha. */
export type ListLoad = { slot: number; listId: string; captcha: string };

/** A slot's list and its cards, as a download or the slot's words give it (routes.ts names it for the API). */
export type SlotList = {
  slot: number;
  googleSheetId: string;
  name: string;
  googleModified: Date;
  cards: WordCard[];
};

export function createVocabularyService(options: {
  db: Database;
  sheets: SheetReader;
  ielts: IeltsService;
  captcha: CaptchaService;
  limiter: RateLimiter;
}) {
  const { db, sheets, ielts, captcha, limiter } = options;

  /** A built-in list's words: the Test Vocabulary in the learner's language, or a band's cards. */
  function builtInCards(user: Pick<UserRow, 'languageNative'>, list: BuiltInList): WordCard[] {
    return listKindOf(list.id) === 'test'
      ? testVocabularyCards(user.languageNative)
      : [...ielts.cards(list.band ?? 5)];
  }

  /** The three slots, each with the sheet's latest known change (asked of Drive when possible). */
  async function list(user: UserRow): Promise<VocabularyListResponse> {
    const rows = await db.select().from(userVocabularies).where(eq(userVocabularies.userId, user.id));
    const games = await Promise.all(
      Array.from({ length: GAME_SLOT_COUNT }, async (_, slot) => {
        const row = rows.find((item) => item.slot === slot);
        if (!row) return { ...EMPTY_ENTRY };
        let googleModified = row.googleModified.getTime();
        if (!builtInList(row.googleSheetId)) {
          const meta = await sheets.metadata(row.googleSheetId, METADATA_TIMEOUT_MS);
          if (meta) googleModified = Math.max(googleModified, meta.modifiedTime.getTime());
        }
        return {
          name: row.name,
          googleSheetId: row.googleSheetId,
          googleModified,
          locallyModified: row.locallyModified.getTime(),
        };
      }),
    );
    return { games, isCommonVocabulary: user.isCommonVocabulary };
  }

  async function setCommon(user: UserRow, isCommon: boolean): Promise<{ isCommonVocabulary: boolean }> {
    await db
      .update(users)
      .set({ isCommonVocabulary: isCommon, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    return { isCommonVocabulary: isCommon };
  }

  /**
   * Loads a list into a slot: a built-in list (Test Vocabulary free, IELTS band 5 free, 6 to 9
   * premium) or, for premium users, their own public sheet. A failure leaves the slot as it was.
   */
  async function download(user: UserRow, load: ListLoad): Promise<SlotList> {
    await captcha.verify(load.captcha);
    const sheetId = load.listId;
    const builtIn = builtInList(sheetId);
    if (!mayLoadList(user.role, sheetId)) throw new HttpError(403, MESSAGES.premiumRequired);
    if ((await limiter.hit(`user:sheet-load:${user.id}`, LOAD_WINDOW_SECONDS)) > LOADS_PER_WINDOW) {
      throw new HttpError(429, MESSAGES.tooManyLoads);
    }

    let name: string;
    let cards: WordCard[];
    let googleModified: Date;
    if (builtIn) {
      name = builtIn.name;
      // Built-in lists never change: loaded once, they stay up to date.
      googleModified = new Date(0);
      cards = builtInCards(user, builtIn);
    } else {
      const sheet = await sheets.read(sheetId);
      ({ name, cards, googleModified } = sheet);
    }

    const now = new Date();
    const values = {
      userId: user.id,
      slot: load.slot,
      name,
      googleSheetId: sheetId,
      googleModified,
      locallyModified: now,
      // Built-in words live in memory already; only a user's own sheet is stored.
      words: builtIn ? [] : cards,
    };
    await db
      .insert(userVocabularies)
      .values(values)
      .onConflictDoUpdate({ target: [userVocabularies.userId, userVocabularies.slot], set: values });
    return { slot: load.slot, googleSheetId: sheetId, name, googleModified, cards };
  }

  async function setLanguages(user: UserRow, languageNative: string, languageLearn: string) {
    await db
      .update(users)
      .set({ languageNative, languageLearn, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    return { languageNative, languageLearn };
  }

  /**
   * The words of the list in a slot, as loaded: an own sheet from the stored copy (never fetched
   * again here), a built-in list from memory. A premium band needs a premium role now, as loading
   * it does; an own sheet loaded while premium stays readable.
   */
  async function slotWords(user: UserRow, slot: number): Promise<SlotList> {
    const row = await slotRow(user.id, slot);
    if (!row) throw notFound(MESSAGES.slotEmpty);
    const builtIn = builtInList(row.googleSheetId);
    // A premium band needs the role still; an own sheet, once loaded, is the learner's own.
    if (builtIn && !mayLoadList(user.role, row.googleSheetId))
      throw new HttpError(403, MESSAGES.premiumRequired);
    const { name, googleSheetId, googleModified } = row;
    return {
      slot,
      googleSheetId,
      name,
      googleModified,
      cards: builtIn ? builtInCards(user, builtIn) : row.words,
    };
  }

  /**
   * A free built-in list (the Test Vocabulary, IELTS Band 5) for anyone, a visitor included: the
   * words a visitor plays without an account. Premium lists and sheets are not answered here.
   */
  function freeListWords(user: Pick<UserRow, 'languageNative'>, listId: string) {
    const builtIn = builtInList(listId);
    if (!builtIn) throw new HttpError(404, 'There is no such built-in list.');
    if (builtIn.premium) throw new HttpError(403, MESSAGES.premiumRequired);
    return { name: builtIn.name, googleSheetId: builtIn.id, cards: builtInCards(user, builtIn) };
  }

  async function slotRow(userId: number, slot: number) {
    const [row] = await db
      .select()
      .from(userVocabularies)
      .where(and(eq(userVocabularies.userId, userId), eq(userVocabularies.slot, slot)));
    return row;
  }

  return { list, setCommon, download, setLanguages, slotWords, builtInCards, freeListWords };
}
