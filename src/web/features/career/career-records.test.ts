// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { CareerResponse } from '../../../shared/api/tracks.ts';
import type { RoundResults } from '../../../shared/game-protocol.ts';
import { memoryStorage, SAMPLE_ROUND_RESULTS } from '../../../shared/testing/fixtures.ts';
import { recordRoundResults } from '../learning/record-round.ts';
import { GAME_RESULTS_STORAGE_KEY } from '../learning/round-history.ts';
import { careerRecords } from './career-records.ts';

const stage = (id: number, name: string) => ({
  id,
  episode: 1,
  stage: id,
  name,
  band: 5,
  premium: false,
  words: ['policy'],
});
const career: CareerResponse = {
  episodes: [{ episode: 1, name: 'First steps', stages: [stage(3, 'Home'), stage(4, 'Work')] }],
  Completed: [],
};

const history = (rounds: object[]) => memoryStorage({ [GAME_RESULTS_STORAGE_KEY]: JSON.stringify(rounds) });
const round = (fields: object) => ({
  game: 'candy',
  listName: 'Home',
  startedAt: 1,
  durationMs: 1,
  score: 10,
  stars: 1,
  bestCombo: 0,
  completed: true,
  words: [],
  ...fields,
});

describe('best stars of career stages', () => {
  it('are kept by the list a round names, not by its name', async () => {
    const records = await careerRecords(
      career,
      [],
      history([
        round({ listId: 'career-3', listName: 'Home (renamed)', stars: 2 }),
        round({ listId: 'career-3', stars: 1 }),
        // A community track named like a stage is not that stage.
        round({ listId: 'community-9', listName: 'Work', stars: 3 }),
      ]),
    );
    expect(records.bestStars).toEqual({ 3: 2 });
  });

  it('read rounds kept from before rounds named their list by the stage’s name', async () => {
    const records = await careerRecords(career, [], history([round({ listName: 'Work', stars: 3 })]));
    expect(records.bestStars).toEqual({ 4: 3 });
  });
});

describe('a visitor’s completed stages', () => {
  /** A round as the game frame reports it: every word answered right. */
  const played = (game: 'candy' | 'space', listId: string, fronts: string[]): RoundResults => ({
    ...SAMPLE_ROUND_RESULTS,
    game,
    listId,
    startedAt: Date.now() - 60_000,
    words: fronts.map((front) => ({
      front,
      back: front,
      matched: true,
      mistakes: 0,
      hinted: false,
      review:
        game === 'candy'
          ? { game, matched: true, wrongPairs: 0, hinted: false, thinkMs: 900 }
          : { game, typed: true, landed: 0, shotDown: 1, wrongKeys: 0, forgiven: false, reactionMs: 900 },
    })),
  });
  const record = (round: RoundResults) =>
    recordRoundResults(round, { listId: round.listId ?? '', languageLearn: 'en' });

  it('come from the rounds played signed out in this browser: every word right in both games', async () => {
    // Signed out, the game page's own call records the round in this browser's learning store
    // (in memory here, where there is no IndexedDB); the career pages read it from there.
    const completed = async () => (await careerRecords(career, null, history([]))).completed;
    expect(await completed()).toEqual([]);
    await record(played('candy', 'career-3', ['policy']));
    // A round on another stage's list does not count for this one.
    await record(played('space', 'career-4', ['policy']));
    expect(await completed()).toEqual([]);
    await record(played('space', 'career-3', ['Policy']));
    expect(await completed()).toEqual([3]);
    // A signed-in learner's come from the server, not from this browser.
    expect((await careerRecords(career, [4], history([]))).completed).toEqual([4]);
  });
});
