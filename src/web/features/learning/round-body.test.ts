import { describe, expect, it } from 'vitest';
import { roundBodySchema } from '../../../shared/api/learning.ts';
import type { RoundResults } from '../../../shared/game-protocol.ts';
import { formatListId } from '../../../shared/word-lists/list-id.ts';
import { roundBodyFromResults } from './round-body.ts';

const context = {
  roundId: '00000000-0000-4000-8000-000000000001',
  listId: formatListId({ kind: 'ielts', band: 5 }),
  languageLearn: 'en',
  timezoneOffsetMinutes: -60,
};

function results(words: RoundResults['words'], game: RoundResults['game'] = 'candy'): RoundResults {
  return {
    game,
    listName: 'IELTS Band 5',
    startedAt: 1_790_000_000_000,
    durationMs: 60_000,
    score: 0,
    stars: 1,
    bestCombo: 0,
    completed: false,
    words,
  };
}
const candy = (front: string, review: RoundResults['words'][number]['review']) => ({
  front,
  back: 'x',
  matched: true,
  mistakes: 0,
  hinted: false,
  review,
});
const reached = { game: 'candy' as const, matched: true, wrongPairs: 0, hinted: false, thinkMs: 2500 };

describe('roundBodyFromResults', () => {
  it('reports the words the round reached, once each, as a valid round post', () => {
    const body = roundBodyFromResults(
      results([
        candy('policy', reached),
        candy('Policy', reached),
        candy('issue', null),
        candy('trade', undefined),
      ]),
      context,
    );
    expect(body).toMatchObject({ game: 'candy', playedAt: 1_790_000_060_000, timezoneOffsetMinutes: -60 });
    expect(body?.words).toEqual([{ front: 'policy', outcome: reached }]);
    expect(roundBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends nothing when no word was reached, and never a review of the other game', () => {
    expect(roundBodyFromResults(results([candy('issue', null)]), context)).toBeNull();
    expect(roundBodyFromResults(results([candy('policy', reached)], 'space'), context)).toBeNull();
  });
});
