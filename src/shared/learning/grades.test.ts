import { describe, expect, it } from 'vitest';
import { GRADE } from './fsrs-adapter.ts';
import {
  type CandyReviewInput,
  GRADE_THRESHOLDS,
  gradeFromPlay,
  type SpaceReviewInput,
  skillOf,
} from './grades.ts';

const candy = (o: Partial<CandyReviewInput>): CandyReviewInput => ({
  game: 'candy',
  matched: true,
  wrongPairs: 0,
  hinted: false,
  thinkMs: 5_000,
  ...o,
});
const space = (o: Partial<SpaceReviewInput>): SpaceReviewInput => ({
  game: 'space',
  typed: true,
  wrongKeys: 0,
  forgiven: false,
  reactionMs: 3_000,
  ...o,
});

describe('grades from Word Candy Match (recognition)', () => {
  const { easyMs, goodMs } = GRADE_THRESHOLDS.candy;
  it.each([
    ['first try, very fast', candy({ thinkMs: easyMs - 1 }), GRADE.easy],
    ['first try, at the easy threshold', candy({ thinkMs: easyMs }), GRADE.good],
    ['first try, quick', candy({ thinkMs: goodMs }), GRADE.good],
    ['first try, slow', candy({ thinkMs: goodMs + 1 }), GRADE.hard],
    ['after one wrong pair', candy({ wrongPairs: 1, thinkMs: 500 }), GRADE.hard],
    ['with the hint', candy({ hinted: true, thinkMs: 500 }), GRADE.hard],
    ['wrong twice', candy({ wrongPairs: 2 }), GRADE.again],
    ['missed', candy({ matched: false }), GRADE.again],
  ])('%s', (_name, outcome, grade) => {
    expect(gradeFromPlay(outcome)).toBe(grade);
  });
});

describe('grades from Space Words (recall)', () => {
  const { easyMs, goodMs } = GRADE_THRESHOLDS.space;
  it.each([
    ['no wrong key, very fast', space({ reactionMs: easyMs - 1 }), GRADE.easy],
    ['no wrong key, quick', space({ reactionMs: goodMs }), GRADE.good],
    ['no wrong key, slow', space({ reactionMs: goodMs + 1 }), GRADE.hard],
    ['after corrections', space({ wrongKeys: 2, reactionMs: 400 }), GRADE.hard],
    ['through the forgiving accent rule', space({ forgiven: true, reactionMs: 400 }), GRADE.hard],
    ['the enemy landed', space({ typed: false }), GRADE.again],
    ['with the hint, very fast', space({ hinted: true, reactionMs: 400 }), GRADE.hard],
    ['with the hint and a wrong key', space({ hinted: true, wrongKeys: 1, reactionMs: 400 }), GRADE.hard],
    ['got through, never shot down', space({ typed: false, landed: 1, shotDown: 0 }), GRADE.again],
    ['got through once, shot down once', space({ landed: 1, shotDown: 1, reactionMs: 400 }), GRADE.again],
    ['got through twice, shot down once', space({ landed: 2, shotDown: 1 }), GRADE.again],
    ['got through once, shot down twice', space({ landed: 1, shotDown: 2, reactionMs: 400 }), GRADE.hard],
    ['shot down three times, never through', space({ landed: 0, shotDown: 3, reactionMs: 400 }), GRADE.easy],
  ])('%s', (_name, outcome, grade) => {
    expect(gradeFromPlay(outcome)).toBe(grade);
  });
});

it('in Dictation, a wrong letter is a misspelling (Again) even when the word was then finished', () => {
  expect(gradeFromPlay(space({ wrongKeys: 1, reactionMs: 400 }), 'dictation')).toBe(GRADE.again);
  expect(gradeFromPlay(space({ reactionMs: 400 }), 'dictation')).toBe(GRADE.easy);
});

it('maps each game to its skill', () => {
  expect(skillOf('candy')).toBe('recognition');
  expect(skillOf('space')).toBe('recall');
});
