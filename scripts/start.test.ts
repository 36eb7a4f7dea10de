import { existsSync, mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registerRunningServer, runningServers } from '../src/server/lib/running-servers.ts';
import { buildAndSwap, startDecision } from './start.ts';

/** A checkout with sources written at `sourceTime` (seconds since the epoch). */
function checkout(sourceTime: number) {
  const root = mkdtempSync(path.join(tmpdir(), 'va-start-'));
  mkdirSync(path.join(root, 'src', 'web'), { recursive: true });
  for (const file of ['src/web/app.tsx', 'package.json', 'vite.config.ts']) {
    writeFileSync(path.join(root, file), 'source');
    utimesSync(path.join(root, file), sourceTime, sourceTime);
  }
  return { root, dist: path.join(root, 'dist') };
}

/** What `npm run build` leaves, written at `time`. */
function writeBuild(dist: string, time: number, label = 'build'): true {
  mkdirSync(path.join(dist, 'server'), { recursive: true });
  mkdirSync(path.join(dist, 'client'), { recursive: true });
  for (const file of ['server/main.js', 'client/index.html']) {
    writeFileSync(path.join(dist, file), label);
    utimesSync(path.join(dist, file), time, time);
  }
  return true;
}

/** Issue #22, point 18: npm start builds only when needed, and never under a running server. */
describe('npm start', () => {
  it('builds when there is no build, and a second start does not build again', () => {
    const { root, dist } = checkout(1_000);
    expect(startDecision(root, dist)).toMatchObject({ build: true });
    expect(buildAndSwap(dist, (outDir) => writeBuild(outDir, 2_000))).toBe(true);
    expect(startDecision(root, dist)).toEqual({ build: false, reason: `the build in ${dist} is up to date` });
  });

  it('builds again when a source is newer than the build, but not for a changed test', () => {
    const { root, dist } = checkout(1_000);
    writeBuild(dist, 2_000);
    writeFileSync(path.join(root, 'src', 'web', 'app.test.ts'), 'test');
    utimesSync(path.join(root, 'src', 'web', 'app.test.ts'), 3_000, 3_000);
    expect(startDecision(root, dist).build).toBe(false);
    utimesSync(path.join(root, 'src', 'web', 'app.tsx'), 3_000, 3_000);
    expect(startDecision(root, dist)).toMatchObject({
      build: true,
      reason: expect.stringMatching(/sources changed/),
    });
  });

  it('counts a half-written build as missing', () => {
    const { root, dist } = checkout(1_000);
    mkdirSync(path.join(dist, 'client'), { recursive: true });
    writeFileSync(path.join(dist, 'client', 'index.html'), 'page');
    expect(startDecision(root, dist)).toMatchObject({
      build: true,
      reason: expect.stringMatching(/no complete build/),
    });
  });

  it('replaces the build only once the new one is complete; a failed build leaves the old one', () => {
    const { dist } = checkout(1_000);
    writeBuild(dist, 2_000, 'old');
    expect(
      buildAndSwap(dist, (outDir) => {
        mkdirSync(outDir);
        return false; // the build failed half-way
      }),
    ).toBe(false);
    expect(readFileSync(path.join(dist, 'server', 'main.js'), 'utf8')).toBe('old');
    expect(buildAndSwap(dist, (outDir) => writeBuild(outDir, 3_000, 'new'))).toBe(true);
    expect(readFileSync(path.join(dist, 'server', 'main.js'), 'utf8')).toBe('new');
    expect(existsSync(`${dist}.old-${process.pid}`)).toBe(false);
    expect(existsSync(`${dist}.build-${process.pid}`)).toBe(false);
  });

  it('sees the servers running from a build, and forgets those that stopped or died', () => {
    const { dist } = checkout(1_000);
    writeBuild(dist, 2_000);
    expect(runningServers(dist)).toEqual([]);
    const unregister = registerRunningServer(dist);
    registerRunningServer(dist, 2 ** 22 + 12_345); // no such process
    expect(runningServers(dist)).toEqual([process.pid]);
    unregister();
    expect(runningServers(dist)).toEqual([]);
  });
});
