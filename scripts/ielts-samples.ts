/**
 * The review sample of the IELTS band lists: 30 seeded random entries per band (150).
 *   npx tsx scripts/ielts-samples.ts           print the sample
 *   npx tsx scripts/ielts-samples.ts --write   write data/ielts/SAMPLES.md from the sample and the
 *                                              verdicts in data/ielts/sample-verdicts.json
 * Each verdict is a teacher's reading of one entry: "right: why" or "wrong: why". After a rebuild,
 * the same seed draws the same positions again; entries that changed need a new verdict.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IeltsEntry } from '../src/shared/ielts.ts';
import { BAND_SIZES, SAMPLE_SEED, SAMPLES_PER_BAND, sample } from './build-ielts.ts';
import { readBand } from './ielts-seed-migration.ts';

const DIR = join(resolve(fileURLToPath(import.meta.url), '..', '..'), 'data', 'ielts');

/** One entry as a reviewer reads it. */
function sampleLine(e: IeltsEntry): string {
  const details = [e.pos, e.level || 'no level', e.topics.join('/') || 'no topic'].join(', ');
  const meaning = e.synonyms.length > 0 ? e.synonyms.join(', ') : '(no synonym)';
  const antonym = e.antonyms.length > 0 ? ` ≠ ${e.antonyms.join(', ')}` : '';
  const example = e.example ? ` Example: "${e.example}"` : '';
  return `**${e.word}** (${details}): ${meaning}${antonym}. _${e.definition}_${example}`;
}

/** The key of an entry's verdict: band, word and what it teaches, so a changed entry needs a new one. */
export function verdictKey(band: number, e: IeltsEntry): string {
  return `${band}|${e.word}|${e.synonyms.join(',')}|${e.antonyms.join(',')}|${e.definition}`;
}

export function drawSamples(): Map<number, IeltsEntry[]> {
  return new Map(
    BAND_SIZES.map(([band]) => [band, sample(readBand(band), SAMPLES_PER_BAND, SAMPLE_SEED + band)]),
  );
}

function samplesMarkdown(verdicts: Record<string, string>): string {
  const lines: string[] = [
    '# IELTS band lists: reviewed sample',
    '',
    `${SAMPLES_PER_BAND} entries per band drawn with a fixed seed (${SAMPLE_SEED} + band) by`,
    '`npx tsx scripts/ielts-samples.ts`, each read as an IELTS teacher would: **right** means a',
    'useful word, in its main sense (or the sense its topic needs), with true paraphrases and a',
    'definition a learner understands; **wrong** says what is wrong. Verdicts are kept in',
    '`sample-verdicts.json`; `--write` rebuilds this file from them.',
    '',
    'How far to trust these counts: the wrong entries of each draw were fixed (sense overrides,',
    'filters) and the sample redrawn, so this sample is reviewed after fixing. Read before fixing, the',
    'draw of 2026-11-23 (after the bands were reordered by level) had about 1 entry in 5 wrong, most',
    "of them WordNet's first sense where a learner needs another (title, raise, canteen, belt) or an",
    'example from another time or country (parking lot, cents, Shakespeare), and four junk words in',
    'band 9 (morphophonemics, aeration, holler, filled). Earlier draws with other seeds (777 + band,',
    '4242 + band) found 88 of 100 right. Expect about 1 entry in 6 of the whole lists to need an',
    'override still: the unsampled entries have not had this reading.',
    '',
  ];
  const summary: string[] = [];
  const body: string[] = [];
  for (const [band, entries] of drawSamples()) {
    let right = 0;
    body.push(`## Band ${band}`, '');
    entries.forEach((e, i) => {
      const verdict = verdicts[verdictKey(band, e)];
      if (!verdict) throw new Error(`no verdict for ${verdictKey(band, e)}`);
      if (verdict.startsWith('right')) right++;
      body.push(
        `${i + 1}. ${sampleLine(e)}  \n   **${verdict.split(':')[0]}**:${verdict.slice(verdict.indexOf(':') + 1)}`,
      );
    });
    body.push('');
    summary.push(`| ${band} | ${right} | ${entries.length - right} |`);
  }
  return [...lines, '| band | right | wrong |', '| --- | --- | --- |', ...summary, '', ...body].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  if (process.argv.includes('--write')) {
    const verdicts = JSON.parse(readFileSync(join(DIR, 'sample-verdicts.json'), 'utf8')) as Record<
      string,
      string
    >;
    writeFileSync(join(DIR, 'SAMPLES.md'), `${samplesMarkdown(verdicts)}\n`);
    console.log('wrote data/ielts/SAMPLES.md');
  } else {
    for (const [band, entries] of drawSamples()) {
      console.log(`\n## Band ${band}\n`);
      for (const [i, e] of entries.entries()) console.log(`${i + 1}. ${sampleLine(e)}`);
    }
  }
}
