/**
 * `npm run admin -- <command>`: manage accounts while payment is disabled.
 *   set-role <email> <ROLE>   give a user a role (FREE, VOCABULARY, FULL2, ADMIN)
 *   list-users                list accounts with their roles
 * With the embedded database (PGlite) the server must be stopped first: PGlite has one writer.
 * With DATABASE_URL it works at any time.
 */
import { asc, sql } from 'drizzle-orm';
import { emailSchema } from '../shared/api/auth.ts';
import { ANONYMOUS_USER_ID } from '../shared/constants.ts';
import { isRole, ROLES } from '../shared/roles.ts';
import { ConfigError, loadConfig } from './config.ts';
import { databaseOptionsOf, openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { users } from './db/schema.ts';

const USAGE = `Usage:
  npm run admin -- set-role <email> <ROLE>   (ROLE: ${ROLES.join(', ')})
  npm run admin -- list-users`;

class UsageError extends Error {}

async function main(args: string[]): Promise<string> {
  const [command, ...rest] = args;
  if (command !== 'set-role' && command !== 'list-users') throw new UsageError(USAGE);
  if (command === 'set-role' && rest.length !== 2) throw new UsageError(USAGE);

  const config = loadConfig();
  const database = await openDatabase(databaseOptionsOf(config));
  try {
    await database.migrate();
    const db = database.db;
    if (command === 'list-users') {
      const rows = await db
        .select({ id: users.id, email: users.email, role: users.role, createdAt: users.createdAt })
        .from(users)
        .where(sql`${users.id} <> ${ANONYMOUS_USER_ID}`)
        .orderBy(asc(users.id));
      if (rows.length === 0) return 'No accounts yet.';
      return [
        'id  role        email',
        ...rows.map((row) => `${String(row.id).padEnd(3)} ${row.role.padEnd(11)} ${row.email ?? ''}`),
      ].join('\n');
    }
    const [rawEmail = '', role = ''] = rest;
    const email = emailSchema.safeParse(rawEmail);
    if (!email.success) throw new UsageError(`"${rawEmail}" is not a valid email.`);
    if (!isRole(role)) throw new UsageError(`"${role}" is not a role. Roles: ${ROLES.join(', ')}.`);
    const updated = await db
      .update(users)
      .set({ role, updatedAt: sql`now()` })
      .where(sql`lower(${users.email}) = ${email.data}`)
      .returning({ id: users.id });
    if (updated.length === 0) throw new UsageError(`No account with the email ${email.data}.`);
    return `${email.data} now has the role ${role}.`;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (output) => {
    console.log(output);
  },
  (error: unknown) => {
    if (error instanceof DataDirLockedError) {
      console.error(
        'The server is running on the embedded database, which allows one process at a time.\n' +
          'Stop the server first (Ctrl+C where `npm start` runs), run this command, then start it again.\n' +
          'With DATABASE_URL (PostgreSQL) this command works while the server runs.',
      );
    } else if (error instanceof UsageError || error instanceof ConfigError) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exitCode = 1;
  },
);
