/**
 * A learner's word lists: the slots, the slot rule, the premium rule, the
 * freshness rule and the built-in lists. Server and site apply the same rules from here.
 */
import { FREE_IELTS_BANDS, GAME_SLOT_COUNT, IELTS_BANDS, type IeltsBand } from '../constants.ts';
import { GAMES, type GameId } from '../games.ts';
import { isPremium, type Role } from '../roles.ts';
import { TEST_VOCABULARY_NAME } from '../test-vocabulary.ts';
import { formatListId, GOOGLE_SHEET_ID_PATTERN } from './list-id.ts';

/** A vocabulary slot: 0 all games, 1 Word Candy Match, 2 Space Words. */
export type VocabularyEntry = {
  name: string;
  googleSheetId: string;
  /** Epoch ms when this browser (or, from the server, the account) last loaded the words. */
  locallyModified: number;
  /** Epoch ms when the sheet last changed, as far as we know. */
  googleModified: number;
};

export type VocabularySettings = {
  languageNative: string | null;
  languageLearn: string | null;
  isCommonVocabulary: boolean;
  games: VocabularyEntry[];
};

export const SLOT_NAMES = ['All Games', 'Word Candy Match', 'Space Words'] as const;
export const LOADING_ENTRY_NAME = 'Loading...';

export const TEST_VOCABULARY_ENTRY: VocabularyEntry = Object.freeze({
  name: TEST_VOCABULARY_NAME,
  googleSheetId: formatListId({ kind: 'test' }),
  locallyModified: 0,
  googleModified: 0,
});

export const LOADING_ENTRY: VocabularyEntry = Object.freeze({
  name: LOADING_ENTRY_NAME,
  googleSheetId: '',
  locallyModified: 0,
  googleModified: 0,
});

/** With no list from the server: one common Test Vocabulary for every game. */
export function defaultVocabularySettings(
  languageNative: string | null = null,
  languageLearn = 'en',
): VocabularySettings {
  return {
    languageNative,
    languageLearn,
    isCommonVocabulary: true,
    games: Array.from({ length: GAME_SLOT_COUNT }, () => ({ ...TEST_VOCABULARY_ENTRY })),
  };
}

/** The slot rule: a game reads slot 0 when one sheet serves every game, else its own slot. */
export function slotForGame(game: GameId, isCommonVocabulary: boolean): number {
  return isCommonVocabulary ? 0 : GAMES[game].slot;
}

/** The slots the games read: [0] with one common sheet, else each game's own. */
export function slotsInPlay(isCommonVocabulary: boolean): number[] {
  return isCommonVocabulary ? [0] : [...new Set(Object.values(GAMES).map((game) => game.slot))];
}

/** Up to date when loaded at or after the sheet's last change. */
export function isUpToDate(entry: Pick<VocabularyEntry, 'locallyModified' | 'googleModified'>): boolean {
  return entry.locallyModified >= entry.googleModified;
}

/**
 * Vocabularies: each slot takes the server's entry, keeping the local modified
 * time when the sheet id matches the local one, and falls back to the Test Vocabulary entry when
 * the server's entry has no sheet id.
 */
export function reconcileVocabularies(
  local: readonly VocabularyEntry[] | undefined,
  server: readonly VocabularyEntry[],
): VocabularyEntry[] {
  return Array.from({ length: GAME_SLOT_COUNT }, (_, slot) => {
    const remote = server[slot];
    if (!remote?.googleSheetId) return { ...TEST_VOCABULARY_ENTRY };
    const mine = local?.[slot];
    return mine && mine.googleSheetId === remote.googleSheetId
      ? { ...remote, locallyModified: mine.locallyModified }
      : { ...remote };
  });
}

/**
 * The URL must contain `spreadsheets/d/{id}/edit`. Returns the id, or null when
 * the URL is not valid.
 */
export function sheetIdFromUrl(url: string): string | null {
  const match = /spreadsheets\/d\/([^/?#\s]+)\/edit/.exec(url.trim());
  const id = match?.[1];
  return id && GOOGLE_SHEET_ID_PATTERN.test(id) ? id : null;
}

/** The built-in lists a slot can hold instead of a sheet. */
export type BuiltInList = { id: string; name: string; premium: boolean; band: IeltsBand | null };

export const BUILT_IN_LISTS: readonly BuiltInList[] = [
  { id: formatListId({ kind: 'test' }), name: TEST_VOCABULARY_NAME, premium: false, band: null },
  ...IELTS_BANDS.map((band) => ({
    id: formatListId({ kind: 'ielts', band }),
    name: `IELTS Band ${band} Vocabulary`,
    premium: !FREE_IELTS_BANDS.includes(band),
    band,
  })),
];

export function builtInList(id: string): BuiltInList | undefined {
  return BUILT_IN_LISTS.find((list) => list.id === id);
}

/** The id of the built-in default sheet: loading it again just closes the dialog. */
export const DEFAULT_SHEET_ID = formatListId({ kind: 'test' });

/** The premium rule: an own sheet and the premium bands need a premium role; the rest is free. */
function listNeedsPremium(listId: string): boolean {
  return builtInList(listId)?.premium ?? true;
}

export function mayLoadList(role: Role | string | null | undefined, listId: string): boolean {
  return !listNeedsPremium(listId) || isPremium(role);
}
