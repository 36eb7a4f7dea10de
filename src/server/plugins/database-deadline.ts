import type { FastifyInstance, FastifyRequest } from 'fastify';
import { runWithDatabaseBudget } from '../db/deadline.ts';

/**
 * One budget of database time for each request (decision record 025): its handler, and
 * all it starts, runs with `limitMs` of database time in all (src/server/db/deadline.ts), so a
 * request whose queries are each slow but under the timeout still answers 503 once their sum
 * passes it. Entered before the handler (after the body is read); lifted when the response is sent.
 * 0: no budget.
 */
export function registerDatabaseDeadline(app: FastifyInstance, limitMs: number): void {
  if (limitMs <= 0) return;
  const ends = new WeakMap<FastifyRequest, () => void>();
  app.addHook('preHandler', (request, _reply, done) => {
    ends.set(
      request,
      runWithDatabaseBudget(limitMs, () => done()),
    );
  });
  app.addHook('onResponse', (request, _reply, done) => {
    ends.get(request)?.();
    done();
  });
}
