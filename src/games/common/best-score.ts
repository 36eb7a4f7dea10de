/** A game's best score per word list, kept in the browser by the game itself. */

export type Best = { score: number; stars: number };

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

export function readBest(storageKey: string, listName: string): Best | null {
  const entry = readAll(storageKey)[listName];
  if (typeof entry !== 'object' || entry === null) return null;
  const { score, stars } = entry as { score?: unknown; stars?: unknown };
  return typeof score === 'number' && typeof stars === 'number' ? { score, stars } : null;
}

/** Saves a round's score if it beats the best; returns true for a new best score (never for 0). */
export function saveBest(storageKey: string, listName: string, score: number, stars: number): boolean {
  if (score <= 0 && stars <= 0) return false;
  try {
    const all = readAll(storageKey);
    const previous = readBest(storageKey, listName);
    if (previous && previous.score >= score && previous.stars >= stars) return false;
    all[listName] = {
      score: Math.max(score, previous?.score ?? 0),
      stars: Math.max(stars, previous?.stars ?? 0),
    };
    localStorage.setItem(storageKey, JSON.stringify(all));
    return !previous || score > previous.score;
  } catch {
    return false;
  }
}
