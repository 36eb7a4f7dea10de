import type { Writable } from 'node:stream';
import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import pinoPretty from 'pino-pretty';
import type { Config } from '../config.ts';
import { redactPaths, serializeError } from './log-safety.ts';

/** A file the site serves (script, style, picture, font), not a page or an API call. */
export function isStaticAssetPath(pathname: string): boolean {
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return /\.[a-z0-9]+$/i.test(last) && !last.endsWith('.html');
}

/**
 * The logger: readable lines (pino-pretty) when the output is a terminal, JSON otherwise, so log
 * collectors keep parsing it (LOG_FORMAT forces one or the other).
 */
export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL' | 'LOG_FORMAT'>,
  output: Writable & { isTTY?: boolean } = process.stdout,
): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent') return false;
  const pretty = config.LOG_FORMAT === 'pretty' || (config.LOG_FORMAT === 'auto' && output.isTTY === true);
  return {
    level: config.LOG_LEVEL,
    // Secrets under well-known keys (authorization, cookies, passwords, hashes, tokens) are
    // replaced wherever they are logged; errors lose their query parameters and row values.
    redact: { paths: redactPaths(), censor: '[redacted]' },
    serializers: { err: (error) => serializeError(error), error: (error) => serializeError(error) },
    stream: pretty
      ? pinoPretty({
          destination: output,
          colorize: output.isTTY === true,
          translateTime: 'SYS:HH:MM:ss',
          ignore: 'pid,hostname,reqId,method,url,statusCode,ms,ip',
          singleLine: true,
          sync: true,
        })
      : output,
  };
}

/**
 * One line per request, written when it is answered: "GET /pricing 200 3 ms" (Fastify's own are
 * two, "incoming request" and "request completed"). The site's files (scripts, styles, pictures)
 * log at debug level unless they fail; an error answer (5xx) logs at error level.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const pathname = request.url.split('?')[0] ?? '/';
    const status = reply.statusCode;
    const ms = Math.round(reply.elapsedTime);
    let level: keyof Pick<FastifyBaseLogger, 'debug' | 'info' | 'error'> = 'info';
    if (error || status >= 500) level = 'error';
    else if (status < 400 && isStaticAssetPath(pathname)) level = 'debug';
    reply.log[level](
      {
        method: request.method,
        url: request.url,
        statusCode: status,
        ms,
        ip: request.ip,
        err: error ?? undefined,
      },
      `${request.method} ${request.url} ${status} ${ms} ms`,
    );
  }
}
