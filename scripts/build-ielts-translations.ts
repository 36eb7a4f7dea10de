/**
 * Translations of the IELTS band entries that follow the sense each entry teaches (docs/decisions/029-ielts-senses-and-translations.md):
 * data/ielts/senses.json gives the entry's Interlingual Index id (ILI); the open wordnets give, per
 * language, the lemmas of that ILI's synset. Sources, licences and attributions:
 * data/ielts/translations/SOURCES.md.
 *
 *   npx tsx scripts/build-ielts-translations.ts extract   reads the fetched snapshots (CILI, the
 *       Open Multilingual Wordnet, the MCR's Spanish) and writes data/ielts/translations/sources/<source>.tsv: only the
 *       synsets senses.json names, one line per ILI (ili, then every lemma in the wordnet's order).
 *       Run it after senses.json changes; CILI_GIT, OMW_GIT and MCR_GIT name the snapshots' git dirs.
 *   npx tsx scripts/build-ielts-translations.ts          writes data/ielts/translations/<lang>.json
 *       from senses.json and the committed extracts (no network, no snapshot; same bytes each run)
 *       and prints each language's coverage of bands 5-7.
 *
 * Per entry and language: the first source of the language (in SOURCES order) that has the ILI
 * gives at most two lemmas (chooseLemmas: an OMW tab file has no ranking of its own, its lines are
 * sorted by synset or by spelling). A lemma in another script than the language's (a wordnet's
 * untranslated English, Vietnamese Han characters, Korean Hanja) is dropped, and so is one equal
 * to the English headword.
 *
 * An editor's file, data/ielts/translations/editors/<lang>.tsv, is applied after the wordnets: its
 * lemmas replace theirs for that entry (a wrong lemma dropped, the everyday word first) or fill an
 * entry they miss; such an entry's "src" is "editor", so the data says which words an editor wrote.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './ielts/authored.ts';
import { readIliToPwn30, readMcrSpanish, readOmwTab } from './ielts/wordnets.ts';
import { readBand, readSenses, type Senses, senseKey } from './ielts-senses.ts';

const DIR = join(ROOT, 'data', 'ielts', 'translations');
const EXTRACTS = join(DIR, 'sources');
const CILI_GIT = process.env.CILI_GIT ?? '/work/.mirror/globalwordnet+cili/repo';
const OMW_GIT = process.env.OMW_GIT ?? '/work/.mirror/omwn+omw-data/repo';
const MCR_GIT = process.env.MCR_GIT ?? '/work/.mirror/extjwnl+extjwnl-data-mcr30/repo';

/** One wordnet we may ship from (its licence allows our use with attribution: SOURCES.md). */
/** `path` is an OMW tab file of OMW_GIT, or "mcr-spa" for the MCR's Spanish (MCR_GIT). */
export type Source = { id: string; lang: string; path: string };

