/**
 * The site's half of the game protocol (game-protocol.ts has the whole): the messages the site
 * sends a game frame, their types and the game's parser for them. Written without zod: this is
 * all a game's page parses, and zod's core and the schemas built at start cost each game page
 * 12-15 ms of its load at a desktop's speed (decision record 040). Every message is
 * `{ type, data }`; anything malformed or of an unknown type is null, untrusted text is cleaned,
 * and keys a message does not know are dropped.
 */
import { MAX_PARAPHRASE_WORDS, type ParaphraseEntry } from './game-modes.ts';
import { GAME_IDS, type GameId } from './games.ts';
import {
  cleanText,
  MAX_CARD_TEXT_LENGTH,
  MAX_CARDS,
  parseWordCards,
  type WordCard,
} from './word-lists/card.ts';
import { parseListId } from './word-lists/list-id.ts';

/** The sound settings, sent both ways. */
export type MuteFlags = { isSoundsMuted: boolean; isMusicMuted: boolean };

/**
 * The start screen's counts: due today and never played, with the new words a day the dealer
 * plans (optional). `listed` is the list's size and `playable` the words of it this mode can play
 * (Paraphrase: those found in the band lists), both before a short round took only some: the start
 * screen speaks of the list, not of the round.
 */
export type DealtCounts = { due: number; fresh: number; pace?: number; listed?: number; playable?: number };

/** The word data the site sends a game, with the player's sound settings. */
export type VocabularyData = MuteFlags & {
  game: GameId;
  /** The list these words are: the game echoes it in the round's results. */
  listId: string;
  /** The list's name, shown on the start screen ("Test Vocabulary" for the built-in list). */
  name: string;
  cards: WordCard[];
  /** BCP 47 language tags of the fronts and backs, for speech; null when unknown. */
  languageLearn: string | null;
  languageNative: string | null;
  /**
   * Set when the learning engine ordered the cards: the next round's words come first, and the
   * start screen shows the list's words due today and never played in this game.
   */
  dealt?: DealtCounts;
  /**
   * 'site': the frame has no speech synthesis of its own but the site can speak (the app's
   * device voice): the game sends `speak` messages instead.
   */
  speech?: 'site';
  /**
   * Paraphrase mode: what the built-in band lists know of the list's words, for the words found
   * there. Sent only when the game asked for its words in Paraphrase mode.
   */
  paraphrases?: ParaphraseEntry[];
  /**
   * Translation mode on a built-in list (a band, a career stage; docs/decisions/029-ielts-senses-and-translations.md): the cards' backs are
   * the band lists' translations in `language` where a word has one, its English clue elsewhere;
   * `translated` counts the list's words that have one (the start screen says so).
   */
  translations?: TranslationSummary;
};

export type TranslationSummary = { language: string; translated: number };

export type ReviewStatus = 'new' | 'learning' | 'known';

/** What a round did to one word's memory card, for the results screen. */
export type ReviewChange = {
  front: string;
  before: ReviewStatus;
  after: ReviewStatus;
  /** Whole days until the word is due again (0: today). */
  dueInDays: number;
};

/**
 * The learning engine's answer to a round: `startedAt` names the round (RoundResults.startedAt);
 * `habit` is one kind line about the learner's week, shown briefly on the results screen.
 */
export type RoundReview = { startedAt: number; changes: ReviewChange[]; habit?: string };

/** Messages the site sends a game frame. */
export type SiteMessage =
  | { type: 'vocabularies'; data: VocabularyData }
  | { type: 'mute-flags'; data: MuteFlags }
  | { type: 'round-review'; data: RoundReview }
  | { type: 'reload'; data: null };

export type SiteMessageType = SiteMessage['type'];

/** The longest habit line a game shows. */
const MAX_HABIT_LENGTH = 120;
/** The most days a word is said to be due in (a hundred years). */
const MAX_DUE_DAYS = 36_500;
const REVIEW_STATUSES: readonly string[] = ['new', 'learning', 'known'];

/** A message from the site, or null for anything malformed or of an unknown type. */
export function parseSiteMessage(value: unknown): SiteMessage | null {
  if (!isObject(value)) return null;
  const { data } = value;
  switch (value.type) {
    case 'vocabularies': {
      const words = parseVocabulary(data);
      return words ? { type: 'vocabularies', data: words } : null;
    }
    case 'mute-flags': {
      const flags = parseMuteFlags(data);
      return flags ? { type: 'mute-flags', data: flags } : null;
    }
    case 'round-review': {
      const review = parseRoundReview(data);
      return review ? { type: 'round-review', data: review } : null;
    }
    case 'reload':
      return { type: 'reload', data: null };
    default:
      return null;
  }
}

/** Untrusted text, cleaned (cleanText); anything not text reads as empty. */
const cardText = (value: unknown) => cleanText(value, MAX_CARD_TEXT_LENGTH);

/** A BCP 47 language tag for speech, or null for anything else. */
export function languageTag(value: unknown): string | null {
  return typeof value === 'string' && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(value) ? value : null;
}

/** The sound settings from either side, or null when malformed. */
export function parseMuteFlags(value: unknown): MuteFlags | null {
  if (!isObject(value)) return null;
  const { isSoundsMuted, isMusicMuted } = value;
  if (typeof isSoundsMuted !== 'boolean' || typeof isMusicMuted !== 'boolean') return null;
  return { isSoundsMuted, isMusicMuted };
}

