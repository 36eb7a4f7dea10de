/**
 * Where the browser keeps the learning engine's data: an anonymous learner's cards, and rounds
 * not yet on the server (played signed out, or offline). IndexedDB, with an in-memory stand-in
 * where the browser refuses it (some private modes): then nothing outlives the page, and nothing
 * breaks.
 */
import type { RoundBody } from '../../../shared/api/learning.ts';
import type { DealerCard } from '../../../shared/learning/dealer.ts';

/**
 * A round kept in the browser: `local` (played signed out, applied to local cards), or `queued`
 * to be sent for the account `userId` (never for another account signed in later).
 */
export type StoredRound =
  | { body: RoundBody; state: 'local' }
  | { body: RoundBody; state: 'queued'; userId: number };

export interface LearningStore {
  getCards(ids: readonly string[]): Promise<Map<string, DealerCard>>;
  allCards(): Promise<Map<string, DealerCard>>;
  putCards(cards: ReadonlyMap<string, DealerCard>): Promise<void>;
  clearCards(): Promise<void>;
  putRound(round: StoredRound): Promise<void>;
  rounds(): Promise<StoredRound[]>;
  deleteRound(roundId: string): Promise<void>;
}

export function createMemoryLearningStore(): LearningStore {
  const cards = new Map<string, DealerCard>();
  const rounds = new Map<string, StoredRound>();
  return {
    async getCards(ids) {
      return new Map(
        ids.flatMap((id) => (cards.has(id) ? [[id, cards.get(id) as DealerCard] as const] : [])),
      );
    },
    async allCards() {
      return new Map(cards);
    },
    async putCards(next) {
      for (const [id, card] of next) cards.set(id, card);
    },
    async clearCards() {
      cards.clear();
    },
    async putRound(round) {
      rounds.set(round.body.roundId, round);
    },
    async rounds() {
      return [...rounds.values()].sort((a, b) => a.body.playedAt - b.body.playedAt);
    },
    async deleteRound(roundId) {
      rounds.delete(roundId);
    },
  };
}

const DB_NAME = 'vocab-arcade-learning';
const CARDS = 'cards';
const ROUNDS = 'rounds';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

async function openIndexedDbLearningStore(): Promise<LearningStore> {
  const open = indexedDB.open(DB_NAME, 1);
  open.onupgradeneeded = () => {
    open.result.createObjectStore(CARDS);
    open.result.createObjectStore(ROUNDS);
  };
  const db = await request(open);
  const store = (name: string, mode: IDBTransactionMode) => db.transaction(name, mode).objectStore(name);
  return {
    async getCards(ids) {
      const tx = db.transaction(CARDS, 'readonly');
      const found = await Promise.all(
        ids.map(
          async (id) =>
            [id, (await request(tx.objectStore(CARDS).get(id))) as DealerCard | undefined] as const,
        ),
      );
      return new Map(found.filter((entry): entry is [string, DealerCard] => entry[1] !== undefined));
    },
    async allCards() {
      const tx = db.transaction(CARDS, 'readonly');
      const [keys, values] = await Promise.all([
        request(tx.objectStore(CARDS).getAllKeys()),
        request(tx.objectStore(CARDS).getAll()),
      ]);
      return new Map(keys.map((key, i) => [String(key), values[i] as DealerCard]));
    },
    async putCards(next) {
      const tx = db.transaction(CARDS, 'readwrite');
      for (const [id, card] of next) tx.objectStore(CARDS).put(card, id);
      await done(tx);
    },
    async clearCards() {
      await request(store(CARDS, 'readwrite').clear());
    },
    async putRound(round) {
      await request(store(ROUNDS, 'readwrite').put(round, round.body.roundId));
    },
    async rounds() {
      const all = (await request(store(ROUNDS, 'readonly').getAll())) as StoredRound[];
      return all.sort((a, b) => a.body.playedAt - b.body.playedAt);
    },
    async deleteRound(roundId) {
      await request(store(ROUNDS, 'readwrite').delete(roundId));
    },
  };
}

let shared: Promise<LearningStore> | undefined;

/**
 * False when this browser surely holds no learning data: the page has not opened the store, and
 * the browser lists no learning database (a first visit). A reader can then answer "nothing"
 * without opening the store, which would create the database: main-thread work at a first
 * visit's load (docs/decisions/033-fewer-renders-at-load.md). True whenever unsure.
 */
export async function mayHoldLearningData(): Promise<boolean> {
  if (shared || typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((database) => database.name === DB_NAME);
  } catch {
    return true;
  }
}

/** The page's one store: IndexedDB, or memory when the browser refuses it. */
export function learningStore(): Promise<LearningStore> {
  shared ??= (
    typeof indexedDB === 'undefined'
      ? Promise.reject(new Error('no IndexedDB'))
      : openIndexedDbLearningStore()
  ).catch(() => createMemoryLearningStore());
  return shared;
}
