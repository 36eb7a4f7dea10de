/** The numbers of a Word Candy Match round, in one place. */
export const RULES = {
  /** Points for a right pair, times the combo multiplier. */
  pairPoints: 100,
  /** A right pair within this time of the previous one continues the combo. */
  comboWindowMs: 5000,
  maxMultiplier: 5,
  /** A wrong pair costs this much time and breaks the combo. */
  wrongPenaltyMs: 3000,
  /** Showing a word's hint costs points, once per word. */
  hintCost: 50,
  /** Seconds left when the last pair pops are worth this much each. */
  timeBonusPerSecond: 10,
  baseTimeMs: 20_000,
  timePerWordMs: 6000,
} as const;

export function roundTimeMs(words: number): number {
  return RULES.baseTimeMs + RULES.timePerWordMs * words;
}

/** The combo after a right pair: continues when quick enough (and unbroken), else starts again. */
export function nextCombo(combo: number, msSinceLastRight: number | null): number {
  if (combo > 0 && msSinceLastRight !== null && msSinceLastRight <= RULES.comboWindowMs) return combo + 1;
  return 1;
}

export function multiplierFor(combo: number): number {
  return Math.max(1, Math.min(RULES.maxMultiplier, combo));
}

export function pairPoints(combo: number): number {
  return RULES.pairPoints * multiplierFor(combo);
}

export function timeBonus(msLeft: number): number {
  return Math.floor(Math.max(0, msLeft) / 1000) * RULES.timeBonusPerSecond;
}

/**
 * One to three stars: three for every word with at most one mistake and no hint, two for every
 * word with few mistakes (at most a quarter of the words, or two), one otherwise.
 */
export function starsFor(summary: {
  completed: boolean;
  words: number;
  mistakes: number;
  hints: number;
}): number {
  if (!summary.completed) return 1;
  if (summary.mistakes <= 1 && summary.hints === 0) return 3;
  if (summary.mistakes <= Math.max(2, Math.ceil(summary.words / 4))) return 2;
  return 1;
}
