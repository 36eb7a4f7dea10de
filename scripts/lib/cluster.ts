/**
 * A local cluster without Docker, for `npm run test:cluster` and `npm run bench:cluster`: a
 * throwaway PostgreSQL (.ci/start-postgres.sh), the migration job (dist/server/migrate.js), N
 * instances of the built server on free loopback ports, and Debian's nginx running
 * deploy/nginx.conf with only its ports and paths replaced. Everything started is stopped, and
 * every temp folder removed, by `stop()`, also after a failure or Ctrl-C.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpsGet } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Instance = { name: string; port: number; url: string; child: ChildProcess; logFile: string };

export type Cluster = {
  work: string;
  databaseUrl: string;
  env: Record<string, string>;
  instances: Instance[];
  /** Starts one more instance (not behind nginx unless its port is in an nginx config). */
  startInstance: (name: string, extraEnv?: Record<string, string>) => Promise<Instance>;
  /** Starts nginx in front of these instances; returns its URL and access log. */
  startNginx: (upstreams: Instance[], name?: string) => Promise<Nginx>;
  /** Runs the migration job once (`node dist/server/migrate.js`). */
  migrate: () => Promise<string>;
  /** The last lines of every log, for a failure report. */
  logTails: () => string;
  stop: () => Promise<void>;
};

export type Nginx = {
  url: string;
  port: number;
  accessLog: string;
  child: ChildProcess;
  stop: () => Promise<void>;
};

