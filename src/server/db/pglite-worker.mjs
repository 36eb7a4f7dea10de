// The embedded database's own thread (decision record 018): this worker owns the PGlite instance,
// so PostgreSQL's work (WebAssembly that runs to completion) never holds up the server's event loop.
// The server talks to it through src/server/db/pglite-thread.ts, which gives Drizzle the part of
// PGlite's interface that Drizzle uses. Plain JavaScript, so that a worker started from the
// TypeScript sources (tests) and from the build (dist/server, copied there) is the same file.

import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

if (!parentPort) throw new Error('pglite-worker.mjs runs as a worker thread only');
const port = parentPort;

/** @type {{ dataDir?: string, template?: ArrayBuffer }} */
const options = workerData ?? {};

/** Values of these types stay as PostgreSQL's text; the server side applies its own parsers. */
const textParser = (/** @type {string} */ value) => value;

/** @param {unknown} error */
function serializeError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  /** @type {Record<string, unknown>} */
  const fields = { name: error.name, message: error.message };
  // PostgreSQL's error fields (code, detail, constraint, severity...): plain values only.
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return fields;
}

/** Open transactions by id: each waits for the server to say commit or roll back. */
/** @type {Map<number, { tx: import('@electric-sql/pglite').Transaction, end: (commit: boolean) => void }>} */
const transactions = new Map();
let nextTransactionId = 1;

const ready = PGlite.create({
  ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  ...(options.template ? { loadDataDir: new Blob([options.template]) } : {}),
});

/** The connection a request runs on: the open transaction it names, or the database. */
async function target(/** @type {number | undefined} */ txId) {
  if (txId === undefined) return ready;
  const open = transactions.get(txId);
  if (!open) throw new Error(`No open transaction ${txId}`);
  return open.tx;
}

/** @param {any} message */
async function handle(message) {
  switch (message.op) {
    case 'query': {
      const db = await target(message.txId);
      const parsers = Object.fromEntries(
        (message.textTypes ?? []).map((/** @type {number} */ type) => [type, textParser]),
      );
      const result = await db.query(message.sql, message.params, { rowMode: message.rowMode, parsers });
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'exec': {
      const db = await target(message.txId);
      const results = await db.exec(message.sql);
      return results.map((result) => ({
        rows: result.rows,
        fields: result.fields,
        affectedRows: result.affectedRows,
      }));
    }
    case 'begin': {
      const db = await ready;
      const txId = nextTransactionId++;
      // Resolves with the id once the transaction is open; the transaction itself ends when the
      // server sends 'end' (commit) or fails when it asks for a rollback.
      return new Promise((resolveOpened, rejectOpened) => {
        let opened = false;
        db.transaction(
          (tx) =>
            new Promise((resolveEnd, rejectEnd) => {
              transactions.set(txId, {
                tx,
                end: (commit) => (commit ? resolveEnd(undefined) : rejectEnd(new RollbackRequested())),
              });
              opened = true;
              resolveOpened(txId);
            }),
        ).then(
          () => settleEnd(txId, null),
          (error) => {
            // BEGIN itself failed: the begin request fails. Otherwise the end request does.
            if (!opened) rejectOpened(error);
            else settleEnd(txId, error instanceof RollbackRequested ? null : error);
          },
        );
      });
    }
    case 'end': {
      const open = transactions.get(message.txId);
      if (!open) throw new Error(`No open transaction ${message.txId}`);
      const ended = new Promise((resolve, reject) => endWaiters.set(message.txId, { resolve, reject }));
      open.end(Boolean(message.commit));
      return ended;
    }
    case 'listen': {
      const db = await ready;
      await db.listen(message.channel, (payload) => {
        port.postMessage({ op: 'notification', channel: message.channel, payload });
      });
      return null;
    }
    case 'close': {
      const db = await ready;
      await db.close();
      return null;
    }
    default:
      throw new Error(`Unknown request ${String(message.op)}`);
  }
}

class RollbackRequested extends Error {}

/** @type {Map<number, { resolve: (value: unknown) => void, reject: (error: unknown) => void }>} */
const endWaiters = new Map();

function settleEnd(/** @type {number} */ txId, /** @type {unknown} */ error) {
  transactions.delete(txId);
  const waiter = endWaiters.get(txId);
  endWaiters.delete(txId);
  if (!waiter) return;
  if (error) waiter.reject(error);
  else waiter.resolve(null);
}

port.on('message', (message) => {
  handle(message).then(
    (result) => port.postMessage({ id: message.id, ok: true, result }),
    (error) => port.postMessage({ id: message.id, ok: false, error: serializeError(error) }),
  );
});

ready.then(
  () => port.postMessage({ op: 'ready' }),
  (error) => port.postMessage({ op: 'failed', error: serializeError(error) }),
);
