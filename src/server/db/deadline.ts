import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * One budget of database time for all the queries of a request (decision record 025).
 * A request's handler runs inside `runWithDatabaseBudget` (src/server/plugins/database-deadline.ts);
 * the PostgreSQL client (./client.ts) asks `startQuery` before each query how long it may wait
 * and tells it when the query ends. The time counted is the time the request had at least one
 * query in flight (queries run side by side count once), so a slow remote call between two queries
 * (a Google sheet) takes nothing from it. Past the budget a query is refused at once with
 * DatabaseDeadlineError, an outage (503).
 */
type Budget = {
  limitMs: number;
  /** database time used by the queries that ended while none was left in flight */
  spentMs: number;
  inFlight: number;
  /** when the current run of overlapping queries began */
  busySince: number;
  /** set once the response is sent: work the request left behind is not bound by it */
  ended: boolean;
};

const storage = new AsyncLocalStorage<Budget>();

export const DATABASE_DEADLINE_MESSAGE = "The request's time for database work ran out.";

export class DatabaseDeadlineError extends Error {
  constructor() {
    super(DATABASE_DEADLINE_MESSAGE);
    this.name = 'DatabaseDeadlineError';
  }
}

/** Runs `fn` (and everything it starts) with `limitMs` of database time; the answer lifts the limit. */
export function runWithDatabaseBudget(limitMs: number, fn: () => void): () => void {
  const budget: Budget = { limitMs, spentMs: 0, inFlight: 0, busySince: 0, ended: false };
  storage.run(budget, fn);
  return () => {
    budget.ended = true;
  };
}

/**
 * Less time than this left is none: a query given it could only time out, and a timer may fire a
 * millisecond before the clock says its time has passed (a query timed out at its limit would
 * otherwise leave 1 ms for the next, which is then sent).
 */
const LEAST_QUERY_MS = 50;

/**
 * Before a query: undefined when no budget applies; else the milliseconds it may wait (at least
 * LEAST_QUERY_MS) and `done` to call once it ended, or a DatabaseDeadlineError when nothing is left.
 */
export function startQuery(): { leftMs: number; done: () => void } | DatabaseDeadlineError | undefined {
  const budget = storage.getStore();
  if (!budget || budget.ended) return undefined;
  const now = performance.now();
  const leftMs = budget.limitMs - budget.spentMs - (budget.inFlight > 0 ? now - budget.busySince : 0);
  if (leftMs < LEAST_QUERY_MS) return new DatabaseDeadlineError();
  if (budget.inFlight === 0) budget.busySince = now;
  budget.inFlight += 1;
  let finished = false;
  return {
    leftMs: Math.ceil(leftMs),
    done: () => {
      if (finished) return;
      finished = true;
      budget.inFlight -= 1;
      if (budget.inFlight === 0) budget.spentMs += performance.now() - budget.busySince;
    },
  };
}
