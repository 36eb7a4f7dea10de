import { describe, expect, it } from 'vitest';
import {
  type DealerCard,
  dealRound,
  exposuresPerWord,
  newDealerCard,
  recallOnTargetDay,
  recordAnswer,
  stabilityScale,
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

  it('puts due words before new words, and fills the round with new words', () => {
    const cards = new Map<string, DealerCard>();
    cards.set('w5', played([[1.5, false]]));
    cards.set('w7', played([[0.5, false]]));
    // Both were missed: due, the least recalled first; 18 spare exposures carry three new words,
    // and with nothing else in play new words fill the round.
    const round = dealRound(order, cards, { now: 6.75, targetDay: 36, exposuresLeft: 28, roundSize: 10 });
    expect(round.slice(0, 2).sort()).toEqual(['w5', 'w7']);
    expect(round.slice(2)).toEqual(['w0', 'w1', 'w2', 'w3', 'w4', 'w6', 'w8', 'w9']);
  });

  it('deals a word missed in the other game first, then the due words, whatever the target day', () => {
    const cards = new Map<string, DealerCard>();
    cards.set('w3', played([[0.5, false]]));
    cards.set('w9', played([[2.5, false]]));
    const round = dealRound(
      order,
      cards,
      { now: 4.75, targetDay: 60, exposuresLeft: 3000, roundSize: 10 },
      undefined,
      new Set(['w9']),
    );
    expect(round.slice(0, 2)).toEqual(['w9', 'w3']);
  });

  it('deals yesterday\'s four missed words first with an exam 56 days away, and only them for "Play due words"', () => {
    const cards = new Map<string, DealerCard>();
    for (const id of order.slice(0, 16))
      cards.set(id, played([[0.5, !['w2', 'w5', 'w8', 'w11'].includes(id)]]));
    // Recalled at first sight (Good): not due the next day. Missed: due.
    for (const id of order.slice(0, 16)) {
      const card = cards.get(id) as DealerCard;
      if (!card.lastMissed) cards.set(id, recordAnswer(newDealerCard(), 0.5, GRADE.good));
    }
    const plan = { now: 1.75, targetDay: 57, exposuresLeft: 56 * 60, roundSize: 16 };
    const round = dealRound(order, cards, plan);
    expect(round.slice(0, 4).sort()).toEqual(['w11', 'w2', 'w5', 'w8']);
    const dueOnly = dealRound(order, cards, { ...plan, dueOnly: true });
    expect(dueOnly.sort()).toEqual(['w11', 'w2', 'w5', 'w8']);
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

  it('never deals a word twice in one round, nor again within half an hour while other words are left', () => {
    const cards = new Map<string, DealerCard>();
    cards.set('w0', played([[5.74, false]]));
    const round = dealRound(order.slice(0, 3), cards, {
      now: 5.75,
      targetDay: 36,
      exposuresLeft: 900,
      roundSize: 2,
    });
    expect(round).toEqual(['w1', 'w2']);
    const all = dealRound(order.slice(0, 3), cards, {
      now: 5.75,
      targetDay: 36,
      exposuresLeft: 900,
      roundSize: 10,
    });
    expect(all).toHaveLength(3);
    expect(new Set(all).size).toBe(3);
  });

  it('brings a retired word back for a check before the target day; a miss puts it back in play', () => {
    const known = played([
      [0.5, false],
      [1.5, true],
      [5.5, true],
      [12.5, true],
      [25.5, true],
    ]);
    const cards = new Map<string, DealerCard>([['w0', known]]);
    const plan = { exposuresLeft: 600, roundSize: 10, targetDay: 50 };
    // Just after its last review it is retired and not dealt.
    expect(dealRound(order, cards, { ...plan, now: 26.75 })).not.toContain('w0');
    expect(cards.get('w0')?.retired).toBe(true);
    expect(dealRound(order, cards, { ...plan, now: 36.75 })).not.toContain('w0');
    // Half-way to the target day its check comes, before any new word.
    const check = dealRound(order, cards, { ...plan, now: 38.75 });
    expect(check[0]).toBe('w0');
    const missed = recordAnswer(cards.get('w0') as DealerCard, 38.76, GRADE.again);
    expect(missed.retired).toBe(false);
    expect(missed.streak).toBe(0);
  });
});

describe("stabilityScale: the learner's misses correct the model", () => {
  const order = ['w0', 'w1', 'w2'];
  it('stays at 1 with no evidence or when the learner recalls as predicted, and falls when they lapse more', () => {
    expect(stabilityScale([])).toBe(1);
    const asPredicted = Array.from({ length: 40 }, () => ({
      ...newDealerCard(),
      reviews: 5,
      reviewRecalls: 4,
      expectedLapses: 1,
    }));
    expect(stabilityScale(asPredicted)).toBeCloseTo(1, 5);
    const forgetful = asPredicted.map((card) => ({ ...card, reviewRecalls: 2 }));
    expect(stabilityScale(forgetful)).toBeCloseTo(44 / 124, 5);
  });

  it('records the lapses the model expected at each spaced review', () => {
    const card = played([
      [0.5, true],
      [3.5, true],
      [9.5, false],
    ]);
    expect(card.reviews).toBe(2);
    expect(card.expectedLapses ?? 0).toBeGreaterThan(0.05);
    expect(card.expectedLapses ?? 0).toBeLessThan(2);
  });

  it('keeps a word in play that the model alone would retire, once the learner lapses more than predicted', () => {
    const word = played([
      [0.5, false],
      [1.5, true],
      [5.5, true],
      [12.5, true],
      [25.5, true],
    ]);
    const forgetful = Array.from({ length: 60 }, (_, i) => ({
      ...newDealerCard(),
      exposures: 3,
      reviews: 3,
      reviewRecalls: 1,
      expectedLapses: 0.3,
      lastSeenAt: 25.5,
      memory: { stability: 30, difficulty: 5 },
      lastReviewDay: 25,
      streak: i % 2,
    }));
    const trusting = new Map<string, DealerCard>([['w0', { ...word }]]);
    dealRound(order, trusting, { now: 26.75, targetDay: 50, exposuresLeft: 600, roundSize: 10 });
    expect(trusting.get('w0')?.retired).toBe(true);
    const corrected = new Map<string, DealerCard>([
      ['w0', { ...word }],
      ...forgetful.map((card, i) => [`x${i}`, card] as [string, DealerCard]),
    ]);
    dealRound(order, corrected, { now: 26.75, targetDay: 50, exposuresLeft: 600, roundSize: 10 });
    expect(corrected.get('w0')?.retired).toBe(false);
  });
});
