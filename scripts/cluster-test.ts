/**
 * `npm run test:cluster`: the deployment of deploy/ without Docker. A throwaway PostgreSQL
 * (.ci/start-postgres.sh), the migration job once, three instances of the built server with
 * MIGRATE_ON_START=0 and one JWT_SECRET, and Debian's nginx running deploy/nginx.conf (ports and
 * paths replaced) in front; all on loopback. Checks, through nginx (and each instance directly
 * where that proves more):
 *   - the migration job runs once; an instance refuses a database it has not migrated;
 *   - a logged-out token is refused on every instance;
 *   - the sign-in lockout and the per-IP limit are counted across instances (and a client's own
 *     X-Forwarded-For does not escape the latter);
 *   - a captcha solution used on one instance is refused on another;
 *   - kill -9 of one instance under a write load loses no acknowledged write, and nginx sends the
 *     traffic to the others.
 * Clients get their own loopback addresses (127.0.x.y) so per-IP limits see distinct clients.
 * Exits 1 when a check fails; every process and temp folder is removed either way.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import pg from 'pg';
import { MESSAGES } from '../src/shared/messages.ts';
import { type Cluster, ensureBuild, type Instance, type Nginx, startCluster } from './lib/cluster.ts';

const MAX_FAILED_SIGN_INS = 3;
const RATE_LIMIT_PER_IP = 5;
const WRITES = Number(process.env.CLUSTER_WRITES ?? 400);
const WRITE_CONCURRENCY = 8;
const PASSWORD = 'Cluster-Horse9';

type Answer = { status: number; body: unknown };

/** One HTTP request from a chosen loopback address (the client IP nginx and the app see). */
function send(
  url: string,
  options: {
    method?: string;
    body?: unknown;
    token?: string;
    from?: string;
    headers?: Record<string, string>;
    agent?: http.Agent;
  } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: options.method ?? (payload ? 'POST' : 'GET'),
        localAddress: options.from ?? '127.0.0.1',
        agent: options.agent ?? false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
        timeout: 20_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // not JSON (an nginx error page)
          }
          resolve({ status: response.statusCode ?? 0, body });
        });
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${url}: no answer in 20 s`)));
    request.on('error', reject);
    request.end(payload);
  });
}

let ipCounter = 0;
/** A fresh client address: 127.0.1.1, 127.0.1.2, ... (127.0.0.1 is left for the plumbing). */
function nextIp(): string {
  const n = ipCounter++;
  return `127.0.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`;
}

async function solvedCaptcha(baseUrl: string): Promise<string> {
  const challenge = await send(`${baseUrl}/api/captcha/challenge`);
  assert.equal(challenge.status, 200, 'captcha challenge');
  const solution = await solveChallenge({
    challenge: challenge.body as Parameters<typeof solveChallenge>[0]['challenge'],
    deriveKey,
  });
  return Buffer.from(JSON.stringify({ challenge: challenge.body, solution })).toString('base64');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@cluster.test`;

async function signUp(baseUrl: string, email: string, reCaptcha?: string): Promise<Answer> {
  return send(`${baseUrl}/api/auth/sign-up`, {
    body: { email, password: PASSWORD, reCaptcha: reCaptcha ?? (await solvedCaptcha(baseUrl)) },
    from: nextIp(),
  });
}

function tokenOf(answer: Answer): string {
  assert.equal(answer.status, 200, `expected a token, got ${answer.status} ${JSON.stringify(answer.body)}`);
  return (answer.body as { token: string }).token;
}

/** Access-log lines (deploy/nginx.conf's `upstream` format) written since `from` (a byte offset). */
function accessLog(nginx: Nginx, from = 0): { line: string; status: number; upstreams: string[] }[] {
  return readFileSync(nginx.accessLog)
    .subarray(from)
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => ({
      line,
      status: Number(/" (\d{3}) /.exec(line)?.[1]),
      upstreams: (/upstream=(\S.*?) upstream_status=/.exec(line)?.[1] ?? '').split(/, | : /).filter(Boolean),
    }));
}
const logSize = (nginx: Nginx) => readFileSync(nginx.accessLog).length;
const portsOf = (entries: { upstreams: string[] }[]) =>
  new Set(entries.map((entry) => entry.upstreams.at(-1)?.split(':').at(-1)));

