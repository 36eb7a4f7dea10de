import type { Writable } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import pinoPretty from 'pino-pretty';
import type { Config } from '../config.ts';

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
    redact: ['req.headers.authorization', 'req.headers.cookie'],
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
 * One line per request, written when it is answered: "GET /pricing 200 3 ms". The site's files
 * (scripts, styles, pictures) log at debug level, unless they fail; Fastify's own two lines per
 * request are turned off (`disableRequestLogging`).
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const status = reply.statusCode;
    const ms = Math.round(reply.elapsedTime);
    let level: keyof Pick<FastifyBaseLogger, 'debug' | 'info' | 'error'> = 'info';
    if (status >= 500) level = 'error';
    else if (status < 400 && isStaticAssetPath(pathname)) level = 'debug';
    request.log[level](
      { method: request.method, url: request.url, statusCode: status, ms, ip: request.ip },
      `${request.method} ${request.url} ${status} ${ms} ms`,
    );
  });
}
