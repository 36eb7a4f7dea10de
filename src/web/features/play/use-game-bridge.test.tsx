// @vitest-environment happy-dom
/**
 * The site's side of the game protocol sends a game nothing before the game has asked for its
 * words (use-game-bridge.ts): the words come with the sound settings and the list of the moment,
 * and a message to a frame whose page has not loaded would only make a script context for its
 * empty first document. Once the game has spoken, a change around it reaches it.
 */
import { act, render } from '@testing-library/preact';
import { Window } from 'happy-dom';
import { useRef } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '../../state/app-store.ts';
import { useGameBridge } from './use-game-bridge.ts';

/** The bridge of a page around `frame` (not in the document: the test environment loads no frame's page). */
function Bridge({ frame }: { frame: HTMLIFrameElement }) {
  const frameRef = useRef(frame);
  useGameBridge(frameRef, 'candy', () => {});
  return null;
}

type Posted = { type: string; data: { isSoundsMuted?: boolean } | null };

/**
 * Every message the frame's window receives, and a wait for the first one that passes `test`. The
 * test environment loads no page into a frame (vitest.config.ts), so the frame is given a window of
 * its own, as a browser gives it.
 */
function frameInbox(frame: HTMLIFrameElement) {
  const frameWindow = new Window({ url: window.location.href });
  Object.defineProperty(frame, 'contentWindow', { value: frameWindow });
  const messages: Posted[] = [];
  const waiting: { test: (message: Posted) => boolean; resolve: () => void }[] = [];
  frameWindow.addEventListener('message', (event) => {
    const message = (event as unknown as MessageEvent<Posted>).data;
    messages.push(message);
    for (const wait of waiting.filter(({ test }) => test(message))) wait.resolve();
  });
  const arrival = (test: (message: Posted) => boolean) =>
    new Promise<void>((resolve) => waiting.push({ test, resolve }));
  return { messages, arrival };
}

function setSoundsMuted(muted: boolean) {
  act(() => useAppStore.getState().setSoundsMuted(muted));
}

describe('the game bridge', () => {
  it('sends the frame nothing until its game has spoken, then what changes around it', async () => {
    const frame = document.createElement('iframe');
    const inbox = frameInbox(frame);
    render(
      <MemoryRouter>
        <Bridge frame={frame} />
      </MemoryRouter>,
    );
    // Before the game has spoken: the sounds go off around it.
    setSoundsMuted(true);

    // The game's first message: its sound switches changed (any message of the protocol).
    await act(async () => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'mute-changed', data: { isSoundsMuted: true, isMusicMuted: true } },
          origin: window.location.origin,
          source: frame.contentWindow,
        }),
      );
    });
    // Now the sounds come on around it: that reaches the game, and it is the only message that
    // did (messages arrive in the order they were posted).
    const soundsOn = inbox.arrival(
      (message) => message.type === 'mute-flags' && !message.data?.isSoundsMuted,
    );
    setSoundsMuted(false);
    await act(() => soundsOn);
    expect(inbox.messages).toEqual([
      { type: 'mute-flags', data: { isSoundsMuted: false, isMusicMuted: true } },
    ]);
  });
});
