import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';

/** `npm run db:migrate`: apply the committed migrations (the server also does this at start). */
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
  statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
  idleInTransactionTimeoutMs: config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
});
try {
  await database.migrate();
  console.log(`Migrations applied to ${config.DATABASE_URL ? 'PostgreSQL' : config.DATA_DIR}.`);
} finally {
  await database.close();
}
