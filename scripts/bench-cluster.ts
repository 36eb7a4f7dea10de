/**
 * `npm run bench:cluster`: requests/s and p99 of 1 and of 3 instances through nginx, side by side,
 * on signed-in routes that read the database (PostgreSQL), with the ratio. The same local cluster
 * as `npm run test:cluster` (scripts/lib/cluster.ts). Not a test: it prints and exits 0.
 * BENCH_SECONDS (default 8) and BENCH_CONNECTIONS (default 50) tune the runs.
 */
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { ensureBuild, type Nginx, startCluster } from './lib/cluster.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

type Result = { rps: number; p99: number; errors: number };

async function measure(nginx: Nginx, urlPath: string, token: string): Promise<Result> {
  const options = {
    url: nginx.url + urlPath,
    headers: { authorization: `Bearer ${token}` },
  };
  // A short warm-up so the JIT, the pools and nginx's upstream connections settle first.
  await autocannon({ ...options, connections: 10, duration: 1 });
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: DURATION_SECONDS });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

await ensureBuild();
const cluster = await startCluster({
  instances: 3,
  prefix: 'va-cluster-bench-',
  env: { CAPTCHA: 'off', PASSWORD_HASH_LOG_N: '10', LOG_LEVEL: 'warn' },
});
try {
  const [first] = cluster.instances;
  if (!first) throw new Error('no instance');
  const signUp = await fetch(`${first.url}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@cluster.test', password: 'Bench-Horse9', reCaptcha: '' }),
  });
  if (!signUp.ok) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  const { token } = (await signUp.json()) as { token: string };

  const one = await cluster.startNginx([first], 'nginx-1');
  const three = await cluster.startNginx(cluster.instances, 'nginx-3');
  const routes = [
    { name: 'user-info (token check: 1 read)', path: '/api/auth/user-info' },
    { name: 'progress (token check + summary)', path: '/api/progress?tz=0' },
  ];
  console.log(
    `Cluster benchmark: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per run, through nginx (deploy/nginx.conf) on PostgreSQL 15, ${cpus().length} CPU cores`,
  );
  // Other work on the machine skews both columns: say how busy it was.
  console.log(`load average before the runs: ${loadavg()[0]?.toFixed(1)} (1 min)\n`);
  console.log(
    'route                              1 instance req/s  p99 ms   3 instances req/s  p99 ms   ratio   errors',
  );
  for (const route of routes) {
    const single = await measure(one, route.path, token);
    const triple = await measure(three, route.path, token);
    console.log(
      [
        route.name.padEnd(34),
        single.rps.toFixed(0).padStart(17),
        single.p99.toFixed(1).padStart(7),
        triple.rps.toFixed(0).padStart(19),
        triple.p99.toFixed(1).padStart(7),
        `${(triple.rps / single.rps).toFixed(2)}x`.padStart(7),
        String(single.errors + triple.errors).padStart(8),
      ].join(' '),
    );
  }
  console.log(`
What the ratio means: it is the throughput of 3 instances over that of 1, on this machine. Here
(${cpus().length} cores) the load generator, nginx, PostgreSQL and the instances all share the same
cores, so 3 instances cannot do 3 times the work: at best they use what one instance left idle,
and past that they split the same CPU three ways, paying for more processes, context switches and
database connections (a ratio below 1). A ratio near 1 says this machine is the limit, not that
scaling out fails. On a real cluster each instance has its own cores (or machine), and the
ceiling moves to PostgreSQL and nginx.`);
} finally {
  await cluster.stop();
}
