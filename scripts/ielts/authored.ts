/**
 * The authored IELTS entries (data/ielts/authored/*.jsonl): their shape and the mechanical rules an
 * entry must keep (docs/decisions/022-ielts-lists-by-editors.md). An editor writes every entry; this file only checks what a rule can
 * check (lengths, fields, British spelling, the headword in its example, a clue that does not give
 * the word away). Sense, level and clarity are read by people: data/ielts/reviews/.
 *
 *   npx tsx scripts/ielts/authored.ts data/ielts/authored/A.jsonl [more files]   prints problems
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IeltsEntry } from '../../src/shared/ielts.ts';

const require = createRequire(import.meta.url);
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const TOPICS = [
  'environment',
  'education',
  'technology',
  'health',
  'government',
  'economy',
  'society',
  'work',
  'media',
  'crime',
  'globalisation',
  'science',
] as const;
export const POS = ['noun', 'verb', 'adjective', 'adverb', 'preposition', 'conjunction'] as const;
export const LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', ''] as const;
export const MAX_DEFINITION = 120;
export const MAX_CLUE = 40;

/** One line of an authored file: where the entry goes, and the shipped entry (IeltsEntry) it says. */
export type AuthoredEntry = IeltsEntry & {
  band: number;
  position: number;
  /** The word this entry replaced at that place, when the editor dropped it (with why). */
  replaces?: string;
  why?: string;
  /** The form of the headword the example uses when it is irregular (seek: sought). */
  form?: string;
};

const translatorData = (name: string): Record<string, string> =>
  JSON.parse(
    readFileSync(
      join(dirname(require.resolve('american-british-english-translator')), '..', 'data', `${name}.json`),
      'utf8',
    ),
  );
/** American spelling -> British (the translator, and our reviewed supplement). */
export const US_TO_UK = new Map<string, string>([
  ...Object.entries(translatorData('american_spellings')),
  ...Object.entries(
    JSON.parse(readFileSync(join(ROOT, 'data/ielts/us-uk-spellings.json'), 'utf8')) as Record<string, string>,
  ).filter(([us]) => !us.startsWith('_')),
]);
/** Both forms are British words with other uses (practice noun, license verb, a computer program). */
const AMBIGUOUS = new Set(
  'install installs installed installing installment practice practiced practices practicing license licensed licenses licensing program programs tire tires tired check checks curb curbs story stories draft drafts meter meters disk disks inquiry inquiries ax connection connections medieval'.split(
    ' ',
  ),
);

