import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/**
 * PGlite in a worker thread (decision record 018). PGlite is PostgreSQL compiled to WebAssembly: a
 * query runs to completion on the thread that calls it, so on the server's thread every query held
 * up every other request, including ones that never touch the database. `PgliteThread` starts
 * `pglite-worker.mjs`, which owns the database, and offers the part of PGlite's interface that
 * Drizzle's PGlite driver uses (`query`, `exec`, `transaction`), plus `listen` and `close`: Drizzle
 * runs on it unchanged. A transaction stays open in the worker while its callback runs here; the
 * worker's PGlite makes every other query wait for it, as it does on one thread.
 */

type Reply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: ErrorFields };
type ErrorFields = Record<string, unknown> & { message: string; name?: string };
type WorkerEvent =
  | { op: 'ready' }
  | { op: 'failed'; error: ErrorFields }
  | { op: 'notification'; channel: string; payload: string };

/** A PostgreSQL error from the worker, with its fields (code, detail, severity...) as PGlite gave them. */
export class PgliteWorkerError extends Error {
  [field: string]: unknown;
}

function errorFrom(fields: ErrorFields): Error {
  const error = new PgliteWorkerError(fields.message);
  for (const [key, value] of Object.entries(fields)) {
    if (key !== 'message' && key !== 'stack') error[key] = value;
  }
  if (typeof fields.name === 'string') error.name = fields.name;
  return error;
}

/** The worker's file: next to this module in the sources, copied next to the bundle by the build. */
function workerUrl(): URL {
  const here = new URL('./pglite-worker.mjs', import.meta.url);
  if (existsSync(fileURLToPath(here))) return here;
  throw new Error(
    `The database worker ${fileURLToPath(here)} is missing (the build copies it into dist/server)`,
  );
}

type Connection = Pick<PGlite, 'query' | 'exec'>;

export type PgliteThreadOptions = {
  /** A data folder, or nothing for an in-memory database. */
  dataDir?: string | undefined;
  /** Start from this dump of a database (in memory, or into a folder that holds none yet). */
  template?: Blob | undefined;
};

