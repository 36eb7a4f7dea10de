import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/browser.ts';
import { E2E_SITE_CONFIG } from './tests/e2e/site-config.ts';

/** A free port and a fresh data folder, chosen once: workers inherit them through the environment. */
function freePort(): string {
  return execFileSync(process.execPath, [
    '-e',
    'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })',
  ])
    .toString()
    .trim();
}
process.env.E2E_PORT ??= freePort();
process.env.E2E_SERVICES_PORT ??= freePort();
process.env.E2E_GOOGLE_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'va-e2e-'));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI (.ci/run sets E2E_RETRIES=1), reported as flaky: the games' timing tests can
  // stall on a loaded 2-core machine.
  retries: Number(process.env.E2E_RETRIES ?? (process.env.CI ? 1 : 0)),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'off',
    // The service worker precaches the whole site (2 MB) in every fresh context: only the specs
    // about it (offline.spec.ts) allow it, so the others run as before on a loaded machine.
    serviceWorkers: 'block',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    // The built server plus local stand-ins for SMTP and Google (tests/e2e/support/start-server.ts).
    command: 'node --import tsx tests/e2e/support/start-server.ts',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      E2E_SERVICES_PORT: process.env.E2E_SERVICES_PORT,
      E2E_GOOGLE_PORT: process.env.E2E_GOOGLE_PORT,
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      // Browser tests sign up many accounts from one IP.
      AUTH_RATE_LIMIT_PER_IP: '10000',
      PASSWORD_HASH_LOG_N: '12',
      CAPTCHA_COST: '200',
      CAPTCHA: 'altcha',
      SITE_NAME: 'Vocab Arcade',
      ...E2E_SITE_CONFIG,
    },
  },
});