/** A one-word round of Word Candy Match: POST /api/learning/rounds stores it under its id. */
const roundBody = (roundId: string, index: number) => ({
  roundId,
  game: 'candy',
  listId: 'cluster-test',
  languageLearn: 'en',
  playedAt: Date.now(),
  timezoneOffsetMinutes: 0,
  words: [
    {
      front: `word-${index}`,
      outcome: { game: 'candy', matched: true, wrongPairs: 0, hinted: false, thinkMs: 900 },
    },
  ],
});

/** How long nginx leaves a failed instance out (deploy/nginx.conf's fail_timeout). */
const failTimeoutMs =
  1000 * Number(/fail_timeout=(\d+)s/.exec(readFileSync('deploy/nginx.conf', 'utf8'))?.[1] ?? Number.NaN);

type Check = { name: string; ms: number; error?: unknown };
const checks: Check[] = [];
async function check(name: string, run: () => Promise<string | undefined>): Promise<boolean> {
  const started = Date.now();
  try {
    const detail = await run();
    checks.push({ name, ms: Date.now() - started });
    console.log(`ok   ${name} (${Date.now() - started} ms)${detail ? `\n     ${detail}` : ''}`);
    return true;
  } catch (error) {
    checks.push({ name, ms: Date.now() - started, error });
    console.log(`FAIL ${name} (${Date.now() - started} ms)\n     ${(error as Error).stack ?? error}`);
    return false;
  }
}

const started = Date.now();
await ensureBuild();
const cluster: Cluster = await startCluster({
  instances: 0,
  migrate: false,
  prefix: 'va-cluster-test-',
  env: {
    CAPTCHA: 'altcha',
    CAPTCHA_COST: '1',
    AUTH_RATE_LIMIT_PER_IP: String(RATE_LIMIT_PER_IP),
    AUTH_MAX_FAILED_SIGN_INS: String(MAX_FAILED_SIGN_INS),
    PASSWORD_HASH_LOG_N: '10',
    // The kill -9 check writes WRITES rounds from one account within a minute.
    LEARNING_ROUNDS_PER_MINUTE: String(2 * WRITES),
    LEARNING_ROUNDS_PER_DAY: String(2 * WRITES),
  },
});
console.log(`PostgreSQL at ${cluster.databaseUrl}; work folder ${cluster.work}`);

