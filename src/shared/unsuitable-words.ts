import { cuss } from 'cuss';
import naughtyWords from 'naughty-words';

/**
 * The unsuitable-word filter: the IELTS build (scripts/build-ielts.ts) keeps these words out of the
 * band lists, and community tracks (titles, descriptions, words) are checked against the same list.
 * naughty-words (all of English) and cuss (rating 2: surely profane or a slur).
 */
export const BLOCKLIST: ReadonlySet<string> = new Set([
  ...naughtyWords.en.map((w) => w.toLowerCase()),
  ...Object.entries(cuss)
    .filter(([, rating]) => rating >= 2)
    .map(([w]) => w.toLowerCase()),
]);

/** cuss rating 1 (maybe profane). */
export const MAYBE_PROFANE: ReadonlySet<string> = new Set(
  Object.entries(cuss)
    .filter(([, rating]) => rating === 1)
    .map(([w]) => w.toLowerCase()),
);

/**
 * A blocklist hit in `term`: the whole term, any word of it, or a closed compound of a blocked
 * word and another word of 4+ letters (bullshit, dickhead; not therapist, class or assess).
 * `isWord` says what counts as a word.
 */
export function blocklistHit(
  term: string,
  isWord: (w: string) => boolean,
  extra?: ReadonlySet<string>,
): string | null {
  const lists = extra ? [BLOCKLIST, extra] : [BLOCKLIST];
  const blocked = (w: string) => lists.some((l) => l.has(w));
  const t = term.toLowerCase();
  if (blocked(t)) return t;
  for (const part of t.split(/[\s-]+/)) {
    if (blocked(part)) return part;
    for (let i = 4; i <= part.length - 4; i++) {
      const a = part.slice(0, i);
      const b = part.slice(i);
      if (blocked(a) && a.length >= 4 && b.length >= 4 && isWord(b)) return a;
      if (blocked(b) && b.length >= 4 && a.length >= 4 && isWord(a)) return b;
    }
  }
  return null;
}

/**
 * The first unsuitable word or phrase in a free text a learner wrote (a track's title,
 * description or a card), or null: a phrase of the blocklist found in the text, or a word of the
 * text that the blocklist names. Closed compounds and endings are not taken apart here: without
 * the build's dictionary to say what the rest is, that flags ordinary words (organise = "orga" +
 * "nise", assess = "asses" + "s"). `allowed` names words a blocklist flags
 * by mistake (the IELTS build's reviewed allow list: welfare, cocktail).
 */
export function unsuitableWordIn(text: string, allowed: ReadonlySet<string> = new Set()): string | null {
  const lower = ` ${text.toLowerCase().replace(/[^\p{L}\p{N}']+/gu, ' ')} `;
  for (const entry of BLOCKLIST) {
    if (entry.includes(' ') && lower.includes(` ${entry} `)) return entry;
  }
  for (const word of lower.split(' ')) {
    if (!word || allowed.has(word)) continue;
    const forms = [word, word.replace(/'s$/, '')];
    const hit = forms.find((form) => form.length > 1 && BLOCKLIST.has(form));
    if (hit) return hit;
  }
  return null;
}
