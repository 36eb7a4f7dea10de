import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/** Folders this process holds, so it cannot open one twice either. */
const heldByThisProcess = new Set<string>();

/** A takeover lock older than this was left by a process that died while taking over. */
const STALE_TAKEOVER_MS = 10_000;
const ATTEMPTS = 200;

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

/**
 * When a process started (clock ticks since boot, Linux /proc), or null where that is not known.
 * With the pid it names one process: a pid reused by a later process has another start time.
 */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces and parentheses): field 22 is starttime.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function lockedMessage(dataDir: string, owner: number): string {
  return (
    `The embedded database in ${dataDir} is in use by process ${owner}. ` +
    'Only one process may open it: stop the running server first, or set DATABASE_URL ' +
    'to use a PostgreSQL server that many processes can share.'
  );
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function olderThan(file: string, ms: number): boolean {
  try {
    return Date.now() - statSync(file).mtimeMs > ms;
  } catch {
    return false;
  }
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** Seconds since the epoch when a process started (Linux /proc, clock ticks of 1/100 s), or null. */
function processStartedAt(pid: number): number | null {
  const ticks = processStartTime(pid);
  const boot = /^btime (\d+)$/m.exec(readText('/proc/stat') ?? '')?.[1];
  if (ticks === null || boot === undefined) return null;
  return Number(boot) + Number(ticks) / 100;
}

/** Whether a process runs Node (as every server of ours does), or null where that is not known. */
function runsNode(pid: number): boolean | null {
  let program: string | null = null;
  try {
    program = path.basename(readlinkSync(`/proc/${pid}/exe`));
  } catch {
    program = readText(`/proc/${pid}/comm`)?.trim() ?? null;
  }
  return program === null ? null : /^node/.test(program);
}

/**
 * The live owner of a lock's text ("pid starttime", or a bare pid from older versions), or null when
 * stale. A bare pid names no start time, so it is only believed while that process could be the
 * server that wrote it: a Node process that started before the lock was written.
 */
function liveOwner(text: string, writtenAtMs?: number): number | null {
  const [pidText, start] = text.trim().split(/\s+/);
  const pid = Number.parseInt(pidText ?? '', 10);
  if (!Number.isInteger(pid) || pid === process.pid || !isProcessAlive(pid)) return null;
  // A live process with that pid, but not the one that wrote the lock: the pid was reused.
  if (start) {
    const now = processStartTime(pid);
    return now !== null && now !== start ? null : pid;
  }
  if (runsNode(pid) === false) return null;
  const startedAt = processStartedAt(pid);
  // Two seconds of slack: the boot time is in whole seconds.
  if (startedAt !== null && writtenAtMs !== undefined && startedAt * 1000 > writtenAtMs + 2000) return null;
  return pid;
}

function modifiedAt(file: string): number | undefined {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/** The live server holding this lock file (either format), or null when there is none or it is stale. */
export function lockFileOwner(lockFile: string): number | null {
  const text = readText(lockFile);
  return text === null ? null : liveOwner(text, modifiedAt(lockFile));
}

/**
 * Removes a stale lock, once: only the process holding the takeover lock (an exclusive create) may
 * remove it, and only if it still holds the text judged stale, so a lock another process has just
 * taken is never removed. Returns after one try; the caller then races to create the lock.
 */
function takeOver(lockFile: string, staleText: string): void {
  const takeover = `${lockFile}.takeover`;
  try {
    closeSync(openSync(takeover, 'wx', 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if (olderThan(takeover, STALE_TAKEOVER_MS)) rmSync(takeover, { force: true });
    sleep(20);
    return;
  }
  try {
    if (readText(lockFile) === staleText) rmSync(lockFile, { force: true });
  } finally {
    rmSync(takeover, { force: true });
  }
}

/**
 * PGlite corrupts its data when two processes open one folder, so the folder is locked with a file
 * created exclusively, holding our pid and start time. A lock whose process died, or whose pid now
 * belongs to another process, is taken over, by one process only however many try at once.
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = path.resolve(dataDir);
  if (heldByThisProcess.has(dir)) throw new DataDirLockedError(lockedMessage(dir, process.pid));
  mkdirSync(dir, { recursive: true });
  const lockFile = path.join(dir, 'server.lock');
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx', 0o600);
      writeSync(fd, `${process.pid} ${processStartTime(process.pid) ?? ''}`.trim());
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
      const text = readText(lockFile);
      // Removed between our open and read, or still being written: try again.
      if (text === null || (text === '' && !olderThan(lockFile, STALE_TAKEOVER_MS))) {
        sleep(5);
        continue;
      }
      const owner = liveOwner(text, modifiedAt(lockFile));
      if (owner !== null) throw new DataDirLockedError(lockedMessage(dir, owner));
      takeOver(lockFile, text);
    }
  }
  throw new DataDirLockedError(`Could not lock ${dir}`);
}
