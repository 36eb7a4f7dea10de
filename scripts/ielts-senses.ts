/**
 * The WordNet sense each IELTS band entry teaches (docs/decisions/029-ielts-senses-and-translations.md): data/ielts/senses.json, keyed
 * "<band>/<word>/<pos>", gives the Open English WordNet synset and its Interlingual Index id, or
 * null with a reason. The choice is an editor's: this script only lists the candidates and records
 * what the editor chose.
 *
 *   npx tsx scripts/ielts-senses.ts candidates 5 [from] [count]   lists candidates of band 5's
 *       entries that have no decision yet (numbered, OEWN sense order, a word-overlap hint `*`)
 *   npx tsx scripts/ielts-senses.ts decide decisions.txt     records decisions, one a line:
 *       "5/state/noun 2" (the 2nd candidate), "5/state/noun 08671935-n",
 *       or "5/despite/preposition null: WordNet has no prepositions"
 *   npx tsx scripts/ielts-senses.ts status                   decided / null / open per band
 *
 * OEWN is read from a fetched snapshot's git directory: OEWN_GIT (default
 * /work/.mirror/globalwordnet+english-wordnet/repo); see data/ielts/translations/SOURCES.md.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IeltsEntry } from '../src/shared/ielts.ts';
import { ROOT } from './ielts/authored.ts';
import { type OewnSynset, readOewn, type WnPos } from './ielts/wordnets.ts';

export const SENSES_FILE = join(ROOT, 'data', 'ielts', 'senses.json');
const OEWN_GIT = process.env.OEWN_GIT ?? '/work/.mirror/globalwordnet+english-wordnet/repo';

export type Sense =
  | { synset: string; ili: string | null; gloss: string; note?: string }
  | { synset: null; ili: null; reason: string };
export type Senses = Record<string, Sense>;

export const senseKey = (band: number, e: Pick<IeltsEntry, 'word' | 'pos'>) => `${band}/${e.word}/${e.pos}`;

export function readSenses(): Senses {
  return existsSync(SENSES_FILE) ? (JSON.parse(readFileSync(SENSES_FILE, 'utf8')) as Senses) : {};
}

export function readBand(band: number): IeltsEntry[] {
  return JSON.parse(readFileSync(join(ROOT, 'data', 'ielts', `band-${band}.json`), 'utf8'));
}

/** One key a line, in band and place order, so a diff shows one decision a line. */
export function writeSenses(senses: Senses): void {
  const order: string[] = [];
  for (const band of [5, 6, 7, 8, 9]) for (const e of readBand(band)) order.push(senseKey(band, e));
  const keys = order.filter((k) => k in senses);
  const lines = keys.map((k) => `  ${JSON.stringify(k)}: ${JSON.stringify(senses[k])}`);
  writeFileSync(SENSES_FILE, `{\n${lines.join(',\n')}\n}\n`);
}

/** Bands whose every entry has a decided sense (the issue asks for 5-7; see docs/decisions/029). */
export const SENSE_BANDS = [5, 6, 7];

const SYNSET = /^oewn-\d{8}-[nvasr]$/;
const ILI = /^i[1-9]\d*$/;

export function senseProblems(key: string, s: Sense): string[] {
  const problems: string[] = [];
  if (s.synset === null) {
    if (s.ili !== null) problems.push(`${key}: an ILI without a synset`);
    if (!('reason' in s) || s.reason.trim().length < 10) problems.push(`${key}: null needs a reason`);
    return problems;
  }
  if (!SYNSET.test(s.synset)) problems.push(`${key}: synset "${s.synset}" is not an OEWN id`);
  if (s.ili !== null && !ILI.test(s.ili)) problems.push(`${key}: ILI "${s.ili}" is not well formed`);
  if (s.ili === null && !s.note) problems.push(`${key}: a synset without an ILI needs a note`);
  const pos = s.synset.slice(-1);
  const entryPos = key.split('/')[2] ?? '';
  const expected: Record<string, string> = { noun: 'n', verb: 'v', adjective: 'as', adverb: 'r' };
  if (!(expected[entryPos] ?? '').includes(pos))
    problems.push(`${key}: a ${entryPos} taught by a synset of part of speech "${pos}"`);
  if (!s.gloss) problems.push(`${key}: no gloss`);
  return problems;
}

const WN_POS: Record<string, WnPos[]> = {
  noun: ['n'],
  verb: ['v'],
  adjective: ['a', 's'],
  adverb: ['r'],
};

const STOP = new Set(
  'a an the of to in on for and or with by at from as is are be that this which who it its their your you something someone someones person people used use when where about into than more most very has have been being not can may'.split(
    ' ',
  ),
);
const stems = (s: string) =>
  new Set(
    s
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length > 2 && !STOP.has(w))
      .map((w) => w.slice(0, 5)),
  );

