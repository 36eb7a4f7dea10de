import { describe, expect, it } from 'vitest';
import {
  type DealerCard,
  dealRound,
  exposuresPerWord,
  newDealerCard,
  newWordsPace,
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

describe('newWordsPace: a budget-sized working set, introduced evenly', () => {
  const card = (exposures: number, lastSeenAt: number, reviews = 1): DealerCard => ({
    ...newDealerCard(),
    exposures,
    reviews,
    reviewRecalls: reviews,
    lastSeenAt,
    lastReviewDay: Math.floor(lastSeenAt),
    memory: { stability: 3, difficulty: 5 },
  });

  it('spreads a budget-sized set over the days before the last weeks: 64 a day for 36 days, about 14 new words a day', () => {
    // 29 days of play before the last week carry 29 x 64 / 6 = 309 words, over 29 - 7 = 22 days.
    const pace = newWordsPace(new Map(), { now: 0.75, targetDay: 36, exposuresLeft: 36 * 64 });
    expect(pace.perDay).toBeCloseTo(13.87, 1);
    expect(pace.today).toBe(14);
  });

  it('counts the words already in the set and those introduced today', () => {
    // Ten days in: 200 words played 640 times; today 5 of them are new.
    const cards = new Map<string, DealerCard>();
    for (let i = 0; i < 195; i++) cards.set(`w${i}`, card(3, 9.5));
    for (let i = 195; i < 200; i++) cards.set(`w${i}`, card(1, 10.75, 0));
    const plan = { now: 10.8, targetDay: 36, exposuresLeft: 26 * 64 };
    const pace = newWordsPace(cards, plan);
    // (590 + 26 x 64 x 19 / 26) / 6 = 301 words; 101 to come over 19 - 7 = 12 days, today's 5 included.
    expect(pace.perDay).toBeCloseTo((301 - 195) / 12, 0);
    expect(pace.today).toBe(Math.ceil(pace.perDay) - 5);
  });

  it("does not make up days that due words filled with a burst: at most 1.3 x a day's play / 6", () => {
    // Far behind the plan (nothing introduced, 20 days left): the pace is capped, not doubled.
    const pace = newWordsPace(new Map(), { now: 16.75, targetDay: 36, exposuresLeft: 20 * 64 });
    expect(pace.perDay).toBeCloseTo((1.3 * 64) / 6, 5);
  });

  it('adds next to nothing once the set the budget carries is in play: the last week is not counted for new words', () => {
    // Day 21 of a 36-day plan: 309 words in play, 21 x 64 answers played.
    const set = new Map(
      Array.from(
        { length: 309 },
        (_, i) => [`w${i}`, card(i < 108 ? 5 : 4, 20.5, 3)] as [string, DealerCard],
      ),
    );
    const spent = [...set.values()].reduce((sum, c) => sum + c.exposures, 0);
    expect(spent).toBe(21 * 64);
    const pace = newWordsPace(set, { now: 21.75, targetDay: 36, exposuresLeft: 15 * 64 });
    // (1,344 + 8 x 64) / 6 = 309.3 words: a third of a word over 4 days (rounded up to one today).
    expect(pace.perDay).toBeLessThan(0.2);
    expect(pace.today).toBe(1);
  });
});

describe('dealRound: the working set rotates as a cycle does', () => {
  const order = Array.from({ length: 20 }, (_, i) => `w${i}`);

  it('deals words not yet played today before a word played earlier today, least recently seen first', () => {
    const recalled = (days: number[]) =>
      days.reduce((card, at) => recordAnswer(card, at, GRADE.good), newDealerCard());
    const cards = new Map<string, DealerCard>([
      // Played an hour ago today: waits behind every word not yet played today.
      ['w0', recalled([0.5, 2.5, 9.7])],
      ['w1', recalled([0.5, 2.5, 8.5])],
      ['w2', recalled([0.5, 2.5, 7.5])],
    ]);
    for (const id of ['w0', 'w1', 'w2']) expect(cards.get(id)?.retired).toBe(false);
    const round = dealRound(order.slice(0, 3), cards, {
      now: 9.75,
      targetDay: 40,
      exposuresLeft: 1800,
      roundSize: 3,
      newToday: 0,
    });
    expect(round).toEqual(['w2', 'w1', 'w0']);
  });
});
