import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isProcessAlive } from '../db/data-dir-lock.ts';

/**
 * Each server notes which build it serves in `<build>/.servers/<pid>`, so `npm start` never
 * replaces a build under a running server (scripts/start.ts).
 */
const RUNNING_SERVERS_FOLDER = '.servers';

/** Process ids of the servers running from buildDir (records of servers that died are skipped). */
export function runningServers(buildDir: string): number[] {
  const folder = path.join(buildDir, RUNNING_SERVERS_FOLDER);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .map((name) => Number.parseInt(name, 10))
    .filter((pid) => Number.isInteger(pid) && pid > 0 && isProcessAlive(pid));
}

/** Records that this process serves the build in buildDir; the returned function removes the record. */
export function registerRunningServer(buildDir: string, pid = process.pid): () => void {
  const folder = path.join(buildDir, RUNNING_SERVERS_FOLDER);
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, String(pid));
  writeFileSync(file, '');
  return () => rmSync(file, { force: true });
}
