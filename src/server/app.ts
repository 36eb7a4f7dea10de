import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { type DatabaseHandle, openDatabase, pingDatabase } from './db/client.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createAuthService } from './modules/auth/service.ts';
import { createTokenService } from './modules/auth/tokens.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerSpa } from './plugins/spa.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    config: Config;
  }
}

/**
 * Builds the whole app from a config, ready but not listening: main.ts listens, tests inject().
 * The database is opened and migrated here and closed when the app closes.
 */
export type BuildOptions = {
  /** Extra plugins mounted under /api (tests use this to probe the shared error handling). */
  apiPlugins?: FastifyPluginAsync[];
};

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
          },
    // Requests in flight finish on close; idle keep-alive sockets are closed at once.
    forceCloseConnections: 'idle',
    trustProxy: false,
  }).withTypeProvider<ZodTypeProvider>();

  // The API speaks JSON only: any other body type is refused with 400.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  app.decorate('database', database);
  app.decorate('config', config);
  app.addHook('onClose', async () => {
    await database.close();
  });

  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }

  await registerSecurityHeaders(app);
  await app.register(compress, { global: true, threshold: 1024 });

  const tokens = createTokenService(config.JWT_SECRET);
  const auth = createAuthService(database.db, tokens);
  await auth.anonymousUser();

  app.get('/healthz', async (_request, reply) => {
    await pingDatabase(database.db);
    return reply.header('cache-control', 'no-store').send({ status: 'ok' });
  });

  if (config.BENCH_HELLO_ROUTE) {
    // Only for `npm run bench`: the framework's ceiling on this machine.
    app.get('/bench/hello', async () => ({ hello: 'world' }));
  }

  await app.register(
    async (api) => {
      await api.register(authRoutes, { prefix: '/auth', auth });
      for (const plugin of options.apiPlugins ?? []) await api.register(plugin);
    },
    { prefix: '/api' },
  );

  await registerSpa(app, { staticDir: config.STATIC_DIR, siteName: config.SITE_NAME });

  return app;
}
