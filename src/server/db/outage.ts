/**
 * Whether an error means the database cannot be reached or answered too late (docs/decisions/025-abuse-limits.md): then a
 * request answers 503 with a message and Retry-After, not a 500, so a client and a load balancer
 * know to try again. Drizzle wraps the driver's error; the cause chain is read.
 */

/** Network failures of the pg driver's socket. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * PostgreSQL's SQLSTATEs for a server going away or too busy: class 08 (connection exception) is
 * matched by prefix; shutdowns, "cannot connect now", too many connections, and the statement and
 * idle-in-transaction timeouts of a stall.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '25P03']);

/** What the drivers say without a code (pg's pool and client; the embedded database's thread). */
const UNAVAILABLE_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /query read timeout/i,
  /connection terminated/i,
  /client has encountered a connection error/i,
  /the database worker (stopped|failed|exited)/i,
  /pglite is closed/i,
  // ./deadline.ts: the request's database time ran out
  /time for database work ran out/i,
];

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is busy or its database cannot be reached right now. Please try again in a minute.';
/** Seconds a client should wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 30;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
        return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message)))
      return true;
    current = cause;
  }
  return false;
}