/** In priority order per language: a language's own wordnet first, the Wiktionary wordnet after. */
export const SOURCES: readonly Source[] = [
  { id: 'mcr-spa', lang: 'es', path: 'mcr-spa' },
  { id: 'awn', lang: 'ar', path: 'wns/arb/wn-data-arb.tab' },
  { id: 'cow', lang: 'zh', path: 'wns/cow/wn-data-cmn.tab' },
  { id: 'wn-bahasa-id', lang: 'id', path: 'wns/msa/wn-data-ind.tab' },
  { id: 'wn-bahasa-ms', lang: 'ms', path: 'wns/msa/wn-data-zsm.tab' },
  { id: 'openwn-pt', lang: 'pt', path: 'wns/por/wn-data-por.tab' },
  { id: 'wolf', lang: 'fr', path: 'wns/fra/wn-data-fra.tab' },
  { id: 'multiwordnet', lang: 'it', path: 'wns/ita/wn-data-ita.tab' },
  { id: 'plwordnet', lang: 'pl', path: 'wns/pol/wn-data-pol.tab' },
  { id: 'greek-wordnet', lang: 'el', path: 'wns/ell/wn-data-ell.tab' },
  { id: 'hebrew-wordnet', lang: 'he', path: 'wns/heb/wn-data-heb.tab' },
  { id: 'odwn', lang: 'nl', path: 'wns/nld/wn-data-nld.tab' },
  { id: 'btb-wn', lang: 'bg', path: 'wns/bul/wn-data-bul.tab' },
  { id: 'croatian-wordnet', lang: 'hr', path: 'wns/hrv/wn-data-hrv.tab' },
  { id: 'dannet', lang: 'da', path: 'wns/dan/wn-data-dan.tab' },
  { id: 'norwegian-wordnet', lang: 'no', path: 'wns/nor/wn-data-nob.tab' },
  { id: 'wordnet-saldo', lang: 'sv', path: 'wns/swe/wn-data-swe.tab' },
  { id: 'slovak-wordnet', lang: 'sk', path: 'wns/slk/wn-data-slk.tab' },
  { id: 'lithuanian-wordnet', lang: 'lt', path: 'wns/slk/wn-data-lit.tab' },
  // Wiktionary's translations linked to synsets (Bond & Foster 2013): the only open source with
  // sense links for many languages of IELTS candidates; an automatic linking, so reviews decide.
  ...(
    [
      ['ar', 'arb'],
      ['zh', 'cmn'],
      ['es', 'spa'],
      ['vi', 'vie'],
      ['hi', 'hin'],
      ['ko', 'kor'],
      ['bn', 'ben'],
      ['ur', 'urd'],
      ['ne', 'nep'],
      ['pa', 'pan'],
      ['th', 'tha'],
      ['ja', 'jpn'],
      ['fa', 'fas'],
      ['tr', 'tur'],
      ['ru', 'rus'],
      ['uk', 'ukr'],
      ['fil', 'tgl'],
      ['ta', 'tam'],
      ['te', 'tel'],
      ['ml', 'mal'],
      ['si', 'sin'],
      ['kk', 'kaz'],
      ['uz', 'uzb'],
      ['de', 'deu'],
    ] as const
  ).map(([lang, code]) => ({
    id: `wikt-${code}`,
    lang,
    path: `wns/wikt/wn-wikt-${code}.tab`,
  })),
];

/** ili -> lemmas (the wordnet's file order), per source: the committed extract. */
export function readExtract(id: string): Map<string, { lemmas: string[] }> {
  const map = new Map<string, { lemmas: string[] }>();
  for (const line of readFileSync(join(EXTRACTS, `${id}.tsv`), 'utf8').split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [ili = '', ...lemmas] = line.split('\t');
    map.set(ili, { lemmas });
  }
  return map;
}

function extract(senses: Senses): void {
  const iliToPwn = readIliToPwn30(CILI_GIT);
  const wanted = new Map<string, string>(); // pwn30 offset (adjectives as -a) -> ili
  for (const s of Object.values(senses)) {
    if (!s.ili) continue;
    const off = iliToPwn.get(s.ili);
    if (off) wanted.set(off.replace(/-s$/, '-a'), s.ili);
  }
  mkdirSync(EXTRACTS, { recursive: true });
  for (const source of SOURCES) {
    const { header, lemmas } =
      source.path === 'mcr-spa'
        ? {
            header: 'Multilingual Central Repository 3.0, Spanish (extjwnl-data-mcr30)\tspa\tCC BY 3.0',
            lemmas: readMcrSpanish(MCR_GIT),
          }
        : readOmwTab(OMW_GIT, source.path);
    const lines = [...wanted]
      .filter(([off]) => lemmas.has(off))
      .map(([off, ili]) => {
        const cells = (lemmas.get(off) ?? []).map((l) => l.replace(/\t/g, ' '));
        return `${ili}\t${cells.join('\t')}`;
      })
      .sort();
    writeFileSync(
      join(EXTRACTS, `${source.id}.tsv`),
      `# ${header} (${source.path}); ili, then its lemmas in the file's order\n${lines.join('\n')}\n`,
    );
    console.log(`${source.id}: ${lines.length} synsets`);
  }
}

/** The script each language is written in; a lemma in another script is dropped. */
const SCRIPT: Record<string, string> = {
  zh: 'Han',
  ja: 'Han|Hiragana|Katakana',
  ko: 'Hangul',
  ar: 'Arabic',
  fa: 'Arabic',
  ur: 'Arabic',
  hi: 'Devanagari',
  ne: 'Devanagari',
  bn: 'Bengali',
  pa: 'Gurmukhi',
  th: 'Thai',
  ta: 'Tamil',
  te: 'Telugu',
  ml: 'Malayalam',
  si: 'Sinhala',
  el: 'Greek',
  he: 'Hebrew',
  ru: 'Cyrillic',
  uk: 'Cyrillic',
  bg: 'Cyrillic',
  kk: 'Cyrillic',
};

