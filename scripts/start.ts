/**
 * `npm start`: build only when the build is missing or older than its sources, then serve it.
 * A build goes to a folder of its own and replaces DIST_DIR only once it is complete, and never
 * while a server runs from DIST_DIR (that server's page would point at scripts the new build
 * deleted: a rebuild beside a running server made it answer 404 for game scripts).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runningServers } from '../src/server/lib/running-servers.ts';

/** What a build is made from: a change to any of these (tests aside) calls for a new build. */
export const BUILD_SOURCES = [
  'src',
  'public',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
  // The server bundle holds the IELTS translations (src/server/modules/ielts/translation-files.ts).
  'data/ielts/translations',
] as const;

const TEST_FILE = /\.test\.tsx?$/;

/** The newest modification time (ms) of the build's sources. */
export function newestSourceTime(root: string): number {
  let newest = 0;
  const visit = (file: string) => {
    if (!existsSync(file)) return;
    const stat = statSync(file);
    if (stat.isDirectory()) {
      for (const name of readdirSync(file)) visit(path.join(file, name));
    } else if (!TEST_FILE.test(file)) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const source of BUILD_SOURCES) visit(path.join(root, source));
  return newest;
}

/** When the build in distDir was made (its oldest output), or undefined when it is incomplete. */
export function buildTime(distDir: string): number | undefined {
  const outputs = [path.join(distDir, 'server', 'main.js'), path.join(distDir, 'client', 'index.html')];
  if (!outputs.every((file) => existsSync(file))) return undefined;
  return Math.min(...outputs.map((file) => statSync(file).mtimeMs));
}

export type StartDecision = { build: boolean; reason: string };

export function startDecision(root: string, distDir: string): StartDecision {
  const builtAt = buildTime(distDir);
  if (builtAt === undefined) return { build: true, reason: `no complete build in ${distDir}` };
  if (newestSourceTime(root) > builtAt)
    return { build: true, reason: `the sources changed since the build in ${distDir}` };
  return { build: false, reason: `the build in ${distDir} is up to date` };
}

/** Builds into a fresh folder beside distDir, then puts it in distDir's place. */
export function buildAndSwap(distDir: string, build: (outDir: string) => boolean): boolean {
  const parent = path.dirname(path.resolve(distDir));
  const name = path.basename(distDir);
  const fresh = path.join(parent, `${name}.build-${process.pid}`);
  const old = path.join(parent, `${name}.old-${process.pid}`);
  rmSync(fresh, { recursive: true, force: true });
  if (!build(fresh)) {
    rmSync(fresh, { recursive: true, force: true });
    return false;
  }
  if (existsSync(distDir)) renameSync(distDir, old);
  renameSync(fresh, distDir);
  rmSync(old, { recursive: true, force: true });
  return true;
}

function main(): void {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const distName = process.env.DIST_DIR ?? 'dist';
  const distDir = path.resolve(root, distName);
  const decision = startDecision(root, distDir);
  if (decision.build) {
    const running = runningServers(distDir);
    if (running.length > 0) {
      console.error(
        `Not rebuilding: ${decision.reason}, but a server (process ${running.join(', ')}) is running from ${distName}. ` +
          'Stop it, then run npm start again (or build into another folder with DIST_DIR).',
      );
      process.exit(1);
    }
    console.log(`Building: ${decision.reason}.`);
    const built = buildAndSwap(distDir, (outDir) => {
      const result = spawnSync('npm', ['run', 'build'], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, DIST_DIR: path.relative(root, outDir) },
      });
      return result.status === 0;
    });
    if (!built) {
      console.error('The build failed; the previous build (if any) is left as it was.');
      process.exit(1);
    }
  } else {
    console.log(`Not building: ${decision.reason}.`);
  }

  const server = spawn(process.execPath, [path.join(distDir, 'server', 'main.js')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, STATIC_DIR: process.env.STATIC_DIR ?? path.join(distName, 'client') },
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
