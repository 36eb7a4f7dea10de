/**
 * Reviews of the IELTS band lists that can fail (docs/decisions/022-ielts-lists-by-editors.md): each review draws a fresh random
 * sample of 30 entries per band with a new seed, never a position an earlier review drew while a
 * band has enough fresh ones (then an unchanged entry no recent review drew, never one fixed
 * after its review), for a teacher to read. The verdicts (good / weak / wrong, by the rules in data/ielts/README.md) are
 * written into the review's file in data/ielts/reviews/.
 *
 *   npx tsx scripts/ielts-review.ts draw [--seed N] [--reviewer NAME]
 *       writes data/ielts/reviews/<time>-<seed>.json (verdicts empty) and prints the sample to read
 *   npx tsx scripts/ielts-review.ts show <file>     prints a review's sample with its verdicts
 *   npx tsx scripts/ielts-review.ts tally           the table of every review: good / weak / wrong per band
 *
 * A review names each entry by a hash of what it teaches: an entry changed after its review no
 * longer matches, and scripts/build-ielts.test.ts then refuses the review as current.
 */
import { createHash, randomInt } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IeltsEntry } from '../src/shared/ielts.ts';
import { createRng } from '../src/shared/rng.ts';
import { BAND_SIZES } from './build-ielts.ts';
import { ROOT } from './ielts/authored.ts';
import { readBand } from './ielts-seed-migration.ts';

export const REVIEWS = join(ROOT, 'data', 'ielts', 'reviews');
export const SAMPLE_PER_BAND = 30;
export const VERDICTS = ['good', 'weak', 'wrong'] as const;
export type Verdict = (typeof VERDICTS)[number];

export type ReviewItem = {
  band: number;
  position: number;
  word: string;
  /** sha256 of the entry as reviewed (first 12 characters) */
  entry: string;
  verdict: Verdict | '';
  /** why, for weak and wrong: the rule of data/ielts/README.md it breaks */
  note: string;
};
export type Review = { seed: number; drawn: string; reviewer: string; read: string; items: ReviewItem[] };

export function entryHash(entry: IeltsEntry): string {
  return createHash('sha256').update(JSON.stringify(entry)).digest('hex').slice(0, 12);
}

export function readReviews(): (Review & { file: string })[] {
  if (!existsSync(REVIEWS)) return [];
  return readdirSync(REVIEWS)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ ...(JSON.parse(readFileSync(join(REVIEWS, name), 'utf8')) as Review), file: name }));
}

/** `n` positions (1-based) of `size`, none of `used`, drawn by the seed. */
export function drawPositions(size: number, n: number, seed: number, used: ReadonlySet<number>): number[] {
  const free = Array.from({ length: size }, (_, i) => i + 1).filter((p) => !used.has(p));
  const random = createRng(seed);
  for (let i = free.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [free[i], free[j]] = [free[j] as number, free[i] as number];
  }
  return free.slice(0, n).sort((a, b) => a - b);
}

export function formatItem(entry: IeltsEntry): string {
  const details = [entry.pos, entry.level || 'no level', entry.topics.join('/') || 'no topic'].join(', ');
  const synonyms = entry.synonyms.length > 0 ? entry.synonyms.join(', ') : '—';
  const antonym = entry.antonyms.length > 0 ? ` ≠ ${entry.antonyms.join(', ')}` : '';
  return `${entry.word} (${details})\n    definition: ${entry.definition}\n    clue: ${entry.clue}\n    synonyms: ${synonyms}${antonym}\n    example: ${entry.example}`;
}

/**
 * The positions a new review may draw in a band: those no review has drawn; once fewer than a
 * sample remain (band 5 has 300 places, ten reviews), also those drawn before whose entry has not
 * changed since (so never an entry fixed after a review read it) and that none of the last three
 * reviews drew. Fresh positions always come first.
 */
export function drawablePositions(
  band: number,
  entries: readonly IeltsEntry[],
  earlier: readonly Review[],
): { fresh: Set<number>; again: Set<number> } {
  const drawn = earlier.flatMap((review) => review.items.filter((item) => item.band === band));
  const used = new Set(drawn.map((item) => item.position));
  const fresh = new Set(entries.map((_, i) => i + 1).filter((position) => !used.has(position)));
  const again = new Set<number>();
  if (fresh.size < SAMPLE_PER_BAND) {
    const recent = new Set(
      earlier
        .slice(-3)
        .flatMap((review) => review.items.filter((item) => item.band === band).map((item) => item.position)),
    );
    const changed = new Set(
      drawn
        .filter((item) => entryHash(entries[item.position - 1] as IeltsEntry) !== item.entry)
        .map((item) => item.position),
    );
    for (const position of used) if (!recent.has(position) && !changed.has(position)) again.add(position);
  }
  return { fresh, again };
}