function parseVocabulary(value: unknown): VocabularyData | null {
  if (!isObject(value)) return null;
  const flags = parseMuteFlags(value);
  const { game, listId } = value;
  if (!flags || !GAME_IDS.includes(game as GameId)) return null;
  if (typeof listId !== 'string' || parseListId(listId) === null) return null;
  return {
    ...flags,
    game: game as GameId,
    listId,
    name: cardText(value.name),
    cards: parseWordCards(value.cards),
    languageLearn: languageTag(value.languageLearn),
    languageNative: languageTag(value.languageNative),
    ...dealtField(parseDealt(value.dealt)),
    ...(value.speech === 'site' ? { speech: 'site' as const } : {}),
    ...paraphrasesField(value.paraphrases),
    ...translationsField(value.translations),
  };
}

/** A change that does not parse is left out, not the whole review. */
function parseRoundReview(value: unknown): RoundReview | null {
  if (!isObject(value)) return null;
  const { startedAt, changes, habit } = value;
  if (typeof startedAt !== 'number' || !Number.isFinite(startedAt) || !Array.isArray(changes)) return null;
  const line = typeof habit === 'string' ? cleanText(habit, MAX_HABIT_LENGTH) : '';
  return {
    startedAt,
    changes: changes.slice(0, MAX_CARDS).flatMap((change) => {
      const parsed = parseReviewChange(change);
      return parsed ? [parsed] : [];
    }),
    ...(line ? { habit: line } : {}),
  };
}

function parseReviewChange(value: unknown): ReviewChange | null {
  if (!isObject(value)) return null;
  const { before, after, dueInDays } = value;
  if (typeof before !== 'string' || !REVIEW_STATUSES.includes(before)) return null;
  if (typeof after !== 'string' || !REVIEW_STATUSES.includes(after)) return null;
  if (typeof dueInDays !== 'number' || !Number.isSafeInteger(dueInDays) || dueInDays < 0) return null;
  return {
    front: cardText(value.front),
    before: before as ReviewStatus,
    after: after as ReviewStatus,
    dueInDays: Math.min(dueInDays, MAX_DUE_DAYS),
  };
}

/** What the results screen says of a word's memory after the round: "learning · due again in 3 days". */
export function reviewNote(change: ReviewChange): string {
  const due =
    change.dueInDays === 0
      ? 'due again today'
      : `due again in ${change.dueInDays} ${change.dueInDays === 1 ? 'day' : 'days'}`;
  if (change.after === 'known') return `${change.before === 'known' ? 'known' : 'now known'} · ${due}`;
  if (change.before === 'known') return `back to learning · ${due}`;
  return `${change.before === 'new' ? 'new' : 'learning'} · ${due}`;
}

type Json = Record<string, unknown>;

/** A message's object (not null, not an array). */
export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const dealtField = (dealt: DealtCounts | null) => (dealt ? { dealt } : {});

function parseDealt(value: unknown): DealtCounts | null {
  if (!isObject(value)) return null;
  const count = (n: unknown) =>
    Number.isInteger(n) && (n as number) >= 0 && (n as number) <= MAX_CARDS ? (n as number) : null;
  const due = count(value.due);
  const fresh = count(value.fresh);
  if (due === null || fresh === null) return null;
  const optional = (key: 'pace' | 'listed' | 'playable') => {
    const n = count(value[key]);
    return n === null ? {} : { [key]: n };
  };
  return { due, fresh, ...optional('pace'), ...optional('listed'), ...optional('playable') };
}

const MAX_SYNONYMS = 8;

function textList(value: unknown, max: number): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .slice(0, max)
    .map((item) => cleanText(item, MAX_CARD_TEXT_LENGTH))
    .filter(Boolean);
}

function parseParaphrase(value: unknown): ParaphraseEntry | null {
  if (!isObject(value)) return null;
  const front = cleanText(value.front, MAX_CARD_TEXT_LENGTH);
  const band = value.band;
  if (!front || !Number.isInteger(band) || (band as number) < 1 || (band as number) > 9) return null;
  const upgrades = Array.isArray(value.upgrades)
    ? value.upgrades.slice(0, MAX_SYNONYMS).flatMap((item) => {
        if (!isObject(item)) return [];
        const plain = cleanText(item.plain, MAX_CARD_TEXT_LENGTH);
        const stronger = textList(item.stronger, MAX_SYNONYMS);
        return plain && stronger.length > 0 ? [{ plain, stronger }] : [];
      })
    : [];
  return {
    front,
    band: band as number,
    synonyms: textList(value.synonyms, MAX_SYNONYMS),
    definition: cleanText(value.definition, 300),
    upgrades,
  };
}

const translationsField = (value: unknown): { translations?: TranslationSummary } => {
  if (typeof value !== 'object' || value === null) return {};
  const { language, translated } = value as Record<string, unknown>;
  const tag = languageTag(language);
  if (!tag) return {};
  if (typeof translated !== 'number' || !Number.isInteger(translated) || translated < 0) return {};
  return { translations: { language: tag, translated } };
};

const paraphrasesField = (value: unknown) => {
  if (!Array.isArray(value)) return {};
  const paraphrases = value
    .slice(0, MAX_PARAPHRASE_WORDS)
    .map(parseParaphrase)
    .filter((entry): entry is ParaphraseEntry => entry !== null);
  return { paraphrases };
};
