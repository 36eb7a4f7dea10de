/**
 * Reviews of the IELTS translations (docs/decisions/029-ielts-senses-and-translations.md): per language, a fresh random sample of 30
 * translated band 5-7 entries, read against the entry's sense (definition and example).
 *
 *   npx tsx scripts/ielts-translation-review.ts draw <lang> [seed]   draws 30 entries with the seed
 *       (a new random one when none is given) and writes
 *       data/ielts/reviews/translations/<lang>-<seed>.json with empty verdicts.
 *   npx tsx scripts/ielts-translation-review.ts tally                 prints each review's score.
 *
 * The sample is drawn from every translated entry, the editor's (translations/editors/<lang>.tsv,
 * `src` "editor") and the wordnets' alike, so the score speaks for what ships; it never holds an
 * entry an earlier review of that language drew (those may just have been fixed, and a review that
 * reads its own fixes measures nothing). The reader is not the editor who wrote the file. A
 * verdict is "right" (the sense's everyday word a learner at band 5-7 recognises) or "wrong"
 * (another sense, a false friend, a rare, dated or slang word, a misspelling); "note" says why. The folder is a subfolder of data/ielts/reviews/, which the
 * band lists' review tools (scripts/ielts-review.ts) do not read: they read only its .json files.
 */
import { randomInt } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './ielts/authored.ts';
import { drawPositions } from './ielts-review.ts';
import { readBand, senseKey } from './ielts-senses.ts';

const TRANSLATIONS = join(ROOT, 'data', 'ielts', 'translations');
export const TRANSLATION_REVIEWS = join(ROOT, 'data', 'ielts', 'reviews', 'translations');
export const SAMPLE = 30;

export type TranslationReviewItem = {
  key: string;
  definition: string;
  example: string;
  t: string[];
  src: string;
  verdict: '' | 'right' | 'wrong';
  note: string;
};
export type TranslationReview = {
  lang: string;
  seed: number;
  drawn: string;
  reviewer: string;
  read: string;
  items: TranslationReviewItem[];
};

export function readTranslationReviews(): (TranslationReview & { file: string })[] {
  if (!existsSync(TRANSLATION_REVIEWS)) return [];
  return readdirSync(TRANSLATION_REVIEWS)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({
      ...(JSON.parse(readFileSync(join(TRANSLATION_REVIEWS, name), 'utf8')) as TranslationReview),
      file: name,
    }));
}

/** The 30 entries (keys) a seed draws for a language: its translated band 5-7 entries in band order, minus `exclude`. */
export function drawKeys(
  translated: readonly string[],
  seed: number,
  exclude: ReadonlySet<string>,
): string[] {
  const pool = translated.filter((key) => !exclude.has(key));
  return drawPositions(pool.length, SAMPLE, seed, new Set()).map((p) => pool[p - 1] as string);
}

function draw(lang: string, seedArg: string | undefined): void {
  const seed = seedArg ? Number(seedArg) : randomInt(1, 2 ** 31 - 1);
  if (!Number.isInteger(seed) || seed <= 0) throw new Error(`seed must be a positive integer: ${seedArg}`);
  const earlier = readTranslationReviews().filter((r) => r.lang === lang);
  if (earlier.some((r) => r.seed === seed))
    throw new Error(`seed ${seed} was used by an earlier ${lang} review`);
  const { entries } = JSON.parse(readFileSync(join(TRANSLATIONS, `${lang}.json`), 'utf8')) as {
    entries: Record<string, { t: string[]; src: string }>;
  };
  const exclude = new Set(earlier.flatMap((r) => r.items.map((i) => i.key)));
  const byKey = new Map(
    [5, 6, 7].flatMap((band) => readBand(band).map((e) => [senseKey(band, e), e] as const)),
  );
  const translated = [...byKey.keys()].filter((key) => key in entries);
  const items = drawKeys(translated, seed, exclude).map((key): TranslationReviewItem => {
    const e = byKey.get(key);
    const t = entries[key];
    return {
      key,
      definition: e?.definition ?? '',
      example: e?.example ?? '',
      t: t?.t ?? [],
      src: t?.src ?? '',
      verdict: '',
      note: '',
    };
  });
  mkdirSync(TRANSLATION_REVIEWS, { recursive: true });
  const file = join(TRANSLATION_REVIEWS, `${lang}-${seed}.json`);
  const review: TranslationReview = {
    lang,
    seed,
    drawn: new Date().toISOString(),
    reviewer: '',
    read: '',
    items,
  };
  writeFileSync(file, `${JSON.stringify(review, null, 2)}\n`);
  console.log(`${file}\n`);
  for (const [i, item] of items.entries())
    console.log(
      `${i + 1}. ${item.key} = ${item.t.join(', ')} [${item.src}]\n   ${item.definition}\n   ${item.example}`,
    );
}

function tally(): void {
  for (const r of readTranslationReviews()) {
    const right = r.items.filter((i) => i.verdict === 'right').length;
    const open = r.items.filter((i) => !i.verdict).length;
    const editor = r.items.filter((i) => i.src === 'editor').length;
    console.log(
      `${r.file}\t${r.lang}\tseed ${r.seed}\t${right}/${r.items.length} right${open ? `, ${open} unread` : ''}\t${right >= 27 ? 'pass' : 'FAIL'}\t${editor} of the editor's`,
    );
  }
}

if (process.argv[1]?.endsWith('ielts-translation-review.ts')) {
  const [command, lang, seed] = process.argv.slice(2);
  if (command === 'draw' && lang) draw(lang, seed);
  else if (command === 'tally') tally();
  else console.error('usage: ielts-translation-review.ts draw <lang> [seed] | tally');
}
