// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SiteMessage } from '../../../../shared/site-messages.ts';
import { ALL_VOCABULARY_STORAGE_KEYS } from '../../word-lists/index.ts';
import { followPage } from './frame-chrome.ts';

const candySlot = ALL_VOCABULARY_STORAGE_KEYS[1] ?? 'voc-1';

/** A `storage` event, as the browser fires it in this tab when another tab stores `key`. */
const storedElsewhere = (key: string) => window.dispatchEvent(new StorageEvent('storage', { key }));

describe('the page keeps the game in step with lists stored in another tab', () => {
  let posted: SiteMessage['type'][];
  let idle: Map<number, () => void>;
  let handles = 0;
  let stop: () => void;
  const follow = (source?: { listId: string; name: string; cards: []; languageLearn: string }) => {
    stop = followPage({
      game: 'candy',
      post: (message) => posted.push(message.type),
      ...(source ? { source } : {}),
    });
  };
  const becomeIdle = () => {
    const due = [...idle.values()];
    idle.clear();
    for (const run of due) run();
  };

  beforeEach(() => {
    posted = [];
    idle = new Map();
    // The browser's idle callbacks, run when the test says the page is idle.
    window.requestIdleCallback = (run: IdleRequestCallback) => {
      handles += 1;
      const handle = handles;
      idle.set(handle, () => run({ didTimeout: false, timeRemaining: () => 50 }));
      return handle;
    };
    window.cancelIdleCallback = (handle: number) => idle.delete(handle);
  });
  afterEach(() => stop());

  it('tells the game to reload when another tab stores a list, from the first idle moment on', () => {
    follow();
    // Not while the page is still loading: the listener would cost the load a storage round trip.
    storedElsewhere(candySlot);
    expect(posted).toEqual([]);
    becomeIdle();
    storedElsewhere(candySlot);
    expect(posted).toEqual(['reload']);
    // Another key (the learner's token, say) is not a list.
    storedElsewhere('token');
    expect(posted).toEqual(['reload']);
  });

  it('leaves a track or a career stage alone: it does not play the slots', () => {
    follow({ listId: 'career-3', name: 'Stage 3', cards: [], languageLearn: 'en' });
    becomeIdle();
    storedElsewhere(candySlot);
    expect(posted).toEqual([]);
  });

  it('stops listening once the page leaves the game, before or after it was idle', () => {
    follow();
    stop();
    becomeIdle();
    storedElsewhere(candySlot);
    follow();
    becomeIdle();
    stop();
    storedElsewhere(candySlot);
    expect(posted).toEqual([]);
    stop = () => {};
  });
});