function draw(seed: number, reviewer: string): void {
  const earlier = readReviews();
  if (earlier.some((review) => review.seed === seed))
    throw new Error(`seed ${seed} was used by an earlier review`);
  const items: ReviewItem[] = [];
  for (const [band, size] of BAND_SIZES) {
    const entries = readBand(band);
    const { fresh, again } = drawablePositions(band, entries, earlier);
    const notFresh = new Set(Array.from({ length: size }, (_, i) => i + 1).filter((p) => !fresh.has(p)));
    const first = drawPositions(size, SAMPLE_PER_BAND, seed + band, notFresh);
    const notAgain = new Set(Array.from({ length: size }, (_, i) => i + 1).filter((p) => !again.has(p)));
    const rest = drawPositions(size, SAMPLE_PER_BAND - first.length, seed + band + 1000, notAgain);
    for (const position of [...first, ...rest].sort((a, b) => a - b)) {
      const entry = entries[position - 1] as IeltsEntry;
      items.push({ band, position, word: entry.word, entry: entryHash(entry), verdict: '', note: '' });
    }
  }
  const review: Review = { seed, drawn: new Date().toISOString().slice(0, 10), reviewer, read: '', items };
  mkdirSync(REVIEWS, { recursive: true });
  // Named by when it was drawn, so the files sort in the order the reviews were made.
  const stamp = new Date().toISOString().replace(/[-:]/g, '').slice(0, 15);
  const file = join(REVIEWS, `${stamp}-${seed}.json`);
  writeFileSync(file, formatReview(review));
  console.log(`wrote ${file}\n`);
  show(review);
}

export function formatReview(review: Review): string {
  const { seed, drawn, reviewer, read, items } = review;
  const lines = items.map((item) => `    ${JSON.stringify(item)}`).join(',\n');
  return `{\n  "seed": ${seed},\n  "drawn": ${JSON.stringify(drawn)},\n  "reviewer": ${JSON.stringify(reviewer)},\n  "read": ${JSON.stringify(read)},\n  "items": [\n${lines}\n  ]\n}\n`;
}

function show(review: Review): void {
  const bands = new Map(BAND_SIZES.map(([band]) => [band, readBand(band)]));
  for (const item of review.items) {
    const entry = bands.get(item.band)?.[item.position - 1] as IeltsEntry;
    const stale = entryHash(entry) === item.entry ? '' : '  [CHANGED since drawn]';
    const verdict = item.verdict ? `  => ${item.verdict}${item.note ? `: ${item.note}` : ''}` : '';
    console.log(`band ${item.band} #${item.position}${stale}${verdict}\n  ${formatItem(entry)}`);
  }
}

export function tally(review: Review): Map<number, Record<Verdict | '', number>> {
  const table = new Map<number, Record<Verdict | '', number>>();
  for (const [band] of BAND_SIZES) table.set(band, { good: 0, weak: 0, wrong: 0, '': 0 });
  for (const item of review.items) {
    const row = table.get(item.band);
    if (row) row[item.verdict]++;
  }
  return table;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const [command, ...rest] = process.argv.slice(2);
  const option = (name: string) => {
    const index = rest.indexOf(name);
    return index >= 0 ? rest[index + 1] : undefined;
  };
  if (command === 'draw')
    draw(Number(option('--seed') ?? randomInt(1, 2 ** 31 - 1)), option('--reviewer') ?? '');
  else if (command === 'show') {
    const file = rest[0] ?? '';
    show(JSON.parse(readFileSync(existsSync(file) ? file : join(REVIEWS, file), 'utf8')) as Review);
  } else if (command === 'tally') {
    console.log('| review (seed) | read | band 5 | band 6 | band 7 | band 8 | band 9 |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const review of readReviews()) {
      const cells = [...tally(review).values()].map(
        (r) => `${r.good} good, ${r.weak} weak, ${r.wrong} wrong${r[''] ? `, ${r['']} unread` : ''}`,
      );
      console.log(`| ${review.seed} | ${review.read || '—'} | ${cells.join(' | ')} |`);
    }
  } else {
    console.log(
      'usage: npx tsx scripts/ielts-review.ts draw [--seed N] [--reviewer NAME] | show <file> | tally',
    );
    process.exitCode = 1;
  }
}
