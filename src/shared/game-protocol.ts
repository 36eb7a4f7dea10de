/**
 * The messages between the site and a game frame (`/games/candy/`, `/games/space/`), one zod
 * schema each. Every message is `{ type, data }`. Both sides accept messages only from their own
 * origin and from the window they expect, parse them with the functions below (anything malformed
 * or of an unknown type is ignored; untrusted text is cleaned), and post with their own origin as
 * the target.
 *
 * A playable list has one identity here as everywhere: its list id (word-lists/list-id.ts). The
 * site names it in the words it sends (`vocabularies`), the game echoes it in the round's results
 * (`round-results`), and the site records the round under the list the results name, not under
 * whatever list is selected when they arrive.
 */
// zod's tree-shakable form: the site's game pages parse every frame message, and classic zod
// would add about 24 KB (gzipped) to them (issue 33).
import * as z from 'zod/mini';
import {
  type GameMode,
  isGameMode,
  MAX_PARAPHRASE_WORDS,
  modeFor,
  type ParaphraseEntry,
} from './game-modes.ts';
import { GAME_IDS, type GameId } from './games.ts';
import { reviewInputSchema } from './learning/review-input.ts';
import {
  cleanText,
  MAX_CARD_TEXT_LENGTH,
  MAX_CARDS,
  parseWordCards,
  type WordCard,
} from './word-lists/card.ts';
import { parseListId } from './word-lists/list-id.ts';

/** What the learning engine grades of one word (the one outcome type, learning/review-input.ts). */
export type { ReviewInput } from './learning/review-input.ts';
/** One row of a vocabulary sheet: the word, its translation and a hint. */
export type { WordCard };

/** Where a game's own page is served (a separate Vite entry, framed by /game/{game}). */
export function gamePagePath(game: GameId): string {
  return `/games/${game}/`;
}

const gameSchema = z.enum(GAME_IDS as [GameId, ...GameId[]]);

/** A stored list id that names a list (list-id.ts). */
export const listIdSchema = z
  .string()
  .check(z.refine((text) => parseListId(text) !== null, 'listId names no list.'));

const muteFlagsFields = { isSoundsMuted: z.boolean(), isMusicMuted: z.boolean() };
const muteFlagsSchema = z.object(muteFlagsFields);
export type MuteFlags = z.infer<typeof muteFlagsSchema>;

/** Untrusted text, cleaned (cleanText); anything not text reads as empty. */
const text = (max: number) =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((value) => cleanText(value, max)),
  );
const cardText = text(MAX_CARD_TEXT_LENGTH);
const requiredCardText = z.pipe(cardText, z.string().check(z.minLength(1)));

/** A BCP 47 language tag for speech, or null for anything else. */
const languageSchema = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) =>
    typeof value === 'string' && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(value) ? value : null,
  ),
);

const measure = (max: number) => z.number().check(z.minimum(0), z.maximum(max));
const whole = (max: number) => z.pipe(measure(max), z.transform(Math.floor));

/** What became of one word in a round (the results screen's row, and its grade inputs). */
const wordOutcomeSchema = z.object({
  front: requiredCardText,
  back: requiredCardText,
  /** Matched before the time ran out. */
  matched: z.boolean(),
  /** Wrong pairs this word was part of. */
  mistakes: whole(10_000),
  /** The player asked for its hint. */
  hinted: z.boolean(),
  /** What the learning engine grades; null when the word never came to the player (no review). */
  review: z.optional(z.nullable(reviewInputSchema)),
});
export type WordOutcome = z.output<typeof wordOutcomeSchema>;

/** A finished round, as the game reports it. */
const roundResultsSchema = z.pipe(
  z.object({
    game: gameSchema,
    /** The list the round was played on: the one the words came with. Absent from older games. */
    listId: z.optional(listIdSchema),
    listName: cardText,
    /** Epoch milliseconds at the start of the round. */
    startedAt: measure(8.64e15),
    durationMs: measure(86_400_000),
    score: measure(1e9),
    stars: whole(3),
    bestCombo: whole(10_000),
    /** Every word matched (false when the time ran out). */
    completed: z.boolean(),
    words: z.array(wordOutcomeSchema).check(z.maxLength(MAX_CARDS)),
    /** The mode the round was played in; absent from older games (Translation). */
    mode: z.optional(z.unknown()),
  }),
  z.transform(({ mode, ...round }) => ({
    ...round,
    ...(isGameMode(mode) ? { mode: modeFor(round.game, mode) } : {}),
  })),
);
export type RoundResults = z.output<typeof roundResultsSchema>;

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

