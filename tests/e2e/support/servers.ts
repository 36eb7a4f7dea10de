/**
 * The browser tests' servers: one per Playwright worker, each with its own data folder, SMTP
 * listener, fake Google and ports (tests/e2e/support/start-server.ts). playwright.config.ts
 * chooses them once, in the main process, and hands them to the workers through the environment;
 * each worker's fixtures (tests/e2e/fixtures.ts) use the one of its parallel index, so two tests
 * running at the same time never share a server or a database.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Workers here and in CI alike: the time a developer measures is the time CI spends. */
export const E2E_WORKERS = 2;

export type E2EServer = {
  /** The site (the built server). */
  port: string;
  /** Received mail, the native app's Google tokens (see start-server.ts). */
  servicesPort: string;
  /** The fake Google (sheets, drive, sign-in). */
  googlePort: string;
  dataDir: string;
};

function freePort(): string {
  return execFileSync(process.execPath, [
    '-e',
    'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })',
  ])
    .toString()
    .trim();
}

/** The servers, chosen in the main process (workers inherit E2E_SERVERS). */
export function e2eServers(): E2EServer[] {
  process.env.E2E_SERVERS ??= JSON.stringify(
    Array.from({ length: E2E_WORKERS }, () => ({
      port: freePort(),
      servicesPort: freePort(),
      googlePort: freePort(),
      dataDir: mkdtempSync(path.join(tmpdir(), 'va-e2e-')),
    })),
  );
  return JSON.parse(process.env.E2E_SERVERS) as E2EServer[];
}

/** The server of the worker with this parallel index. */
export function serverFor(parallelIndex: number): E2EServer {
  const servers = e2eServers();
  const server = servers[parallelIndex % servers.length];
  if (!server) throw new Error('no browser-test server');
  return server;
}

export function siteUrl(server: E2EServer): string {
  return `http://127.0.0.1:${server.port}`;
}
