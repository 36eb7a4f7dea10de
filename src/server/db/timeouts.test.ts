import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../config.ts';
import { registerDatabaseDeadline } from '../plugins/database-deadline.ts';
import { registerErrorHandler } from '../plugins/error-handler.ts';
import { createTestApp, createTestDatabase } from '../testing/test-app.ts';
import { openDatabase } from './client.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './outage.ts';

/** Settles with how long the promise took and how it ended, or 'pending' after `limitMs`. */
async function timed(promise: Promise<unknown>, limitMs: number) {
  const started = performance.now();
  const outcome = await Promise.race([
    promise.then(
      (value) => ({ state: 'resolved' as const, value }),
      (error: unknown) => ({ state: 'rejected' as const, error }),
    ),
    new Promise<{ state: 'pending' }>((resolve) => setTimeout(() => resolve({ state: 'pending' }), limitMs)),
  ]);
  return { ...outcome, ms: performance.now() - started };
}

/** Listens on a free local port; its URL names a database there, and close() ends every connection. */
async function listenAsDatabase(server: Server, sockets: Set<Socket>) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `postgres://vocab@127.0.0.1:${port}/vocab`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A TCP server that accepts connections and never says a word: a database that stopped answering. */
async function startSilentServer() {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return listenAsDatabase(server, sockets);
}

/**
 * A PostgreSQL server, as far as the wire goes: it lets a session start and hands each simple
 * query's text to `onQuery` with a function that answers it (its command tag).
 */
async function startWireServer(onQuery: (text: string, answer: (tag: string) => void) => void) {
  const sockets = new Set<Socket>();
  const message = (type: string, body: Buffer) => {
    const header = Buffer.alloc(5);
    header.write(type, 0);
    header.writeInt32BE(body.length + 4, 1);
    return Buffer.concat([header, body]);
  };
  const ready = (state: 'I' | 'T') => message('Z', Buffer.from(state));
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffered = Buffer.alloc(0);
    let started = false;
    socket.on('data', (chunk) => {
      buffered = Buffer.concat([buffered, chunk]);
      while (true) {
        // The startup message has no type byte; every later one has.
        const offset = started ? 1 : 0;
        if (buffered.length < offset + 4) return;
        const length = buffered.readInt32BE(offset);
        if (buffered.length < offset + length) return;
        const type = started ? String.fromCharCode(buffered[0] ?? 0) : '';
        const body = buffered.subarray(offset + 4, offset + length);
        buffered = buffered.subarray(offset + length);
        if (!started) {
          started = true;
          socket.write(Buffer.concat([message('R', Buffer.from([0, 0, 0, 0])), ready('I')]));
        } else if (type === 'Q') {
          onQuery(body.toString('utf8').replace(/\0$/, ''), (tag) => {
            if (!socket.destroyed)
              socket.write(Buffer.concat([message('C', Buffer.from(`${tag}\0`)), ready('T')]));
          });
        }
      }
    });
  });
  return listenAsDatabase(server, sockets);
}

/** Answers BEGIN, then stalls: every later query goes unanswered (a server that froze mid-transaction). */
function startStallingServer() {
  return startWireServer((text, answer) => {
    if (/^begin/i.test(text)) answer('BEGIN');
  });
}

/** Answers every query, each `delayMs` after it came (a slow server, not a stalled one); counts them. */
async function startSlowServer(delayMs: number) {
  const queries: string[] = [];
  const server = await startWireServer((text, answer) => {
    queries.push(text);
    setTimeout(() => answer('SELECT 0'), delayMs);
  });
  return { ...server, queries };
}