export class PgliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  #nextId = 1;
  /** Set once the worker has stopped: every request from then on fails with it. */
  #stopped: Error | undefined;
  #closing: Promise<void> | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
  }

  /** Starts the worker and resolves once its database is open (or rejects with why it could not open). */
  static async start(options: PgliteThreadOptions = {}): Promise<PgliteThread> {
    const template = options.template ? await options.template.arrayBuffer() : undefined;
    const worker = new Worker(workerUrl(), {
      workerData: { dataDir: options.dataDir, template },
      ...(template ? { transferList: [template] } : {}),
    });
    const thread = new PgliteThread(worker);
    let opening: { resolve: () => void; reject: (error: Error) => void } | undefined;
    const onOpen = new Promise<void>((resolve, reject) => {
      opening = { resolve, reject };
    });
    const onEvent = (message: Reply | WorkerEvent) => {
      if ('op' in message && message.op === 'ready') opening?.resolve();
      else if ('op' in message && message.op === 'failed') opening?.reject(errorFrom(message.error));
    };
    const onError = (error: Error) => opening?.reject(error);
    const onExit = (code: number) =>
      opening?.reject(new Error(`The database worker exited (code ${code}) while opening`));
    worker.on('message', onEvent).once('error', onError).once('exit', onExit);
    try {
      await onOpen;
    } catch (error) {
      await worker.terminate();
      throw error;
    } finally {
      worker.off('message', onEvent).off('error', onError).off('exit', onExit);
    }
    thread.#watch();
    return thread;
  }

  #watch() {
    this.#worker.on('message', (message: Reply | WorkerEvent) => {
      if ('op' in message) {
        if (message.op === 'notification') {
          for (const listener of this.#listeners.get(message.channel) ?? []) listener(message.payload);
        }
        return;
      }
      const waiter = this.#pending.get(message.id);
      if (!waiter) return;
      this.#pending.delete(message.id);
      if (message.ok) waiter.resolve(message.result);
      else waiter.reject(errorFrom(message.error));
    });
    const stop = (error: Error) => {
      this.#stopped ??= error;
      for (const waiter of this.#pending.values()) waiter.reject(this.#stopped);
      this.#pending.clear();
    };
    this.#worker.on('error', (error) => stop(new Error(`The database worker failed: ${error.message}`)));
    this.#worker.on('exit', (code) => stop(new Error(`The database worker stopped (exit code ${code})`)));
  }

  #request<T>(message: Record<string, unknown>): Promise<T> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...message, id });
    });
  }

  #query<T>(txId: number | undefined, sql: string, params?: unknown[], options?: QueryOptions) {
    const parsers = options?.parsers;
    // Parser functions cannot cross threads: the worker keeps those types as text, and they are
    // parsed here, as PGlite would have.
    const textTypes = parsers ? Object.keys(parsers).map(Number) : [];
    return this.#request<Results<T>>({
      op: 'query',
      txId,
      sql,
      params: params ?? [],
      rowMode: options?.rowMode ?? 'object',
      textTypes,
    }).then((result) => (parsers && textTypes.length ? parseText(result, parsers) : result));
  }

  #connection(txId: number | undefined): Connection {
    return {
      query: <T>(sql: string, params?: unknown[], options?: QueryOptions) =>
        this.#query<T>(txId, sql, params, options),
      exec: (sql: string) => this.#request<Results[]>({ op: 'exec', txId, sql }),
    };
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(undefined, sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.#request<Results[]>({ op: 'exec', sql });
  }

  /** Like PGlite's: commits when `callback` resolves, rolls back (and rethrows) when it throws. */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const txId = await this.#request<number>({ op: 'begin' });
    let closed = false;
    const connection = this.#connection(txId);
    const tx = {
      ...connection,
      rollback: async () => {
        closed = true;
        await this.#request({ op: 'end', txId, commit: false });
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      if (!closed) {
        closed = true;
        await this.#request({ op: 'end', txId, commit: false }).catch(() => {});
      }
      throw error;
    }
    if (!closed) {
      closed = true;
      await this.#request({ op: 'end', txId, commit: true });
    }
    return result;
  }

  /** Calls `listener` with the payload of every NOTIFY on `channel` (after the notifying commit). */
  async listen(channel: string, listener: (payload: string) => void): Promise<void> {
    let listeners = this.#listeners.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.#listeners.set(channel, listeners);
      listeners.add(listener);
      await this.#request({ op: 'listen', channel });
    } else {
      listeners.add(listener);
    }
  }

  /** Closes the database (its files are complete once this resolves) and stops the worker. */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      try {
        if (!this.#stopped) await this.#request({ op: 'close' });
      } finally {
        await this.#worker.terminate();
      }
    })();
    return this.#closing;
  }
}

/** Applies PGlite-style parsers to the columns the worker kept as text. */
function parseText<T>(result: Results<T>, parsers: NonNullable<QueryOptions['parsers']>): Results<T> {
  const columns = result.fields
    .map((field, index) => ({
      index,
      name: field.name,
      parse: parsers[field.dataTypeID],
      type: field.dataTypeID,
    }))
    .filter((column) => column.parse);
  if (columns.length === 0) return result;
  for (const row of result.rows as unknown[]) {
    for (const column of columns) {
      const parse = column.parse as (value: string, type: number) => unknown;
      if (Array.isArray(row)) {
        const value = row[column.index];
        if (value !== null && value !== undefined) row[column.index] = parse(value as string, column.type);
      } else {
        const record = row as Record<string, unknown>;
        const value = record[column.name];
        if (value !== null && value !== undefined) record[column.name] = parse(value as string, column.type);
      }
    }
  }
  return result;
}
