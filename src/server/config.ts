import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_SITE_NAME } from '../shared/constants.ts';
import { ROUNDS_PER_DAY, ROUNDS_PER_MINUTE } from '../shared/learning/limits.ts';
import { lockFileOwner } from './db/data-dir-lock.ts';
import { projectRoot } from './project-root.ts';

/** Where runtime state lives unless DATA_DIR says otherwise (gitignored). */
const DEFAULT_DATA_DIR = './var';
/** Where older versions kept it, beside the committed IELTS lists (data/ielts/). */
const LEGACY_DATA_DIR = './data';
/** What a server writes into DATA_DIR. */
const RUNTIME_ENTRIES = ['pgdata', 'jwt-secret', 'outbox'] as const;

/** In-memory PGlite (tests): no files, no lock. */
export const MEMORY_DATA_DIR = 'memory:';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = optionalString.pipe(z.url().optional());

/** A path on this site (`/media/x.webm`) or an http(s) URL elsewhere (then allowed in the CSP). */
const videoUrl = z.union([
  z.url({ protocol: /^https?$/ }),
  z.string().regex(/^\/[^/\\]/, 'must be a path or a URL'),
]);

/** An IP address, or an IP network in CIDR form (`192.0.2.0/24`, `2001:db8::/32`). */
function isAddressOrCidr(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Whether a site address is this machine's (localhost, *.localhost, 127.x.x.x, ::1): a test or `npm start`. */
export function isLocalOrigin(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
  );
}

