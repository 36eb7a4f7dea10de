/**
 * What never reaches the log: query parameters and row values of database errors, and secrets
 * under well-known keys anywhere in a logged object (docs/design-notes.md, "Logs hold no secrets").
 */

/** Keys whose values are redacted at any of the first three levels of a logged object. */
const SECRET_KEYS = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'newPassword',
  'passwordHash',
  'password_hash',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'resetToken',
  'tokenHash',
  'token_hash',
  'secret',
  'clientSecret',
  'jwt',
  'params',
];

/** pino redaction paths for SECRET_KEYS: `key`, `*.key` and `*.*.key`. */
export function redactPaths(): string[] {
  return SECRET_KEYS.flatMap((key) => {
    const plain = /^[A-Za-z_$][\w$]*$/.test(key);
    const top = plain ? key : `["${key}"]`;
    const nested = plain ? `.${key}` : `["${key}"]`;
    return [top, `*${nested}`, `*.*${nested}`];
  });
}

/** Properties of errors that can hold query parameters, row values or request data: never logged. */
const UNSAFE_ERROR_FIELDS = new Set([
  'params',
  'parameters',
  'query',
  'detail',
  'where',
  'internalQuery',
  'values',
  'body',
  'headers',
  'config',
  'request',
  'response',
]);

const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_CAUSE_DEPTH = 4;

/** A PostgreSQL error (pg's DatabaseError, PGlite's): it has a severity and a SQLSTATE code. */
function isDatabaseError(record: Record<string, unknown>): boolean {
  return typeof record.severity === 'string' && typeof record.code === 'string' && SQLSTATE.test(record.code);
}

/** Drizzle's DrizzleQueryError: its message and stack spell out the parameters ("params: …"). */
function isQueryError(record: Record<string, unknown>): boolean {
  return typeof record.query === 'string' && 'params' in record;
}

/**
 * PostgreSQL quotes values in its messages (`invalid input syntax for type uuid: "…"`) as it
 * quotes names; both are masked (the table, column and constraint are logged as fields).
 */
const maskQuoted = (message: string) => message.replace(/"[^"]*"/g, '"…"');

/**
 * The `err` serializer: type, a message without parameters or values, the stack's frames, the safe
 * fields (code, severity, routine, table, constraint, statusCode, …) and the cause, serialized the
 * same way. pino's own serializer would copy every field and join the causes' messages.
 */
type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) {
    // A thrown value that is not an Error: its type only (it could be anything).
    return { type: typeof error, message: 'a thrown value that is not an Error', stack: '' };
  }
  const record = error as unknown as Record<string, unknown>;
  // A database error first: PGlite's carries its query and parameters as well.
  const fromDatabase = isDatabaseError(record);
  const type = fromDatabase ? 'DatabaseError' : error.constructor?.name || error.name || 'Error';
  let message = error.message;
  if (fromDatabase) message = maskQuoted(error.message);
  else if (isQueryError(record)) message = `Failed query: ${record.query as string}`;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const serialized: SerializedError = {
    type,
    message,
    stack: [`${type}: ${message}`, ...frames].join('\n'),
  };
  for (const [key, value] of Object.entries(record)) {
    if (key === 'message' || key === 'stack' || key === 'cause' || UNSAFE_ERROR_FIELDS.has(key)) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      serialized[key] = value;
    }
  }
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH) {
    serialized.cause = serializeError(error.cause, depth + 1);
  }
  return serialized;
}
