/**
 * Readers for the wordnets behind data/ielts/senses.json and data/ielts/translations/ (docs/decisions/029-ielts-senses-and-translations.md).
 * They read a fetched snapshot's git directory (`git show`), never the network, and are used only by
 * the scripts that list sense candidates for an editor (scripts/ielts-senses.ts) and extract the
 * few synsets we ship (scripts/build-ielts-translations.ts extract). Nothing reads them at run time.
 *
 * - Open English WordNet (globalwordnet/english-wordnet, src/yaml/*.yaml): synsets keyed by their
 *   id (8 digits + pos, the Princeton 3.0 offset for synsets that come from it), with definition,
 *   examples, members and the Interlingual Index id (`ili: i123`).
 * - CILI (globalwordnet/cili, ili-map-pwn30.tab): ILI id -> Princeton WordNet 3.0 offset.
 * - Open Multilingual Wordnet (omwn/omw-data, wns/<project>/wn-data-<lang>.tab): PWN 3.0 offset
 *   -> lemmas per language, in the file's order.
 */
import { execFileSync } from 'node:child_process';

export type WnPos = 'n' | 'v' | 'a' | 's' | 'r';

export interface OewnSynset {
  id: string;
  pos: WnPos;
  definition: string;
  examples: string[];
  members: string[];
  ili: string | null;
}

export interface Oewn {
  /** lemma -> pos -> synset ids in the wordnet's sense order. */
  entries: Map<string, Map<WnPos, string[]>>;
  synsets: Map<string, OewnSynset>;
}

export function gitShow(gitDir: string, path: string, rev = 'HEAD'): string {
  return execFileSync('git', ['--git-dir', gitDir, 'show', `${rev}:${path}`], {
    maxBuffer: 1 << 30,
  }).toString('utf8');
}

function gitList(gitDir: string, dir: string, rev = 'HEAD'): string[] {
  return execFileSync('git', ['--git-dir', gitDir, 'ls-tree', '--name-only', rev, `${dir}/`])
    .toString('utf8')
    .split('\n')
    .filter(Boolean);
}

function unquote(s: string): string {
  const t = s.trim();
  if (t.startsWith("'") && t.endsWith("'")) return t.slice(1, -1).replace(/''/g, "'");
  if (t.startsWith('"') && t.endsWith('"')) return JSON.parse(t) as string;
  return t;
}

/**
 * Parses OEWN's YAML by its (regular, machine-written) layout; a general YAML parser takes
 * minutes over these 100 MB. Top-level keys are at column 0, fields at 2, list items at 2 ("- ").
 */
export function readOewn(gitDir: string): Oewn {
  const entries = new Map<string, Map<WnPos, string[]>>();
  const synsets = new Map<string, OewnSynset>();
  for (const path of gitList(gitDir, 'src/yaml')) {
    const name = path.split('/').pop() ?? '';
    const text = gitShow(gitDir, path);
    if (name.startsWith('entries-')) {
      let lemma = '';
      let pos: WnPos | null = null;
      for (const line of text.split('\n')) {
        if (/^\S/.test(line)) {
          lemma = unquote(line.replace(/:\s*$/, ''));
          pos = null;
        } else if (/^ {2}[nvasr](-\d+)?:\s*$/.test(line)) {
          pos = line.trim().charAt(0) as WnPos;
        } else if (pos && /^ {4,6}(- )?synset: /.test(line)) {
          const id = (line.split('synset:')[1] ?? '').trim();
          let byPos = entries.get(lemma);
          if (!byPos) {
            byPos = new Map();
            entries.set(lemma, byPos);
          }
          const list = byPos.get(pos) ?? [];
          list.push(id);
          byPos.set(pos, list);
        }
      }
    } else if (/^(noun|verb|adj|adv)\./.test(name)) {
      let cur: OewnSynset | null = null;
      let field = '';
      // Where a folded continuation line (indented 4) goes: the definition, or the last list item.
      let fold: ((more: string) => void) | null = null;
      for (const line of text.split('\n')) {
        if (/^\S/.test(line)) {
          const id = line.replace(/:\s*$/, '').trim().replace(/^'|'$/g, '');
          cur = { id, pos: id.slice(-1) as WnPos, definition: '', examples: [], members: [], ili: null };
          synsets.set(id, cur);
          field = '';
          fold = null;
          continue;
        }
        if (!cur) continue;
        const syn: OewnSynset = cur;
        const f = /^ {2}([A-Za-z_]+):\s*(.*)$/.exec(line);
        if (f) {
          field = f[1] ?? '';
          fold = null;
          if (field === 'ili') syn.ili = unquote(f[2] ?? '') || null;
          continue;
        }
        const item = /^ {2}- (.*)$/.exec(line)?.[1];
        if (item !== undefined) {
          fold = null;
          if (field === 'definition') {
            if (!syn.definition) {
              syn.definition = item;
              fold = (more) => {
                syn.definition = `${syn.definition} ${more}`;
              };
            }
          } else if (field === 'members') {
            syn.members.push(unquote(item));
          } else if (field === 'example') {
            // a quoted example is "- source: ..." then "    text: ..."
            if (/^source: /.test(item)) continue;
            const list = syn.examples;
            list.push(item.replace(/^text: /, ''));
            fold = (more) => {
              list[list.length - 1] = `${list[list.length - 1]} ${more}`;
            };
          }
          continue;
        }
        const text2 = /^ {4}text: (.*)$/.exec(line)?.[1];
        if (field === 'example' && text2 !== undefined) {
          const list = syn.examples;
          list.push(text2);
          fold = (more) => {
            list[list.length - 1] = `${list[list.length - 1]} ${more}`;
          };
          continue;
        }
        if (/^ {4}\S/.test(line) && fold) fold(line.trim());
      }
    }
  }
  for (const s of synsets.values()) {
    s.definition = unquote(s.definition);
    s.examples = s.examples.map(unquote);
  }
  return { entries, synsets };
}

