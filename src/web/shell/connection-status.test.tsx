// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../shared/api/user.ts';
import type { RoundResults } from '../../shared/game-protocol.ts';
import { formatListId } from '../../shared/word-lists/list-id.ts';
import { recordRoundResults } from '../features/learning/record-round.ts';
import { useAppStore } from '../state/app-store.ts';
import { CONNECTION_COPY, ConnectionStatus, useConnectionStatus } from './connection-status.tsx';

describe('the connection status in the header', () => {
  it("shows the server's limit message while a round waits, and nothing once one is recorded", () => {
    render(<ConnectionStatus />);
    expect(screen.queryByTestId('limit-notice')).toBeNull();
    act(() =>
      useConnectionStatus
        .getState()
        .setLimitNotice('You can record 20 rounds a minute. Please wait a moment before the next round.'),
    );
    expect(screen.getByTestId('limit-notice').textContent).toBe(
      'You can record 20 rounds a minute. Please wait a moment before the next round. Your round is kept on this device and sent later.',
    );
    act(() => useConnectionStatus.getState().setLimitNotice(null));
    expect(screen.queryByTestId('limit-notice')).toBeNull();
  });
});

describe('a round the server refuses with its limit (429)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    useAppStore.setState({ user: null });
  });

  it('shows the 429 message in the header while the round waits, and clears it once the round is recorded', async () => {
    const limit = 'You can record 20 rounds a minute. Please wait a moment before the next round.';
    let answer: Response = Response.json({ message: limit }, { status: 429 });
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(JSON.parse(String(init.body)));
        return answer.clone();
      }),
    );
    localStorage.setItem('token', 'a-token');
    useAppStore.setState({ user: { id: 5 } as UserInfo });
    render(<ConnectionStatus />);
    const round = (front: string): RoundResults => ({
      game: 'candy',
      listName: 'IELTS Band 5',
      startedAt: 1_790_000_000_000,
      durationMs: 60_000,
      score: 0,
      stars: 1,
      bestCombo: 0,
      completed: false,
      words: [
        {
          front,
          back: 'x',
          matched: true,
          mistakes: 0,
          hinted: false,
          review: { game: 'candy', matched: true, wrongPairs: 0, hinted: false, thinkMs: 2500 },
        },
      ],
    });
    const context = { listId: formatListId({ kind: 'ielts', band: 5 }), languageLearn: 'en' };

    await act(async () => {
      await recordRoundResults(round('policy'), context);
    });
    expect(sent).not.toHaveLength(0);
    expect(screen.getByTestId('limit-notice').textContent).toBe(`${limit} ${CONNECTION_COPY.roundKept}`);

    answer = Response.json({ roundId: 'x', changes: [] });
    await act(async () => {
      await recordRoundResults(round('issue'), context);
    });
    expect(JSON.stringify(sent)).toContain('"front":"issue"');
    expect(screen.queryByTestId('limit-notice')).toBeNull();
  });
});
