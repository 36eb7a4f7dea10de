import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, lockFileOwner, processStartTime } from './data-dir-lock.ts';

const lockModule = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data-dir-lock.ts');

async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid ?? 0;
}

/** A process that tries to lock `dir` at `startAt` (epoch ms), holds it 1.5 s, and says whether it got it. */
function contender(dir: string, startAt: number): Promise<string> {
  const script = `
    import { lockDataDir } from ${JSON.stringify(lockModule)};
    while (Date.now() < ${startAt}) {}
    try { lockDataDir(${JSON.stringify(dir)}); console.log('got'); setTimeout(() => {}, 1500); }
    catch (error) { console.log(error.constructor.name); }`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  return new Promise((resolve) => child.on('exit', () => resolve(out.trim())));
}

describe('the embedded database folder lock (#18, finding 5)', () => {
  it('lets exactly one of several processes take over a stale lock at the same instant', async () => {
    for (let trial = 0; trial < 6; trial += 1) {
      const dir = mkdtempSync(path.join(tmpdir(), 'va-lock-race-'));
      writeFileSync(path.join(dir, 'server.lock'), String(await deadPid()));
      const startAt = Date.now() + 1500;
      const results = await Promise.all([
        contender(dir, startAt),
        contender(dir, startAt),
        contender(dir, startAt),
      ]);
      expect(
        results.filter((result) => result === 'got'),
        `trial ${trial}: ${results.join(', ')}`,
      ).toHaveLength(1);
      expect(results.filter((result) => result === 'DataDirLockedError')).toHaveLength(2);
    }
  }, 90_000);

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