/** ILI id -> PWN 3.0 offset-pos ("i1" -> "00001740-a"), from CILI's ili-map-pwn30.tab. */
export function readIliToPwn30(gitDir: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of gitShow(gitDir, 'ili-map-pwn30.tab').split('\n')) {
    const [ili, off] = line.split('\t');
    if (ili && off) map.set(ili.trim(), off.trim());
  }
  return map;
}

/** One OMW tab file: PWN 3.0 offset-pos -> lemmas in file order (`<lang>:lemma` rows only). */
export function readOmwTab(gitDir: string, path: string): { header: string; lemmas: Map<string, string[]> } {
  const text = gitShow(gitDir, path);
  const lemmas = new Map<string, string[]>();
  let header = '';
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) {
      if (!header) header = line.slice(1).trim();
      continue;
    }
    const [off, type, lemma] = line.split('\t');
    if (!off || !type || !lemma || !(type === 'lemma' || type.endsWith(':lemma'))) continue;
    // OMW uses 's' (satellite) and 'a' interchangeably for adjectives; key both as 'a'.
    const key = off.trim().replace(/-s$/, '-a');
    const list = lemmas.get(key) ?? [];
    const l = lemma.trim();
    if (!list.includes(l)) list.push(l);
    lemmas.set(key, list);
  }
  return { header, lemmas };
}

/**
 * The Spanish wordnet of the Multilingual Central Repository 3.0 as extjwnl-data-mcr30 packages it
 * (WordNet database files; lang-spa/.../spa/). Its data.noun is over the snapshot's size limit, so
 * the synsets are read from the index files: index.<pos> gives each lemma's synsets by byte offset
 * in data.<pos>, ili.csv names each synset by its ordinal in data.<pos> ("n#006365") and gives its
 * Princeton 3.0 offset ("n01243674"). A data file holds every synset once, in offset order, and
 * every synset has a lemma, so a synset's ordinal is its rank among the offsets the index names
 * (checked against data.verb, which the snapshot has). Returns PWN 3.0 offset-pos -> lemmas.
 */
export function readMcrSpanish(gitDir: string): Map<string, string[]> {
  const dir = 'lang-spa/src/main/resources/net/sf/extjwnl/data/mcr30/spa';
  const pwn = new Map<string, string>();
  for (const line of gitShow(gitDir, `${dir}/ili.csv`).split('\n')) {
    const [src = '', target = ''] = line.trim().split(',');
    if (src && target)
      pwn.set(src, `${target.slice(1)}-${target.charAt(0) === 's' ? 'a' : target.charAt(0)}`);
  }
  const out = new Map<string, string[]>();
  for (const [file, pos] of [
    ['index.noun', 'n'],
    ['index.verb', 'v'],
    ['index.adj', 'a'],
    ['index.adv', 'r'],
  ] as const) {
    const bySynset = new Map<number, string[]>();
    for (const line of gitShow(gitDir, `${dir}/${file}`).split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const p = line.trim().split(/\s+/);
      const lemma = (p[0] ?? '').replace(/_/g, ' ');
      const synsets = Number(p[2]);
      const pointers = Number(p[3]);
      const offsets = p.slice(4 + pointers + 2, 4 + pointers + 2 + synsets).map(Number);
      for (const off of offsets) {
        const list = bySynset.get(off) ?? [];
        list.push(lemma);
        bySynset.set(off, list);
      }
    }
    [...bySynset.keys()]
      .sort((a, b) => a - b)
      .forEach((off, ordinal) => {
        const key = pwn.get(`${pos}#${String(ordinal).padStart(6, '0')}`);
        if (key) out.set(key, bySynset.get(off) ?? []);
      });
  }
  return out;
}
