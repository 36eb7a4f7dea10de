/**
 * What the browser tests run against: the built server, plus the third parties it talks to, as
 * real local servers (an SMTP listener and an OpenID Connect provider standing in for Google).
 * Received mail is readable at http://127.0.0.1:$E2E_SERVICES_PORT/mails?to=<address>.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { startFakeOidc } from '../../../src/server/testing/fake-oidc.ts';
import { startSmtpListener } from '../../../src/server/testing/smtp-listener.ts';

export const E2E_GOOGLE_EMAIL = 'google.player@example.com';

const env = process.env;
const smtp = await startSmtpListener();
const oidc = await startFakeOidc({ email: E2E_GOOGLE_EMAIL, name: 'Google Player' });

const services = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  response.setHeader('content-type', 'application/json');
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

const distDir = env.DIST_DIR ?? 'dist';
const app = spawn(process.execPath, [`${distDir}/server/main.js`], {
  stdio: 'inherit',
  env: {
    ...env,
    STATIC_DIR: `${distDir}/client`,
    SMTP_URL: smtp.url,
    GOOGLE_ISSUER: oidc.issuer,
    GOOGLE_CLIENT_ID: 'e2e-web-client',
    GOOGLE_CLIENT_SECRET: 'e2e-web-secret',
  },
});

const stop = async () => {
  app.kill('SIGTERM');
  await Promise.allSettled([smtp.close(), oidc.close(), new Promise((resolve) => services.close(resolve))]);
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
app.on('exit', (code) => {
  if (code !== 0 && code !== null) process.exit(code);
});
