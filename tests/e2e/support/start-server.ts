/**
 * What the browser tests run against: the built server, plus the third parties it talks to, as
 * real local servers (an SMTP listener, an OpenID Connect provider standing in for Google, and a
 * fake Google Sheets). Before the server starts for the tests, a first run on a spare port signs
 * up the premium test accounts, then `npm run admin -- set-role` makes them premium (PGlite has
 * one writer, so the server is stopped while the command runs, as the README says).
 * Received mail: http://127.0.0.1:$E2E_SERVICES_PORT/mails?to=<address>.
 * The fake Google: http://127.0.0.1:$E2E_GOOGLE_PORT (POST /__control/sheets/<id> to change a sheet).
 * The native app's Google sign-in: GET /native-google/id-token?email=<address> on the services port
 * gives an ID token signed by a test key whose JWKS the server reads (GOOGLE_JWKS_URL).
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { promisify } from 'node:util';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { FAKE_GOOGLE_API_KEY, startFakeGoogle } from '../../../src/server/testing/fake-google.ts';
import { startFakeOidc } from '../../../src/server/testing/fake-oidc.ts';
import { startSmtpListener } from '../../../src/server/testing/smtp-listener.ts';
import { E2E_PASSWORD, PREMIUM_ACCOUNTS } from './accounts.ts';

export const E2E_GOOGLE_EMAIL = 'google.player@example.com';

const env = process.env;
const distDir = env.DIST_DIR ?? 'dist';
const smtp = await startSmtpListener();
const oidc = await startFakeOidc({ email: E2E_GOOGLE_EMAIL, name: 'Google Player' });
const google = await startFakeGoogle(Number(env.E2E_GOOGLE_PORT ?? 0));
const nativeKeys = await generateKeyPair('RS256');
const nativeJwk = { ...(await exportJWK(nativeKeys.publicKey)), kid: 'e2e-native', alg: 'RS256', use: 'sig' };

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
await new Promise<void>((resolve) =>
  services.listen(Number(env.E2E_SERVICES_PORT ?? 0), '127.0.0.1', resolve),
);

const appEnv = {
  ...env,
  STATIC_DIR: `${distDir}/client`,
  SMTP_URL: smtp.url,
  GOOGLE_ISSUER: oidc.issuer,
  GOOGLE_CLIENT_ID: 'e2e-web-client',
  GOOGLE_CLIENT_SECRET: 'e2e-web-secret',
  GOOGLE_SHEETS_BASE_URL: google.baseUrl,
  GOOGLE_DRIVE_BASE_URL: google.baseUrl,
  GOOGLE_API_KEY: FAKE_GOOGLE_API_KEY,
  GOOGLE_JWKS_URL: `http://127.0.0.1:${env.E2E_SERVICES_PORT}/native-google/certs`,
};

function startApp(port: string): ChildProcess {
  return spawn(process.execPath, [`${distDir}/server/main.js`], {
    stdio: 'inherit',
    env: { ...appEnv, PORT: port },
  });
}

function freePort(): Promise<string> {
  return new Promise((resolve) => {
    const server = createNetServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(String(typeof address === 'object' && address ? address.port : 0)));
    });
  });
}

async function waitHealthy(base: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the preparation server did not start');
}

/** Signs up through the API as the browser would, solving the real captcha. */
async function signUp(base: string, email: string): Promise<void> {
  const challenge = await (await fetch(`${base}/api/captcha/challenge`)).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  const reCaptcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const response = await fetch(`${base}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: E2E_PASSWORD, reCaptcha }),
  });
  if (!response.ok && response.status !== 409) throw new Error(`sign-up of ${email}: ${response.status}`);
}

const prepPort = await freePort();
const prep = startApp(prepPort);
await waitHealthy(`http://127.0.0.1:${prepPort}`);
for (const email of Object.values(PREMIUM_ACCOUNTS)) await signUp(`http://127.0.0.1:${prepPort}`, email);
prep.kill('SIGTERM');
await new Promise((resolve) => prep.once('exit', resolve));
const run = promisify(execFile);
for (const email of Object.values(PREMIUM_ACCOUNTS)) {
  await run(process.execPath, ['--import', 'tsx', 'src/server/admin.ts', 'set-role', email, 'VOCABULARY'], {
    env: appEnv,
  });
}

const app = startApp(env.PORT ?? '3000');

const stop = async () => {
  app.kill('SIGTERM');
  await Promise.allSettled([
    smtp.close(),
    oidc.close(),
    google.close(),
    new Promise((resolve) => services.close(resolve)),
  ]);
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
app.on('exit', (code) => {
  if (code !== 0 && code !== null) process.exit(code);
});
