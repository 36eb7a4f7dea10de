/**
 * Build the IELTS band word lists data/ielts/band-{5..9}.json (300/500/900/1,400/2,000 words) from
 * the entries our editors wrote, data/ielts/authored/*.jsonl (docs/decisions/022-ielts-lists-by-editors.md):
 *   npm run build:ielts   (this, then the career's tracks, then the seed migrations)
 * Every entry is written by hand (sense, definition, game clue, synonyms, antonym, example); the
 * CEFR files, WordNet and the topic list were only inputs the editors chose from. This script
 * checks the mechanical rules (scripts/ielts/authored.ts), that every place of every band is
 * written exactly once and no word is in two places, and writes the lists in place order.
 * Deterministic: a second run writes the same bytes (scripts/build-ielts.test.ts).
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IeltsEntry } from '../src/shared/ielts.ts';
import { type AuthoredEntry, entryProblems, ROOT, readAuthored } from './ielts/authored.ts';

export { readTopicList, WRITING } from './ielts/topic-list.ts';

export const BAND_SIZES: ReadonlyArray<readonly [band: number, size: number]> = [
  [5, 300],
  [6, 500],
  [7, 900],
  [8, 1400],
  [9, 2000],
];
const DIR = join(ROOT, 'data', 'ielts');
const AUTHORED = join(DIR, 'authored');

/** Every authored entry, from every file of data/ielts/authored/ (sorted by name). */
export function readAllAuthored(): (AuthoredEntry & { file: string })[] {
  return readdirSync(AUTHORED)
    .filter((name) => name.endsWith('.jsonl'))
    .sort()
    .flatMap((name) => readAuthored(join(AUTHORED, name)).map((entry) => ({ ...entry, file: name })));
}

/** The shipped entry: what the site, the games and the migrations read. */
export function shippedEntry(e: AuthoredEntry): IeltsEntry {
  return {
    word: e.word,
    pos: e.pos,
    level: e.level,
    definition: e.definition,
    clue: e.clue,
    synonyms: e.synonyms,
    antonyms: e.antonyms,
    example: e.example,
    topics: e.topics,
    us: e.us,
  };
}

export function build(): Map<number, IeltsEntry[]> {
  const problems: string[] = [];
  const places = new Map<string, AuthoredEntry & { file: string }>();
  const words = new Map<string, string>();
  for (const entry of readAllAuthored()) {
    const where = `${entry.file}: band ${entry.band} #${entry.position} ${entry.word}`;
    for (const problem of entryProblems(entry)) problems.push(`${where}: ${problem}`);
    const place = `${entry.band}:${entry.position}`;
    const other = places.get(place);
    if (other) problems.push(`${where}: place also written in ${other.file} (${other.word})`);
    places.set(place, entry);
    const at = words.get(entry.word);
    if (at) problems.push(`${where}: the word is also at ${at}`);
    words.set(entry.word, `band ${entry.band} #${entry.position}`);
  }
  const bands = new Map<number, IeltsEntry[]>();
  for (const [band, size] of BAND_SIZES) {
    const entries: IeltsEntry[] = [];
    for (let position = 1; position <= size; position++) {
      const entry = places.get(`${band}:${position}`);
      if (!entry) problems.push(`band ${band} #${position}: not written`);
      else entries.push(shippedEntry(entry));
    }
    for (const entry of places.values())
      if (entry.band === band && entry.position > size)
        problems.push(`band ${band} #${entry.position}: past the band's ${size} places`);
    bands.set(band, entries);
  }
  if (problems.length > 0) throw new Error(`the authored entries break a rule:\n${problems.join('\n')}`);
  return bands;
}

export function formatBand(entries: readonly IeltsEntry[]): string {
  return `[\n${entries.map((e) => `  ${JSON.stringify(e)}`).join(',\n')}\n]\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const bands = build();
  for (const [band, entries] of bands) writeFileSync(join(DIR, `band-${band}.json`), formatBand(entries));
  console.log(`wrote data/ielts/band-{5..9}.json (${[...bands.values()].map((b) => b.length).join('/')})`);
}
