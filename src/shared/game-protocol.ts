/**
 * The messages between the site and a game frame (`/games/candy/`, `/games/space/`), typed once.
 * Every message is `{ type, data }`. Both sides accept messages only from their own origin and from
 * the window they expect, parse them with the functions below (anything malformed or of an
 * unknown type is ignored), and post with their own origin as the target.
 */

import {
  type GameMode,
  isGameMode,
  MAX_PARAPHRASE_WORDS,
  modeFor,
  type ParaphraseEntry,
} from './game-modes.ts';
import { GAME_IDS, type GameId } from './games.ts';
import {
  cleanText,
  MAX_CARD_TEXT_LENGTH,
  MAX_CARDS,
  parseWordCards,
  type WordCard,
} from './word-lists/card.ts';

/** One row of a vocabulary sheet: the word, its translation and a hint. */
export type { WordCard };

export type MuteFlags = { isSoundsMuted: boolean; isMusicMuted: boolean };

/** The word data the site sends a game, with the player's sound settings. */
export type VocabularyData = MuteFlags & {
  game: GameId;
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
   * Paraphrase mode (issue #20): what the built-in band lists know of the list's words, for the
   * words found there. Sent only when the game asked for its words in Paraphrase mode.
   */
  paraphrases?: ParaphraseEntry[];
};

/** The start screen's counts: due today, never played, and new words a day the dealer plans (optional). */
/**
 * The dealer's counts for the start screen. `listed` is the list's size and `playable` the words of
 * it this mode can play (Paraphrase: those found in the band lists), both before a short round took
 * only some: the start screen speaks of the list, not of the round.
 */
export type DealtCounts = { due: number; fresh: number; pace?: number; listed?: number; playable?: number };

/** What became of one word in a round. */
export type WordOutcome = {
  front: string;
  back: string;
  /** Matched before the time ran out. */
  matched: boolean;
  /** Wrong pairs this word was part of. */
  mistakes: number;
  /** The player asked for its hint. */
  hinted: boolean;
  /**
   * What the learning engine grades (src/shared/learning/grades.ts), in the game's own terms;
   * null when the word never came to the player (it gets no review). Absent from older games.
   */
  review?: ReviewInput | null;
};

/**
 * The grade inputs of one word: Word Candy Match trains recognition, Space Words recall. Space:
 * `typed` is shot down at least once; `landed` and `shotDown` count how often its enemy got through
 * and was shot down, `hinted` that its hint was shown (the three are absent from older games).
 */
export type ReviewInput =
  | { game: 'candy'; matched: boolean; wrongPairs: number; hinted: boolean; thinkMs: number }
  | {
      game: 'space';
      typed: boolean;
      landed?: number;
      shotDown?: number;
      wrongKeys: number;
      forgiven: boolean;
      hinted?: boolean;
      reactionMs: number;
    };

export type RoundResults = {
  game: GameId;
  listName: string;
  /** Epoch milliseconds at the start of the round. */
  startedAt: number;
  durationMs: number;
  score: number;
  stars: number;
  bestCombo: number;
  /** Every word matched (false when the time ran out). */
  completed: boolean;
  words: WordOutcome[];
  /** The mode the round was played in; absent from older games (Translation). */
  mode?: GameMode;
};

/** What a round did to one word's memory card, for the results screen. */
export type ReviewChange = {
  front: string;
  before: 'new' | 'learning' | 'known';
  after: 'new' | 'learning' | 'known';
  /** Whole days until the word is due again (0: today). */
  dueInDays: number;
};

/**
 * The learning engine's answer to a round: `startedAt` names the round (RoundResults.startedAt);
 * `habit` is one kind line about the learner's week, shown briefly on the results screen.
 */
export type RoundReview = { startedAt: number; changes: ReviewChange[]; habit?: string };

/** The longest habit line a game shows. */
const MAX_HABIT_LENGTH = 120;

/** Messages a game frame sends the site. */
export type FrameMessage =
  | { type: 'sync-vocabularies'; data: { game: GameId; mode?: GameMode } }
  | { type: 'settings-popup'; data: { game: GameId } }
  | { type: 'homepage'; data: null }
  | { type: 'round-results'; data: RoundResults }
  | { type: 'mute-changed'; data: MuteFlags }
  | { type: 'speak'; data: { text: string; lang: string | null } };

/** Messages the site sends a game frame. */
export type SiteMessage =
  | { type: 'vocabularies'; data: VocabularyData }
  | { type: 'mute-flags'; data: MuteFlags }
  | { type: 'round-review'; data: RoundReview }
  | { type: 'reload'; data: null };

export type FrameMessageType = FrameMessage['type'];
export type SiteMessageType = SiteMessage['type'];

/** Where a game's own page is served (a separate Vite entry, framed by /game/{game}). */
export function gamePagePath(game: GameId): string {
  return `/games/${game}/`;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isGame(value: unknown): value is GameId {
  return typeof value === 'string' && (GAME_IDS as string[]).includes(value);
}

function parseMuteFlags(value: unknown): MuteFlags | null {
  if (!isObject(value)) return null;
  if (typeof value.isSoundsMuted !== 'boolean' || typeof value.isMusicMuted !== 'boolean') return null;
  return { isSoundsMuted: value.isSoundsMuted, isMusicMuted: value.isMusicMuted };
}

function parseLanguage(value: unknown): string | null {
  return typeof value === 'string' && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(value) ? value : null;
}

function parseCount(value: unknown, max: number): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max ? value : null;
}

function parseOutcome(value: unknown): WordOutcome | null {
  if (!isObject(value)) return null;
  const front = cleanText(value.front, MAX_CARD_TEXT_LENGTH);
  const back = cleanText(value.back, MAX_CARD_TEXT_LENGTH);
  const mistakes = parseCount(value.mistakes, 10_000);
  if (!front || !back || mistakes === null) return null;
  if (typeof value.matched !== 'boolean' || typeof value.hinted !== 'boolean') return null;
  const outcome: WordOutcome = {
    front,
    back,
    matched: value.matched,
    mistakes: Math.floor(mistakes),
    hinted: value.hinted,
  };
  if (value.review === null) outcome.review = null;
  else if (value.review !== undefined) {
    const review = parseReviewInput(value.review);
    if (!review) return null;
    outcome.review = review;
  }
  return outcome;
}

const MAX_RESPONSE_MS = 3_600_000;

function parseReviewInput(value: unknown): ReviewInput | null {
  if (!isObject(value)) return null;
  const whole = (item: unknown, max: number) => {
    const count = parseCount(item, max);
    return count === null ? null : Math.round(count);
  };
  if (value.game === 'candy') {
    const wrongPairs = whole(value.wrongPairs, 100);
    const thinkMs = whole(value.thinkMs, MAX_RESPONSE_MS);
    if (wrongPairs === null || thinkMs === null) return null;
    if (typeof value.matched !== 'boolean' || typeof value.hinted !== 'boolean') return null;
    return { game: 'candy', matched: value.matched, wrongPairs, hinted: value.hinted, thinkMs };
  }
  if (value.game === 'space') {
    const wrongKeys = whole(value.wrongKeys, 1000);
    const reactionMs = whole(value.reactionMs, MAX_RESPONSE_MS);
    if (wrongKeys === null || reactionMs === null) return null;
    if (typeof value.typed !== 'boolean' || typeof value.forgiven !== 'boolean') return null;
    const optionalCount = (item: unknown) => (item === undefined ? undefined : whole(item, 1000));
    const landed = optionalCount(value.landed);
    const shotDown = optionalCount(value.shotDown);
    if (landed === null || shotDown === null) return null;
    if (value.hinted !== undefined && typeof value.hinted !== 'boolean') return null;
    return {
      game: 'space',
      typed: value.typed,
      ...(landed === undefined ? {} : { landed }),
      ...(shotDown === undefined ? {} : { shotDown }),
      wrongKeys,
      forgiven: value.forgiven,
      ...(value.hinted === true ? { hinted: true } : {}),
      reactionMs,
    };
  }
  return null;
}

export function parseRoundResults(value: unknown): RoundResults | null {
  if (!isObject(value) || !isGame(value.game) || !Array.isArray(value.words)) return null;
  const startedAt = parseCount(value.startedAt, 8.64e15);
  const durationMs = parseCount(value.durationMs, 86_400_000);
  const score = parseCount(value.score, 1e9);
  const stars = parseCount(value.stars, 3);
  const bestCombo = parseCount(value.bestCombo, 10_000);
  if (startedAt === null || durationMs === null || score === null || stars === null || bestCombo === null) {
    return null;
  }
  if (typeof value.completed !== 'boolean' || value.words.length > MAX_CARDS) return null;
  const words: WordOutcome[] = [];
  for (const item of value.words) {
    const outcome = parseOutcome(item);
    if (!outcome) return null;
    words.push(outcome);
  }
  return {
    game: value.game,
    listName: cleanText(value.listName, MAX_CARD_TEXT_LENGTH),
    startedAt,
    durationMs,
    score,
    stars: Math.floor(stars),
    bestCombo: Math.floor(bestCombo),
    completed: value.completed,
    words,
    ...(isGameMode(value.mode) ? { mode: modeFor(value.game, value.mode) } : {}),
  };
}

/** A message from a game frame, or null for anything malformed or of an unknown type. */
export function parseFrameMessage(value: unknown): FrameMessage | null {
  if (!isObject(value) || typeof value.type !== 'string') return null;
  const data = value.data;
  switch (value.type) {
    case 'sync-vocabularies':
      if (!isObject(data) || !isGame(data.game)) return null;
      return {
        type: 'sync-vocabularies',
        data: {
          game: data.game,
          ...(isGameMode(data.mode) ? { mode: modeFor(data.game, data.mode) } : {}),
        },
      };
    case 'settings-popup':
      return isObject(data) && isGame(data.game) ? { type: value.type, data: { game: data.game } } : null;
    case 'homepage':
      return { type: 'homepage', data: null };
    case 'round-results': {
      const results = parseRoundResults(data);
      return results ? { type: 'round-results', data: results } : null;
    }
    case 'mute-changed': {
      const flags = parseMuteFlags(data);
      return flags ? { type: 'mute-changed', data: flags } : null;
    }
    case 'speak': {
      if (!isObject(data) || typeof data.text !== 'string') return null;
      const text = cleanText(data.text, MAX_CARD_TEXT_LENGTH);
      return text ? { type: 'speak', data: { text, lang: parseLanguage(data.lang) } } : null;
    }
    default:
      return null;
  }
}

/** A message from the site, or null for anything malformed or of an unknown type. */
export function parseSiteMessage(value: unknown): SiteMessage | null {
  if (!isObject(value) || typeof value.type !== 'string') return null;
  const data = value.data;
  switch (value.type) {
    case 'vocabularies': {
      if (!isObject(data) || !isGame(data.game)) return null;
      const flags = parseMuteFlags(data);
      const cards = parseWordCards(data.cards);
      if (!flags) return null;
      return {
        type: 'vocabularies',
        data: {
          ...flags,
          game: data.game,
          name: cleanText(data.name, MAX_CARD_TEXT_LENGTH),
          cards,
          languageLearn: parseLanguage(data.languageLearn),
          languageNative: parseLanguage(data.languageNative),
          ...dealtField(parseDealt(data.dealt)),
          ...(data.speech === 'site' ? { speech: 'site' as const } : {}),
          ...paraphrasesField(data.paraphrases),
        },
      };
    }
    case 'mute-flags': {
      const flags = parseMuteFlags(data);
      return flags ? { type: 'mute-flags', data: flags } : null;
    }
    case 'round-review': {
      if (!isObject(data) || !Number.isFinite(data.startedAt) || !Array.isArray(data.changes)) return null;
      const statuses = ['new', 'learning', 'known'];
      const changes: ReviewChange[] = [];
      for (const change of data.changes.slice(0, MAX_CARDS)) {
        if (!isObject(change) || typeof change.front !== 'string') continue;
        const { before, after, dueInDays } = change;
        if (!statuses.includes(before as string) || !statuses.includes(after as string)) continue;
        if (!Number.isInteger(dueInDays) || (dueInDays as number) < 0) continue;
        changes.push({
          front: cleanText(change.front, MAX_CARD_TEXT_LENGTH),
          before: before as ReviewChange['before'],
          after: after as ReviewChange['after'],
          dueInDays: Math.min(dueInDays as number, 36_500),
        });
      }
      const habit = typeof data.habit === 'string' ? cleanText(data.habit, MAX_HABIT_LENGTH) : '';
      return {
        type: 'round-review',
        data: { startedAt: data.startedAt as number, changes, ...(habit ? { habit } : {}) },
      };
    }
    case 'reload':
      return { type: 'reload', data: null };
    default:
      return null;
  }
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

const paraphrasesField = (value: unknown) => {
  if (!Array.isArray(value)) return {};
  const paraphrases = value
    .slice(0, MAX_PARAPHRASE_WORDS)
    .map(parseParaphrase)
    .filter((entry): entry is ParaphraseEntry => entry !== null);
  return { paraphrases };
};