describe('database timeouts', () => {
  const silent = startSilentServer();
  afterAll(async () => (await silent).close());

  it('has sane defaults, set through the environment', () => {
    const env = parseEnv({});
    expect(env.DATABASE_CONNECT_TIMEOUT_MS).toBe(5000);
    expect(env.DATABASE_STATEMENT_TIMEOUT_MS).toBe(10_000);
    expect(env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS).toBe(10_000);
    expect(
      parseEnv({
        DATABASE_CONNECT_TIMEOUT_MS: '800',
        DATABASE_STATEMENT_TIMEOUT_MS: '2500',
        DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '3000',
      }),
    ).toMatchObject({
      DATABASE_CONNECT_TIMEOUT_MS: 800,
      DATABASE_STATEMENT_TIMEOUT_MS: 2500,
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: 3000,
    });
    expect(() => parseEnv({ DATABASE_STATEMENT_TIMEOUT_MS: 'soon' })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_MS/,
    );
  });

  it('gives up connecting to a server that does not answer, after the connect timeout', async () => {
    const database = await openDatabase({
      databaseUrl: (await silent).url,
      dataDir: 'unused',
      connectTimeoutMs: 300,
    });
    try {
      const query = timed(database.db.execute(sql`select 1`), 3000);
      const outcome = await query;
      expect(outcome.state).toBe('rejected');
      expect(outcome.ms).toBeLessThan(1500);
    } finally {
      await database.close();
    }
  });

  it('fails a transaction in flight during a stall after one timeout, not two, as an outage', async () => {
    const stalling = await startStallingServer();
    // Statement timeout 1 s: the client gives up on an unanswered query after 2 s.
    const database = await openDatabase({
      databaseUrl: stalling.url,
      dataDir: 'unused',
      connectTimeoutMs: 2000,
      statementTimeoutMs: 1000,
    });
    try {
      const inFlight = await timed(
        database.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
        }),
        8000,
      );
      expect(inFlight.state).toBe('rejected');
      // Before, the ROLLBACK waited behind the unanswered query for a second timeout (4 s in all).
      expect(inFlight.ms).toBeLessThan(3500);
      expect(isDatabaseUnavailable((inFlight as { error?: unknown }).error)).toBe(true);
      // A query outside a transaction: one timeout, and an outage (503) too.
      const alone = await timed(database.db.execute(sql`select 1`), 8000);
      expect(alone.state).toBe('rejected');
      expect(alone.ms).toBeLessThan(3500);
      expect(isDatabaseUnavailable((alone as { error?: unknown }).error)).toBe(true);
    } finally {
      await database.close();
      await stalling.close();
    }
  });

  it("gives all of a request's database work one deadline, a 503 when it passes", async () => {
    // Each query is answered after 1.2 s, within the 2 s a query may take alone (statement timeout
    // 1 s plus a second); a request running three in sequence would take 3.6 s. The request's
    // database time is that same 2 s for all of them: the second query gets what is left, 0.8 s,
    // and the third (the handler going on regardless) is refused without reaching the server.
    const slow = await startSlowServer(1200);
    const database = await openDatabase({
      databaseUrl: slow.url,
      dataDir: 'unused',
      connectTimeoutMs: 2000,
      statementTimeoutMs: 1000,
    });
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    registerDatabaseDeadline(app, 2000);
    let secondFailed: unknown;
    // A POST: the handler runs after the body is read, on the socket's events.
    app.post('/work', async () => {
      await database.db.execute(sql`select 1`);
      secondFailed = await database.db.execute(sql`select 1`).then(
        () => undefined,
        (error) => error,
      );
      await database.db.execute(sql`select 1`);
      return { done: true };
    });
    try {
      const outcome = await timed(
        app.inject({ method: 'POST', url: '/work', payload: { words: ['resilient'] } }),
        8000,
      );
      expect(outcome.state).toBe('resolved');
      const response = (outcome as { value?: Awaited<ReturnType<typeof app.inject>> }).value;
      expect(response?.statusCode).toBe(503);
      expect(response?.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
      expect(slow.queries).toEqual(['select 1', 'select 1']);
      expect(isDatabaseUnavailable(secondFailed)).toBe(true);
      expect(outcome.ms).toBeLessThan(3000);
      // The same work outside a request keeps the timeout of each query: it finishes, slowly.
      for (let i = 0; i < 2; i += 1) await database.db.execute(sql`select 1`);
      expect(slow.queries).toHaveLength(4);
    } finally {
      await app.close();
      await database.close();
      await slow.close();
    }
  });

  it('ends a statement that runs too long and a transaction left idle, on PostgreSQL', async () => {
    // PGlite runs in this process and has neither; these are PostgreSQL's own timeouts.
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) return;
    const test = await createTestDatabase(serverUrl);
    const database = await openDatabase({
      databaseUrl: test.url,
      dataDir: 'unused',
      statementTimeoutMs: 500,
      idleInTransactionTimeoutMs: 500,
    });
    try {
      const slow = await timed(database.db.execute(sql`select pg_sleep(3)`), 5000);
      expect(slow.state).toBe('rejected');
      expect(slow.ms).toBeLessThan(2000);
      expect(JSON.stringify((slow as { error?: { cause?: { code?: string } } }).error?.cause?.code)).toBe(
        '"57014"',
      );
      const idle = await timed(
        database.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await new Promise((resolve) => setTimeout(resolve, 1500));
          await tx.execute(sql`select 1`);
        }),
        5000,
      );
      expect(idle.state).toBe('rejected');
      // The pool still serves queries afterwards.
      expect((await timed(database.db.execute(sql`select 1`), 2000)).state).toBe('resolved');
    } finally {
      await database.close();
      await test.drop();
    }
  });
});

describe('GET /healthz answers within 2 s either way', () => {
  it('says 503 with a message when the database does not answer, and 200 again when it does', async () => {
    // One connection (PGlite has one anyway), held by a transaction that does not finish.
    const app = await createTestApp({ DATABASE_POOL_SIZE: 1 });
    try {
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const transaction = app.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await held;
      });
      try {
        const outcome = await timed(app.inject({ method: 'GET', url: '/healthz' }), 4000);
        expect(outcome.state).toBe('resolved');
        expect(outcome.ms).toBeLessThan(2000);
        const response = (outcome as { value?: Awaited<ReturnType<typeof app.inject>> }).value;
        expect(response?.statusCode).toBe(503);
        expect(response?.headers['cache-control']).toBe('no-store');
        expect(response?.json()).toEqual({ status: 'unavailable', message: 'The database does not answer.' });
      } finally {
        release();
        await transaction;
      }
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.cleanup();
    }
  });

  it('says 503 with a message when the database is gone', async () => {
    const app = await createTestApp();
    try {
      await app.database.close();
      const outcome = await timed(app.inject({ method: 'GET', url: '/healthz' }), 4000);
      expect(outcome.state).toBe('resolved');
      expect(outcome.ms).toBeLessThan(2000);
      const response = (outcome as { value?: Awaited<ReturnType<typeof app.inject>> }).value;
      expect(response?.statusCode).toBe(503);
      expect(response?.json()).toEqual({ status: 'unavailable', message: 'The database does not answer.' });
    } finally {
      await app.cleanup().catch(() => {});
    }
  });
});