export function inScript(lang: string, lemma: string): boolean {
  const scripts = (SCRIPT[lang] ?? 'Latin').split('|');
  // letters of the language's script, combining marks, spaces, hyphens, apostrophes, joiners, ー ・
  for (const ch of lemma) {
    if (/[\s\-'’\u30fc\u30fb]/u.test(ch) || ch === '\u200c' || ch === '\u200d') continue;
    if (/\p{Script=Inherited}|\p{M}/u.test(ch)) continue;
    if (!scripts.some((sc) => new RegExp(`\\p{Script=${sc}}`, 'u').test(ch))) return false;
  }
  return true;
}

/**
 * At most two lemmas a learner would use, from one source's lemmas for one synset. Without a
 * frequency list for these languages, "the most common word" is approximated by: a lemma another
 * source of the same language also gives for this ILI first (two independent wordnets agree), then
 * the shorter word (common words are short, Zipf's law of abbreviation), then the file's order.
 */
export function chooseLemmas(
  lemmas: readonly string[],
  headword: string,
  lang: string,
  alsoElsewhere: ReadonlySet<string> = new Set(),
): string[] {
  const seen = new Set<string>();
  return lemmas
    .map((lemma, i) => ({ lemma: lemma.replace(/_/g, ' ').replace(/\s+/g, ' ').trim(), i }))
    .filter(({ lemma }) => lemma && lemma.toLowerCase() !== headword.toLowerCase())
    .filter(({ lemma }) => inScript(lang, lemma))
    .sort(
      (a, b) =>
        Number(alsoElsewhere.has(b.lemma)) - Number(alsoElsewhere.has(a.lemma)) ||
        [...a.lemma].length - [...b.lemma].length ||
        a.i - b.i,
    )
    .map(({ lemma }) => lemma)
    .filter((lemma) => {
      const k = lemma.toLowerCase();
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    })
    .slice(0, 2);
}

export type Translations = {
  lang: string;
  /** the sources this language's translations come from, in priority order ("editor" first when an editor file exists) */
  sources: string[];
  /** "<band>/<word>/<pos>" -> the lemmas (1-2) and the source that gave them ("editor": written by an editor) */
  entries: Record<string, { t: string[]; src: string }>;
};

/** The editor's source id: a translation an editor chose or wrote (`editors/<lang>.tsv`). */
export const EDITOR = 'editor';
const EDITORS = join(DIR, 'editors');

/** One editor's decision: the lemma(s) a learner would use for this entry, and why. */
export type EditorOverride = { t: string[]; note: string };

/**
 * Reads an editor file: one line per entry, `<band>/<word>/<pos>` TAB the lemma(s) a learner
 * would use (two separated by " ; ") TAB an optional note; "#" starts a comment line. The lemmas
 * replace what the wordnets give for that entry, or fill an entry they miss (also an entry whose
 * sense has no ILI, such as a conjunction).
 */
export function parseEditorFile(
  text: string,
  lang: string,
  keys: ReadonlySet<string>,
): Map<string, EditorOverride> {
  const overrides = new Map<string, EditorOverride>();
  for (const [n, line] of text.split('\n').entries()) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [key = '', lemmas = '', note = ''] = line.split('\t');
    const t = lemmas
      .split(';')
      .map((l) => l.trim())
      .filter(Boolean);
    const where = `editors/${lang}.tsv line ${n + 1}`;
    if (!keys.has(key)) throw new Error(`${where}: no band entry ${key}`);
    if (overrides.has(key)) throw new Error(`${where}: ${key} twice`);
    if (t.length < 1 || t.length > 2) throw new Error(`${where}: ${key} needs one or two lemmas`);
    for (const l of t) if (!inScript(lang, l)) throw new Error(`${where}: "${l}" is not in ${lang}'s script`);
    overrides.set(key, { t, note: note.trim() });
  }
  return overrides;
}

/** Every language's editor file (data/ielts/translations/editors/<lang>.tsv), by language. */
export function readEditors(): Map<string, Map<string, EditorOverride>> {
  const keys = new Set<string>();
  for (const band of [5, 6, 7, 8, 9]) for (const e of readBand(band)) keys.add(senseKey(band, e));
  const byLang = new Map<string, Map<string, EditorOverride>>();
  if (!existsSync(EDITORS)) return byLang;
  for (const name of readdirSync(EDITORS).sort())
    if (name.endsWith('.tsv')) {
      const lang = name.replace(/\.tsv$/, '');
      byLang.set(lang, parseEditorFile(readFileSync(join(EDITORS, name), 'utf8'), lang, keys));
    }
  return byLang;
}

export function build(
  senses: Senses,
  editors: ReadonlyMap<string, ReadonlyMap<string, EditorOverride>> = readEditors(),
  /** Only these languages (a test of one language need not build all of them); all when absent. */
  langs?: readonly string[],
): Map<string, Translations> {
  const byLang = new Map<string, Translations>();
  const sources = SOURCES.filter((source) => !langs || langs.includes(source.lang));
  const extracts = new Map(sources.map((s) => [s.id, readExtract(s.id)]));
  for (const source of sources) {
    const t = byLang.get(source.lang) ?? {
      lang: source.lang,
      sources: editors.has(source.lang) ? [EDITOR] : [],
      entries: {},
    };
    t.sources.push(source.id);
    byLang.set(source.lang, t);
  }
  // a language only editors write (no open wordnet covers it)
  for (const lang of editors.keys())
    if (!byLang.has(lang) && (!langs || langs.includes(lang)))
      byLang.set(lang, { lang, sources: [EDITOR], entries: {} });
  for (const band of [5, 6, 7, 8, 9])
    for (const e of readBand(band)) {
      const key = senseKey(band, e);
      const ili = senses[key]?.ili;
      for (const t of byLang.values()) {
        const override = editors.get(t.lang)?.get(key);
        if (override) {
          t.entries[key] = { t: override.t, src: EDITOR };
          continue;
        }
        if (!ili) continue;
        for (const id of t.sources) {
          if (id === EDITOR) continue;
          const source = SOURCES.find((s) => s.id === id);
          const found = extracts.get(id)?.get(ili);
          if (!source || !found) continue;
          const others = new Set(
            t.sources
              .filter((other) => other !== id)
              .flatMap((other) => extracts.get(other)?.get(ili)?.lemmas ?? []),
          );
          const lemmas = chooseLemmas(found.lemmas, e.word, source.lang, others);
          if (lemmas.length) {
            t.entries[key] = { t: lemmas, src: id };
            break;
          }
        }
      }
    }
  return byLang;
}

export function formatTranslations(t: Translations): string {
  const lines = Object.entries(t.entries).map(([k, v]) => `    ${JSON.stringify(k)}: ${JSON.stringify(v)}`);
  return `{\n  "lang": ${JSON.stringify(t.lang)},\n  "sources": ${JSON.stringify(t.sources)},\n  "entries": {\n${lines.join(',\n')}\n  }\n}\n`;
}

function main() {
  const senses = readSenses();
  if (process.argv[2] === 'extract') {
    extract(senses);
    return;
  }
  const built = build(senses);
  for (const name of readdirSync(DIR))
    if (name.endsWith('.json') && !built.has(name.replace(/\.json$/, '')))
      console.warn(`stale: ${name} (no source gives this language any more)`);
  const rows: string[] = [];
  for (const [lang, t] of [...built].sort()) {
    writeFileSync(join(DIR, `${lang}.json`), formatTranslations(t));
    rows.push(
      [lang, ...coverage(t).map(([n, of]) => `${n}/${of} ${((100 * n) / of).toFixed(0)}%`)].join('\t'),
    );
  }
  console.log(`lang\tband 5\tband 6\tband 7\tbands 5-7\n${rows.join('\n')}`);
}

/** [translated, entries] for band 5, 6, 7 and bands 5-7 together. */
export function coverage(t: Translations): [number, number][] {
  const per = [5, 6, 7].map((band): [number, number] => {
    const keys = readBand(band).map((e) => senseKey(band, e));
    return [keys.filter((k) => k in t.entries).length, keys.length];
  });
  return [...per, per.reduce(([a, b], [n, of]) => [a + n, b + of], [0, 0])];
}

if (process.argv[1]?.endsWith('build-ielts-translations.ts')) main();
