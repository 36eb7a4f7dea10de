import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cachedEmptyPgliteTemplate } from '../testing/pglite-template.ts';
import { openDatabase } from './client.ts';
import { DataDirLockedError, lockDataDir, lockFileOwner, processStartTime } from './data-dir-lock.ts';

const lockModule = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data-dir-lock.ts');

async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid ?? 0;
}

/**
 * A process that, once loaded, says "ready" and waits for a line on its input; then tries to lock
 * `dir`, says whether it got it, and holds it until its input closes. Started together and told to
 * go together, several race for the lock at the same instant (no clock: each waits for the word).
 */
function contender(dir: string) {
  const script = `
    import { createInterface } from 'node:readline';
    import { lockDataDir } from ${JSON.stringify(lockModule)};
    const lines = createInterface({ input: process.stdin });
    console.log('ready');
    lines.once('line', () => {
      try { lockDataDir(${JSON.stringify(dir)}); console.log('got'); }
      catch (error) { console.log(error.constructor.name); }
      lines.once('close', () => process.exit(0));
    });`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  const lines = createInterface({ input: child.stdout });
  const said: string[] = [];
  const waiters: ((line: string) => void)[] = [];
  lines.on('line', (line) => {
    const waiter = waiters.shift();
    if (waiter) waiter(line);
    else said.push(line);
  });
  const next = () =>
    new Promise<string>((resolve) => {
      const line = said.shift();
      if (line !== undefined) resolve(line);
      else waiters.push(resolve);
    });
  return {
    ready: next(),
    go: () => {
      child.stdin.write('go\n');
      return next();
    },
    release: () => {
      const exited = new Promise((resolve) => child.on('exit', resolve));
      child.stdin.end();
      return exited;
    },
  };
}

describe('the embedded database folder lock (#18, finding 5)', () => {
  it('lets exactly one of several processes take over a stale lock at the same instant', async () => {
    for (let trial = 0; trial < 6; trial += 1) {
      const dir = mkdtempSync(path.join(tmpdir(), 'va-lock-race-'));
      writeFileSync(path.join(dir, 'server.lock'), String(await deadPid()));
      const contenders = [contender(dir), contender(dir), contender(dir)];
      await Promise.all(contenders.map((each) => each.ready));
      // All three loaded and waiting: told at once, they race; each holds what it got until released.
      const results = await Promise.all(contenders.map((each) => each.go()));
      await Promise.all(contenders.map((each) => each.release()));
      expect(
        results.filter((result) => result === 'got'),
        `trial ${trial}: ${results.join(', ')}`,
      ).toHaveLength(1);
      expect(results.filter((result) => result === 'DataDirLockedError')).toHaveLength(2);
    }
  });

  it('takes over a lock whose pid now belongs to another live process', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'va-lock-reused-'));
    // The parent of this test is alive, but it is not the process that wrote this lock.
    const start = processStartTime(process.ppid);
    expect(start).not.toBeNull();
    writeFileSync(path.join(dir, 'server.lock'), `${process.ppid} ${Number(start) + 12345}`);
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(
      `${process.pid} ${processStartTime(process.pid)}`,
    );
    release();
    expect(existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('still refuses a lock held by the live process that wrote it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'va-lock-live-'));
    writeFileSync(path.join(dir, 'server.lock'), `${process.ppid} ${processStartTime(process.ppid)}`);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`in use by process ${process.ppid}`);
  });
  describe('a lock file of an older version (a bare pid)', () => {
    /** A live process of ours, started (the spawn event) before the test goes on. */
    async function live(command: string, args: string[]) {
      const child = spawn(command, args, { stdio: 'ignore' });
      await new Promise((resolve) => child.on('spawn', resolve));
      return child;
    }

    it('is taken over when its live pid is not a Node process (not a server)', async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'va-lock-legacy-'));
      const other = await live('sleep', ['30']);
      try {
        writeFileSync(path.join(dir, 'server.lock'), String(other.pid));
        const release = lockDataDir(dir);
        expect(readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(
          `${process.pid} ${processStartTime(process.pid)}`,
        );
        release();
      } finally {
        other.kill();
      }
    });

    it('is taken over when its live pid started after the lock was written (the pid was reused)', async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'va-lock-legacy-'));
      const lockFile = path.join(dir, 'server.lock');
      const other = await live(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
      try {
        writeFileSync(lockFile, String(other.pid));
        const anHourAgo = new Date(Date.now() - 3_600_000);
        utimesSync(lockFile, anHourAgo, anHourAgo);
        expect(lockFileOwner(lockFile)).toBeNull();
        lockDataDir(dir)();
      } finally {
        other.kill();
      }
    });

    it('still holds while its pid is a Node process that started before it was written', async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'va-lock-legacy-'));
      const other = await live(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
      try {
        writeFileSync(path.join(dir, 'server.lock'), String(other.pid));
        expect(() => lockDataDir(dir)).toThrow(`in use by process ${other.pid}`);
      } finally {
        other.kill();
      }
    });
  });
});

describe('openDatabase on a folder', () => {
  it('refuses a second opener of the same folder with a clear message, and frees it on close', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'va-lock-'));
    // A folder that holds a database (initdb's, from the tests' template: no second initdb).
    const first = await openDatabase({ dataDir, pgliteTemplate: await cachedEmptyPgliteTemplate() });
    await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirLockedError);
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      /in use by process \d+.*stop the running server first/,
    );
    await first.close();
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    const again = await openDatabase({ dataDir });
    await again.close();
  });

  it('refuses a folder locked by another live process', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'va-lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      writeFileSync(path.join(dataDir, 'server.lock'), String(other.pid));
      await expect(openDatabase({ dataDir })).rejects.toThrow(`in use by process ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that died', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'va-lock-'));
    const dead = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    await new Promise((resolve) => dead.on('exit', resolve));
    writeFileSync(path.join(dataDir, 'server.lock'), String(dead.pid));
    const database = await openDatabase({ dataDir, pgliteTemplate: await cachedEmptyPgliteTemplate() });
    await database.close();
  });
});
