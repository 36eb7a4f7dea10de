import { createHash } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { IELTS_BANDS, type IeltsBand } from '../../../shared/constants.ts';
import { formatParaphrases } from '../../../shared/ielts.ts';
import {
  formatTranslation,
  type IeltsTranslationLanguage,
  isIeltsTranslationLanguage,
} from '../../../shared/ielts-translations.ts';
import { type BandWord, buildParaphraseIndex } from '../../../shared/paraphrases.ts';
import type { WordCard } from '../../../shared/word-lists/card.ts';
import type { Database } from '../../db/client.ts';
import { ieltsWords } from '../../db/schema.ts';
import { TRANSLATION_FILES, translationKey } from './translation-files.ts';

export type IeltsService = Awaited<ReturnType<typeof createIeltsService>>;

/** A band word as the server keeps it in memory. */
export type BandEntry = {
  /** its place in the band, from 1 */
  id: number;
  word: string;
  /** the meanings, then the antonym labelled "≠" (formatParaphrases) */
  paraphrase: string;
  definition: string;
  pos: string;
  level: string;
  example: string;
  topics: string[];
  /** the American spelling, '' when the same */
  us: string;
};

/** A band word on a band's page: with its translation in the learner's language when it has one. */
export type BandPageEntry = BandEntry & { translation?: string };

const list = (text: string) => (text ? text.split(', ') : []);

/**
 * The band lists never change at run time (a migration seeds them), so they are read once at
 * start and served from memory: no query on the request path.
 */
export async function createIeltsService(db: Database) {
  const rows = await db.select().from(ieltsWords).orderBy(asc(ieltsWords.band), asc(ieltsWords.position));
  const byBand = new Map<IeltsBand, BandEntry[]>(IELTS_BANDS.map((band) => [band, []]));
  const cardsByBand = new Map<IeltsBand, WordCard[]>(IELTS_BANDS.map((band) => [band, []]));
  const byWord = new Map<string, { entry: BandEntry; card: WordCard; band: IeltsBand }>();
  const bandWords: BandWord[] = [];
  for (const row of rows) {
    const synonyms = list(row.synonyms);
    const antonyms = list(row.antonyms);
    const { example } = row;
    bandWords.push({ word: row.word, band: row.band, synonyms, definition: row.definition });
    byBand.get(row.band as IeltsBand)?.push({
      id: row.position,
      word: row.word,
      paraphrase: formatParaphrases(synonyms, antonyms, row.clue),
      definition: row.definition,
      pos: row.pos,
      level: row.level,
      example,
      topics: list(row.topics),
      us: row.usSpelling,
    });
    // A card's back is the editor's game clue (a short true paraphrase, never the antonym); the
    // hint is the definition, which never names the word either.
    const back = row.clue;
    const hint = row.definition;
    cardsByBand.get(row.band as IeltsBand)?.push({ front: row.word, back, hint });
    const entry = byBand.get(row.band as IeltsBand)?.at(-1);
    if (entry)
      byWord.set(row.word, { entry, card: { front: row.word, back, hint }, band: row.band as IeltsBand });
  }
  /** Changes only when the seeded data does: a strong validator for every page. */
  const version = createHash('sha256').update(JSON.stringify(rows)).digest('base64url').slice(0, 16);

  /**
   * A page of a band. With a native language (any code of Settings' list), each word the language
   * has a translation for carries it; the others, and every word in a language not served, have
   * no translation field (the client shows the English clue).
   */
  function page(
    band: IeltsBand,
    skip: number,
    take: number,
    lang?: string | null,
  ): { entries: BandPageEntry[]; total: number } {
    const all = byBand.get(band) ?? [];
    const served = lang && isIeltsTranslationLanguage(lang) ? lang : null;
    const entries = all.slice(skip, skip + take).map((entry) => {
      const translated = served ? translation(band, entry.word, entry.pos, served) : undefined;
      return translated ? { ...entry, translation: translated } : entry;
    });
    return { entries, total: all.length };
  }

  /** A band entry's translation in a served language, or undefined when it has none. */
  function translation(band: IeltsBand, word: string, pos: string, lang: IeltsTranslationLanguage) {
    const entry = TRANSLATION_FILES[lang].entries[translationKey(band, word, pos)];
    return entry && entry.t.length > 0 ? formatTranslation(entry.t) : undefined;
  }

  /** The game cards of a band, in order. */
  function cards(band: IeltsBand): readonly WordCard[] {
    return cardsByBand.get(band) ?? [];
  }

  /** A word's entry, its game card and its band (the career's tracks are made of band words). */
  function entry(word: string) {
    return byWord.get(word);
  }

  const paraphraseIndex = buildParaphraseIndex(bandWords);
  /** The paraphrase modes' data for a list's words: those found in the band lists. */
  const paraphrases = (words: readonly string[]) => ({ entries: paraphraseIndex.lookup(words) });

  /**
   * Translation mode's data for a built-in list's words (a band, a career stage): each word of the
   * band lists that has a translation in `lang`; the others, and every word in a language not
   * served, are left out (the game keeps their English clue). A word is in one band only.
   */
  function translations(words: readonly string[], lang: string) {
    if (!isIeltsTranslationLanguage(lang)) return { entries: [] };
    const entries: { front: string; translation: string }[] = [];
    const seen = new Set<string>();
    for (const word of words) {
      const found = byWord.get(word);
      if (!found || seen.has(word)) continue;
      seen.add(word);
      const translated = translation(found.band, word, found.entry.pos, lang);
      if (translated) entries.push({ front: word, translation: translated });
    }
    return { entries };
  }

  return { page, cards, entry, version, paraphrases, translation, translations };
}
