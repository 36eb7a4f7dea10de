// @vitest-environment happy-dom
/**
 * A visitor's progress page, worked out in the browser (local-progress.ts), lists every list the
 * visitor played here: the Test Vocabulary, a career stage and a community track (their words
 * asked of the tracks API), and an IELTS band no slot holds any more (its words asked of the free
 * lists' route), on the whole site with the real server behind it (testing/site.tsx).
 * The rounds played in this browser are given (the learning store is not the rule here).
 */
import { screen, within } from '@testing-library/preact';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertCommunityTrack } from '../../../server/testing/community-tracks.ts';
import type { RoundBody } from '../../../shared/api/learning.ts';
import { formatListId } from '../../../shared/word-lists/list-id.ts';
import { openSite, startSite, type TestSite } from '../../testing/site.tsx';

const rounds = vi.hoisted(() => [] as RoundBody[]);
vi.mock('../learning/local-learning.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../learning/local-learning.ts')>()),
  localLearning: async () => ({ cards: new Map(), rounds }),
}));

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());
afterEach(() => {
  rounds.length = 0;
});

/** The lists the progress page shows, newest round's first: each one's name and word count. */
async function shownLists() {
  await openSite(site, '/progress');
  expect(await screen.findByTestId('progress-local')).toBeTruthy();
  const lists = await screen.findAllByTestId('list-progress');
  return lists.map((list) => ({
    name: within(list).getByRole('heading', { level: 3 }).textContent,
    words: list.querySelector('.progress__note')?.textContent?.split(' · ')[0],
  }));
}

/** A round of Word Candy Match played in this browser on a list, one word matched. */
function playedOn(listId: string, front: string, languageLearn = 'en'): RoundBody {
  return {
    roundId: crypto.randomUUID(),
    game: 'candy',
    listId,
    languageLearn,
    playedAt: Date.now() - 60_000,
    timezoneOffsetMinutes: new Date().getTimezoneOffset(),
    words: [
      { front, outcome: { game: 'candy', matched: true, wrongPairs: 0, hinted: false, thinkMs: 2000 } },
    ],
  };
}

describe('a visitor’s progress', () => {
  it('lists the career stages and community tracks played in this browser, with their words', async () => {
    const { id: trackId } = await insertCommunityTrack(site.app, {
      title: 'German weather',
      words: [
        { front: 'Regen', back: 'rain', hint: '' },
        { front: 'Schnee', back: 'snow', hint: '' },
        { front: 'Wind', back: 'wind', hint: '' },
      ],
      languageLearn: 'de',
    });
    const career = await site.app.inject({ method: 'GET', url: '/api/tracks/1' });
    const stage = career.json();
    rounds.push(
      playedOn(formatListId({ kind: 'test' }), 'apple'),
      playedOn(formatListId({ kind: 'career', trackId: 1 }), stage.words[0].word),
      playedOn(formatListId({ kind: 'community', trackId }), 'Regen', 'de'),
      // A track since unpublished: left out, the rest still shown.
      playedOn(formatListId({ kind: 'community', trackId: trackId + 500 }), 'Nebel', 'de'),
    );

    // The newest round's list first.
    expect(await shownLists()).toEqual([
      { name: 'German weather', words: '3 words' },
      { name: stage.name, words: `${stage.words.length} words` },
      { name: 'Test Vocabulary', words: expect.stringMatching(/^\d+ words$/) },
    ]);
  });

  it('lists an IELTS band played here after another list took its slot', async () => {
    const band = formatListId({ kind: 'ielts', band: 5 });
    const free = await site.app.inject({ method: 'GET', url: `/api/tests/free-list-words?list=${band}` });
    const { name, VOC } = free.json();
    // The visitor's slots hold the Test Vocabulary (the default), not the band.
    rounds.push(playedOn(band, VOC[0].front));

    expect(await shownLists()).toEqual([{ name, words: `${VOC.length} words` }]);
  });
});
