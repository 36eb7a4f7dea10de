import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FieldError } from '../../shared/api/errors.ts';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../db/outage.ts';
import { HttpError } from '../errors.ts';

/** Body-parsing failures that are the client's fault; all become 400. */
const CLIENT_BODY_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length is wrong.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_TYPE: 'Send the request body as application/json.',
};

/**
 * One error path: zod failures are 400 `{ message: [{ field, message }] }`, known errors keep their
 * status and message, a database that cannot be reached a logged 503 (try again), anything else a
 * logged 500; neither's details reach the client.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message: FieldError[] = error.validation.map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const message = issue.message ?? 'Invalid value';
        return field ? { field, message } : { message };
      });
      return reply.status(400).send({ message });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(error.body);
    }
    const clientMessage = error.code ? CLIENT_BODY_ERRORS[error.code] : undefined;
    if (clientMessage) {
      const status = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 413 : 400;
      return reply.status(status).send({ message: clientMessage });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (e.g. a malformed URL): keep the status, plain message.
      return reply.status(error.statusCode).send({ message: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(503).send({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
