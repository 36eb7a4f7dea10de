import { describe, expect, it } from 'vitest';
import type { DealerCard } from './dealer.ts';
import { GRADE } from './fsrs-adapter.ts';
import type { CandyWordOutcome } from './grades.ts';
import { applyRound, cardIdString, cardStatus, dueInDays, learnerDay } from './review.ts';
import { wordKey } from './word-key.ts';

const good: CandyWordOutcome = { game: 'candy', matched: true, wrongPairs: 0, hinted: false, thinkMs: 4000 };
const missed: CandyWordOutcome = { ...good, matched: false };

describe('learnerDay', () => {
  it('counts days in the learner’s local time', () => {
    const utcMidnight = Date.UTC(2026, 10, 23);
    // 23:30 UTC is already the next day in UTC+1 (offset -60 minutes, as Date#getTimezoneOffset gives).
    expect(Math.floor(learnerDay(utcMidnight + 23.5 * 3_600_000, -60))).toBe(
      Math.floor(utcMidnight / 86_400_000) + 1,
    );
    expect(Math.floor(learnerDay(utcMidnight + 23.5 * 3_600_000, 0))).toBe(
      Math.floor(utcMidnight / 86_400_000),
    );
  });
});

describe('applyRound', () => {
  it('makes a new card per word and skill, grades it and says what changed', () => {
    const { cards, changes } = applyRound(
      {
        languageLearn: 'en',
        at: 100.5,
        words: [
          { front: 'Policy', outcome: good },
          { front: 'issue', outcome: missed },
        ],
      },
      new Map(),
    );
    const policy = cards.get(cardIdString({ wordKey: wordKey('en', 'policy'), skill: 'recognition' }));
    expect(policy?.exposures).toBe(1);
    expect(changes).toEqual([
      { front: 'Policy', grade: GRADE.good, before: 'new', after: 'learning', dueInDays: expect.any(Number) },
      { front: 'issue', grade: GRADE.again, before: 'new', after: 'learning', dueInDays: 0 },
    ]);
  });

  it('updates the card the learner already has, and a well-known word becomes known', () => {
    let cards = new Map<string, DealerCard>();
    let last: ReturnType<typeof applyRound>['changes'] = [];
    for (const day of [0, 1, 4, 10, 25]) {
      const result = applyRound(
        { languageLearn: 'en', at: day + 0.5, words: [{ front: 'evidence', outcome: good }] },
        cards,
      );
      cards = new Map([...cards, ...result.cards]);
      last = result.changes;
    }
    expect(last[0]?.after).toBe('known');
    expect(last[0]?.dueInDays).toBeGreaterThan(7);
    const card = [...cards.values()][0];
    expect(card && cardStatus(card, 25.5)).toBe('known');
    expect(card && dueInDays(card, 25.5)).toBe(last[0]?.dueInDays);
  });
});
