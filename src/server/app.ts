import type { Writable } from 'node:stream';
import compress from '@fastify/compress';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type SiteConfig, siteConfigSchema } from '../shared/api/auth.ts';
import type { Config } from './config.ts';
import {
  type DatabaseHandle,
  databaseAnswers,
  databaseOptionsOf,
  MigrationsPendingError,
  openDatabase,
  type PgliteLease,
} from './db/client.ts';
import { createRateLimiter } from './lib/rate-limit.ts';
import { createMailer } from './mail/mailer.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { createAccountService } from './modules/account/service.ts';
import { AUTH_CHANGED_CHANNEL, createAuthCache } from './modules/auth/auth-cache.ts';
import { createGoogleSignIn, createIdTokenVerifier, issuerVariants } from './modules/auth/google.ts';
import { createPasswordHasher } from './modules/auth/passwords.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createAuthService } from './modules/auth/service.ts';
import { createTokenService } from './modules/auth/tokens.ts';
import { captchaRoutes } from './modules/captcha/routes.ts';
import { createCaptchaService } from './modules/captcha/service.ts';
import { commentsRoutes } from './modules/comments/routes.ts';
import { createCommentsService } from './modules/comments/service.ts';
import { adminRoutes } from './modules/community/admin-routes.ts';
import { avatarRoutes } from './modules/community/avatars.ts';
import { communityRoutes } from './modules/community/routes.ts';
import { createCommunityService } from './modules/community/service.ts';
import { geoRoutes } from './modules/geo/routes.ts';
import { ieltsRoutes } from './modules/ielts/routes.ts';
import { createIeltsService } from './modules/ielts/service.ts';
import { learningRoutes } from './modules/learning/routes.ts';
import { createLearningService } from './modules/learning/service.ts';
import { createListResolver } from './modules/lists/service.ts';
import { premiumCodesRoutes } from './modules/premium-codes/routes.ts';
import { createPremiumCodesService } from './modules/premium-codes/service.ts';
import { progressRoutes } from './modules/progress/routes.ts';
import { createProgressService } from './modules/progress/service.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { createPublishing } from './modules/tracks/publishing.ts';
import { tracksRoutes } from './modules/tracks/routes.ts';
import { createTracksService } from './modules/tracks/service.ts';
import { createSheetReader } from './modules/vocabulary/google-sheets.ts';
import { vocabularyRoutes } from './modules/vocabulary/routes.ts';
import { createVocabularyService } from './modules/vocabulary/service.ts';
import { registerDatabaseDeadline } from './plugins/database-deadline.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { loggerOptions, OneLinePerRequest } from './plugins/logging.ts';
import { registerNulGuard } from './plugins/nul-guard.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerSpa } from './plugins/spa.ts';

/** How long GET /healthz waits for the database before it answers 503 (well under 2 s). */
const HEALTH_CHECK_TIMEOUT_MS = 1500;

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
  /** In-memory PGlite only: start from this migrated database (tests, for speed). */
  pgliteTemplate?: Blob;
  /** In-memory PGlite only: use this open database, lent by the tests' pool (src/server/testing/pglite-pool.ts). */
  pgliteLease?: PgliteLease;
  /** Where the log goes (default: stdout); tests read it. */
  logOutput?: Writable & { isTTY?: boolean };
  /** Told of every route as it is added, with its schema (the API fuzz enumerates routes with it). */
  onRoute?: (route: RouteOptions) => void;
  /** The clock for premium codes and the end of a code's role (tests move it; default: the real one). */
  now?: () => Date;
};

/** What the pages may know of the configuration; unset values stay out (the page hides them). */
function siteConfigFor(config: Config, googleSignIn: boolean, googleNativeClientId?: string): SiteConfig {
  return {
    googleSignIn,
    googleNativeClientId,
    captcha: config.CAPTCHA,
    androidAppUrl: config.ANDROID_APP_URL,
    iosAppUrl: config.IOS_APP_URL,
    promoVideoUrl: config.PROMO_VIDEO_URL,
    writingCorrectionVideoUrl: config.WRITING_CORRECTION_VIDEO_URL,
    supportEmail: config.SUPPORT_EMAIL,
    sisterProductName: config.SISTER_PRODUCT_NAME,
    sisterProductUrl: config.SISTER_PRODUCT_NAME ? config.SISTER_PRODUCT_URL : undefined,
  };
}

