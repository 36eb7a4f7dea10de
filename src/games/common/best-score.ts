/**
 * A game's best score per word list, kept in the browser by the game itself, keyed by the list's
 * id (list-id.ts), so a renamed sheet keeps its best. Bests saved before lists had ids are keyed
 * by the list's name: the first read or save under the list's id moves such an entry to the id.
 */

export type Best = { score: number; stars: number };

/** The list a best belongs to: its id, and its name (the key of bests saved before ids). */
export type BestList = { id: string; name: string };

function readAll(storageKey: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function bestOf(entry: unknown): Best | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const { score, stars } = entry as { score?: unknown; stars?: unknown };
  return typeof score === 'number' && typeof stars === 'number' ? { score, stars } : null;
}

function writeAll(storageKey: string, all: Record<string, unknown>): void {
  try {
    localStorage.setItem(storageKey, JSON.stringify(all));
  } catch {
    // Storage full or blocked: the best is simply not kept.
  }
}

export function readBest(storageKey: string, list: BestList): Best | null {
  const all = readAll(storageKey);
  const best = bestOf(all[list.id]);
  if (best) return best;
  const named = Object.hasOwn(all, list.name) ? bestOf(all[list.name]) : null;
  if (named && list.name !== list.id) {
    // Saved under the list's name, before lists had ids: kept from now on under the id.
    all[list.id] = named;
    delete all[list.name];
    writeAll(storageKey, all);
  }
  return named;
}

/** Saves a round's score if it beats the best; returns true for a new best score (never for 0). */
export function saveBest(storageKey: string, list: BestList, score: number, stars: number): boolean {
  if (score <= 0 && stars <= 0) return false;
  const previous = readBest(storageKey, list);
  if (previous && previous.score >= score && previous.stars >= stars) return false;
  const all = readAll(storageKey);
  all[list.id] = {
    score: Math.max(score, previous?.score ?? 0),
    stars: Math.max(stars, previous?.stars ?? 0),
  };
  writeAll(storageKey, all);
  return !previous || score > previous.score;
}
