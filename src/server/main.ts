import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { MigrationsPendingError } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { explainListenError, PortInUseError } from './lib/port-in-use.ts';
import { registerRunningServer } from './lib/running-servers.ts';

const SHUTDOWN_GRACE_MS = 5000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  for (const notice of config.notices ?? []) app.log.info(notice);
  for (const warning of config.warnings ?? []) app.log.warn(warning);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error('shutdown took longer than 5 s; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  let address: string;
  try {
    address = await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    // Let go of the database (and the data folder's lock) before saying why.
    await app.close().catch(() => undefined);
    throw explainListenError(error, config.PORT, config.HOST);
  }
  // `npm start` will not replace the build this server serves while it runs (scripts/start.ts).
  const buildDir = path.dirname(config.STATIC_DIR);
  if (existsSync(config.STATIC_DIR)) {
    try {
      // Every way out (shutdown, a crash) ends in process.exit.
      process.on('exit', registerRunningServer(buildDir));
    } catch (error) {
      // A build this user may not write to (the production image runs as a user that does not own
      // its code): nothing to record, since only `npm start` in a checkout reads these records.
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EACCES' && code !== 'EPERM' && code !== 'EROFS') throw error;
      app.log.debug(`${buildDir} is read-only for this user: this server is not recorded for npm start`);
    }
  }
  const database = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.DATA_DIR}`;
  app.log.info(`${config.SITE_NAME} is running at ${address.replace('0.0.0.0', 'localhost')} on ${database}`);
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof MigrationsPendingError ||
    error instanceof PortInUseError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
