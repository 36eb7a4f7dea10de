import { PassThrough } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { signUpLearner } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** A log destination that keeps what was written; isTTY as a terminal or a pipe would say. */
function capture(isTTY: boolean) {
  const stream = Object.assign(new PassThrough(), { isTTY });
  let text = '';
  stream.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  return { stream, text: () => text };
}

/** Issue #18, finding 3: a database error must not put emails, hashes or tokens in the log. */
describe('secrets stay out of the log', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.cleanup();
    app = undefined;
  });

  for (const terminal of [false, true]) {
    it(`on database errors in signed-in and sign-up requests (${terminal ? 'readable lines' : 'JSON'})`, async () => {
      const log = capture(terminal);
      app = await createTestApp({ LOG_LEVEL: 'info' }, { logOutput: log.stream });
      const password = 'Violet-Harbour-Tractor-42';
      const learner = await signUpLearner(app, { email: 'secret.learner@example.com', password });
      const [row] = await app.database.db.select().from(users).where(eq(users.id, learner.id));
      const passwordHash = row?.passwordHash ?? '';
      expect(passwordHash).toMatch(/^scrypt\$/);

      // Real PostgreSQL errors whose text names the row: any change to a user's languages, and any
      // new account, breaks a check constraint ("Failing row contains (…email…, …hash…)"), and
      // the failed query's parameters hold the email and the new hash.
      await app.database.db.execute(sql`
        ALTER TABLE users ADD CONSTRAINT test_no_language_change CHECK (language_native IS NULL) NOT VALID`);
      await app.database.db.execute(sql`
        ALTER TABLE users ADD CONSTRAINT test_no_new_accounts CHECK (id <= ${sql.raw(String(learner.id))}) NOT VALID`);

      const signedIn = await app.inject({
        method: 'POST',
        url: '/api/tests/user-languages',
        headers: { authorization: `Bearer ${learner.token}` },
        payload: { languageNative: 'uk', languageLearn: 'en' },
      });
      expect(signedIn.statusCode).toBe(500);
      const newEmail = 'secret.newcomer@example.com';
      const signUp = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        headers: { authorization: `Bearer ${learner.token}` },
        payload: { email: newEmail, password, reCaptcha: '' },
      });
      expect(signUp.statusCode).toBe(500);
      // Something else that carries secrets, logged by hand.
      app.log.warn(
        {
          password,
          user: { id: learner.id, passwordHash },
          headers: { authorization: `Bearer ${learner.token}` },
          token: learner.token,
        },
        'an object with secrets in it',
      );

      const text = log.text();
      // The failures were logged (so the checks below look at a log that has them)...
      expect(text).toContain('unhandled error');
      expect(text).toMatch(/POST \/api\/tests\/user-languages 500/);
      expect(text).toMatch(/POST \/api\/auth\/sign-up 500/);
      expect(text).toContain('an object with secrets in it');
      // ...without the secrets.
      for (const secret of [learner.email, newEmail, passwordHash, 'scrypt$', learner.token, password]) {
        expect(text).not.toContain(secret);
      }
      expect(text).toContain('[redacted]');
    });
  }
});
