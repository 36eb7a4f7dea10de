import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseDeadlineError } from '../db/deadline.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/outage.ts';
import { registerErrorHandler } from './error-handler.ts';

/** Drizzle's wrapper around a driver's error, as a failed query throws it. */
const failedQuery = (cause: unknown) =>
  Object.assign(new Error('Failed query: select 1\nparams: '), { query: 'select 1', params: [], cause });
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

const OUTAGES: [string, unknown][] = [
  ['connection refused', failedQuery(withCode('connect ECONNREFUSED 10.0.0.5:5432', 'ECONNREFUSED'))],
  ['pool connect timeout', failedQuery(new Error('timeout exceeded when trying to connect'))],
  ['a query a stalled server never answered', failedQuery(new Error('Query read timeout'))],
  ['connection lost mid-query', failedQuery(new Error('Connection terminated unexpectedly'))],
  [
    'server shutting down',
    failedQuery(withCode('terminating connection due to administrator command', '57P01')),
  ],
  ['server starting', failedQuery(withCode('the database system is starting up', '57P03'))],
  ['too many connections', failedQuery(withCode('sorry, too many clients already', '53300'))],
  ['statement timeout', failedQuery(withCode('canceling statement due to statement timeout', '57014'))],
  ['connection exception class 08', failedQuery(withCode('connection failure', '08006'))],
  ['embedded database thread gone', failedQuery(new Error('The database worker stopped (exit code 1)'))],
  ["the request's database time spent", failedQuery(new DatabaseDeadlineError())],
];

describe('a database outage answers 503, not 500', () => {
  const app = Fastify({ logger: false });
  let thrown: unknown;
  beforeAll(async () => {
    registerErrorHandler(app);
    app.get('/work', async () => {
      throw thrown;
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(OUTAGES)('%s: 503 with a message and Retry-After, no details', async (_name, error) => {
    thrown = error;
    const response = await app.inject({ method: 'GET', url: '/work' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
    expect(response.headers['retry-after']).toBe('30');
    expect(response.body).not.toContain('select');
  });

  it('keeps other failures a 500, and a bad query is no outage', async () => {
    for (const error of [
      new Error('boom'),
      failedQuery(withCode('duplicate key value violates unique constraint', '23505')),
      failedQuery(withCode('syntax error at or near "selec"', '42601')),
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
      thrown = error;
      const response = await app.inject({ method: 'GET', url: '/work' });
      expect(response.statusCode).toBe(500);
      expect(response.headers['retry-after']).toBeUndefined();
    }
  });
});
