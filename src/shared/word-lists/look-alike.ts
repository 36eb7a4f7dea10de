/**
 * Words a learner confuses when they meet in one round (docs/decisions/022-ielts-lists-by-editors.md): spellings of one word
 * (program / programme), a word inside a longer headword (union / trade union), words one letter
 * apart or with two letters swapped (adapt / adopt, casual / causal), and words that sound alike
 * (principal / principle), which a dictation could not tell apart. The games never deal two of them
 * together; the later one waits for another round.
 */

/** Pairs that sound the same (or the same to most learners) in British English, and spelling variants. */
const SOUND_ALIKE: readonly (readonly string[])[] = [
  ['program', 'programme'],
  ['practice', 'practise'],
  ['licence', 'license'],
  ['check', 'cheque'],
  ['story', 'storey'],
  ['draft', 'draught'],
  ['meter', 'metre'],
  ['tire', 'tyre'],
  ['disk', 'disc'],
  ['curb', 'kerb'],
  ['principal', 'principle'],
  ['council', 'counsel'],
  ['stationary', 'stationery'],
  ['complement', 'compliment'],
  ['site', 'sight', 'cite'],
  ['weather', 'whether'],
  ['course', 'coarse'],
  ['break', 'brake'],
  ['fair', 'fare'],
  ['whole', 'hole'],
  ['waste', 'waist'],
  ['peace', 'piece'],
  ['plain', 'plane'],
  ['right', 'write', 'rite'],
  ['role', 'roll'],
  ['sole', 'soul'],
  ['steal', 'steel'],
  ['pray', 'prey'],
  ['reign', 'rain', 'rein'],
  ['vain', 'vein'],
  ['aloud', 'allowed'],
  ['morning', 'mourning'],
  ['cereal', 'serial'],
  ['altar', 'alter'],
  ['bear', 'bare'],
  ['board', 'bored'],
  ['bough', 'bow'],
  ['cell', 'sell'],
  ['cent', 'scent', 'sent'],
  ['dual', 'duel'],
  ['faint', 'feint'],
  ['flour', 'flower'],
  ['grate', 'great'],
  ['heal', 'heel'],
  ['hair', 'hare'],
  ['idle', 'idol'],
  ['key', 'quay'],
  ['knight', 'night'],
  ['lead', 'led'],
  ['lesson', 'lessen'],
  ['loan', 'lone'],
  ['made', 'maid'],
  ['mail', 'male'],
  ['medal', 'meddle'],
  ['miner', 'minor'],
  ['pair', 'pear', 'pare'],
  ['pause', 'paws'],
  ['pedal', 'peddle'],
  ['place', 'plaice'],
  ['poll', 'pole'],
  ['pore', 'pour', 'poor'],
  ['raise', 'raze', 'rays'],
  ['rational', 'rationale'],
  ['root', 'route'],
  ['sail', 'sale'],
  ['scene', 'seen'],
  ['sea', 'see'],
  ['seam', 'seem'],
  ['sew', 'sow', 'so'],
  ['stair', 'stare'],
  ['suite', 'sweet'],
  ['tail', 'tale'],
  ['threw', 'through'],
  ['toe', 'tow'],
  ['wait', 'weight'],
  ['warn', 'worn'],
  ['weak', 'week'],
  ['wear', 'where'],
  ['accept', 'except'],
  ['affect', 'effect'],
  ['advice', 'advise'],
  ['device', 'devise'],
  ['elicit', 'illicit'],
  ['eminent', 'imminent'],
  ['ensure', 'insure'],
  ['precede', 'proceed'],
  ['precedent', 'president'],
  ['allusion', 'illusion'],
  ['censor', 'sensor'],
  ['discreet', 'discrete'],
];

const soundGroup = new Map<string, number>();
SOUND_ALIKE.forEach((group, index) => {
  for (const word of group) soundGroup.set(word, index);
});

/** A front as compared: lower case, no notes in brackets, no leading "to ", single spaces. */
export function lookAlikeKey(front: string): string {
  return front
    .normalize('NFC')
    .replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')
    .toLocaleLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^to /, '');
}

/** Levenshtein distance, stopping early once it is past `limit`. */
function distanceAtMost(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return false;
    previous = current;
  }
  return (previous[b.length] as number) <= limit;
}

/** Would a learner mix these two fronts up in one round (by sight or by sound)? */
export function lookAlike(frontA: string, frontB: string): boolean {
  const a = lookAlikeKey(frontA);
  const b = lookAlikeKey(frontB);
  if (!a || !b) return false;
  if (a === b) return true;
  const groupA = soundGroup.get(a);
  if (groupA !== undefined && groupA === soundGroup.get(b)) return true;
  // One is a word of the other: union / trade union, media / social media.
  const wordsA = a.split(' ');
  const wordsB = b.split(' ');
  if (wordsA.length !== wordsB.length && (wordsA.includes(b) || wordsB.includes(a))) return true;
  // The spelling rules below are for single words of letters (not "chapter 2", not codes).
  const letters = /^\p{L}+$/u;
  if (!letters.test(a) || !letters.test(b)) return false;
  // One letter changed in words of five letters or more: adapt / adopt (not consume / consumer).
  if (a.length === b.length && a.length >= 5 && distanceAtMost(a, b, 1)) return true;
  // Swapped letters: diary / dairy, casual / causal.
  if (a.length === b.length && a.length >= 5) {
    const diff = [...a].flatMap((ch, i) => (ch === b[i] ? [] : [i]));
    if (
      diff.length === 2 &&
      diff[1] === (diff[0] as number) + 1 &&
      a[diff[0] as number] === b[diff[1] as number] &&
      a[diff[1] as number] === b[diff[0] as number]
    )
      return true;
  }
  // Forms of one family (analyse / analysis, invent / invention) are not look-alikes: a career
  // stage teaches them together, and their meanings and endings tell them apart.
  return false;
}
