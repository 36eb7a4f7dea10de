import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../shared/messages.ts';
import { badRequest } from '../errors.ts';

/**
 * The first place in a request's body, query or params where a key or a string holds U+0000, as
 * a field path (`words.0.front`); undefined when there is none. Walked without recursion, since
 * a body may nest thousands deep.
 */
export function nulField(value: unknown, root: string): string | undefined {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [item, path] = stack.pop() as [unknown, string];
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path;
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return undefined;
}

/**
 * PostgreSQL text and jsonb cannot hold U+0000 (NUL): a query carrying one fails. No word, list or
 * name of ours has a reason to contain it, so a request with NUL anywhere in its body, query or
 * params is refused with 400 in the shape of the zod errors, on every route. It runs after
 * validation, so a schema's own message for a field (a password's control characters) comes first.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = nulField(part, '');
      if (field !== undefined) {
        throw badRequest([
          field ? { field, message: MESSAGES.nulCharacter } : { message: MESSAGES.nulCharacter },
        ]);
      }
    }
  });
}
