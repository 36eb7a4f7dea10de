import { describe, expect, it } from 'vitest';
import { type BandWord, buildParaphraseIndex, lookupKey } from './paraphrases.ts';

const word = (text: string, band: number, synonyms: string[] = [], definition = ''): BandWord => ({
  word: text,
  band,
  synonyms,
  definition,
});

const LISTS: BandWord[] = [
  word('conclusion', 5, ['decision', 'determination'], 'a position reached after thought'),
  word('result', 5, ['effect', 'consequence', 'outcome']),
  word('labour', 5, ['work', 'toil']),
  word('outcome', 7, ['result']),
  word('determination', 7, ['resolve']),
  word('decision', 8, ['choice']),
  word('toil', 8, ['labour']),
  word('confinement', 9, ['labour', 'childbirth']),
  word('effect', 6, []),
];

describe('the band lists’ paraphrase data', () => {
  const index = buildParaphraseIndex(LISTS);

  it('links a plain band 5-6 word to the band 7-9 words among its own synonyms', () => {
    const [conclusion] = index.lookup(['conclusion']);
    expect(conclusion?.upgrades).toEqual([{ plain: 'conclusion', stronger: ['decision', 'determination'] }]);
    expect(conclusion?.band).toBe(5);
    // "effect" is band 6 and "consequence" is in no list: only "outcome" is stronger.
    expect(index.lookup(['result'])[0]?.upgrades).toEqual([{ plain: 'result', stronger: ['outcome'] }]);
  });

  it('gives a band 7-9 word the upgrades it answers, not words that list it in another sense', () => {
    expect(index.lookup(['Decision'])[0]?.upgrades).toEqual([
      { plain: 'conclusion', stronger: ['decision', 'determination'] },
    ]);
    // "confinement" lists "labour" (childbirth), but labour's own sense gives only "toil".
    expect(index.lookup(['labour'])[0]?.upgrades).toEqual([{ plain: 'labour', stronger: ['toil'] }]);
    expect(index.lookup(['confinement'])[0]?.upgrades).toEqual([]);
  });

  it('finds a sheet’s words whatever their case, notes or "to ", keeps the sheet’s front, and skips the rest', () => {
    const entries = index.lookup(['  Conclusion (noun)', 'to result', 'banana', 'conclusion']);
    expect(entries.map((entry) => entry.front)).toEqual(['  Conclusion (noun)', 'to result']);
    expect(entries[0]?.synonyms).toEqual(['decision', 'determination']);
    expect(entries[0]?.definition).toBe('a position reached after thought');
    expect(lookupKey(' To  Borrow [verb] ')).toBe('borrow');
  });
});
