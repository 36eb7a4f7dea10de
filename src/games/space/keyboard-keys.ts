/**
 * The letters of the on-screen keyboard: those that type the round's words (in the learned
 * language's script, accents folded away when they are forgiven), in alphabetical order. A
 * round whose words need more keys than fit shows the keys of the words in flight first, then the
 * round's most used letters. Pure logic, tested without a canvas.
 */
import { keysOf, type MatchOptions } from './answer.ts';

function compare(locale: string | null | undefined): (a: string, b: string) => number {
  let collator: Intl.Collator;
  try {
    collator = new Intl.Collator(locale ?? undefined);
  } catch {
    collator = new Intl.Collator();
  }
  return (a, b) => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** Letters (and digits) that type the fronts, most used first; the space key is apart. */
function lettersByUse(fronts: readonly string[], options: MatchOptions): string[] {
  const counts = new Map<string, number>();
  for (const front of fronts) {
    for (const key of keysOf(front, options)) {
      if (key === ' ') continue;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const order = compare(options.locale);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || order(a[0], b[0])).map(([key]) => key);
}

/**
 * At most `capacity` letter keys, sorted: every letter of the round if they fit; else every
 * letter of the words in flight, then the round's most used ones.
 */
export function keyboardLetters(
  roundFronts: readonly string[],
  inFlightFronts: readonly string[],
  options: MatchOptions,
  capacity: number,
): string[] {
  const all = lettersByUse(roundFronts, options);
  const order = compare(options.locale);
  if (all.length <= capacity) return all.sort(order);
  const chosen = new Set(lettersByUse(inFlightFronts, options).slice(0, capacity));
  for (const key of all) {
    if (chosen.size >= capacity) break;
    chosen.add(key);
  }
  return [...chosen].sort(order);
}

/** Whether every letter of the words in flight has a key (when not, the keys are chosen again). */
export function coversWords(
  keys: readonly string[],
  fronts: readonly string[],
  options: MatchOptions,
): boolean {
  const have = new Set(keys);
  return fronts.every((front) => keysOf(front, options).every((key) => key === ' ' || have.has(key)));
}
