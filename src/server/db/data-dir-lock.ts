import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/** Folders this process holds, so it cannot open one twice either. */
const heldByThisProcess = new Set<string>();

/** Whether a process with this id exists (ours or another user's). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function lockedMessage(dataDir: string, owner: number): string {
  return (
    `The embedded database in ${dataDir} is in use by process ${owner}. ` +
    'Only one process may open it: stop the running server first, or set DATABASE_URL ' +
    'to use a PostgreSQL server that many processes can share.'
  );
}

/**
 * PGlite corrupts its data when two processes open one folder, so the folder is locked with an
 * exclusive pid file. A lock left by a process that died is taken over; so is one bearing our own
 * pid that this process does not hold (a container restarted with the same pid).
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = path.resolve(dataDir);
  if (heldByThisProcess.has(dir)) throw new DataDirLockedError(lockedMessage(dir, process.pid));
  mkdirSync(dir, { recursive: true });
  const lockFile = path.join(dir, 'server.lock');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldByThisProcess.add(dir);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldByThisProcess.delete(dir);
        rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let owner = Number.NaN;
      try {
        owner = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
      } catch {
        // Removed between our open and read: try again.
      }
      if (Number.isInteger(owner) && owner !== process.pid && isProcessAlive(owner)) {
        throw new DataDirLockedError(lockedMessage(dir, owner));
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${dir}`);
}
