/**
 * The commands of `npm run admin` (src/server/admin.ts is the command line around them).
 * With the embedded database (PGlite) the server must be stopped first: PGlite has one writer.
 * With DATABASE_URL they work at any time.
 */
import { asc, sql } from 'drizzle-orm';
import { emailSchema } from '../shared/api/auth.ts';
import { createCodesBodySchema, formatCode, type PremiumCodeSummary } from '../shared/api/premium-codes.ts';
import { ANONYMOUS_USER_ID } from '../shared/constants.ts';
import { CODE_PLANS, isRole, ROLES } from '../shared/roles.ts';
import { ConfigError, loadConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { databaseOptionsOf, openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { users } from './db/schema.ts';
import { createRateLimiter } from './lib/rate-limit.ts';
import { listReports, removeUserContent, setModeration } from './modules/community/moderation.ts';
import { createPremiumCodesService } from './modules/premium-codes/service.ts';

const USAGE = `Usage:
  npm run admin -- set-role <email> <ROLE>   (ROLE: ${ROLES.join(', ')})
  npm run admin -- list-users
  npm run admin -- reports
  npm run admin -- hide track|comment <id>
  npm run admin -- restore track|comment <id>
  npm run admin -- remove-content <email>
  npm run admin -- create-codes <PLAN> <days> <uses> <last day YYYY-MM-DD> [how many] [label]
                                        (PLAN: ${CODE_PLANS.join(', ')}; e.g. FULL2 90 30 2027-06-30 1 "Class 4B")
  npm run admin -- list-codes`;

const COMMANDS: Record<string, number> = {
  'set-role': 2,
  'list-users': 0,
  reports: 0,
  hide: 2,
  restore: 2,
  'remove-content': 1,
  'list-codes': 0,
};

/** Commands that take between [min, max] words after their name. */
const VARIABLE_COMMANDS: Record<string, [number, number]> = { 'create-codes': [4, 6] };

function argumentsFit(command: string | undefined, count: number): command is string {
  if (command === undefined) return false;
  const range = VARIABLE_COMMANDS[command];
  if (range) return count >= range[0] && count <= range[1];
  return COMMANDS[command] === count;
}

class UsageError extends Error {}

const codeLine = (code: PremiumCodeSummary) =>
  `${String(code.id).padEnd(4)} ${code.plan.padEnd(10)} ${`${code.durationDays} days`.padEnd(10)} ${`${code.uses}/${code.maxUses}`.padEnd(11)} ${code.expiresAt.slice(0, 10)}  ${code.label}`;
const CODE_HEADER = 'id   plan       duration   used/uses   last day    label';

/** create-codes and list-codes (decision record 026). */
export async function codeCommand(
  db: Database,
  command: 'create-codes' | 'list-codes',
  rest: string[],
): Promise<string> {
  const service = createPremiumCodesService({ db, limiter: createRateLimiter(db) });
  if (command === 'list-codes') {
    const codes = await service.list();
    return codes.length === 0 ? 'No premium codes yet.' : [CODE_HEADER, ...codes.map(codeLine)].join('\n');
  }
  const [plan, durationDays, maxUses, expiresOn, count, label] = rest;
  const parsed = createCodesBodySchema.safeParse({ plan, durationDays, maxUses, expiresOn, count, label });
  if (!parsed.success)
    throw new UsageError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'),
    );
  const made = await service.create(parsed.data, null);
  return [
    `${made.codes.length} code(s): ${parsed.data.plan} for ${parsed.data.durationDays} days, ${parsed.data.maxUses} use(s) each, usable until the end of ${parsed.data.expiresOn} (UTC). Only their hashes are stored: copy them now.`,
    ...made.codes.map(formatCode),
  ].join('\n');
}

async function run(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const [command, ...rest] = args;
  if (!argumentsFit(command, rest.length)) throw new UsageError(USAGE);

  const config = loadConfig(env);
  const database = await openDatabase(databaseOptionsOf(config));
  try {
    await database.migrate();
    const db = database.db;
    if (command === 'create-codes' || command === 'list-codes') return await codeCommand(db, command, rest);
    if (command === 'reports') return await listReports(db);
    if (command === 'hide' || command === 'restore') {
      const [kind = '', rawId = ''] = rest;
      if ((kind !== 'track' && kind !== 'comment') || !/^[1-9]\d{0,8}$/.test(rawId))
        throw new UsageError(USAGE);
      const found = await setModeration(db, kind, Number(rawId), command === 'hide' ? 'hidden' : 'approved');
      if (!found) throw new UsageError(`There is no ${kind} ${rawId}.`);
      return command === 'hide'
        ? `The ${kind} ${rawId} is hidden.`
        : `The ${kind} ${rawId} is shown again; reports no longer hide it.`;
    }
    if (command === 'remove-content') {
      const email = emailSchema.safeParse(rest[0] ?? '');
      if (!email.success) throw new UsageError(`"${rest[0]}" is not a valid email.`);
      const removed = await removeUserContent(db, email.data);
      if (!removed) throw new UsageError(`No account with the email ${email.data}.`);
      return `Removed ${removed.tracks} tracks and ${removed.comments} comments of ${email.data}.`;
    }
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
      .set({ role, premiumUntil: null, updatedAt: sql`now()` })
      .where(sql`lower(${users.email}) = ${email.data}`)
      .returning({ id: users.id });
    if (updated.length === 0) throw new UsageError(`No account with the email ${email.data}.`);
    return `${email.data} now has the role ${role}.`;
  } finally {
    await database.close();
  }
}

/** What the command printed and its exit code, as `npm run admin` would end. */
export type AdminResult = { code: 0 | 1; stdout: string; stderr: string };

/** Runs one admin command (the words after `npm run admin --`) with the given environment. */
export async function runAdmin(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<AdminResult> {
  try {
    return { code: 0, stdout: `${await run(args, env)}\n`, stderr: '' };
  } catch (error: unknown) {
    if (error instanceof DataDirLockedError) {
      return {
        code: 1,
        stdout: '',
        stderr:
          'The server is running on the embedded database, which allows one process at a time.\n' +
          'Stop the server first (Ctrl+C where `npm start` runs), run this command, then start it again.\n' +
          'With DATABASE_URL (PostgreSQL) this command works while the server runs.\n',
      };
    }
    if (error instanceof UsageError || error instanceof ConfigError)
      return { code: 1, stdout: '', stderr: `${error.message}\n` };
    throw error;
  }
}
