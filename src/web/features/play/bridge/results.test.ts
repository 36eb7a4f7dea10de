// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteMessage } from '../../../../shared/game-protocol.ts';
import { SAMPLE_ROUND_RESULTS } from '../../../../shared/testing/fixtures.ts';
import { useAppStore } from '../../../state/app-store.ts';
import { GAME_RESULTS_STORAGE_KEY } from '../../learning/round-history.ts';
import { listIdOfRound, recordRound, recordRoundMessage } from './results.ts';

const recorded = vi.hoisted(() => [] as { listId: string; languageLearn: string }[]);
vi.mock('../../learning/record-round.ts', () => ({
  recordRoundResults: async (_results: unknown, context: { listId: string; languageLearn: string }) => {
    recorded.push(context);
    return [];
  },
}));

const SHEET_PLAYED = '1PlayedSheet_abcdefghijklmn';
const SHEET_SELECTED_SINCE = '1SelectedSince_abcdefghijkl';
const slot = (googleSheetId: string) => ({
  name: 'Sheet',
  googleSheetId,
  locallyModified: 1,
  googleModified: 1,
});

describe('the results handler records a round under the list it was played on', () => {
  beforeEach(() => {
    recorded.length = 0;
    window.localStorage.clear();
    // The learner changed the list mid-round: the slot holds another sheet now.
    useAppStore.getState().setVocabularies({
      languageNative: 'fr',
      languageLearn: 'en',
      isCommonVocabulary: true,
      games: [slot(SHEET_SELECTED_SINCE), slot(''), slot('')],
    });
  });

  it('records under the list the results echo, not the list selected when they arrive', async () => {
    const posted: SiteMessage[] = [];
    await recordRound(
      { game: 'candy', post: (message) => posted.push(message) },
      { ...SAMPLE_ROUND_RESULTS, listId: SHEET_PLAYED },
    );
    expect(recorded).toEqual([{ listId: SHEET_PLAYED, languageLearn: 'en' }]);
    const history = JSON.parse(window.localStorage.getItem(GAME_RESULTS_STORAGE_KEY) ?? '[]');
    expect(history.map((round: { listId: string }) => round.listId)).toEqual([SHEET_PLAYED]);
    expect(posted.map((message) => message.type)).toEqual(['round-review']);
  });

  it('a track’s round stays the track’s; a game too old to name its list gets the one selected', async () => {
    await recordRound(
      {
        game: 'space',
        post: () => undefined,
        source: { listId: 'career-12', name: 'Stage 12', cards: [], languageLearn: 'en' },
      },
      { ...SAMPLE_ROUND_RESULTS, game: 'space', listId: 'career-12' },
    );
    const { listId: _, ...older } = SAMPLE_ROUND_RESULTS;
    await recordRound({ game: 'candy', post: () => undefined }, older);
    expect(recorded.map((context) => context.listId)).toEqual(['career-12', SHEET_SELECTED_SINCE]);
    expect(listIdOfRound({ listId: 'community-9' }, 'career-1')).toBe('community-9');
  });

  it('checks a results message where it records it: malformed results are neither kept nor recorded', async () => {
    const posted: SiteMessage[] = [];
    const context = { game: 'candy' as const, post: (message: SiteMessage) => posted.push(message) };
    for (const data of [
      undefined,
      'results',
      { ...SAMPLE_ROUND_RESULTS, score: -1 },
      { ...SAMPLE_ROUND_RESULTS, words: 3 },
    ])
      await recordRoundMessage(context, data);
    expect(recorded).toEqual([]);
    expect(window.localStorage.getItem(GAME_RESULTS_STORAGE_KEY)).toBeNull();
    expect(posted).toEqual([]);
    await recordRoundMessage(context, { ...SAMPLE_ROUND_RESULTS, listId: SHEET_PLAYED });
    expect(recorded).toEqual([{ listId: SHEET_PLAYED, languageLearn: 'en' }]);
    expect(posted.map((message) => message.type)).toEqual(['round-review']);
  });
});
