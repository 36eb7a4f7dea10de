import { describe, expect, it } from 'vitest';
import {
  type DealerCard,
  dealRound,
  exposuresPerWord,
  newDealerCard,
  recallOnTargetDay,
  recordAnswer,
} from './dealer.ts';
import { GRADE } from './fsrs-adapter.ts';

function played(answers: [at: number, recalled: boolean][]): DealerCard {
  return answers.reduce(
    (card, [at, recalled]) => recordAnswer(card, at, recalled ? GRADE.good : GRADE.again),
    newDealerCard(),
  );
}

describe('recordAnswer: one FSRS review per card per day', () => {
  it('counts only the first exposure of a day: repeats the same day do not raise stability', () => {
    const once = played([
      [0.5, false],
      [1.5, true],
    ]);
    const repeated = played([
      [0.5, false],
      [1.5, true],
      [1.51, true],
      [1.52, true],
      [1.53, true],
    ]);
    expect(repeated.memory?.stability).toBe(once.memory?.stability);
    expect(repeated.exposures).toBe(5);
  });

  it('lets a failure later the same day lower the card', () => {
    const recalled = played([
      [0.5, false],
      [3.5, true],
    ]);
    const thenMissed = played([
      [0.5, false],
      [3.5, true],
      [3.6, false],
    ]);
    expect(thenMissed.memory?.stability ?? 0).toBeLessThan(recalled.memory?.stability ?? 0);
    expect(thenMissed.lastMissed).toBe(true);
  });

  it('counts spaced reviews and their recalls, not same-day repeats', () => {
    const card = played([
      [0.5, false],
      [0.6, true],
      [2.5, true],
      [5.5, false],
    ]);
    expect(card.reviews).toBe(2);
    expect(card.reviewRecalls).toBe(1);
  });
});

describe('exposuresPerWord: the pace follows the learner', () => {
  it('plans more exposures a word for a learner who misses more at spaced reviews', () => {
    const strong = Array.from({ length: 50 }, () => ({ ...newDealerCard(), reviews: 4, reviewRecalls: 4 }));
    const weak = Array.from({ length: 50 }, () => ({ ...newDealerCard(), reviews: 4, reviewRecalls: 2 }));
    expect(exposuresPerWord(strong)).toBeLessThan(exposuresPerWord([]));
    expect(exposuresPerWord(weak)).toBeGreaterThan(exposuresPerWord([]));
    expect(exposuresPerWord([])).toBeCloseTo(6, 0);
  });
});

describe('dealRound', () => {
  const order = Array.from({ length: 100 }, (_, i) => `w${i}`);

  it('deals new words in list order while the budget can carry them', () => {
    const cards = new Map<string, DealerCard>();
    const round = dealRound(order, cards, { now: 0.75, targetDay: 36, exposuresLeft: 1800, roundSize: 10 });
    expect(round).toEqual(order.slice(0, 10));
  });

  it('caps new words: with the budget spent on the words in play, the round is all reviews', () => {
    const cards = new Map<string, DealerCard>();
    for (const id of order.slice(0, 20)) cards.set(id, played([[0.5, false]]));
    // 20 words in play need about 5 more exposures each: 100 of the 105 left.
    const round = dealRound(order, cards, { now: 3.75, targetDay: 10, exposuresLeft: 105, roundSize: 10 });
    expect(round).toHaveLength(10);
    expect(round.every((id) => cards.has(id))).toBe(true);
  });

  it('puts reviews before new words in a round, least recently seen first, and fills a round with new words', () => {
    const cards = new Map<string, DealerCard>();
    cards.set('w5', played([[1.5, false]]));
    cards.set('w7', played([[0.5, false]]));
    // The two words in play need 10 more exposures; 18 spare carry three new words.
    const round = dealRound(order, cards, { now: 6.75, targetDay: 36, exposuresLeft: 28, roundSize: 10 });
    expect(round).toEqual(['w7', 'w5', 'w0', 'w1', 'w2', 'w3', 'w4', 'w6', 'w8', 'w9']);
  });

  it('deals a word missed in the other game first, ahead of the cycle', () => {
    const cards = new Map<string, DealerCard>();
    cards.set('w3', played([[0.5, false]]));
    cards.set('w9', played([[2.5, false]]));
    const round = dealRound(
      order,
      cards,
      { now: 4.75, targetDay: 36, exposuresLeft: 1500, roundSize: 10 },
      undefined,
      new Set(['w9']),
    );
    expect(round[0]).toBe('w9');
    // w3's turn comes when the cycle reaches it: the budget still carries new words first.
    expect(round).not.toContain('w3');
  });

  it('retires a word predicted known on the target day and deals it no more', () => {
    const known = played([
      [0.5, false],
      [1.5, true],
      [5.5, true],
      [12.5, true],
      [25.5, true],
    ]);
    expect(recallOnTargetDay(known, 27)).toBeGreaterThan(0.95);
    const cards = new Map<string, DealerCard>([['w0', known]]);
    const round = dealRound(order, cards, { now: 26.75, targetDay: 27, exposuresLeft: 60, roundSize: 10 });
    expect(round).not.toContain('w0');
    expect(cards.get('w0')?.retired).toBe(true);
  });

  it('never deals a word twice in one round or again within half an hour', () => {
    const cards = new Map<string, DealerCard>();
    cards.set('w0', played([[5.74, false]]));
    const round = dealRound(order.slice(0, 3), cards, {
      now: 5.75,
      targetDay: 36,
      exposuresLeft: 900,
      roundSize: 10,
    });
    expect(round).toEqual(['w1', 'w2']);
  });
});