/**
 * TRUST_PROXY as Fastify takes it. The client address is read from the right of X-Forwarded-For,
 * past the trusted proxies only: a hop count trusts that many addresses from the socket inwards
 * (Fastify's own number option trusts none), a list trusts the proxies it names, 0 ignores the
 * header.
 */
function trustProxyOption(value: Config['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  if (Array.isArray(value)) return value;
  if (value === 0) return false;
  return (_address: string, hop: number) => hop < value;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, options.logOutput),
    logController: new OneLinePerRequest(),
    // Requests in flight finish on close; idle keep-alive sockets are closed at once.
    forceCloseConnections: 'idle',
    trustProxy: trustProxyOption(config.TRUST_PROXY),
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  // The API speaks JSON only: any other body type is refused with 400.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerNulGuard(app);
  // All the queries of a request share the time one query may take (PostgreSQL's statement
  // timeout plus the second pg waits beyond it): a request never waits on the database longer.
  registerDatabaseDeadline(
    app,
    config.DATABASE_URL && config.DATABASE_STATEMENT_TIMEOUT_MS > 0
      ? config.DATABASE_STATEMENT_TIMEOUT_MS + 1000
      : 0,
  );

  const database = await openDatabase({
    ...databaseOptionsOf(config),
    pgliteTemplate: options.pgliteTemplate,
    pgliteLease: options.pgliteLease,
  });
  app.decorate('database', database);
  app.decorate('config', config);
  app.addHook('onClose', async () => {
    await database.close();
  });

  try {
    if (config.MIGRATE_ON_START) {
      await database.migrate();
    } else {
      const pending = await database.pendingMigrations();
      if (pending > 0) {
        throw new MigrationsPendingError(
          `The database is ${pending} migration(s) behind this version and MIGRATE_ON_START=0: run the migration job (node dist/server/migrate.js, or npm run db:migrate) first.`,
        );
      }
    }
  } catch (error) {
    await database.close();
    throw error;
  }

  await registerSecurityHeaders(app);
  await app.register(compress, { global: true, threshold: 1024 });

  const db = database.db;
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
  const captcha = createCaptchaService({
    db,
    secret: config.JWT_SECRET,
    enabled: config.CAPTCHA === 'altcha',
    cost: config.CAPTCHA_COST,
  });
  const limiter = createRateLimiter(db);
  // The token check's memory, where every change reaches this process (the embedded database).
  const authCache = database.listen ? createAuthCache() : undefined;
  if (authCache) await database.listen?.(AUTH_CHANGED_CHANNEL, authCache.changed);
  const auth = createAuthService({
    db,
    tokens: createTokenService(config.JWT_SECRET),
    passwords: createPasswordHasher(config.PASSWORD_HASH_LOG_N),
    limiter,
    captcha,
    mailer: createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM ?? `${config.SITE_NAME} <no-reply@${new URL(publicUrl).hostname}>`,
      dataDir: config.DATA_DIR,
      log: app.log,
    }),
    siteName: config.SITE_NAME,
    limits: { perIp: config.AUTH_RATE_LIMIT_PER_IP, failedSignIns: config.AUTH_MAX_FAILED_SIGN_INS },
    log: app.log,
    cache: authCache,
    now: options.now,
  });
  await auth.anonymousUser();
  const ielts = await createIeltsService(db);
  const vocabulary = createVocabularyService({
    db,
    sheets: createSheetReader({
      sheetsBaseUrl: config.GOOGLE_SHEETS_BASE_URL,
      driveBaseUrl: config.GOOGLE_DRIVE_BASE_URL,
      apiKey: config.GOOGLE_API_KEY,
    }),
    ielts,
    captcha,
    limiter,
  });
  const learning = createLearningService({
    db,
    limiter,
    roundsPerMinute: config.LEARNING_ROUNDS_PER_MINUTE,
    roundsPerDay: config.LEARNING_ROUNDS_PER_DAY,
  });
  const tracks = await createTracksService({ db, ielts });
  const community = createCommunityService({ db, limiter });
  const lists = createListResolver({ db, vocabulary, tracks, community });
  const publishing = createPublishing({ db, lists, community, limiter });
  const progress = createProgressService({ db, lists });
  const comments = createCommentsService({ db, captcha, limiter });
  const premiumCodes = createPremiumCodesService({ db, limiter, now: options.now });
  const account = createAccountService({ db, limiter });

  const google =
    config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? createGoogleSignIn({
          issuer: config.GOOGLE_ISSUER,
          clientId: config.GOOGLE_CLIENT_ID,
          clientSecret: config.GOOGLE_CLIENT_SECRET,
          cookieSecret: config.JWT_SECRET,
        })
      : undefined;
  const nativeAudiences = (config.GOOGLE_NATIVE_CLIENT_IDS ?? config.GOOGLE_CLIENT_ID ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const verifyNativeIdToken =
    nativeAudiences.length > 0
      ? createIdTokenVerifier({
          jwksUrl: config.GOOGLE_JWKS_URL,
          issuers: issuerVariants(config.GOOGLE_ISSUER),
          audiences: nativeAudiences,
        })
      : undefined;

  // Expired denylist entries, used reset links and old counters go away; every instance may do it.
  const pruneTimer = setInterval(
    () => {
      Promise.all([auth.prune(), captcha.prune(), limiter.prune()]).catch((error: unknown) =>
        app.log.warn({ err: error }, 'pruning expired rows failed'),
      );
    },
    10 * 60 * 1000,
  );
  pruneTimer.unref();
  app.addHook('onClose', async () => clearInterval(pruneTimer));

  // Answers within HEALTH_CHECK_TIMEOUT_MS either way: 503 when the database fails or is slower.
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (await databaseAnswers(database.db, HEALTH_CHECK_TIMEOUT_MS)) return reply.send({ status: 'ok' });
    return reply.status(503).send({ status: 'unavailable', message: 'The database does not answer.' });
  });

  if (config.BENCH_HELLO_ROUTE) {
    // Only for `npm run bench`: the framework's ceiling on this machine.
    app.get('/bench/hello', async () => ({ hello: 'world' }));
  }

  const siteConfig = siteConfigFor(
    config,
    google !== undefined,
    verifyNativeIdToken ? nativeAudiences[0] : undefined,
  );

  await app.register(
    async (api) => {
      await api.register(authRoutes, { prefix: '/auth', auth, publicUrl, google, verifyNativeIdToken });
      await api.register(accountRoutes, { prefix: '/account', auth, account });
      await api.register(captchaRoutes, { prefix: '/captcha', captcha });
      await api.register(ieltsRoutes, { prefix: '/tests', ielts, auth });
      await api.register(vocabularyRoutes, { prefix: '/tests', auth, vocabulary });
      await api.register(geoRoutes, { prefix: '/geo' });
      await api.register(learningRoutes, { prefix: '/learning', auth, learning });
      await api.register(progressRoutes, { prefix: '/progress', auth, progress });
      await api.register(tracksRoutes, { prefix: '/tracks', auth, tracks, lists, publishing });
      await api.register(communityRoutes, { prefix: '/tracks', auth, community, db, limiter, captcha });
      await api.register(commentsRoutes, { prefix: '/comments', auth, comments, db, limiter, captcha });
      await api.register(premiumCodesRoutes, { auth, codes: premiumCodes });
      await api.register(adminRoutes, { prefix: '/admin', auth, db });
      api.get(
        '/site-config',
        { schema: { response: { 200: siteConfigSchema } } },
        async (_request, reply) => {
          reply.header('cache-control', 'public, max-age=300');
          return siteConfig;
        },
      );
      for (const plugin of options.apiPlugins ?? []) await api.register(plugin);
    },
    { prefix: '/api' },
  );

  // Before the SPA, so these win over any file of the same name in the static folder.
  await app.register(seoRoutes, { publicUrl, ielts });
  await app.register(avatarRoutes);
  await registerSpa(app, { staticDir: config.STATIC_DIR, siteName: config.SITE_NAME, publicUrl, siteConfig });

  return app;
}
