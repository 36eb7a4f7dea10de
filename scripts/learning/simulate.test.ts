import { describe, expect, it } from 'vitest';
import type { ReviewInput } from '../../src/shared/learning/grades.ts';
import { createRng } from './learners.ts';
import { createPolicy, type PolicyName, RULE_CYCLE, SCHEDULE } from './simulate.ts';

const good: ReviewInput = { game: 'candy', matched: true, wrongPairs: 0, hinted: false, thinkMs: 4000 };
/** Two wrong pairs: the games' grading makes it Again. */
const missed: ReviewInput = { game: 'candy', matched: true, wrongPairs: 2, hinted: false, thinkMs: 4000 };

/** Plays `days` days of Candy rounds with `policy`, every answer right except those `miss` names. */
function play(name: PolicyName, days: number, miss: (day: number, word: number) => boolean = () => false) {
  const policy = createPolicy(name, 2000, createRng(7));
  const rounds: number[][][] = [];
  for (let day = 0; day < days; day++) {
    const today: number[][] = [];
    for (let round = 0; round < SCHEDULE.roundsPerGame; round++) {
      const at = day + SCHEDULE.sessionStart + round * SCHEDULE.roundGap;
      const words = policy.deal('recognition', at);
      today.push(words);
      policy.record(
        'recognition',
        at,
        words.map((word) => ({ word, outcome: miss(day, word) ? missed : good })),
      );
    }
    rounds.push(today);
  }
  return rounds;
}

describe('the rule-abiding cycles (bench --rules)', () => {
  it('without rules, deals exactly what the budget-sized cycle deals', () => {
    expect(play('lrs cycle', 8)).toEqual(play('budget cycle', 8));
  });

  it('the pace: the deck over RULE_CYCLE.newDays days, never more new words a day', () => {
    const perDay = Math.ceil(320 / RULE_CYCLE.newDays);
    const met = new Set<number>();
    const fresh = play('pace cycle', 20).map((day) => {
      const before = met.size;
      for (const word of day.flat()) met.add(word);
      return met.size - before;
    });
    expect(Math.max(...fresh)).toBe(perDay);
    expect(met.size).toBe(320);
    // The first days repeat the words met so far to fill their rounds.
    expect(fresh[0]).toBe(perDay);
  });

  it('a word missed comes back first in the next day’s first round, then rejoins the cycle', () => {
    const missedWords = play('missed cycle', 1)[0]?.[0]?.slice(0, 3) ?? [];
    const again = play('missed cycle', 3, (day, word) => day === 0 && missedWords.includes(word));
    expect(missedWords).toHaveLength(3);
    expect(again[1]?.[0]?.slice(0, 3)).toEqual(missedWords);
    // Not again on day 2: answered right on day 1.
    expect(again[2]?.[0]?.slice(0, 3)).not.toEqual(missedWords);
    // Without the rule, day 1 does not start with them.
    expect(play('lrs cycle', 3)[1]?.[0]?.slice(0, 3)).not.toEqual(missedWords);
  });
});
