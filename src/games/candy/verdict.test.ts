import { describe, expect, it } from 'vitest';
import type { WordOutcome } from '../../shared/game-protocol.ts';
import { GRADE } from '../../shared/learning/fsrs-adapter.ts';
import { gradeFromPlay } from '../../shared/learning/grades.ts';
import { candyVerdict } from './verdict.ts';

describe('the results screen’s mark and the learning engine’s grade agree', () => {
  it('a word marked ✗ (not matched, a wrong pair, a hint) is never graded Good or Easy, however fast', () => {
    for (const matched of [true, false])
      for (const mistakes of [0, 1, 2])
        for (const hinted of [false, true])
          for (const thinkMs of [300, 5_000, 20_000]) {
            const word: WordOutcome = {
              front: 'policy',
              back: 'politique',
              matched,
              mistakes,
              hinted,
              review: { game: 'candy', matched, wrongPairs: mistakes, hinted, thinkMs },
            };
            const grade = gradeFromPlay(word.review as NonNullable<WordOutcome['review']>);
            if (candyVerdict(word).verdict === 'missed') expect(grade).toBeLessThanOrEqual(GRADE.hard);
            else expect(grade).toBeGreaterThanOrEqual(GRADE.hard);
          }
  });
});
