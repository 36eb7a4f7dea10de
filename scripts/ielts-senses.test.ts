/**
 * data/ielts/senses.json (docs/decisions/029-ielts-senses-and-translations.md): every entry of the bands whose senses are chosen has the
 * WordNet synset it teaches and that synset's Interlingual Index id, or an explicit null with the
 * editor's reason; no sense is kept for an entry that is no longer in its band.
 */
import { describe, expect, it } from 'vitest';
import { readBand, readSenses, SENSE_BANDS, senseKey, senseProblems } from './ielts-senses.ts';

const senses = readSenses();

describe('IELTS senses (data/ielts/senses.json)', () => {
  it('gives every entry of the chosen bands a sense or an explicit null', () => {
    for (const band of SENSE_BANDS) {
      const missing = readBand(band)
        .map((e) => senseKey(band, e))
        .filter((k) => !(k in senses));
      expect(missing, `band ${band}`).toEqual([]);
    }
  });

  it('keeps no sense for an entry that is not in its band', () => {
    const keys = new Set([5, 6, 7, 8, 9].flatMap((band) => readBand(band).map((e) => senseKey(band, e))));
    expect(Object.keys(senses).filter((k) => !keys.has(k))).toEqual([]);
  });

  it('records well-formed ids, the entry part of speech and a reason for every null', () => {
    expect(Object.entries(senses).flatMap(([k, s]) => senseProblems(k, s))).toEqual([]);
    // The rules can fail.
    expect(senseProblems('5/state/noun', { synset: 'oewn-08195465-v', ili: 'i80119', gloss: 'x' })).toEqual([
      '5/state/noun: a noun taught by a synset of part of speech "v"',
    ]);
    expect(senseProblems('5/state/noun', { synset: '08195465-n', ili: '80119', gloss: 'x' })).toHaveLength(2);
    expect(senseProblems('5/despite/preposition', { synset: null, ili: null, reason: '' })).toEqual([
      '5/despite/preposition: null needs a reason',
    ]);
  });
});
