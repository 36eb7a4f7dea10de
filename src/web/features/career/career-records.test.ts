import { describe, expect, it } from 'vitest';
import type { CareerResponse } from '../../../shared/api/tracks.ts';
import { memoryStorage } from '../../../shared/testing/fixtures.ts';
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
