import type { FieldError } from '../shared/api/errors.ts';

/** A known failure with the status and message the client should see. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string | FieldError[],
  ) {
    super(typeof message === 'string' ? message : message.map((item) => item.message).join('; '));
    this.body = { message };
  }
  readonly body: { message: string | FieldError[] };
}

export const unauthorized = (message = 'Please sign in again.') => new HttpError(401, message);
export const badRequest = (message: string | FieldError[]) => new HttpError(400, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