export function candidates(
  oewn: ReturnType<typeof readOewn>,
  e: IeltsEntry,
): (OewnSynset & { score: number })[] {
  const forms = [e.word, e.word.toLowerCase(), e.us].filter(Boolean);
  const ids: string[] = [];
  for (const f of forms)
    for (const p of WN_POS[e.pos] ?? [])
      for (const id of oewn.entries.get(f)?.get(p) ?? []) if (!ids.includes(id)) ids.push(id);
  const mine = stems(`${e.definition} ${e.clue} ${e.example} ${e.synonyms.join(' ')}`);
  return ids
    .map((id) => oewn.synsets.get(id))
    .filter((s): s is OewnSynset => Boolean(s))
    .map((s) => {
      const theirs = stems(`${s.definition} ${s.examples.join(' ')} ${s.members.join(' ')}`);
      let score = 0;
      for (const w of theirs) if (mine.has(w)) score++;
      return { ...s, score };
    });
}

function main() {
  const [cmd, ...args] = process.argv.slice(2);
  const senses = readSenses();
  if (cmd === 'status') {
    for (const band of [5, 6, 7, 8, 9]) {
      const entries = readBand(band);
      const dec = entries.filter((e) => senseKey(band, e) in senses);
      const nul = dec.filter((e) => senses[senseKey(band, e)]?.synset === null);
      console.log(
        `band ${band}: ${dec.length}/${entries.length} decided (${nul.length} null), ${entries.length - dec.length} open`,
      );
    }
    return;
  }
  const oewn = readOewn(OEWN_GIT);
  if (cmd === 'candidates') {
    const band = Number(args[0]);
    const from = Number(args[1] ?? 0);
    const count = Number(args[2] ?? 40);
    const open = readBand(band)
      .filter((e) => !(senseKey(band, e) in senses))
      .slice(from, from + count);
    for (const e of open) {
      console.log(
        `\n## ${senseKey(band, e)} — ${e.definition} | ${e.example} | syn: ${e.synonyms.join(', ')}`,
      );
      const cands = candidates(oewn, e);
      const best = Math.max(0, ...cands.map((c) => c.score));
      cands.forEach((c, i) => {
        const mark = c.score === best && best > 0 ? '*' : ' ';
        console.log(
          `${mark}${i + 1}. ${c.id} ${c.ili ?? '-'} [${c.members.slice(0, 4).join(', ')}] ${c.definition}${c.examples[0] ? ` | "${c.examples[0]}"` : ''}`,
        );
      });
      if (!cands.length) console.log('   (no candidates)');
    }
    return;
  }
  if (cmd === 'decide') {
    const byKey = new Map<string, IeltsEntry>();
    for (const band of [5, 6, 7, 8, 9]) for (const e of readBand(band)) byKey.set(senseKey(band, e), e);
    for (const raw of readFileSync(args[0] ?? '', 'utf8').split('\n')) {
      const line = raw.trim();
      if (!line || line.startsWith('#')) continue;
      const m = /^(\d\/[^/]+\/[a-z]+)\s+(.*)$/.exec(line);
      if (!m) throw new Error(`bad line: ${line}`);
      const key = m[1] ?? '';
      const rest = m[2] ?? '';
      const e = byKey.get(key);
      if (!e) throw new Error(`no entry ${key}`);
      const band = Number(key.split('/')[0]);
      if (rest.startsWith('null')) {
        const reason = rest.replace(/^null:?\s*/, '');
        if (!reason) throw new Error(`null needs a reason: ${line}`);
        senses[key] = { synset: null, ili: null, reason };
        continue;
      }
      const [pick = '', ...words] = rest.split(/\s+/);
      // "ili=i123": the editor names the ILI where OEWN's synset has none (a synset OEWN split
      // from a Princeton one, whose ILI the other wordnets still use); the note says why.
      const iliOverride = words.find((w) => /^ili=i\d+$/.test(w))?.slice(4);
      const noteParts = words.filter((w) => !/^ili=/.test(w));
      const cands = candidates(oewn, e);
      const chosen = /^\d+$/.test(pick)
        ? cands[Number(pick) - 1]
        : (oewn.synsets.get(pick) ?? oewn.synsets.get(pick.replace(/^oewn-/, '')));
      if (!chosen) throw new Error(`no candidate ${pick} for ${key}`);
      const sense: Sense = {
        synset: `oewn-${chosen.id}`,
        ili: iliOverride ?? chosen.ili,
        gloss: chosen.definition,
      };
      if (noteParts.length) sense.note = noteParts.join(' ');
      if (iliOverride && !sense.note) throw new Error(`an ILI override needs a note: ${line}`);
      senses[senseKey(band, e)] = sense;
    }
    writeSenses(senses);
    return;
  }
  console.error('usage: ielts-senses.ts candidates <band> [from] [count] | decide <file> | status');
  process.exit(1);
}

if (process.argv[1]?.endsWith('ielts-senses.ts')) main();
