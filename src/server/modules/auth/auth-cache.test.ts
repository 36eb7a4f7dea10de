import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type UserRow, users } from '../../db/schema.ts';
import { signUpLearner, TEST_PASSWORD } from '../../testing/accounts.ts';
import { resetTokenFromMail, startSmtpListener } from '../../testing/smtp-listener.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createAuthCache } from './auth-cache.ts';

/**
 * The token check's memory (decision record 018): a signed-in request is answered without reading
 * the database, and every change that matters (a logout, a password reset, a role or language
 * change, a deleted account) is seen by the very next request.
 */

const userInfo = (app: TestApp, token: string) =>
  app.inject({ method: 'GET', url: '/api/auth/user-info', headers: { authorization: `Bearer ${token}` } });

const row = (id: number, name: string) => ({ id, name }) as UserRow;

describe('createAuthCache', () => {
  it('answers a token only once both its user and its revocation state are known', () => {
    const cache = createAuthCache();
    expect(cache.lookup(7, 'token-a')).toBeUndefined();
    cache.remember(cache.stamp(), 'token-a', row(7, 'Ann'), false);
    expect(cache.lookup(7, 'token-a')).toEqual({ user: row(7, 'Ann'), revoked: false });
    // Another token of the same user has not been checked against the logged-out list yet.
    expect(cache.lookup(7, 'token-b')).toBeUndefined();
  });

  it('does not keep what was read before a change arrived (a read racing a write)', () => {
    const cache = createAuthCache();
    const stamp = cache.stamp();
    cache.changed('u:7');
    cache.remember(stamp, 'token-a', row(7, 'Stale'), false);
    expect(cache.lookup(7, 'token-a')).toBeUndefined();
  });

  it('forgets a changed user, marks a logged-out token, and forgets everything on an unknown message', () => {
    const cache = createAuthCache();
    cache.remember(cache.stamp(), 'token-a', row(7, 'Ann'), false);
    cache.remember(cache.stamp(), 'token-b', row(8, 'Bo'), false);
    cache.changed('u:7');
    expect(cache.lookup(7, 'token-a')).toBeUndefined();
    expect(cache.lookup(8, 'token-b')?.revoked).toBe(false);
    cache.changed('r:token-b');
    expect(cache.lookup(8, 'token-b')?.revoked).toBe(true);
    cache.changed('something else');
    expect(cache.size()).toEqual({ users: 0, tokens: 0 });
  });

  it('keeps at most its limit of entries, dropping the oldest', () => {
    const cache = createAuthCache({ users: 2, tokens: 2 });
    for (const id of [1, 2, 3]) cache.remember(cache.stamp(), `token-${id}`, row(id, `U${id}`), false);
    expect(cache.size()).toEqual({ users: 2, tokens: 2 });
    expect(cache.lookup(1, 'token-1')).toBeUndefined();
    expect(cache.lookup(3, 'token-3')?.user.name).toBe('U3');
  });
});

describe('signed-in requests see every change at once', () => {
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpListener>>;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    app = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://localhost:3000' });
  });
  afterAll(async () => {
    await app.cleanup();
    await smtp.close();
  });

  it('answers a known token from memory on PGlite (a change that bypasses the triggers is not seen), from the database on PostgreSQL', async () => {
    const learner = await signUpLearner(app);
    expect((await userInfo(app, learner.token)).json().role).toBe('FREE');
    // With the trigger off, the database does not say the row changed: a server that read the
    // row on every request would see VOCABULARY now.
    await app.database.db.transaction(async (tx) => {
      await tx.execute(sql`ALTER TABLE users DISABLE TRIGGER users_auth_changed`);
      await tx.update(users).set({ role: 'VOCABULARY' }).where(eq(users.id, learner.id));
      await tx.execute(sql`ALTER TABLE users ENABLE TRIGGER users_auth_changed`);
    });
    // PostgreSQL may have other instances writing: there every request reads the row.
    expect((await userInfo(app, learner.token)).json().role).toBe(
      app.database.kind === 'pglite' ? 'FREE' : 'VOCABULARY',
    );
    // Any change made the normal way is seen at once, with everything else that changed.
    await app.database.db.update(users).set({ name: 'Renamed' }).where(eq(users.id, learner.id));
    expect((await userInfo(app, learner.token)).json()).toMatchObject({
      role: 'VOCABULARY',
      name: 'Renamed',
    });
  });

  it('refuses a remembered token on the next request after its logout', async () => {
    const learner = await signUpLearner(app);
    expect((await userInfo(app, learner.token)).statusCode).toBe(200);
    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${learner.token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect((await userInfo(app, learner.token)).statusCode).toBe(401);
  });

  it('shows a language change on the next request', async () => {
    const learner = await signUpLearner(app);
    expect((await userInfo(app, learner.token)).json().languageNative).not.toBe('de');
    const saved = await app.inject({
      method: 'POST',
      url: '/api/tests/user-languages',
      headers: { authorization: `Bearer ${learner.token}` },
      payload: { languageNative: 'de', languageLearn: 'en' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await userInfo(app, learner.token)).json()).toMatchObject({
      languageNative: 'de',
      languageLearn: 'en',
    });
  });

  it('refuses a remembered token once the password is reset', async () => {
    const learner = await signUpLearner(app);
    expect((await userInfo(app, learner.token)).statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: learner.email, reCaptcha: '' },
    });
    const resetToken = resetTokenFromMail(await smtp.waitForMail(learner.email));
    // Tokens issued in an earlier second than the reset are refused afterwards.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const confirm = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/confirm',
      payload: { token: resetToken, password: 'Fresh-Start42' },
    });
    expect(confirm.statusCode).toBe(200);
    expect((await userInfo(app, learner.token)).statusCode).toBe(401);
  });

  it('refuses a remembered token of a deleted account, even a second token of it', async () => {
    const learner = await signUpLearner(app);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: learner.email, password: 'Correct-Horse9', reCaptcha: '' },
    });
    const second = signIn.json().token as string;
    expect((await userInfo(app, learner.token)).statusCode).toBe(200);
    expect((await userInfo(app, second)).statusCode).toBe(200);
    const deleted = await app.inject({
      method: 'POST',
      url: '/api/auth/delete-account',
      headers: { authorization: `Bearer ${learner.token}` },
      payload: { password: TEST_PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await userInfo(app, learner.token)).statusCode).toBe(401);
    expect((await userInfo(app, second)).statusCode).toBe(401);
    expect(await app.database.db.select().from(users).where(eq(users.id, learner.id))).toEqual([]);
  });
});
