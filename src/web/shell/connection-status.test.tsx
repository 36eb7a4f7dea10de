// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { ConnectionStatus, useConnectionStatus } from './connection-status.tsx';

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
