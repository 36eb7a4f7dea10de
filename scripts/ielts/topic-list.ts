/** data/ielts/topics.txt: our reviewed list of the core words of the IELTS topics. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, TOPICS } from './authored.ts';

export type Topic = (typeof TOPICS)[number];
/** The section of topics.txt for words of the writing tasks: listed like topic words, no tag. */
export const WRITING = 'writing';

/** topics.txt: word -> the sections that list it (topics, or `writing`). */
export function readTopicList(): Map<string, (Topic | typeof WRITING)[]> {
  const out = new Map<string, (Topic | typeof WRITING)[]>();
  let topic: Topic | typeof WRITING | null = null;
  for (const raw of readFileSync(join(ROOT, 'data/ielts/topics.txt'), 'utf8').split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const section = /^\[(.+)\]$/.exec(line);
    if (section) {
      const name = section[1] as Topic | typeof WRITING;
      if (!(TOPICS as readonly string[]).includes(name) && name !== WRITING)
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
