/**
 * What the browser tests run against: one world per Playwright worker (tests/e2e/support/servers.ts,
 * passed as E2E_SERVERS), each the built server with its own data folder, plus the third parties it
 * talks to, as real local servers (an SMTP listener, an OpenID Connect provider standing in for
 * Google, and a fake Google Sheets). Once, before the servers start for the tests, the server's app
 * in this process signs up the premium test accounts through its API, and they are made premium in
 * the database as `npm run admin -- set-role` would; each world's data folder starts as a copy of
 * that one (PGlite has one writer: the app is closed first). The services port of every world answers only
 * once every world's server is up (the Playwright config waits on the first one's).
 * Received mail: http://127.0.0.1:$E2E_SERVICES_PORT/mails?to=<address>.
 * The fake Google: http://127.0.0.1:$E2E_GOOGLE_PORT (POST /__control/sheets/<id> to change a sheet).
 * The native app's Google sign-in: GET /native-google/id-token?email=<address> on the services port
 * gives an ID token signed by a test key whose JWKS the server reads (GOOGLE_JWKS_URL).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { buildApp } from '../../../src/server/app.ts';
import { loadConfig } from '../../../src/server/config.ts';
import { users } from '../../../src/server/db/schema.ts';
import { FAKE_GOOGLE_API_KEY, startFakeGoogle } from '../../../src/server/testing/fake-google.ts';
import { startFakeOidc } from '../../../src/server/testing/fake-oidc.ts';
import { cachedPgliteTemplate } from '../../../src/server/testing/pglite-template.ts';
import { startSmtpListener } from '../../../src/server/testing/smtp-listener.ts';
import { ADMIN_ACCOUNT, E2E_PASSWORD, PREMIUM_ACCOUNTS } from './accounts.ts';
import type { E2EServer } from './servers.ts';

export const E2E_GOOGLE_EMAIL = 'google.player@example.com';

const env = process.env;
const distDir = env.DIST_DIR ?? 'dist';
const worlds: E2EServer[] = JSON.parse(env.E2E_SERVERS ?? '[]');
if (worlds.length === 0) throw new Error('E2E_SERVERS names no server (see tests/e2e/support/servers.ts)');

/** The local stand-ins of one world, and the environment its server runs with. */
async function standIns(world: E2EServer) {
  const smtp = await startSmtpListener();
  const oidc = await startFakeOidc({ email: E2E_GOOGLE_EMAIL, name: 'Google Player' });
  const google = await startFakeGoogle(Number(world.googlePort));
  const nativeKeys = await generateKeyPair('RS256');
  const nativeJwk = {
    ...(await exportJWK(nativeKeys.publicKey)),
    kid: 'e2e-native',
    alg: 'RS256',
    use: 'sig',
  };
  const services = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    response.setHeader('content-type', 'application/json');
    if (url.pathname === '/native-google/certs') {
      response.end(JSON.stringify({ keys: [nativeJwk] }));
      return;
    }
    if (url.pathname === '/native-google/id-token') {
      const email = url.searchParams.get('email') ?? '';
      void new SignJWT({ email, email_verified: true, name: 'Native Player' })
        .setProtectedHeader({ alg: 'RS256', kid: 'e2e-native' })
        .setIssuer(oidc.issuer)
        .setAudience('e2e-web-client')
        .setSubject(`native-${email}`)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(nativeKeys.privateKey)
        .then((idToken) => response.end(JSON.stringify({ idToken })));
      return;
    }
    if (url.pathname === '/mails') {
      const to = url.searchParams.get('to') ?? '';
      response.end(JSON.stringify(smtp.mails.filter((mail) => mail.to.includes(to))));
      return;
    }
    response.end(JSON.stringify({ ok: true }));
  });
  const appEnv: NodeJS.ProcessEnv = {
    ...env,
    STATIC_DIR: `${distDir}/client`,
    DATA_DIR: world.dataDir,
    PUBLIC_URL: `http://127.0.0.1:${world.port}`,
    SMTP_URL: smtp.url,
    GOOGLE_ISSUER: oidc.issuer,
    GOOGLE_CLIENT_ID: 'e2e-web-client',
    GOOGLE_CLIENT_SECRET: 'e2e-web-secret',
    GOOGLE_SHEETS_BASE_URL: google.baseUrl,
    GOOGLE_DRIVE_BASE_URL: google.baseUrl,
    GOOGLE_API_KEY: FAKE_GOOGLE_API_KEY,
    GOOGLE_JWKS_URL: `http://127.0.0.1:${world.servicesPort}/native-google/certs`,
  };
  return {
    appEnv,
    /** Opens the services port: the sign that this world is ready. */
    listen: () =>
      new Promise<void>((resolve) => services.listen(Number(world.servicesPort), '127.0.0.1', resolve)),
    close: () =>
      Promise.allSettled([
        smtp.close(),
        oidc.close(),
        google.close(),
        new Promise((resolve) => services.close(resolve)),
      ]),
  };
}

