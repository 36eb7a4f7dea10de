import { eq } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import type { TestApp } from './test-app.ts';

export const TEST_PASSWORD = 'Correct-Horse9';
let counter = 0;

/** An address no other test uses. */
function uniqueEmail(prefix = 'learner'): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@example.com`;
}

/**
 * Signs a learner up through the API (as the site does), optionally with a role and a native
 * language set in the database, and answers the token, the user id and the email.
 */
export async function signUpLearner(
  app: TestApp,
  options: {
    email?: string;
    password?: string;
    role?: 'FREE' | 'VOCABULARY';
    languageNative?: string | null;
    /** a solved captcha, for an app with CAPTCHA=altcha */
    reCaptcha?: string;
  } = {},
): Promise<{ token: string; id: number; email: string }> {
  const email = options.email ?? uniqueEmail();
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: { email, password: options.password ?? TEST_PASSWORD, reCaptcha: options.reCaptcha ?? '' },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  if (options.role !== undefined || options.languageNative !== undefined) {
    await app.database.db
      .update(users)
      .set({
        ...(options.role !== undefined ? { role: options.role } : {}),
        ...(options.languageNative !== undefined ? { languageNative: options.languageNative } : {}),
      })
      .where(eq(users.email, email));
  }
  const [row] = await app.database.db.select().from(users).where(eq(users.email, email));
  return { token: response.json().token as string, id: row?.id ?? 0, email };
}