/** Every environment variable the server reads, with the defaults that run locally. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** auto: readable lines on a terminal, JSON otherwise. */
    LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
        .optional(),
    ),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    /** With DATABASE_URL: how long to wait for a connection (a new one, or a free one of the pool). */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
    /** With DATABASE_URL: PostgreSQL ends a statement that runs longer (0: no limit). */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
    /** With DATABASE_URL: PostgreSQL ends a session whose transaction sits idle longer (0: no limit). */
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
    /**
     * 1: apply pending migrations at start (one instance, or a few taking turns under a lock). 0: a
     * cluster whose migration job (`node dist/server/migrate.js`) ran first; the server refuses to
     * start while any migration is pending.
     */
    MIGRATE_ON_START: z
      .enum(['0', '1'])
      .default('1')
      .transform((value) => value === '1'),
    /**
     * Without DATABASE_URL: where the embedded database runs. `worker` (default): a thread of its own,
     * so a query never holds up other requests; `main`: the server's thread (as before; the bench's
     * baseline).
     */
    PGLITE_THREAD: z.enum(['worker', 'main']).default('worker'),
    /** Runtime state (PGlite data, the generated JWT secret, the mail outbox); never committed. */
    DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
    STATIC_DIR: optionalString,
    JWT_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    SMTP_URL: optionalUrl,
    MAIL_FROM: optionalString,
    PUBLIC_URL: optionalUrl,
    GOOGLE_SHEETS_BASE_URL: z.url().default('https://docs.google.com'),
    /** Drive metadata (sheet name and last change); tests point it at a local fake. */
    GOOGLE_DRIVE_BASE_URL: z.url().default('https://www.googleapis.com'),
    GOOGLE_API_KEY: optionalString,
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
    /** Keys that sign Google ID tokens (native app sign-in). */
    GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
    /** Client ids (comma-separated) whose ID tokens the native app may present; default GOOGLE_CLIENT_ID. */
    GOOGLE_NATIVE_CLIENT_IDS: optionalString,
    CAPTCHA: z.enum(['altcha', 'off']).default('altcha'),
    /** Captcha difficulty: PBKDF2 iterations per guess (the client makes thousands of guesses). */
    CAPTCHA_COST: z.coerce.number().int().min(1).max(100_000).default(1_000),
    /** scrypt cost as log2(N). 17 is OWASP ASVS 5's floor; tests lower it through this. */
    PASSWORD_HASH_LOG_N: z.coerce.number().int().min(10).max(20).default(17),
    /** Requests per 15 minutes per IP to each of sign-in, sign-up and reset. */
    AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
    /**
     * Rounds one learner may record a minute (decision record 025); the cluster test, which writes
     * hundreds of rounds from one account, raises it.
     */
    LEARNING_ROUNDS_PER_MINUTE: z.coerce.number().int().min(1).default(ROUNDS_PER_MINUTE),
    /** Rounds one learner may record a day. */
    LEARNING_ROUNDS_PER_DAY: z.coerce.number().int().min(1).default(ROUNDS_PER_DAY),
    /** Wrong passwords per account before a 15-minute lockout. */
    AUTH_MAX_FAILED_SIGN_INS: z.coerce.number().int().min(1).default(10),
    /**
     * Which proxies' X-Forwarded-For to believe for the client IP (rate limits): a number of proxy
     * hops in front of the server (0: none, the socket's address counts), or the proxies' addresses
     * (IP or CIDR, comma-separated). The client is the address the nearest untrusted hop appended,
     * read from the right, so whatever a client writes into the header itself is ignored.
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .default('0')
      .transform((value, context) => {
        if (/^\d{1,2}$/.test(value)) return Number(value);
        const addresses = value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean);
        if (addresses.length === 0 || !addresses.every(isAddressOrCidr)) {
          context.addIssue({
            code: 'custom',
            message:
              'must be a number of proxy hops (0: none) or comma-separated proxy addresses (IP or CIDR)',
          });
          return z.NEVER;
        }
        return addresses;
      }),
    SITE_NAME: z.string().trim().min(1).default(DEFAULT_SITE_NAME),
    /** The Android app's store page (landing page badge, Android banner, Premium's app line); unset: hidden. */
    ANDROID_APP_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** The iOS app's store page (Premium's app line); unset: no iOS app is mentioned. */
    IOS_APP_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** The promo and writing-correction videos, when not our own files: a path here or an https URL. */
    PROMO_VIDEO_URL: optionalString.pipe(videoUrl.optional()),
    WRITING_CORRECTION_VIDEO_URL: optionalString.pipe(videoUrl.optional()),
    /** The contact address (privacy page, Premium's priority support); unset: those lines are hidden. */
    SUPPORT_EMAIL: optionalString.pipe(z.email().optional()),
    /** The sister dictionary product Premium gives access to; unset: that Premium line is hidden. */
    SISTER_PRODUCT_NAME: optionalString.pipe(z.string().max(80).optional()),
    SISTER_PRODUCT_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    BENCH_HELLO_ROUTE: z
      .enum(['0', '1'])
      .default('0')
      .transform((value) => value === '1'),
  })
  .superRefine((env, context) => {
    // The privacy page promises a way to reach us (decision record 030): a public site needs one.
    if (!env.SUPPORT_EMAIL && env.PUBLIC_URL && !isLocalOrigin(env.PUBLIC_URL)) {
      context.addIssue({
        code: 'custom',
        path: ['SUPPORT_EMAIL'],
        message: `required when the site is public (PUBLIC_URL is ${new URL(env.PUBLIC_URL).origin}): the address learners write to about their account and data, shown on the privacy page`,
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export type Config = Env & {
  /** Resolved absolute path, or MEMORY_DATA_DIR. */
  DATA_DIR: string;
  /** Where the built SPA lives. */
  STATIC_DIR: string;
  JWT_SECRET: string;
  /** Lines for the log about what happened while loading (runtime state moved out of ./data). */
  notices?: string[];
  /** Settings that work but are risky, logged as warnings at start. */
  warnings?: string[];
};

/** TRUST_PROXY=1 believes the last X-Forwarded-For hop from anyone who reaches the port. */
export const TRUST_PROXY_HOP_WARNING =
  "TRUST_PROXY is a hop count: anyone who reaches this port directly can name their own address in X-Forwarded-For. Prefer the proxy's address (TRUST_PROXY=127.0.0.1 or a CIDR), or keep the port reachable only from the proxy.";

export class ConfigError extends Error {}

/** Parse the environment once. A bad value fails at start with a list of what is wrong. */
export function parseEnv(env: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/**
 * Resolve paths and the JWT secret. Without JWT_SECRET a secret is generated once and kept in
 * DATA_DIR, so tokens survive a restart; several instances must share one JWT_SECRET.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = parseEnv(env);
  const root = projectRoot();
  const dataDir = parsed.DATA_DIR === MEMORY_DATA_DIR ? MEMORY_DATA_DIR : path.resolve(root, parsed.DATA_DIR);
  const notices: string[] = [];
  // Only the default folder takes over the old one: an explicit DATA_DIR is the operator's choice.
  if (!env.DATA_DIR?.trim()) {
    const notice = moveLegacyRuntimeData(path.resolve(root, LEGACY_DATA_DIR), dataDir);
    if (notice) notices.push(notice);
  }
  const warnings =
    typeof parsed.TRUST_PROXY === 'number' && parsed.TRUST_PROXY > 0 ? [TRUST_PROXY_HOP_WARNING] : [];
  return {
    ...parsed,
    warnings,
    DATA_DIR: dataDir,
    STATIC_DIR: path.resolve(root, parsed.STATIC_DIR ?? 'dist/client'),
    JWT_SECRET: parsed.JWT_SECRET ?? persistentSecret(dataDir),
    notices,
  };
}

/**
 * Older versions kept runtime state in ./data, beside the committed band lists, so deleting that
 * folder to reset would have deleted source. On the first start with the default DATA_DIR, the
 * database, the JWT secret and the outbox move to DATA_DIR (accounts and logins survive).
 * Returns a line for the log, or undefined when there was nothing to do.
 */
export function moveLegacyRuntimeData(legacyDir: string, dataDir: string): string | undefined {
  const present = RUNTIME_ENTRIES.filter((entry) => existsSync(path.join(legacyDir, entry)));
  if (present.length === 0 || path.resolve(legacyDir) === path.resolve(dataDir)) return undefined;
  if (RUNTIME_ENTRIES.some((entry) => existsSync(path.join(dataDir, entry)))) {
    return `${dataDir} is in use, so the older runtime files in ${legacyDir} (${present.join(', ')}) were left there: delete them when no longer needed`;
  }
  const lockFile = path.join(legacyDir, 'server.lock');
  if (existsSync(lockFile)) {
    const owner = lockFileOwner(lockFile);
    if (owner !== null) {
      throw new ConfigError(
        `A server (process ${owner}) is running on ${legacyDir}. Stop it, then start again: its data moves to ${dataDir}.`,
      );
    }
    rmSync(lockFile, { force: true });
  }
  mkdirSync(dataDir, { recursive: true });
  for (const entry of present) {
    const from = path.join(legacyDir, entry);
    const to = path.join(dataDir, entry);
    try {
      renameSync(from, to);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      cpSync(from, to, { recursive: true, preserveTimestamps: true });
      rmSync(from, { recursive: true, force: true });
    }
  }
  return `Moved the runtime state (${present.join(', ')}) from ${legacyDir} to ${dataDir}: ${legacyDir} now holds only committed data`;
}

function persistentSecret(dataDir: string): string {
  if (dataDir === MEMORY_DATA_DIR) return randomBytes(32).toString('base64url');
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
