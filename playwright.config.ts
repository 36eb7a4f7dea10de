import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/browser.ts';
import { E2E_SITE_CONFIG } from './tests/e2e/site-config.ts';
import { E2E_WORKERS, e2eServers, serverFor, siteUrl } from './tests/e2e/support/servers.ts';

/** One server per worker, with its own ports and data folder (tests/e2e/support/servers.ts). */
const servers = e2eServers();

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  // The same two workers on a developer's machine and in CI, each with a server of its own.
  workers: E2E_WORKERS,
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI (.ci/run sets E2E_RETRIES=1), reported as flaky: the games' timing tests can
  // stall on a loaded 2-core machine.
  retries: Number(process.env.E2E_RETRIES ?? (process.env.CI ? 1 : 0)),
  // A test is decided by events, not clocks: 30 s is plenty, and no test asks for more than 60 s.
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    // Each worker's pages (browser.newContext() too) go to its own server: the config is read
    // again in each worker, where Playwright has set TEST_PARALLEL_INDEX.
    baseURL: siteUrl(serverFor(Number(process.env.TEST_PARALLEL_INDEX ?? 0))),
    trace: 'off',
    // The service worker precaches the whole site (2 MB) in every fresh context: only the specs
    // about it (offline.spec.ts) allow it, so the others run as before on a loaded machine.
    serviceWorkers: 'block',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  // The built server plus local stand-ins for SMTP and Google, once per worker, all started by one
  // process from one prepared data folder (tests/e2e/support/start-server.ts). Its services port
  // answers once every server is up.
  webServer: {
    command: 'node --import tsx tests/e2e/support/start-server.ts',
    url: `http://127.0.0.1:${servers[0]?.servicesPort}/ready`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      E2E_SERVERS: JSON.stringify(servers),
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
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
