/**
 * How the waves grow: more enemies, falling faster, coming closer together, ships among the
 * asteroids from wave 3. Times are in seconds; a fall is the time from the top of the field to
 * the base. Pure numbers, tested without a canvas.
 */

export type WaveSpec = {
  wave: number;
  /** Enemies in the wave. */
  count: number;
  /** Seconds an average asteroid takes to fall the whole field. */
  fallSeconds: number;
  /** Seconds between two enemies appearing (before a little randomness). */
  gapSeconds: number;
  /** Share of ships (faster, worth more) among the enemies. */
  shipShare: number;
  /** Most enemies in flight at once. */
  maxAlive: number;
};

export const RULES = {
  shields: 3,
  /** Waves in a round: clearing the last one wins it (three stars). */
  roundWaves: 5,
  /** Pause before the first enemy of the round. */
  firstSpawnMs: 1400,
  /** Pause between two waves. */
  waveBreakMs: 2600,
  /** Enemies appear at the top of the field. */
  spawnY: 0.02,
  /** Hint cost in points (never below zero). */
  hintCost: 25,
  /** Consecutive words for each step of the multiplier. */
  comboStep: 3,
  maxMultiplier: 5,
  /** Ships fall this much faster than asteroids. */
  shipSpeed: 1.25,
  shipPoints: 1.5,
  /** Longer answers fall slower: this much more time per letter over five, up to `maxLengthFactor`. */
  lengthFactorPerLetter: 0.05,
  maxLengthFactor: 1.6,
} as const;

export function waveSpec(wave: number): WaveSpec {
  const n = Math.max(1, Math.floor(wave));
  const growth = 0.9 ** (n - 1);
  return {
    wave: n,
    count: Math.min(6 + 2 * (n - 1), 30),
    fallSeconds: Math.max(5, 14 * growth),
    gapSeconds: Math.max(0.9, 2.9 * growth),
    shipShare: n >= 3 ? Math.min(0.4, 0.1 * (n - 2)) : 0,
    maxAlive: Math.min(3 + n, 12),
  };
}

/** Extra time for long answers: typing "breakfast" takes longer than "tea". */
export function lengthFactor(letters: number): number {
  return Math.min(RULES.maxLengthFactor, 1 + RULES.lengthFactorPerLetter * Math.max(0, letters - 5));
}

/** Combo steps: x2 after three words in a row, up to x5. */
export function multiplierFor(combo: number): number {
  return Math.min(RULES.maxMultiplier, 1 + Math.floor(Math.max(0, combo) / RULES.comboStep));
}

/** Points for a destroyed enemy: more for long words and ships, times the multiplier, half with a hint. */
export function wordPoints(letters: number, ship: boolean, multiplier: number, hinted: boolean): number {
  const base = (50 + 10 * Math.max(1, letters)) * (ship ? RULES.shipPoints : 1);
  const points = base * multiplier * (hinted ? 0.5 : 1);
  return Math.round(points / 5) * 5;
}

/** Bonus for clearing a wave. */
export function waveBonus(wave: number): number {
  return 100 * wave;
}

/** One star for clearing wave 1, two for wave 3, three for wave 5. */
export function starsFor(wavesCleared: number): number {
  if (wavesCleared >= 5) return 3;
  if (wavesCleared >= 3) return 2;
  if (wavesCleared >= 1) return 1;
  return 0;
}