try {
  const migrated = await check('migrations run once, by the job; an instance never migrates', async () => {
    await assert.rejects(cluster.startInstance('too-early'), /migration\(s\) behind.*MIGRATE_ON_START=0/s);
    const first = await cluster.migrate();
    assert.match(first, /Migrations applied to PostgreSQL/);
    await cluster.migrate(); // a second run of the job changes nothing
    return 'an instance with MIGRATE_ON_START=0 refused the unmigrated database; the job ran (twice: safe)';
  });
  if (!migrated) throw new Error('cannot go on without a migrated database');

  cluster.instances.push(
    ...(await Promise.all(['app1', 'app2', 'app3'].map((name) => cluster.startInstance(name)))),
  );
  const [app1, app2, app3] = cluster.instances as [Instance, Instance, Instance];
  const nginx = await cluster.startNginx(cluster.instances);
  console.log(
    `3 instances (${cluster.instances.map((instance) => instance.port).join(', ')}) behind nginx at ${nginx.url} (${Date.now() - started} ms)`,
  );

  await check('a logged-out token is refused on every instance', async () => {
    const email = uniqueEmail('logout');
    const token = tokenOf(await signUp(nginx.url, email));
    const other = tokenOf(
      await send(`${nginx.url}/api/auth/sign-in`, {
        body: { email, password: PASSWORD, reCaptcha: await solvedCaptcha(nginx.url) },
        from: nextIp(),
      }),
    );
    for (const instance of cluster.instances) {
      assert.equal((await send(`${instance.url}/api/auth/user-info`, { token })).status, 200, instance.name);
    }
    assert.equal((await send(`${nginx.url}/api/auth/logout`, { method: 'POST', token })).status, 200);
    const mark = logSize(nginx);
    for (let index = 0; index < 6; index++) {
      const answer = await send(`${nginx.url}/api/auth/user-info`, { token });
      assert.equal(answer.status, 401, `through nginx, request ${index + 1}`);
    }
    const served = portsOf(
      accessLog(nginx, mark).filter((entry) => entry.line.includes('/api/auth/user-info')),
    );
    assert.equal(served.size, 3, `the 6 requests through nginx reached ${served.size} instance(s)`);
    for (const instance of cluster.instances) {
      assert.equal((await send(`${instance.url}/api/auth/user-info`, { token })).status, 401, instance.name);
      // The same user's other token is untouched.
      assert.equal((await send(`${instance.url}/api/auth/user-info`, { token: other })).status, 200);
    }
    return '401 through nginx (6 requests over all 3 instances) and on each instance directly; the user’s other token still works';
  });

  await check('the sign-in lockout is counted across instances, also for parallel attempts', async () => {
    const email = uniqueEmail('lockout');
    tokenOf(await signUp(nginx.url, email));
    const attempts = MAX_FAILED_SIGN_INS * 3;
    // Each attempt from its own address, with its own solved captcha: only the account counts.
    const bodies = await Promise.all(
      Array.from({ length: attempts }, async (_, index) => ({
        email,
        password: `Wrong-Horse${index}`,
        reCaptcha: await solvedCaptcha(cluster.instances[index % 3]?.url ?? ''),
      })),
    );
    const mark = logSize(nginx);
    const answers = await Promise.all(
      bodies.map((body) => send(`${nginx.url}/api/auth/sign-in`, { body, from: nextIp() })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    assert.deepEqual(
      statuses,
      [...Array(MAX_FAILED_SIGN_INS).fill(401), ...Array(attempts - MAX_FAILED_SIGN_INS).fill(429)],
      `statuses of ${attempts} parallel wrong passwords`,
    );
    const served = portsOf(
      accessLog(nginx, mark).filter((entry) => entry.line.includes('/api/auth/sign-in')),
    );
    // Counted per instance, attempts spread over two or more instances would have had more than
    // MAX_FAILED_SIGN_INS answered 401 above. nginx usually spreads them over all three, but on a
    // loaded machine a slow answer can take one out of its rotation for fail_timeout
    // (deploy/nginx.conf), as session 16's fourth CI run saw: two instances still prove the rule.
    assert.ok(served.size >= 2, `the attempts reached ${served.size} instance(s)`);
    // Locked: even the right password is refused, on whichever instance answers.
    for (let index = 0; index < 3; index++) {
      const right = await send(`${nginx.url}/api/auth/sign-in`, {
        body: { email, password: PASSWORD, reCaptcha: await solvedCaptcha(nginx.url) },
        from: nextIp(),
      });
      assert.equal(right.status, 429, 'the right password during the lockout');
      assert.deepEqual(right.body, { message: MESSAGES.tooManyAttempts });
    }
    return `${attempts} parallel wrong passwords over 3 instances: ${MAX_FAILED_SIGN_INS} checked (401), the rest 429; then the right password 429`;
  });

  await check(
    'the per-IP limit is counted across instances; a client’s own X-Forwarded-For does not escape it',
    async () => {
      const client = nextIp();
      const mark = logSize(nginx);
      const statuses: number[] = [];
      for (let index = 0; index <= RATE_LIMIT_PER_IP; index++) {
        // No captcha solved: the per-IP limit counts before the captcha is checked (400 until then).
        const answer = await send(`${nginx.url}/api/auth/sign-in`, {
          body: { email: uniqueEmail('ip'), password: PASSWORD, reCaptcha: 'unsolved' },
          from: client,
          headers: { 'x-forwarded-for': `203.0.113.${index + 1}` },
        });
        statuses.push(answer.status);
      }
      assert.deepEqual(statuses, [...Array(RATE_LIMIT_PER_IP).fill(400), 429]);
      const served = portsOf(accessLog(nginx, mark));
      assert.equal(served.size, 3, `the requests reached ${served.size} instance(s)`);
      // The same client, on each instance directly and through nginx without a forged header: limited.
      for (const target of [...cluster.instances.map((instance) => instance.url), nginx.url]) {
        const again = await send(`${target}/api/auth/sign-in`, {
          body: { email: uniqueEmail('ip'), password: PASSWORD, reCaptcha: 'unsolved' },
          from: client,
        });
        assert.equal(again.status, 429, target);
      }
      const neighbour = await send(`${nginx.url}/api/auth/sign-in`, {
        body: { email: uniqueEmail('ip'), password: PASSWORD, reCaptcha: 'unsolved' },
        from: nextIp(),
      });
      assert.equal(neighbour.status, 400, 'another client is not limited');
      return `${RATE_LIMIT_PER_IP} requests over 3 instances (each with a different forged X-Forwarded-For) answered, the next 429, also on each instance directly; another address is not limited`;
    },
  );

  await check('a captcha solution is not replayable on another instance', async () => {
    const reCaptcha = await solvedCaptcha(app1.url);
    tokenOf(await signUp(app1.url, uniqueEmail('captcha'), reCaptcha));
    for (const target of [app2.url, app3.url, nginx.url]) {
      const replay = await signUp(target, uniqueEmail('replay'), reCaptcha);
      assert.equal(replay.status, 400, `replay on ${target}`);
      assert.deepEqual(replay.body, { message: [{ field: 'reCaptcha', message: MESSAGES.captchaFailed }] });
    }
    tokenOf(await signUp(app2.url, uniqueEmail('fresh'), await solvedCaptcha(app2.url)));
    return 'used on app1 (200); replayed on app2, app3 and through nginx: 400; a fresh solution on app2: 200';
  });

  await check(
    'kill -9 of one instance under write load: no acknowledged write lost, traffic moves on',
    async () => {
      const token = tokenOf(await signUp(nginx.url, uniqueEmail('writes')));
      const me = await send(`${nginx.url}/api/auth/user-info`, { token });
      const userId = (me.body as { id: number }).id;
      const agent = new http.Agent({ keepAlive: true, maxSockets: WRITE_CONCURRENCY });
      type Write = { roundId: string; status: number; startedAt: number; error?: string };
      const writes: Write[] = [];
      let killedAt = Number.POSITIVE_INFINITY;
      let killing: Promise<void> | undefined;
      let next = 0;
      const mark = logSize(nginx);
      const worker = async () => {
        while (next < WRITES) {
          const index = next++;
          const write: Write = { roundId: randomUUID(), status: 0, startedAt: performance.now() };
          writes.push(write);
          try {
            const answer = await send(`${nginx.url}/api/learning/rounds`, {
              token,
              agent,
              body: roundBody(write.roundId, index),
            });
            write.status = answer.status;
          } catch (error) {
            write.error = (error as Error).message;
          }
          // A third of the way in, with requests in flight: kill -9 the second instance.
          if (!killing && writes.filter((entry) => entry.status === 200).length >= WRITES / 3) {
            killing = new Promise<void>((resolve) => {
              app2.child.once('exit', () => {
                killedAt = performance.now();
                resolve();
              });
              app2.child.kill('SIGKILL');
            });
          }
        }
      };
      await Promise.all(Array.from({ length: WRITE_CONCURRENCY }, worker));
      await killing;
      agent.destroy();
      assert.ok(Number.isFinite(killedAt), 'the instance was killed during the load');

      const database = new pg.Client({ connectionString: cluster.databaseUrl });
      await database.connect();
      const stored = new Set(
        (
          await database.query<{ round_id: string }>(
            'SELECT round_id FROM learning_rounds WHERE user_id = $1',
            [userId],
          )
        ).rows.map((row) => row.round_id),
      );
      await database.end();

      const acknowledged = writes.filter((write) => write.status === 200);
      const lost = acknowledged.filter((write) => !stored.has(write.roundId));
      assert.equal(lost.length, 0, `${lost.length} acknowledged writes are not in the database`);
      const after = writes.filter((write) => write.startedAt > killedAt);
      const failedAfter = after.filter((write) => write.status !== 200);
      assert.ok(after.length >= WRITES / 3, `only ${after.length} writes started after the kill`);
      assert.equal(
        failedAfter.length,
        0,
        `writes started after the kill that failed: ${failedAfter.map((write) => write.status || write.error).join(', ')}`,
      );
      const inFlight = writes.filter((write) => write.startedAt <= killedAt && write.status !== 200);

      const killedPort = String(app2.port);
      const log = accessLog(nginx, mark).filter((entry) => entry.line.includes('/api/learning/rounds'));
      const movedOn = log.filter(
        (entry) => entry.upstreams.length > 1 && entry.upstreams[0]?.endsWith(`:${killedPort}`),
      ).length;
      const lastServers = portsOf(log.slice(-Math.floor(WRITES / 4)));
      assert.ok(!lastServers.has(killedPort), 'the dead instance still got traffic at the end');
      assert.equal(lastServers.size, 2, `the last quarter went to ${lastServers.size} instance(s)`);

      // Once the dead instance's fail_timeout is over, nginx tries it again: the connection is
      // refused, and the request (a POST too: it was never sent) goes to another instance.
      // nginx counts fail_timeout in whole seconds: give it one more, then send requests (each must
      // succeed) until one was refused by the dead instance and moved on, for at most 10 s.
      const wait = killedAt + failTimeoutMs + 1500 - performance.now();
      if (wait > 0) await sleep(wait);
      const retryMark = logSize(nginx);
      const movedOnTo = () =>
        accessLog(nginx, retryMark).filter(
          (entry) => entry.upstreams.length > 1 && entry.upstreams[0]?.endsWith(`:${killedPort}`),
        );
      let retried = movedOnTo();
      const retryDeadline = performance.now() + 10_000;
      for (let index = 0; retried.length === 0 && performance.now() < retryDeadline; index++) {
        const answer = await send(`${nginx.url}/api/learning/rounds`, {
          token,
          body: roundBody(randomUUID(), WRITES + index),
        });
        assert.equal(answer.status, 200, `round ${index + 1} after the fail_timeout`);
        assert.equal((await send(`${nginx.url}/api/auth/user-info`, { token })).status, 200);
        retried = movedOnTo();
        if (retried.length === 0) await sleep(100);
      }
      assert.ok(retried.length >= 1, 'nginx did not try the dead instance again and move on');
      assert.ok(retried.every((entry) => entry.status === 200));
      return [
        `${WRITES} rounds, ${WRITE_CONCURRENCY} at a time; killed ${app2.name} after ${writes.length - after.length} had started`,
        `acknowledged ${acknowledged.length}, all in the database (${stored.size} rows; lost 0)`,
        `${after.length} started after the kill, all 200; ${inFlight.length} in flight at the kill failed (${inFlight.map((write) => write.status || write.error).join(', ') || 'none'})`,
        `the last quarter went to the other two (${movedOn} retried on another during the load)`,
        `${failTimeoutMs / 1000} s after the kill nginx tried the dead instance again: refused, and ${retried.length} request(s) went on to another (${retried[0]?.line.split('"')[1]}: ${retried[0]?.upstreams.join(' then ')})`,
      ].join('\n     ');
    },
  );
} catch (error) {
  checks.push({ name: 'setup', ms: 0, error });
  console.log(`FAIL ${(error as Error).stack ?? error}`);
} finally {
  if (checks.some((entry) => entry.error)) console.log(`\nLogs:\n${cluster.logTails()}`);
  await cluster.stop();
}

const failed = checks.filter((entry) => entry.error);
console.log(
  `\n${checks.length - failed.length} of ${checks.length} cluster checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(failed.length > 0 ? 1 : 0);