const vocabularySchema = z.pipe(
  z.object({
    ...muteFlagsFields,
    game: gameSchema,
    listId: listIdSchema,
    name: cardText,
    cards: z.pipe(z.optional(z.unknown()), z.transform(parseWordCards)),
    languageLearn: languageSchema,
    languageNative: languageSchema,
    dealt: z.optional(z.unknown()),
    speech: z.optional(z.unknown()),
    paraphrases: z.optional(z.unknown()),
    translations: z.optional(z.unknown()),
  }),
  z.transform(
    ({ dealt, speech, paraphrases, translations, ...data }): VocabularyData => ({
      ...data,
      ...dealtField(parseDealt(dealt)),
      ...(speech === 'site' ? { speech: 'site' as const } : {}),
      ...paraphrasesField(paraphrases),
      ...translationsField(translations),
    }),
  ),
);

const cardStatusSchema = z.enum(['new', 'learning', 'known']);

/** What a round did to one word's memory card, for the results screen. */
const reviewChangeSchema = z.object({
  front: cardText,
  before: cardStatusSchema,
  after: cardStatusSchema,
  /** Whole days until the word is due again (0: today). */
  dueInDays: z.pipe(
    z.int().check(z.minimum(0)),
    z.transform((days) => Math.min(days, 36_500)),
  ),
});
export type ReviewChange = z.output<typeof reviewChangeSchema>;

/** The longest habit line a game shows. */
const MAX_HABIT_LENGTH = 120;

/**
 * The learning engine's answer to a round: `startedAt` names the round (RoundResults.startedAt);
 * `habit` is one kind line about the learner's week, shown briefly on the results screen. A change
 * that does not parse is left out, not the whole review.
 */
const roundReviewSchema = z.pipe(
  z.object({
    startedAt: z.number(),
    changes: z.array(z.unknown()),
    habit: z.optional(z.unknown()),
  }),
  z.transform(({ startedAt, changes, habit }) => {
    const line = typeof habit === 'string' ? cleanText(habit, MAX_HABIT_LENGTH) : '';
    return {
      startedAt,
      changes: changes.slice(0, MAX_CARDS).flatMap((change) => {
        const parsed = reviewChangeSchema.safeParse(change);
        return parsed.success ? [parsed.data] : [];
      }),
      ...(line ? { habit: line } : {}),
    };
  }),
);
export type RoundReview = z.output<typeof roundReviewSchema>;

/** A message with no data: whatever came in `data` is dropped. */
const noData = z.pipe(
  z.optional(z.unknown()),
  z.transform(() => null),
);

/** Messages a game frame sends the site. */
const frameMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('sync-vocabularies'),
    data: z.pipe(
      z.object({ game: gameSchema, mode: z.optional(z.unknown()) }),
      z.transform(({ game, mode }): { game: GameId; mode?: GameMode } =>
        isGameMode(mode) ? { game, mode: modeFor(game, mode) } : { game },
      ),
    ),
  }),
  z.object({ type: z.literal('settings-popup'), data: z.object({ game: gameSchema }) }),
  z.object({ type: z.literal('homepage'), data: noData }),
  z.object({ type: z.literal('round-results'), data: roundResultsSchema }),
  z.object({ type: z.literal('mute-changed'), data: muteFlagsSchema }),
  z.object({
    type: z.literal('speak'),
    data: z.object({
      text: z.pipe(
        z.pipe(
          z.string(),
          z.transform((value) => cleanText(value, MAX_CARD_TEXT_LENGTH)),
        ),
        z.string().check(z.minLength(1)),
      ),
      lang: languageSchema,
    }),
  }),
]);
export type FrameMessage = z.output<typeof frameMessageSchema>;

/** Messages the site sends a game frame. */
const siteMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('vocabularies'), data: vocabularySchema }),
  z.object({ type: z.literal('mute-flags'), data: muteFlagsSchema }),
  z.object({ type: z.literal('round-review'), data: roundReviewSchema }),
  z.object({ type: z.literal('reload'), data: noData }),
]);
export type SiteMessage = z.output<typeof siteMessageSchema>;

export type FrameMessageType = FrameMessage['type'];
export type SiteMessageType = SiteMessage['type'];

/** A round's results (a message's, or one kept in the browser's history), or null when malformed. */
export function parseRoundResults(value: unknown): RoundResults | null {
  const parsed = roundResultsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A message from a game frame, or null for anything malformed or of an unknown type. */
export function parseFrameMessage(value: unknown): FrameMessage | null {
  const parsed = frameMessageSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A message from the site, or null for anything malformed or of an unknown type. */
export function parseSiteMessage(value: unknown): SiteMessage | null {
  const parsed = siteMessageSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
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

function isObject(value: unknown): value is Json {
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
  const parsed = languageSchema.safeParse(language);
  if (!parsed.success || !parsed.data) return {};
  if (typeof translated !== 'number' || !Number.isInteger(translated) || translated < 0) return {};
  return { translations: { language: parsed.data, translated } };
};

const paraphrasesField = (value: unknown) => {
  if (!Array.isArray(value)) return {};
  const paraphrases = value
    .slice(0, MAX_PARAPHRASE_WORDS)
    .map(parseParaphrase)
    .filter((entry): entry is ParaphraseEntry => entry !== null);
  return { paraphrases };
};
