/**
 * Starts the built server (DIST_DIR, default dist) on a free local port with a throwaway data
 * folder, for the scripts that measure or record the site (bench, audit, record-video).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type BuiltServer = { baseUrl: string; stop: () => Promise<void> };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * `useBaseUrl`: when BASE_URL is set, use that site instead of starting one.
 * `env`: extra variables for the server (e.g. BENCH_HELLO_ROUTE).
 */
export async function startBuiltServer(options: {
  tmpPrefix: string;
  useBaseUrl?: boolean;
  env?: Record<string, string>;
  /** The build to run (default DIST_DIR, else dist). */
  distDir?: string;
  /**
   * Tests: start from the tests' migrated PGlite (src/server/testing/pglite-template.ts) instead
   * of a first start's initdb and migrations (about twenty seconds of CPU).
   */
  fromTestTemplate?: boolean;
  /**
   * Measuring scripts: a designer and a published community track (./sample-world.ts), so the
   * route table's stand-in addresses are real pages. Starts from the tests' migrated PGlite too.
   */
  sampleWorld?: boolean;
}): Promise<BuiltServer> {
  if (options.useBaseUrl && process.env.BASE_URL) {
    return { baseUrl: process.env.BASE_URL.replace(/\/$/, ''), stop: async () => {} };
  }
  const distDir = options.distDir ?? process.env.DIST_DIR ?? 'dist';
  const dataDir = mkdtempSync(path.join(tmpdir(), options.tmpPrefix));
  if (options.fromTestTemplate || options.sampleWorld) {
    const { openDatabase } = await import('../../src/server/db/client.ts');
    const { cachedPgliteTemplate } = await import('../../src/server/testing/pglite-template.ts');
    await (await openDatabase({ dataDir, pgliteTemplate: await cachedPgliteTemplate() })).close();
  }
  if (options.sampleWorld) {
    const { seedSampleWorld } = await import('./sample-world.ts');
    await seedSampleWorld(dataDir);
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [`${distDir}/server/main.js`], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      STATIC_DIR: `${distDir}/client`,
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited with ${child.exitCode}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the server did not start within 60 s');
    }
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return { baseUrl, stop };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