/** American spellings used in a text (empty when it is British). */
export function americanSpellings(text: string): string[] {
  return (text.match(/[A-Za-z]+/g) ?? [])
    .map((w) => w.toLowerCase())
    .filter((w) => !AMBIGUOUS.has(w) && US_TO_UK.has(w) && US_TO_UK.get(w) !== w);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The stem a form of the word starts with: analyse -> analys, study -> stud, commit -> commit. */
export function stemOf(word: string): string {
  const w = word.toLowerCase();
  if (w.length > 4 && /[^aeiou]y$/.test(w)) return w.slice(0, -1);
  if (w.length > 4 && /e$/.test(w)) return w.slice(0, -1);
  return w;
}

/** Does the text use the word (any inflection, or the given irregular form)? */
export function usesWord(text: string, word: string, form?: string): boolean {
  const lower = text.toLowerCase();
  const parts = word.toLowerCase().split(/\s+/);
  if (form && new RegExp(`\\b${escapeRegExp(form.toLowerCase())}\\b`).test(lower)) return true;
  // Every part of a multi-word headword, each allowed to inflect.
  return parts.every((part) => new RegExp(`\\b${escapeRegExp(stemOf(part))}[a-z]*\\b`).test(lower));
}

/** Does a clue or definition give the word away (the word itself or its stem)? */
export function givesAway(text: string, word: string): boolean {
  const lower = text.toLowerCase();
  return word
    .toLowerCase()
    .split(/\s+/)
    .filter((part) => part.length > 2)
    .some((part) => {
      const stem = stemOf(part);
      const root = stem.length >= 6 ? stem.slice(0, Math.max(5, stem.length - 2)) : stem;
      return new RegExp(`\\b${escapeRegExp(root)}`).test(lower);
    });
}

/** The problems of one entry, as readable lines (empty: it keeps every mechanical rule). */
export function entryProblems(e: AuthoredEntry): string[] {
  const p: string[] = [];
  const str = (v: unknown) => typeof v === 'string';
  if (!Number.isInteger(e.band) || e.band < 5 || e.band > 9) p.push('band must be 5-9');
  if (!Number.isInteger(e.position) || e.position < 1) p.push('position must be a whole number from 1');
  if (!str(e.word) || !/^[a-z][a-z' -]*[a-z]$/.test(e.word))
    p.push(`word "${e.word}": lower-case letters only`);
  if (!(POS as readonly string[]).includes(e.pos)) p.push(`pos "${e.pos}": one of ${POS.join(', ')}`);
  if (!(LEVELS as readonly string[]).includes(e.level)) p.push(`level "${e.level}": A1-C2 or ""`);
  for (const field of ['definition', 'clue', 'example'] as const) {
    if (!str(e[field]) || e[field].trim() === '') p.push(`${field} is empty`);
    else if (/…|\.\.\./.test(e[field])) p.push(`${field} is cut off ("…")`);
    else if (e[field] !== e[field].trim()) p.push(`${field} has spaces at an end`);
  }
  if (p.length > 0) return p;
  if (e.definition.length > MAX_DEFINITION)
    p.push(`definition is ${e.definition.length} characters (at most ${MAX_DEFINITION})`);
  if (e.clue.length > MAX_CLUE) p.push(`clue is ${e.clue.length} characters (at most ${MAX_CLUE})`);
  if (e.clue.toLowerCase() === e.definition.toLowerCase()) p.push('clue repeats the definition');
  if (givesAway(e.clue, e.word)) p.push(`clue "${e.clue}" contains the word`);
  if (givesAway(e.definition, e.word)) p.push(`definition contains the word`);
  if (!usesWord(e.example, e.word, e.form))
    p.push(`example does not use "${e.word}" (give "form" when irregular)`);
  if (!/^[A-Z0-9"'‘“]/.test(e.example) || !/[.!?]["'’”]?$/.test(e.example))
    p.push('example: a sentence with a capital and a full stop');
  if (!Array.isArray(e.synonyms) || e.synonyms.length > 3) p.push('synonyms: at most 3');
  if (!Array.isArray(e.antonyms) || e.antonyms.length > 1) p.push('antonyms: at most 1');
  for (const s of [...(e.synonyms ?? []), ...(e.antonyms ?? [])]) {
    if (!str(s) || !/^[a-z][a-z' -]*[a-z]$/.test(s)) p.push(`synonym/antonym "${s}": lower-case words`);
    else if (s === e.word) p.push(`"${s}" is the word itself`);
  }
  if (
    !Array.isArray(e.topics) ||
    e.topics.length > 3 ||
    e.topics.some((t) => !(TOPICS as readonly string[]).includes(t))
  )
    p.push(`topics: up to 3 of ${TOPICS.join(', ')}`);
  if (!str(e.us)) p.push('us: "" or the American spelling');
  const us = americanSpellings(
    [e.word, e.definition, e.clue, e.example, ...(e.synonyms ?? []), ...(e.antonyms ?? [])].join(' '),
  );
  if (us.length > 0) p.push(`American spelling: ${[...new Set(us)].join(', ')}`);
  return p;
}

export function readAuthored(file: string): AuthoredEntry[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, i) => {
      try {
        return JSON.parse(line) as AuthoredEntry;
      } catch {
        throw new Error(`${file}:${i + 1}: not valid JSON`);
      }
    });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let bad = 0;
  let count = 0;
  const seen = new Map<string, string>();
  for (const file of process.argv.slice(2)) {
    let entries: AuthoredEntry[];
    try {
      entries = readAuthored(file);
    } catch (error) {
      console.log((error as Error).message);
      bad++;
      continue;
    }
    for (const e of entries) {
      count++;
      const where = `${file} band ${e.band} #${e.position} ${e.word}`;
      const problems = entryProblems(e);
      const place = `${e.band}:${e.position}`;
      if (seen.has(`place ${place}`))
        problems.push(`place ${place} also written in ${seen.get(`place ${place}`)}`);
      if (seen.has(`word ${e.word}`)) problems.push(`word also at ${seen.get(`word ${e.word}`)}`);
      seen.set(`place ${place}`, file);
      seen.set(`word ${e.word}`, place);
      if (problems.length > 0) {
        bad++;
        console.log(`${where}:\n  - ${problems.join('\n  - ')}`);
      }
    }
  }
  console.log(`${count} entries, ${bad} with problems`);
  process.exitCode = bad > 0 ? 1 : 0;
}