function startApp(appEnv: NodeJS.ProcessEnv, port: string): ChildProcess {
  return spawn(process.execPath, [`${distDir}/server/main.js`], {
    stdio: 'inherit',
    env: { ...appEnv, PORT: port },
  });
}

/** Waits for a server's /healthz, or for it to exit (then this fails at once). */
async function waitHealthy(base: string, app: ChildProcess): Promise<void> {
  let exited = false;
  app.once('exit', () => {
    exited = true;
  });
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    if (exited) throw new Error(`the server for ${base} exited before it answered`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server for ${base} did not start`);
}

/** Signs up through the API as the browser would, solving the real captcha. */
async function signUp(app: FastifyInstance, email: string): Promise<void> {
  const challenge = (await app.inject({ method: 'GET', url: '/api/captcha/challenge' })).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  const reCaptcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: { email, password: E2E_PASSWORD, reCaptcha },
  });
  if (response.statusCode !== 200 && response.statusCode !== 409) {
    throw new Error(`sign-up of ${email}: ${response.statusCode} ${response.body}`);
  }
}

/**
 * A data folder with the premium accounts, made once by the server's own app in this process
 * (the folder filled from the migrated template, the accounts signed up through the API with the
 * real captcha), then given their role in the database as `npm run admin -- set-role` does
 * (src/server/admin.ts; its own test is src/server/admin.test.ts). One database open instead of a
 * server process started and stopped on a spare port and the folder opened twice more.
 */
async function preparedDataDir(appEnv: NodeJS.ProcessEnv): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'va-e2e-template-'));
  // The migrated database the API tests start from (built once per set of migrations, usually
  // by the Vitest run before): nothing to migrate, instead of initdb and every migration on the
  // critical path.
  const app = await buildApp(
    loadConfig({ ...appEnv, DATA_DIR: dataDir, PGLITE_THREAD: 'main', LOG_LEVEL: 'warn' }),
    {
      pgliteTemplate: await cachedPgliteTemplate(),
    },
  );
  try {
    for (const email of [...Object.values(PREMIUM_ACCOUNTS), ADMIN_ACCOUNT]) await signUp(app, email);
    const { db } = app.database;
    await db
      .update(users)
      .set({ role: 'VOCABULARY', updatedAt: sql`now()` })
      .where(inArray(sql`lower(${users.email})`, Object.values(PREMIUM_ACCOUNTS)));
    await db
      .update(users)
      .set({ role: 'ADMIN', updatedAt: sql`now()` })
      .where(sql`lower(${users.email}) = ${ADMIN_ACCOUNT}`);
  } finally {
    await app.close();
  }
  return dataDir;
}

const started = await Promise.all(worlds.map(standIns));
const template = await preparedDataDir((started[0] as (typeof started)[number]).appEnv);
const apps = worlds.map((world, index) => {
  rmSync(world.dataDir, { recursive: true, force: true });
  cpSync(template, world.dataDir, { recursive: true });
  return startApp((started[index] as (typeof started)[number]).appEnv, world.port);
});
rmSync(template, { recursive: true, force: true });
await Promise.all(apps.map((app, index) => waitHealthy(`http://127.0.0.1:${worlds[index]?.port}`, app)));
await Promise.all(started.map((world) => world.listen()));

const stop = async () => {
  for (const app of apps) app.kill('SIGTERM');
  await Promise.allSettled(started.map((world) => world.close()));
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
for (const app of apps) {
  app.on('exit', (code) => {
    if (code !== 0 && code !== null) process.exit(code);
  });
}
