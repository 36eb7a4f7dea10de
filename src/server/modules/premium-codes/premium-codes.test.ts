import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_MESSAGES, formatCode, normalizeCode } from '../../../shared/api/premium-codes.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { formatListId } from '../../../shared/word-lists/list-id.ts';
import { premiumCodeRedemptions, premiumCodes, users } from '../../db/schema.ts';
import { signUpLearner } from '../../testing/accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { hashCode, REDEEM_LIMITS } from './service.ts';

describe('premium codes: an admin makes them, a learner redeems one, the role ends by itself', () => {
  let app: TestApp;
  /** The app's clock: tests move it forward instead of waiting. */
  let clock = new Date('2026-12-01T12:00:00.000Z');

  beforeAll(async () => {
    app = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: 1000 }, { now: () => clock });
  });
  afterAll(async () => {
    await app.cleanup();
  });

  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  async function adminToken(): Promise<string> {
    const admin = await signUpLearner(app);
    await app.database.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, admin.id));
    return admin.token;
  }

  async function makeCode(fields: Record<string, unknown> = {}): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/premium-codes',
      headers: auth(await adminToken()),
      payload: { plan: 'VOCABULARY', durationDays: 30, maxUses: 5, expiresOn: '2027-01-31', ...fields },
    });
    expect(response.statusCode).toBe(200);
    const [code] = response.json().codes as string[];
    if (!code) throw new Error('no code');
    return code;
  }

  const redeem = (token: string | undefined, code: string, ip = '203.0.113.1') =>
    app.inject({
      method: 'POST',
      url: '/api/premium-codes/redeem',
      headers: token ? auth(token) : {},
      payload: { code },
      remoteAddress: ip,
    });

  const userInfo = async (token: string) =>
    (await app.inject({ method: 'GET', url: '/api/auth/user-info', headers: auth(token) })).json();

  /** Loading band 7 is the premium check a learner meets. */
  const loadBand7 = (token: string) =>
    app.inject({
      method: 'POST',
      url: '/api/tests/download-vocabulary',
      headers: auth(token),
      payload: { reCaptcha: '', gameId2Update: 1, sheetId2Update: formatListId({ kind: 'ielts', band: 7 }) },
    });

  it('makes unguessable codes, keeps only their hash, and only for an admin', async () => {
    const learner = await signUpLearner(app);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/admin/premium-codes',
      headers: auth(learner.token),
      payload: { plan: 'FULL2', durationDays: 30, maxUses: 1, expiresOn: '2027-01-31' },
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/premium-codes', headers: auth(learner.token) }))
        .statusCode,
    ).toBe(403);

    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/premium-codes',
      headers: auth(await adminToken()),
      payload: {
        plan: 'FULL2',
        durationDays: 90,
        maxUses: 30,
        expiresOn: '2027-06-30',
        count: 3,
        label: 'Class 4B',
      },
    });
    expect(response.statusCode).toBe(200);
    const codes = response.json().codes as string[];
    expect(codes).toHaveLength(3);
    expect(new Set(codes).size).toBe(3);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJ-NP-Z]{16}$/);
    const rows = await app.database.db.select().from(premiumCodes).where(eq(premiumCodes.label, 'Class 4B'));
    expect(rows.map((row) => row.codeHash).sort()).toEqual(codes.map(hashCode).sort());
    expect(JSON.stringify(rows)).not.toContain(codes[0]);
    expect(rows[0]).toMatchObject({ plan: 'FULL2', durationDays: 90, maxUses: 30, uses: 0 });
    expect(rows[0]?.expiresAt.toISOString()).toBe('2027-07-01T00:00:00.000Z');
  });

  it('refuses bad fields with a message, never a 500', async () => {
    const token = await adminToken();
    for (const payload of [
      { plan: 'ADMIN', durationDays: 30, maxUses: 1, expiresOn: '2027-01-31' },
      { plan: 'FULL2', durationDays: 0, maxUses: 1, expiresOn: '2027-01-31' },
      { plan: 'FULL2', durationDays: 30, maxUses: 0, expiresOn: '2027-01-31' },
      { plan: 'FULL2', durationDays: 30, maxUses: 1, expiresOn: 'tomorrow' },
      { plan: 'FULL2', durationDays: 30, maxUses: 1, expiresOn: '2026-11-30' },
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/premium-codes',
        headers: auth(token),
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    const learner = await signUpLearner(app);
    for (const code of ['', '--', 'x'.repeat(65)])
      expect((await redeem(learner.token, code)).statusCode).toBe(400);
    expect((await redeem(undefined, 'ABCD')).statusCode).toBe(401);
  });

  it('gives the role for its duration, logs the use, refuses a second use, and the role ends by itself', async () => {
    clock = new Date('2026-12-01T12:00:00.000Z');
    const code = await makeCode({ durationDays: 30 });
    const learner = await signUpLearner(app);
    expect((await loadBand7(learner.token)).statusCode).toBe(403);

    // Typed as people type it: lower case, spaces, the dashes of the printed form.
    const response = await redeem(learner.token, ` ${formatCode(code).toLowerCase()} `);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ role: 'VOCABULARY', premiumUntil: '2026-12-31T12:00:00.000Z' });
    expect(await userInfo(learner.token)).toMatchObject({
      role: 'VOCABULARY',
      premiumUntil: '2026-12-31T12:00:00.000Z',
    });
    expect((await loadBand7(learner.token)).statusCode).toBe(200);

    const log = await app.database.db
      .select()
      .from(premiumCodeRedemptions)
      .where(eq(premiumCodeRedemptions.userId, learner.id));
    expect(log).toHaveLength(1);
    expect(log[0]?.premiumUntil.toISOString()).toBe('2026-12-31T12:00:00.000Z');
    const [row] = await app.database.db
      .select()
      .from(premiumCodes)
      .where(eq(premiumCodes.codeHash, hashCode(code)));
    expect(row?.uses).toBe(1);

    const twice = await redeem(learner.token, code);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(CODE_MESSAGES.alreadyUsed);

    // A minute before the end it still holds; at the end the learner is FREE again, with no job run.
    clock = new Date('2026-12-31T11:59:00.000Z');
    expect((await userInfo(learner.token)).role).toBe('VOCABULARY');
    clock = new Date('2026-12-31T12:00:00.000Z');
    expect((await userInfo(learner.token)).role).toBe('FREE');
    const after = await loadBand7(learner.token);
    expect(after.statusCode).toBe(403);
    expect(after.json().message).toBe(MESSAGES.premiumRequired);
  });

  it('refuses an expired code, an unknown code, and a code whose uses are gone', async () => {
    clock = new Date('2026-12-01T12:00:00.000Z');
    const expiring = await makeCode({ expiresOn: '2026-12-10' });
    const shared = await makeCode({ maxUses: 2 });
    const [a, b, c] = await Promise.all([signUpLearner(app), signUpLearner(app), signUpLearner(app)]);
    if (!a || !b || !c) throw new Error('no learners');

    const unknown = await redeem(a.token, 'ABCD-EFGH-JKLM-NPQR');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(CODE_MESSAGES.unknown);

    clock = new Date('2026-12-11T00:00:00.000Z');
    const expired = await redeem(a.token, expiring);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(CODE_MESSAGES.expired);
    expect((await userInfo(a.token)).role).toBe('FREE');

    expect((await redeem(a.token, shared)).statusCode).toBe(200);
    expect((await redeem(b.token, shared)).statusCode).toBe(200);
    const usedUp = await redeem(c.token, shared);
    expect(usedUp.statusCode).toBe(400);
    expect(usedUp.json().message).toBe(CODE_MESSAGES.usedUp);
    expect((await userInfo(c.token)).role).toBe('FREE');
    const [row] = await app.database.db
      .select()
      .from(premiumCodes)
      .where(eq(premiumCodes.codeHash, hashCode(shared)));
    expect(row?.uses).toBe(2);
  });

  it('adds a second code to the end of the first, and leaves a role with no end alone', async () => {
    clock = new Date('2026-12-01T00:00:00.000Z');
    const first = await makeCode({ durationDays: 10 });
    const second = await makeCode({ durationDays: 5 });
    const learner = await signUpLearner(app);
    expect((await redeem(learner.token, first)).json().premiumUntil).toBe('2026-12-11T00:00:00.000Z');
    expect((await redeem(learner.token, second)).json().premiumUntil).toBe('2026-12-16T00:00:00.000Z');

    const paid = await signUpLearner(app, { role: 'VOCABULARY' });
    const refused = await redeem(paid.token, await makeCode());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(CODE_MESSAGES.permanent);
  });

  it('limits tries per account', async () => {
    const learner = await signUpLearner(app);
    for (let i = 0; i < REDEEM_LIMITS.perAccount; i++)
      expect((await redeem(learner.token, `WRONG${i}`, '198.51.100.7')).statusCode).toBe(400);
    const limited = await redeem(learner.token, await makeCode(), '198.51.100.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(CODE_MESSAGES.tooMany);
    expect((await userInfo(learner.token)).role).toBe('FREE');
  });

  it('reads a typed code as the server compares it', () => {
    expect(normalizeCode(' abcd-efgh jklm_npqr ')).toBe('ABCDEFGHJKLMNPQR');
    expect(formatCode('ABCDEFGHJKLMNPQR')).toBe('ABCD-EFGH-JKLM-NPQR');
  });
});
