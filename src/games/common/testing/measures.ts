/**
 * Deterministic text measures for the unit tests (no canvas), and the IELTS lists' entries, for
 * the tests that check the games draw every clue at their normal size.
 */
import { readFileSync } from 'node:fs';
import type { IeltsEntry } from '../../../shared/ielts.ts';
import type { Measure } from '../text-fit.ts';

export const BANDS = [5, 6, 7, 8, 9] as const;

/** The entries of a band list, as the site ships them (data/ielts/band-N.json). */
export function bandEntries(band: number): IeltsEntry[] {
  return JSON.parse(
    readFileSync(new URL(`../../../../data/ielts/band-${band}.json`, import.meta.url), 'utf8'),
  ) as IeltsEntry[];
}

/** Every character 0.6 em wide, as the other tests measure (and the games without a canvas). */
export const flat: Measure = (text, size) => [...text].length * size * 0.6;

/**
 * Widths (em) of DejaVu Sans Bold, the widest of the usual system faces (Linux draws the games'
 * bold labels with it; Apple's and Android's faces are narrower). Other characters count 0.85.
 */
const DEJAVU_BOLD: Record<string, number> = Object.fromEntries(
  Object.entries({
    "'": 0.31,
    ijl: 0.34,
    ' ': 0.35,
    ',.': 0.38,
    ':;': 0.4,
    '-': 0.42,
    f: 0.44,
    '()': 0.46,
    t: 0.48,
    r: 0.49,
    _: 0.5,
    z: 0.58,
    c: 0.59,
    s: 0.6,
    vxy: 0.65,
    ak: 0.67,
    eET: 0.68,
    o: 0.69,
    hnu: 0.71,
    bdgpq: 0.72,
    '0123456789': 0.7,
    CP: 0.73,
    B: 0.76,
    AKV: 0.77,
    U: 0.81,
    G: 0.82,
    D: 0.83,
    N: 0.84,
    O: 0.85,
    w: 0.92,
    M: 1,
    m: 1.04,
    W: 1.1,
  }).flatMap(([chars, width]) => [...chars].map((char) => [char, width])),
);
export const wideFace: Measure = (text, size) =>
  [...text].reduce((sum, char) => sum + (DEJAVU_BOLD[char] ?? 0.85), 0) * size;
