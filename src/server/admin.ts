/**
 * `npm run admin -- <command>`: manage accounts while payment is disabled.
 *   set-role <email> <ROLE>   give a user a role (FREE, VOCABULARY, FULL2, ADMIN)
 *   create-codes, list-codes  premium codes (decision record 026)
 *   list-users                list accounts with their roles
 *   reports                   reported community tracks and comments (docs/decisions/019-community-lists.md)
 *   hide|restore track|comment <id>   hide one, or restore it (reports no longer hide it)
 *   remove-content <email>    delete every community track and comment of an account
 * With the embedded database (PGlite) the server must be stopped first: PGlite has one writer.
 * With DATABASE_URL it works at any time.
 */
import { runAdmin } from './admin-commands.ts';

runAdmin(process.argv.slice(2)).then(
  ({ code, stdout, stderr }) => {
    process.stdout.write(stdout);
    process.stderr.write(stderr);
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
