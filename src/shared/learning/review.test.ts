import { describe, expect, it } from 'vitest';
import { GRADE } from './fsrs-adapter.ts';
import type { CandyReviewInput, ReviewInput, SpaceReviewInput } from './grades.ts';
import {
  applyRound,
  cardIdString,
  cardStatus,
  dueInDays,
  isWeakCard,
  KNOWN_HORIZON_DAYS,
  KNOWN_RECALLED_REVIEWS,
  lastGradeOf,
  learnerDay,
  type ReviewedCard,
  type WordChange,
} from './review.ts';
import { wordKey } from './word-key.ts';

const good: CandyReviewInput = { game: 'candy', matched: true, wrongPairs: 0, hinted: false, thinkMs: 4000 };
const missed: CandyReviewInput = { ...good, matched: false };

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
    let cards = new Map<string, ReviewedCard>();
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
    expect(card && cardStatus(card)).toBe('known');
    expect(card && dueInDays(card, 25.5)).toBe(last[0]?.dueInDays);
  });
});

/** Plays one word on the given days with one outcome each, and returns each round's change. */
function play(days: readonly [number, ReviewInput][], start = new Map<string, ReviewedCard>()) {
  let cards = start;
  const changes: WordChange[] = [];
  for (const [day, outcome] of days) {
    const result = applyRound({ languageLearn: 'en', at: day, words: [{ front: 'policy', outcome }] }, cards);
    cards = new Map([...cards, ...result.cards]);
    changes.push(result.changes[0] as WordChange);
  }
  return { cards, changes, card: [...cards.values()][0] as ReviewedCard };
}

const glance: CandyReviewInput = { ...good, thinkMs: 500 };
const slow: CandyReviewInput = { ...good, thinkMs: 20_000 };
const hinted: SpaceReviewInput = {
  game: 'space',
  typed: true,
  landed: 0,
  shotDown: 1,
  wrongKeys: 0,
  forgiven: false,
  hinted: true,
  reactionMs: 300,
};

describe('known needs evidence', () => {
  it('one quick first match of a never-seen word is not known (it was "now known · due again in 8 days")', () => {
    const { changes, card } = play([[100.5, glance]]);
    expect(changes[0]).toMatchObject({ grade: GRADE.easy, before: 'new', after: 'learning' });
    expect(card.memory?.stability).toBeGreaterThan(KNOWN_HORIZON_DAYS);
    expect(cardStatus(card)).toBe('learning');
  });

  it('a word becomes known once recalled on two later days, cleanly, with a week of stability', () => {
    const { changes } = play([
      [100.5, glance],
      [101.5, glance],
      [104.5, glance],
    ]);
    expect(changes.map((change) => change.after)).toEqual(['learning', 'learning', 'known']);
    expect(KNOWN_RECALLED_REVIEWS).toBe(2);
  });

  it('answers on the same day are not reviews on different days', () => {
    const { changes } = play([
      [100.2, glance],
      [100.5, glance],
      [100.8, glance],
    ]);
    expect(changes.every((change) => change.after === 'learning')).toBe(true);
  });

  it('a word whose last answer was not clean is not known: a hint, a wrong pair, a slow answer, a miss', () => {
    const known = play([
      [100.5, glance],
      [101.5, glance],
      [104.5, glance],
    ]);
    for (const outcome of [
      { ...good, hinted: true, thinkMs: 400 },
      { ...good, wrongPairs: 1 },
      slow,
      missed,
    ]) {
      const { changes } = play([[110.5, outcome]], known.cards);
      expect(changes[0]?.before).toBe('known');
      expect(changes[0]?.after).toBe('learning');
    }
  });

  it('a hinted Space word is a Hard review, never "now known"', () => {
    const recalled: SpaceReviewInput = { ...hinted, hinted: false };
    const { changes } = play([
      [100.5, recalled],
      [101.5, recalled],
      [104.5, hinted],
    ]);
    expect(changes[2]).toMatchObject({ grade: GRADE.hard, after: 'learning' });
  });

  it('cards kept before the last grade was: the last answer counts as Good unless it was a miss', () => {
    const { card } = play([
      [100.5, glance],
      [101.5, glance],
      [104.5, glance],
    ]);
    const { lastGrade: _dropped, ...legacy } = card;
    expect(lastGradeOf(legacy)).toBe(GRADE.good);
    expect(cardStatus(legacy)).toBe('known');
    expect(lastGradeOf({ ...legacy, lastMissed: true })).toBe(GRADE.again);
  });
});

describe('weak words', () => {
  it('a word answered right is not weak, however young its memory', () => {
    expect(isWeakCard(play([[100.5, good]]).card)).toBe(false);
    expect(isWeakCard(play([[100.5, slow]]).card)).toBe(false);
    expect(isWeakCard(undefined)).toBe(false);
  });

  it('a word missed on its last answer is weak', () => {
    expect(isWeakCard(play([[100.5, missed]]).card)).toBe(true);
    expect(
      isWeakCard(
        play([
          [100.5, good],
          [101.5, missed],
        ]).card,
      ),
    ).toBe(true);
  });

  it('a word missed twice stays weak until it is known again', () => {
    const twice = play([
      [100.5, missed],
      [101.5, missed],
      [102.5, good],
    ]);
    expect(twice.card.misses).toBe(2);
    expect(isWeakCard(twice.card)).toBe(true);
    const once = play([
      [100.5, missed],
      [101.5, good],
    ]);
    expect(isWeakCard(once.card)).toBe(false);
    const relearned = play(
      [
        [110.5, glance],
        [120.5, glance],
        [140.5, glance],
      ],
      twice.cards,
    );
    expect(cardStatus(relearned.card)).toBe('known');
    expect(isWeakCard(relearned.card)).toBe(false);
  });
});
