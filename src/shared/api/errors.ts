/**
 * Error bodies: `{ message }` where message is a string, a list of strings, or a list of
 * `{ field, message }`. The UI turns each into red error lines. Written without
 * zod so the site's first page does not carry the validator.
 */
export type FieldError = { field?: string; message: string };
export type ErrorBody = { message: string | (string | FieldError)[] };

function isFieldError(value: unknown): value is FieldError {
  if (typeof value !== 'object' || value === null) return false;
  const { field, message } = value as Record<string, unknown>;
  return typeof message === 'string' && (field === undefined || typeof field === 'string');
}

/** Normalise any error body into the lines the UI shows; nothing for a body that is not one. */
export function errorLines(body: unknown): FieldError[] {
  if (typeof body !== 'object' || body === null) return [];
  const { message } = body as Record<string, unknown>;
  if (typeof message === 'string') return [{ message }];
  if (!Array.isArray(message)) return [];
  return message.flatMap((item): FieldError[] => {
    if (typeof item === 'string') return [{ message: item }];
    if (isFieldError(item))
      return [item.field ? { field: item.field, message: item.message } : { message: item.message }];
    return [];
  });
}
