import { describe, expect, it } from 'vitest';
import { answeredRight, completedStages, mayPlayStage, stageLabel, stageNumber } from './career.ts';
import { GRADE } from './learning/fsrs-adapter.ts';
import { gradeFromPlay } from './learning/grades.ts';

describe('career rules', () => {
  it('numbers stages globally: 9*(episode-1)+stage', () => {
    expect(stageNumber(1, 1)).toBe(1);
    expect(stageNumber(1, 9)).toBe(9);
    expect(stageNumber(2, 1)).toBe(10);
    expect(stageNumber(3, 4)).toBe(22);
    expect(stageNumber(9, 9)).toBe(81);
  });

  it('writes the spec’s link label', () => {
    expect(stageLabel(3, 2, 'Science and Technology 2')).toBe('3-2: Science and Technology 2');
  });

  it('lets anyone play band 5 and only premium roles the other bands', () => {
    expect(mayPlayStage(null, 5)).toBe(true);
    expect(mayPlayStage('FREE', 6)).toBe(false);
    expect(mayPlayStage('VOCABULARY', 9)).toBe(true);
    expect(mayPlayStage('FULL2', 7)).toBe(true);
  });

  it('calls a word right exactly when the learning engine grades it above Again', () => {
    for (const matched of [true, false])
      for (const wrongPairs of [0, 1, 2, 3])
        for (const hinted of [true, false])
          for (const thinkMs of [500, 5000, 20000]) {
            const outcome = { game: 'candy', matched, wrongPairs, hinted, thinkMs } as const;
            expect(answeredRight(outcome)).toBe(gradeFromPlay(outcome) > GRADE.again);
          }
    for (const typed of [true, false])
      for (const wrongKeys of [0, 2])
        for (const forgiven of [true, false])
          for (const reactionMs of [800, 3000, 9000])
            for (const hinted of [true, false, undefined])
              for (const [landed, shotDown] of [
                [undefined, undefined],
                [0, 1],
                [1, 1],
                [1, 2],
                [2, 1],
                [1, 0],
              ]) {
                const outcome = {
                  game: 'space',
                  typed,
                  wrongKeys,
                  forgiven,
                  reactionMs,
                  ...(hinted === undefined ? {} : { hinted }),
                  ...(landed === undefined ? {} : { landed, shotDown }),
                } as const;
                expect(answeredRight(outcome)).toBe(gradeFromPlay(outcome) > GRADE.again);
              }
  });

  it('completes a stage only when every word was right at least once in both games', () => {
    const tracks = new Map([
      [1, ['en:a', 'en:b']],
      [2, ['en:c']],
    ]);
    const right = (trackId: number, game: 'candy' | 'space', wordKey: string, ok = true) => ({
      trackId,
      game,
      wordKey,
      right: ok,
    });
    expect(completedStages(tracks, [right(1, 'candy', 'en:a'), right(1, 'candy', 'en:b')])).toEqual([]);
    expect(
      completedStages(tracks, [
        right(1, 'candy', 'en:a'),
        right(1, 'candy', 'en:b'),
        right(1, 'space', 'en:a'),
        right(1, 'space', 'en:b', false),
      ]),
    ).toEqual([]);
    expect(
      completedStages(tracks, [
        right(2, 'space', 'en:c'),
        right(1, 'candy', 'en:a'),
        right(1, 'candy', 'en:b'),
        right(1, 'space', 'en:a'),
        right(1, 'space', 'en:b', false),
        right(1, 'space', 'en:b'),
        right(2, 'candy', 'en:c'),
      ]),
    ).toEqual([1, 2]);
    // A word right on another track does not count here.
    expect(completedStages(tracks, [right(1, 'candy', 'en:c'), right(1, 'space', 'en:c')])).toEqual([]);
  });
});
