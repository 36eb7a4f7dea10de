import { describe, expect, it } from 'vitest';
import type { WordOutcome } from '../../shared/game-protocol.ts';
import { candyStarRule, candyVerdict } from '../candy/verdict.ts';
import type { SpaceRoundWord } from '../space/round.ts';
import { spaceStarRule, spaceVerdict } from '../space/verdict.ts';
import { practiceCards, tally } from './verdict.ts';

const space = (word: Partial<SpaceRoundWord>): SpaceRoundWord => ({
  front: 'water',
  back: 'eau',
  matched: false,
  mistakes: 0,
  hinted: false,
  right: 0,
  landed: 0,
  appeared: 1,
  ...word,
});
const candy = (word: Partial<WordOutcome>): WordOutcome => ({
  front: 'lend',
  back: 'prêter',
  matched: true,
  mistakes: 0,
  hinted: false,
  ...word,
});

describe('what the results say about a word', () => {
  it('Space Words: a word shot down twice that also got through once is missed, and says both', () => {
    const verdict = spaceVerdict(space({ right: 2, landed: 1, mistakes: 1, matched: true }));
    expect(verdict).toEqual({ verdict: 'missed', note: 'got through once · shot down 2×' });
    expect(verdict.note).not.toMatch(/right/);
  });

  it('Space Words: right, wrong letters, hints, and words never played', () => {
    expect(spaceVerdict(space({ right: 1, matched: true }))).toEqual({
      verdict: 'right',
      note: 'shot down once',
    });
    expect(spaceVerdict(space({ right: 1, matched: true, mistakes: 2 })).note).toBe(
      '2 wrong letters · shot down once',
    );
    expect(spaceVerdict(space({ right: 1, matched: true, hinted: true })).verdict).toBe('missed');
    expect(spaceVerdict(space({ appeared: 0 }))).toEqual({ verdict: 'unplayed', note: 'not reached' });
    expect(spaceVerdict(space({}))).toEqual({ verdict: 'unplayed', note: 'in flight at the end' });
  });

  it('Word Candy Match: right first time, or missed with why', () => {
    expect(candyVerdict(candy({}))).toEqual({ verdict: 'right', note: 'right first time' });
    expect(candyVerdict(candy({ mistakes: 1 }))).toEqual({ verdict: 'missed', note: '1 mistake' });
    expect(candyVerdict(candy({ hinted: true }))).toEqual({ verdict: 'missed', note: 'hint' });
    expect(candyVerdict(candy({ matched: false })).note).toBe('not matched in time');
  });

  it('Practice counts exactly the missed words the list shows, and the numbers add up', () => {
    const words = [
      space({ right: 3, matched: true }),
      space({ right: 2, landed: 1, mistakes: 1, matched: true }),
      space({ landed: 2, mistakes: 2 }),
      space({ right: 1, matched: true, hinted: true }),
      space({ appeared: 0 }),
      space({}),
    ];
    const verdicts = words.map(spaceVerdict);
    const counts = tally(verdicts);
    expect(counts).toEqual({ right: 1, missed: 3, unplayed: 2 });
    expect(practiceCards(words, verdicts)).toHaveLength(counts.missed);
    expect(counts.right + counts.missed + counts.unplayed).toBe(words.length);
  });

  it('states the star rules', () => {
    expect(spaceStarRule(3)).toBe('Waves cleared for ★ 1 · ★★ 3 · ★★★ 5 (you: 3)');
    expect(candyStarRule(16)).toContain('≤ 4 mistakes');
  });
});
