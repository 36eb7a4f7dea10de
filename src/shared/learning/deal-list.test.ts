import { describe, expect, it } from 'vitest';
import { createRng } from '../rng.ts';
import { dealList } from './deal-list.ts';
import type { DealerCard } from './dealer.ts';
import type { CandyReviewInput } from './grades.ts';
import { applyRound } from './review.ts';

const good: CandyReviewInput = { game: 'candy', matched: true, wrongPairs: 0, hinted: false, thinkMs: 3000 };
const missed: CandyReviewInput = { ...good, matched: false };
const fronts = Array.from({ length: 40 }, (_, i) => `word${i + 1}`);

function playCandy(cards: Map<string, DealerCard>, at: number, outcomes: [string, CandyReviewInput][]) {
  const result = applyRound(
    { languageLearn: 'en', at, words: outcomes.map(([front, outcome]) => ({ front, outcome })) },
    cards,
  );
  return new Map([...cards, ...result.cards]);
}

describe('dealList', () => {
  it('deals a new list in list order and counts every word new', () => {
    const deal = dealList({
      fronts,
      languageLearn: 'en',
      skill: 'recall',
      cards: new Map(),
      now: 100.5,
      roundSize: 8,
    });
    expect(deal.order.slice(0, 8)).toEqual(fronts.slice(0, 8));
    expect(deal.order).toHaveLength(40);
    expect(deal).toMatchObject({ due: 0, fresh: 40 });
  });

  it('puts a word missed in Candy first in the next Space round', () => {
    const cards = playCandy(new Map(), 100.5, [
      ['word1', good],
      ['word2', good],
      ['word3', missed],
      ['word4', good],
    ]);
    // The same words were typed in Space the day before: word3 is not new to recall either.
    const deal = dealList({ fronts, languageLearn: 'en', skill: 'recall', cards, now: 100.52, roundSize: 8 });
    expect(deal.order[0]).toBe('word3');
    // Recognition is not recall: all 40 words are still new to Space.
    expect(deal.fresh).toBe(40);
  });

  it('does not send a word missed in Candy back to Space when Space already played it today', () => {
    const typed = new Map<string, DealerCard>();
    // word3 and word4 were typed in Space a few minutes ago, then word3 was missed in Candy.
    const spaceGood = {
      game: 'space',
      typed: true,
      wrongKeys: 0,
      forgiven: false,
      reactionMs: 3000,
    } as const;
    const space = applyRound(
      {
        languageLearn: 'en',
        at: 100.5,
        words: [
          { front: 'word3', outcome: spaceGood },
          { front: 'word4', outcome: spaceGood },
        ],
      },
      typed,
    );
    let cards = new Map([...typed, ...space.cards]);
    cards = playCandy(cards, 100.51, [
      ['word3', missed],
      ['word5', missed],
    ]);
    const deal = dealList({ fronts, languageLearn: 'en', skill: 'recall', cards, now: 100.52, roundSize: 8 });
    // word5, never typed, leads; word3 was typed minutes ago and waits: no back and forth within a sitting.
    expect(deal.order[0]).toBe('word5');
    expect(deal.order.slice(0, deal.size)).not.toContain('word3');
    // The next day it leads.
    const tomorrow = dealList({
      fronts,
      languageLearn: 'en',
      skill: 'recall',
      cards,
      now: 101.5,
      roundSize: 8,
    });
    expect(tomorrow.order.slice(0, 2)).toContain('word3');
  });

  it('leads with the words already in play once the budget to the target day is spoken for, then new words', () => {
    let cards = playCandy(
      new Map(),
      100.5,
      fronts.slice(0, 8).map((front) => [front, front === 'word5' ? missed : good]),
    );
    const tomorrow = 101.5;
    // An exam the day after tomorrow: about 60 exposures left, most of them planned for the words in play.
    const deal = dealList({
      fronts,
      languageLearn: 'en',
      skill: 'recognition',
      cards,
      now: tomorrow,
      roundSize: 12,
      targetDay: 102,
    });
    // Yesterday's eight words lead (the missed one is due), new words follow, list order kept.
    expect(new Set(deal.order.slice(0, 8))).toEqual(new Set(fronts.slice(0, 8)));
    expect(deal.order.slice(8, 12)).toEqual(['word9', 'word10', 'word11', 'word12']);
    expect(deal.fresh).toBe(32);
    expect(deal.due).toBeGreaterThanOrEqual(1);
    // Played again the same minute, a word is not dealt twice in a row.
    cards = playCandy(cards, tomorrow, [['word1', good]]);
    const again = dealList({
      fronts,
      languageLearn: 'en',
      skill: 'recognition',
      cards,
      now: tomorrow + 0.001,
      roundSize: 12,
    });
    expect(again.order.slice(0, 12)).not.toContain('word1');
  });

  it('counts each word once when a list repeats it', () => {
    const deal = dealList({
      fronts: ['a', 'A ', 'b'],
      languageLearn: 'en',
      skill: 'recall',
      cards: new Map(),
      now: 1,
      roundSize: 5,
    });
    expect(deal).toMatchObject({ order: ['a', 'b'], due: 0, fresh: 2 });
  });
});

describe('dealList: a pace a person keeps', () => {
  it('on 2,000 words with an exam 36 days away, no day brings more than twice the average of new words', () => {
    const list = Array.from({ length: 2000 }, (_, i) => `word${i + 1}`);
    const rng = createRng(29);
    let cards = new Map<string, DealerCard>();
    const answers: number[] = [];
    const newByDay: number[] = [];
    const examDay = 136;
    for (let day = 100; day < examDay; day++) {
      answers.push(0);
      let introduced = 0;
      for (let round = 0; round < 4; round++) {
        const now = day + 0.75 + round * 0.002;
        const deal = dealList({
          fronts: list,
          languageLearn: 'en',
          skill: 'recognition',
          cards,
          now,
          roundSize: 16,
          targetDay: examDay,
          recentDays: answers.slice(-7),
        });
        const words = deal.order.slice(0, deal.size).map((front) => {
          const seen = cards.has(`recognition|en:${front}`);
          if (!seen) introduced++;
          return [front, seen && rng() < 0.8 ? good : missed] as [string, CandyReviewInput];
        });
        cards = playCandy(cards, now, words);
        answers[answers.length - 1] = (answers.at(-1) ?? 0) + words.length;
      }
      newByDay.push(introduced);
    }
    const average = newByDay.reduce((a, b) => a + b, 0) / newByDay.length;
    expect(average).toBeGreaterThan(3);
    expect(Math.max(...newByDay)).toBeLessThanOrEqual(2 * average);
    // Reviews every day after the first: never a day of new words alone.
    expect(newByDay.slice(1).every((count) => count < 64)).toBe(true);
  });
});