function nginxBinary(): string {
  for (const candidate of [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/local/sbin/nginx']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  throw new Error('nginx not found: apt-get install nginx (or set NGINX_BIN)');
}

/**
 * deploy/nginx.conf with the listen port, the upstream addresses and the user/pid/log/temp paths
 * replaced, and nothing else. A line the replacement expects but does not find fails loudly: the
 * test must run the file that is deployed.
 */
export function nginxConfig(options: {
  port: number;
  upstreams: number[];
  dir: string;
  /**
   * TLS and HTTP/2 on the listen port, as deploy/README.md tells an operator to serve the site
   * (`listen 443 ssl http2` and a certificate); without it, plain HTTP/1.1 as in the compose file.
   */
  tls?: { certificate: string; key: string };
}): string {
  let text = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  const replace = (pattern: RegExp, replacement: string | ((match: string) => string), expected: number) => {
    const found = text.match(new RegExp(pattern.source, 'gm'))?.length ?? 0;
    if (found !== expected) {
      throw new Error(`deploy/nginx.conf: expected ${expected} line(s) matching ${pattern}, found ${found}`);
    }
    text = text.replace(new RegExp(pattern.source, 'gm'), replacement as string);
  };
  // As root, workers drop to an unprivileged user (Debian has nobody/nogroup); otherwise nginx
  // runs as whoever started it and the directive must go.
  const isRoot = process.getuid?.() === 0;
  replace(/^user nginx;/, isRoot ? 'user nobody nogroup;' : '', 1);
  replace(/^pid \S+;/, `pid ${options.dir}/nginx.pid;`, 1);
  replace(/^error_log \S+ (\w+);/, `error_log ${options.dir}/error.log $1;`, 1);
  replace(/^(\s*)access_log \S+ (\w+);/, `$1access_log ${options.dir}/access.log $2;`, 1);
  replace(/^(\s*)(\w+_temp_path) \/var\/cache\/nginx\/(\w+);/, `$1$2 ${options.dir}/$3;`, 5);
  const { tls } = options;
  replace(
    /^(\s*)listen 80;/,
    tls
      ? `$1listen 127.0.0.1:${options.port} ssl http2;\n$1ssl_certificate ${tls.certificate};\n$1ssl_certificate_key ${tls.key};`
      : `$1listen 127.0.0.1:${options.port};`,
    1,
  );
  const servers = /^(\s*)server app\d:3000 (.*)$/;
  const found = text.match(new RegExp(servers.source, 'gm')) ?? [];
  if (found.length !== 3)
    throw new Error(`deploy/nginx.conf: expected 3 upstream servers, found ${found.length}`);
  let index = 0;
  text = text.replace(new RegExp(servers.source, 'gm'), (_line, indent: string, rest: string) => {
    const port = options.upstreams[index++];
    return port === undefined ? `${indent}# (not in this run)` : `${indent}server 127.0.0.1:${port} ${rest}`;
  });
  return text;
}

async function waitHealthy(
  url: string,
  child: ChildProcess,
  logFile: string,
  timeoutMs = 60_000,
  ca?: string,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${url} exited (${child.exitCode ?? child.signalCode}):\n${tail(logFile)}`);
    }
    try {
      if (
        ca
          ? await httpsOk(`${url}/healthz`, ca)
          : (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) })).ok
      )
        return;
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer /healthz within ${timeoutMs / 1000} s:\n${tail(logFile)}`);
}

/** A GET over https trusting only `ca` (fetch has no per-request certificate authority). */
function httpsOk(url: string, ca: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = httpsGet(url, { ca, timeout: 2000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
    request.on('timeout', () => request.destroy());
  });
}

function tail(file: string, lines = 15): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Ends a child we started: SIGTERM, then SIGKILL after `graceMs`. */
async function end(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', graceMs = 5000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/**
 * Debian's nginx running deploy/nginx.conf (nginxConfig) in `dir`, a new folder, on a free port
 * in front of the given local ports. With `tls`, it answers https with HTTP/2; it is healthy once
 * /healthz answers through it (checked against the certificate given, not by turning checks off).
 */
export async function startNginxProxy(options: {
  dir: string;
  upstreams: number[];
  tls?: { certificate: string; key: string };
}): Promise<Nginx> {
  const { dir } = options;
  mkdirSync(dir);
  chmodSync(dir, 0o711);
  const port = await freePort();
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, nginxConfig({ port, upstreams: options.upstreams, dir, tls: options.tls }));
  const child = spawn(
    nginxBinary(),
    ['-e', path.join(dir, 'error.log'), '-p', dir, '-c', file, '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  child.stderr?.on('data', (chunk: Buffer) =>
    writeFileSync(path.join(dir, 'error.log'), chunk, { flag: 'a' }),
  );
  const url = options.tls ? `https://localhost:${port}` : `http://127.0.0.1:${port}`;
  const ca = options.tls ? readFileSync(options.tls.certificate, 'utf8') : undefined;
  try {
    await waitHealthy(url, child, path.join(dir, 'error.log'), 15_000, ca);
  } catch (error) {
    await end(child, 'SIGQUIT');
    throw error;
  }
  return { url, port, accessLog: path.join(dir, 'access.log'), child, stop: () => end(child, 'SIGQUIT') };
}

/** Builds the site and server when the build (with the migration entry) is missing. */
export async function ensureBuild(): Promise<void> {
  if (existsSync(path.join(distDir, 'server/main.js')) && existsSync(path.join(distDir, 'server/migrate.js')))
    return;
  console.log(`No build with the migration entry in ${distDir}: npm run build`);
  await run('npm', ['run', 'build'], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
}

export async function startCluster(options: {
  /** How many instances to start after the migration job (0: the caller starts them). */
  instances: number;
  /** false: do not run the migration job (the caller runs `migrate()`). */
  migrate?: boolean;
  env?: Record<string, string>;
  prefix?: string;
}): Promise<Cluster> {
  const work = mkdtempSync(path.join(tmpdir(), options.prefix ?? 'va-cluster-'));
  // nginx's workers (nobody when run as root) must reach their temp folders below this one.
  chmodSync(work, 0o711);
  const pgDir = path.join(work, 'pg');
  mkdirSync(pgDir);
  // As root the script runs PostgreSQL as `postgres`; otherwise as whoever runs this.
  const pgEnv = { ...process.env, ...(process.getuid?.() === 0 ? {} : { PG_RUN_AS: userInfo().username }) };
  const children: ChildProcess[] = [];
  const stoppers: (() => Promise<void>)[] = [];
  let pgStarted = false;
  let stopping: Promise<void> | undefined;

  // Called by the caller and by a signal, maybe both at once: both wait for the same clean-up.
  const stop = () => {
    stopping ??= stopAll();
    return stopping;
  };
  const stopAll = async () => {
    for (const stopper of stoppers.reverse()) await stopper().catch(() => {});
    await Promise.all(children.map((child) => end(child)));
    if (pgStarted)
      await run(path.join(root, '.ci/stop-postgres.sh'), [pgDir], { env: pgEnv }).catch(() => {});
    rmSync(work, { recursive: true, force: true });
  };
  const onSignal = () => {
    stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  stoppers.push(async () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  });

  try {
    pgStarted = true;
    const { stdout } = await run(path.join(root, '.ci/start-postgres.sh'), [pgDir], { env: pgEnv });
    const databaseUrl = stdout.trim().split('\n').at(-1) ?? '';
    if (!databaseUrl.startsWith('postgres://')) throw new Error(`start-postgres.sh printed ${stdout}`);

    // What deploy/compose.yaml gives every instance, plus the test's own settings.
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      MIGRATE_ON_START: '0',
      TRUST_PROXY: '1',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      STATIC_DIR: path.join(distDir, 'client'),
      ...options.env,
    };

    const startInstance = async (name: string, extraEnv: Record<string, string> = {}): Promise<Instance> => {
      const port = await freePort();
      const dataDir = path.join(work, name);
      mkdirSync(dataDir);
      const logFile = path.join(work, `${name}.log`);
      const child = spawn(process.execPath, [path.join(distDir, 'server/main.js')], {
        cwd: root,
        env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir, ...extraEnv },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      const log = (chunk: Buffer) => writeFileSync(logFile, chunk, { flag: 'a' });
      child.stdout?.on('data', log);
      child.stderr?.on('data', log);
      const url = `http://127.0.0.1:${port}`;
      await waitHealthy(url, child, logFile);
      return { name, port, url, child, logFile };
    };

    const startNginx = async (upstreams: Instance[], name = 'nginx'): Promise<Nginx> => {
      const nginx = await startNginxProxy({
        dir: path.join(work, name),
        upstreams: upstreams.map((instance) => instance.port),
      });
      children.push(nginx.child);
      return nginx;
    };

    const migrate = async () => {
      const { stdout } = await run(process.execPath, [path.join(distDir, 'server/migrate.js')], {
        cwd: root,
        env: { ...process.env, ...env, DATA_DIR: path.join(work, 'migrate') },
      });
      return stdout.trim();
    };

    const instances: Instance[] = [];
    const cluster: Cluster = {
      work,
      databaseUrl,
      env,
      instances,
      startInstance,
      startNginx,
      migrate,
      logTails: () =>
        [
          ...instances.map((instance) => `--- ${instance.name} (${instance.url})\n${tail(instance.logFile)}`),
          `--- nginx error log\n${tail(path.join(work, 'nginx/error.log'))}`,
          `--- PostgreSQL\n${tail(path.join(pgDir, 'server.log'))}`,
        ].join('\n'),
      stop,
    };
    if (options.migrate !== false) await migrate();
    const names = Array.from({ length: options.instances }, (_, index) => `app${index + 1}`);
    instances.push(...(await Promise.all(names.map((name) => startInstance(name)))));
    return cluster;
  } catch (error) {
    await stop();
    throw error;
  }
}
