import { describe, expect, it } from 'vitest';
import type { RoundBody, RoundResponse } from '../../../shared/api/learning.ts';
import { formatListId } from '../../../shared/word-lists/list-id.ts';
import { createLearningEngine, type PostFailure } from './learning-engine.ts';
import { createMemoryLearningStore } from './learning-store.ts';

let counter = 0;
function round(front = 'policy', matched = true): RoundBody {
  counter += 1;
  return {
    roundId: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    game: 'candy',
    listId: formatListId({ kind: 'ielts', band: 5 }),
    languageLearn: 'en',
    playedAt: 1_790_000_000_000 + counter * 60_000,
    timezoneOffsetMinutes: 0,
    words: [{ front, outcome: { game: 'candy', matched, wrongPairs: 0, hinted: false, thinkMs: 3000 } }],
  };
}

/** A stand-in server that applies each round id once, and can be taken offline. */
function fakeServer() {
  const applied = new Map<string, RoundBody>();
  let online = true;
  return {
    applied,
    setOnline(value: boolean) {
      online = value;
    },
    async post(body: RoundBody): Promise<RoundResponse> {
      if (!online) throw new Error('offline');
      if (!applied.has(body.roundId)) applied.set(body.roundId, body);
      return { roundId: body.roundId, changes: [] };
    },
    classify: (error: unknown): PostFailure => ((error as Error).message === 'offline' ? 'retry' : 'drop'),
  };
}

describe('learning engine in the browser', () => {
  it('applies a signed-out round to this browser’s cards and says what changed', async () => {
    const store = createMemoryLearningStore();
    const server = fakeServer();
    const engine = createLearningEngine({ store, post: server.post, classifyFailure: server.classify });
    const changes = await engine.record(round('policy', false), null);
    expect(changes).toEqual([{ front: 'policy', grade: 1, before: 'new', after: 'learning', dueInDays: 0 }]);
    expect([...(await store.allCards()).keys()]).toEqual(['recognition|en:policy']);
    expect(server.applied.size).toBe(0);
  });

  it('queues a round played offline and sends it when the connection returns, once, for its own account only', async () => {
    const store = createMemoryLearningStore();
    const server = fakeServer();
    const engine = createLearningEngine({ store, post: server.post, classifyFailure: server.classify });
    server.setOnline(false);
    expect(await engine.record(round(), 7)).toBeNull();
    expect(await store.rounds()).toHaveLength(1);
    await engine.flush(7);
    expect(server.applied.size).toBe(0);
    server.setOnline(true);
    await engine.flush(8);
    expect(server.applied.size).toBe(0);
    await Promise.all([engine.flush(7), engine.flush(7)]);
    expect(server.applied.size).toBe(1);
    expect(await store.rounds()).toEqual([]);
  });

  it('merges the anonymous history into the account once, then keeps no local cards', async () => {
    const store = createMemoryLearningStore();
    const server = fakeServer();
    const engine = createLearningEngine({ store, post: server.post, classifyFailure: server.classify });
    await engine.record(round('policy'), null);
    await engine.record(round('issue'), null);
    await engine.mergeAnonymousHistory(7);
    await engine.mergeAnonymousHistory(7);
    expect([...server.applied.values()].map((body) => body.words[0]?.front)).toEqual(['policy', 'issue']);
    expect((await store.allCards()).size).toBe(0);
  });

  it('drops a round the server refuses instead of sending it forever', async () => {
    const store = createMemoryLearningStore();
    const engine = createLearningEngine({
      store,
      post: async () => {
        throw new Error('400');
      },
      classifyFailure: () => 'drop',
    });
    expect(await engine.record(round(), 7)).toBeNull();
    expect(await store.rounds()).toEqual([]);
  });
});
