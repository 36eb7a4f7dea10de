import { loadConfig } from '../config.ts';
import { databaseOptionsOf, openDatabase } from './client.ts';

/**
 * `npm run db:migrate`, or `node dist/server/migrate.js` from a build (the production image has no
 * tsx): apply the committed migrations, then exit. A cluster runs this once as a job before its
 * instances start with MIGRATE_ON_START=0; a single server also migrates at start by default.
 */
const config = loadConfig();
const database = await openDatabase(databaseOptionsOf(config));
try {
  await database.migrate();
  console.log(`Migrations applied to ${config.DATABASE_URL ? 'PostgreSQL' : config.DATA_DIR}.`);
} finally {
  await database.close();
}
