// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { useWhenIdle } from './use-when-idle.ts';

function Probe() {
  return <p>{useWhenIdle() ? 'idle' : 'busy'}</p>;
}

describe('useWhenIdle', () => {
  afterEach(() => {
    cleanup();
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });

  it('is false in the first render and true one task later where the browser has no idle callback', async () => {
    render(<Probe />);
    expect(screen.getByText('busy')).toBeTruthy();
    expect(await screen.findByText('idle')).toBeTruthy();
  });

  it('waits for the browser to be idle, a second at most, where it can tell', async () => {
    const asked: { timeout?: number }[] = [];
    let idleNow = () => {};
    window.requestIdleCallback = (run, options) => {
      asked.push({ ...options });
      idleNow = () => run({ didTimeout: false, timeRemaining: () => 10 });
      return 1;
    };
    window.cancelIdleCallback = () => {};
    render(<Probe />);
    await expect.poll(() => asked).toEqual([{ timeout: 1000 }]);
    expect(screen.getByText('busy')).toBeTruthy();
    idleNow();
    expect(await screen.findByText('idle')).toBeTruthy();
  });
});
