import { describe, expect, it } from 'vitest';
import { PALETTE as CANDY } from '../candy/theme.ts';
import { PALETTE as SPACE } from '../space/theme.ts';
import { contrastRatio } from './theme.ts';

describe('contrast of the games’ small text (WCAG AA: 4.5:1)', () => {
  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('Space Words: the "−25" hint cost reads on its outline and on every colour of the night', () => {
    for (const behind of [SPACE.outline, SPACE.skyTop, SPACE.skyMiddle, SPACE.skyBottom]) {
      expect(contrastRatio(SPACE.cost, behind), `cost on ${behind}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('Space Words: the start screen’s help line reads on its backing', () => {
    expect(contrastRatio(SPACE.ink, SPACE.helpBacking)).toBeGreaterThanOrEqual(4.5);
  });

  it('Word Candy Match: the hint cost reads on the white hint bubble', () => {
    expect(contrastRatio(CANDY.cost, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
