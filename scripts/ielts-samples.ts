/**
 * Draws the review sample of the IELTS band lists: 30 seeded random entries per band.
 *   npx tsx scripts/ielts-samples.ts            prints them as Markdown table rows
 * data/ielts/SAMPLES.md holds these rows with a teacher's verdict on each; redraw with the same
 * seed after a rebuild to review the same positions again.
 */

import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IeltsEntry } from '../src/shared/ielts.ts';
import { BAND_SIZES, SAMPLE_SEED, SAMPLES_PER_BAND, sample } from './build-ielts.ts';
import { readBand } from './ielts-seed-migration.ts';

export function sampleLine(e: IeltsEntry): string {
  const details = [e.pos, e.level || '-', e.topics.join('/') || '-'].join(', ');
  const meaning = e.synonyms.length > 0 ? e.synonyms.join(', ') : `(def.) ${e.definition}`;
  const antonym = e.antonyms.length > 0 ? ` ≠ ${e.antonyms.join(', ')}` : '';
  return `**${e.word}** (${details}): ${meaning}${antonym}; _${e.definition}_`;
}

export function drawSamples(): Map<number, IeltsEntry[]> {
  return new Map(
    BAND_SIZES.map(([band]) => [band, sample(readBand(band), SAMPLES_PER_BAND, SAMPLE_SEED + band)]),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  for (const [band, entries] of drawSamples()) {
    console.log(`\n## Band ${band}\n`);
    for (const [i, e] of entries.entries()) console.log(`${i + 1}. ${sampleLine(e)}`);
  }
}
