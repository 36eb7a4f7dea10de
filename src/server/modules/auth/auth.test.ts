import { createServer, type Server } from 'node:http';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq, sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { parseEnv } from '../../config.ts';
import { passwordResetTokens, users } from '../../db/schema.ts';
import { signUpLearner } from '../../testing/accounts.ts';
import { startFakeOidc } from '../../testing/fake-oidc.ts';
import { resetTokenFromMail, startSmtpListener } from '../../testing/smtp-listener.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createPasswordHasher } from './passwords.ts';

const PASSWORD = 'Correct-Horse9';
let counter = 0;
const uniqueEmail = (prefix = 'user') => {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@example.com`;
};

async function post(
  app: TestApp,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

async function signUp(app: TestApp, email: string, password = PASSWORD) {
  return (await signUpLearner(app, { email, password })).token;
}

const userInfo = (app: TestApp, token: string) =>
  app.inject({ method: 'GET', url: '/api/auth/user-info', headers: { authorization: `Bearer ${token}` } });

describe('accounts', () => {
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

  describe('sign-up', () => {
    it('creates a FREE account, trims and lower-cases the email, and signs in', async () => {
      const email = uniqueEmail('Mixed');
      const token = await signUp(app, `  ${email.toUpperCase()} `);
      const response = await userInfo(app, token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ email: email.toLowerCase(), role: 'FREE' });
      const [row] = await app.database.db.select().from(users).where(eq(users.email, email.toLowerCase()));
      expect(row?.passwordHash).toMatch(/^scrypt\$10\$8\$1\$/);
      expect(row?.passwordHash).not.toContain(PASSWORD);
    });

    it('refuses an email that already has an account, with a clear message', async () => {
      const email = uniqueEmail();
      await signUp(app, email);
      const response = await post(app, '/api/auth/sign-up', {
        email: email.toUpperCase(),
        password: PASSWORD,
        reCaptcha: '',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: [{ field: 'email', message: MESSAGES.emailTaken }] });
    });

    it('refuses one of the most common passwords', async () => {
      const response = await post(app, '/api/auth/sign-up', {
        email: uniqueEmail(),
        password: 'Password1',
        reCaptcha: '',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: [{ field: 'password', message: MESSAGES.passwordTooCommon }],
      });
    });

    it('reports the spec messages for a bad email and a weak password', async () => {
      const response = await post(app, '/api/auth/sign-up', {
        email: 'nope',
        password: 'short',
        reCaptcha: '',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: [
          { field: 'email', message: 'Email is not valid' },
          {
            field: 'password',
            message:
              'Password must be a minimum of 8 characters, include upper and lowercase letters and at least one number.',
          },
        ],
      });
    });
  });

  describe('sign-in', () => {
    it('answers a token for the right password', async () => {
      const email = uniqueEmail();
      await signUp(app, email);
      const response = await post(app, '/api/auth/sign-in', { email, password: PASSWORD, reCaptcha: '' });
      expect(response.statusCode).toBe(200);
      expect((await userInfo(app, response.json().token)).json()).toMatchObject({ email });
    });

    it('answers a wrong password and an unknown email the same way', async () => {
      const email = uniqueEmail();
      await signUp(app, email);
      const wrong = await post(app, '/api/auth/sign-in', { email, password: 'Wrong-pass9', reCaptcha: '' });
      const unknown = await post(app, '/api/auth/sign-in', {
        email: uniqueEmail('ghost'),
        password: 'Wrong-pass9',
        reCaptcha: '',
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ message: MESSAGES.wrongCredentials });
      expect(unknown.body).toBe(wrong.body);
    });

    it('locks an account after ten wrong passwords: even the right one gets 429', async () => {
      const email = uniqueEmail('locked');
      await signUp(app, email);
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        const response = await post(app, '/api/auth/sign-in', {
          email,
          password: `Wrong-pass${attempt}`,
          reCaptcha: '',
        });
        expect(response.statusCode).toBe(401);
      }
      const right = await post(app, '/api/auth/sign-in', { email, password: PASSWORD, reCaptcha: '' });
      expect(right.statusCode).toBe(429);
      expect(right.json()).toEqual({ message: MESSAGES.tooManyAttempts });
      // Another account is not affected.
      const other = uniqueEmail();
      await signUp(app, other);
      expect(
        (await post(app, '/api/auth/sign-in', { email: other, password: PASSWORD, reCaptcha: '' }))
          .statusCode,
      ).toBe(200);
    });

    it('checks at most ten passwords of an account even when wrong ones arrive all at once', async () => {
      const email = uniqueEmail('racing');
      await signUp(app, email);
      const responses = await Promise.all(
        Array.from({ length: 25 }, (_, attempt) =>
          post(
            app,
            '/api/auth/sign-in',
            { email, password: `Wrong-pass${attempt}`, reCaptcha: '' },
            {},
            '10.1.0.1',
          ),
        ),
      );
      const statuses = responses.map((response) => response.statusCode);
      // Only the first ten attempts get a password check (401); the rest are refused unchecked.
      expect(statuses.filter((status) => status === 401)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    });

    it('a right password clears the count of earlier wrong ones', async () => {
      const email = uniqueEmail('recovers');
      await signUp(app, email);
      const signIn = (password: string) =>
        post(app, '/api/auth/sign-in', { email, password, reCaptcha: '' }, {}, '10.1.0.2');
      for (let attempt = 1; attempt <= 9; attempt += 1) await signIn(`Wrong-pass${attempt}`);
      expect((await signIn(PASSWORD)).statusCode).toBe(200);
      for (let attempt = 1; attempt <= 9; attempt += 1) {
        expect((await signIn(`Wrong-pass${attempt}`)).statusCode).toBe(401);
      }
    });
  });

  describe('password reset', () => {
    it('mails a single-use link; the new password works, the old one and older tokens do not', async () => {
      const email = uniqueEmail('reset');
      const oldToken = await signUp(app, email);
      const response = await post(app, '/api/auth/reset-password', { email, reCaptcha: '' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: MESSAGES.resetEmailSent });

      const mail = await smtp.waitForMail(email);
      expect(mail.subject).toContain('Reset your');
      const resetToken = resetTokenFromMail(mail);
      expect(Buffer.from(resetToken, 'base64url').length).toBeGreaterThanOrEqual(16);
      const stored = await app.database.db.select().from(passwordResetTokens);
      expect(stored.map((row) => row.tokenHash)).not.toContain(resetToken);

      // Tokens issued before the reset are refused afterwards, even one from the same second.
      const justBefore = (
        await post(app, '/api/auth/sign-in', { email, password: PASSWORD, reCaptcha: '' })
      ).json().token as string;
      const newPassword = 'Fresh-Start42';
      const confirm = await post(app, '/api/auth/reset-password/confirm', {
        token: resetToken,
        password: newPassword,
      });
      expect(confirm.statusCode).toBe(200);
      expect(confirm.json()).toEqual({ message: MESSAGES.passwordChanged });

      expect(
        (await post(app, '/api/auth/sign-in', { email, password: PASSWORD, reCaptcha: '' })).statusCode,
      ).toBe(401);
      const fresh = await post(app, '/api/auth/sign-in', { email, password: newPassword, reCaptcha: '' });
      expect(fresh.statusCode).toBe(200);
      expect((await userInfo(app, fresh.json().token)).statusCode).toBe(200);
      expect((await userInfo(app, oldToken)).statusCode).toBe(401);
      expect((await userInfo(app, justBefore)).statusCode).toBe(401);

      const again = await post(app, '/api/auth/reset-password/confirm', {
        token: resetToken,
        password: 'Another-One7',
      });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: [{ field: 'token', message: MESSAGES.resetLinkInvalid }] });
    });

    it('refuses a token issued in the same second as the reset, just before it', async () => {
      const email = uniqueEmail('same-second');
      await signUp(app, email);
      await post(app, '/api/auth/reset-password', { email, reCaptcha: '' });
      const resetToken = resetTokenFromMail(await smtp.waitForMail(email));
      // The clock (Date only) set within one second: sign in at .100, reset at .600, check at .900.
      const second = (Math.floor(Date.now() / 1000) + 1) * 1000;
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(second + 100);
        const justBefore = (
          await post(app, '/api/auth/sign-in', { email, password: PASSWORD, reCaptcha: '' })
        ).json().token as string;
        vi.setSystemTime(second + 600);
        const newPassword = 'Same-Second-Reset7';
        expect(
          (await post(app, '/api/auth/reset-password/confirm', { token: resetToken, password: newPassword }))
            .statusCode,
        ).toBe(200);
        vi.setSystemTime(second + 900);
        expect((await userInfo(app, justBefore)).statusCode).toBe(401);
        const fresh = await post(app, '/api/auth/sign-in', { email, password: newPassword, reCaptcha: '' });
        expect((await userInfo(app, fresh.json().token)).statusCode).toBe(200);
      } finally {
        vi.useRealTimers();
      }
    });

    it('answers an unknown email exactly like a known one, and sends nothing', async () => {
      const ghost = uniqueEmail('ghost');
      const known = uniqueEmail('known');
      await signUp(app, known);
      const response = await post(app, '/api/auth/reset-password', { email: ghost, reCaptcha: '' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: MESSAGES.resetEmailSent });
      // A mail for the ghost would have gone before the one asked for next: once that one is here,
      // the ghost's would be too.
      await post(app, '/api/auth/reset-password', { email: known, reCaptcha: '' });
      await smtp.waitForMail(known);
      expect(smtp.mails.filter((mail) => mail.to.includes(ghost))).toEqual([]);
    });

    it('refuses a link older than an hour', async () => {
      const email = uniqueEmail('expired');
      await signUp(app, email);
      await post(app, '/api/auth/reset-password', { email, reCaptcha: '' });
      const token = resetTokenFromMail(await smtp.waitForMail(email));
      await app.database.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
      const response = await post(app, '/api/auth/reset-password/confirm', {
        token,
        password: 'Fresh-Start42',
      });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('log out', () => {
    it('refuses the logged-out token from then on, but not the user’s other tokens', async () => {
      const email = uniqueEmail('logout');
      const first = await signUp(app, email);
      const second = (
        await post(app, '/api/auth/sign-in', { email, password: PASSWORD, reCaptcha: '' })
      ).json().token;
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { authorization: `Bearer ${first}` },
      });
      expect(response.statusCode).toBe(200);
      expect((await userInfo(app, first)).statusCode).toBe(401);
      expect((await userInfo(app, second)).statusCode).toBe(200);
    });
  });

  describe('bad input', () => {
    const routes = [
      '/api/auth/sign-in',
      '/api/auth/sign-up',
      '/api/auth/reset-password',
      '/api/auth/reset-password/confirm',
      '/api/auth/cordova',
    ];
    const bodies: [string, string, string][] = [
      ['malformed JSON', 'application/json', '{"email":'],
      ['an array', 'application/json', '[1,2]'],
      ['a string', 'application/json', '"hello"'],
      ['null', 'application/json', 'null'],
      ['wrong types', 'application/json', '{"email":1,"password":[],"reCaptcha":{},"token":5,"data":false}'],
      ['form data', 'application/x-www-form-urlencoded', 'email=a'],
      [
        'huge strings',
        'application/json',
        JSON.stringify({
          email: `${'a'.repeat(5000)}@x.io`,
          password: 'A1'.repeat(5000),
          reCaptcha: '',
          token: 'x'.repeat(5000),
          data: 'x',
        }),
      ],
    ];
    for (const route of routes) {
      it.each(bodies)(`${route} answers %s with 400 JSON`, async (_name, contentType, payload) => {
        const response = await app.inject({
          method: 'POST',
          url: route,
          headers: { 'content-type': contentType },
          payload,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toHaveProperty('message');
      });
    }
  });
});

describe('password hashing', () => {
  it('defaults to scrypt N=2^17, r=8, p=1 in production', async () => {
    expect(parseEnv({}).PASSWORD_HASH_LOG_N).toBe(17);
    const hasher = createPasswordHasher(parseEnv({}).PASSWORD_HASH_LOG_N);
    const hash = await hasher.hash('Production-Cost1');
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await hasher.verify('Production-Cost1', hash)).toBe(true);
    expect(await hasher.verify('production-cost1', hash)).toBe(false);
  });

  it('spends about as long on an unknown email as on a known one', async () => {
    const hasher = createPasswordHasher(14);
    const hash = await hasher.hash('Known-User1');
    await hasher.verify('warm-up', null);
    const once = async (stored: string | null) => {
      const start = performance.now();
      await hasher.verify('Wrong-pass1', stored);
      return performance.now() - start;
    };
    // Interleaved, and compared by median, so a busy machine slows both sides alike.
    const known: number[] = [];
    const unknown: number[] = [];
    // 15 pairs: on a loaded 2-core machine 7 left the medians at the mercy of a few stalls.
    for (let i = 0; i < 15; i += 1) {
      known.push(await once(hash));
      unknown.push(await once(null));
    }
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});

describe('breached and common passwords', () => {
  /** Well-known passwords that meet the length and character rule. */
  const WELL_KNOWN = [
    'P@ssw0rd',
    'Password123',
    'Admin123',
    'Qwerty123!',
    'Welcome1',
    'Letmein1',
    'Password1',
    'Passw0rd!',
    'Iloveyou1',
    'Monkey123',
    'Dragon2024!',
    'Football1',
    'Baseball1!',
    'Sunshine1',
    'Princess1',
    'Trustno1!',
    'Abc12345',
    'Master123',
    'Shadow123',
    'Superman1',
    'Summer2024!',
    'Qwertyuiop1',
    'Changeme1',
    'Starwars1',
    'Whatever1!',
  ];
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: 1000 });
  });
  afterAll(() => app.cleanup());

  const signUpWith = (password: string) =>
    post(app, '/api/auth/sign-up', { email: uniqueEmail('common'), password, reCaptcha: '' });

  it('refuses all 25 well-known passwords with the "too common" message', async () => {
    expect(WELL_KNOWN).toHaveLength(25);
    const passed: string[] = [];
    for (const password of WELL_KNOWN) {
      const response = await signUpWith(password);
      if (response.statusCode !== 400) {
        passed.push(password);
        continue;
      }
      expect(response.json()).toEqual({
        message: [{ field: 'password', message: MESSAGES.passwordTooCommon }],
      });
    }
    expect(passed).toEqual([]);
  });

  it('refuses them in a new password set by a reset link too', async () => {
    const response = await post(app, '/api/auth/reset-password/confirm', {
      token: 'x'.repeat(43),
      password: 'Qwerty123!',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: [{ field: 'password', message: MESSAGES.passwordTooCommon }],
    });
  });

  it('accepts a strong passphrase', async () => {
    const response = await signUpWith('Violet-Harbour-Tractor-42');
    expect(response.statusCode).toBe(200);
  });

  it("refuses the site's own words, and spaces or invisible characters counted toward the 8", async () => {
    for (const password of ['Vocabarcade1', 'Ielts2025!']) {
      expect((await signUpWith(password)).json(), password).toEqual({
        message: [{ field: 'password', message: MESSAGES.passwordTooCommon }],
      });
    }
    for (const password of [
      'Ab1     ',
      'Ab1\u200b\u200b\u200b\u200b\u200b',
      'Ab1 \u00a0\u2060\u200d\u3000',
    ]) {
      expect((await signUpWith(password)).json(), JSON.stringify(password)).toEqual({
        message: [{ field: 'password', message: MESSAGES.passwordRule }],
      });
    }
  });

  it('refuses a password padded with NUL characters with the control-character message', async () => {
    const response = await signUpWith(`Ab1${'\u0000'.repeat(8)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: [{ field: 'password', message: MESSAGES.passwordControlCharacters }],
    });
  });
});

describe('password reset answers before the reset-link work (timing)', () => {
  let app: TestApp;
  let slowSmtp: Awaited<ReturnType<typeof startSmtpListener>>;

  beforeAll(async () => {
    // A mail server that takes 1.5 s to answer each connection.
    slowSmtp = await startSmtpListener(0, { answerDelayMs: 1500 });
    app = await createTestApp({ SMTP_URL: slowSmtp.url, PUBLIC_URL: 'http://localhost:3000' });
  });
  afterAll(async () => {
    await app.cleanup();
    await slowSmtp.close();
  });

  it('does not wait for a slow mail server, and the mail still arrives', async () => {
    const email = uniqueEmail('slow-smtp');
    await signUp(app, email);
    const started = performance.now();
    const response = await post(app, '/api/auth/reset-password', { email, reCaptcha: '' });
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.resetEmailSent });
    expect(elapsed).toBeLessThan(750);
    const mail = await slowSmtp.waitForMail(email, 10_000);
    expect(resetTokenFromMail(mail).length).toBeGreaterThan(20);
  });

  it('does not wait for the reset link to be stored: a slow write does not delay a known email', async () => {
    // Storing the link takes 1.5 s (pg_sleep in a trigger, on PGlite or PostgreSQL alike).
    await app.database.db.execute(sql`
      CREATE FUNCTION slow_reset_links() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_sleep(1.5); RETURN NEW; END $$`);
    await app.database.db.execute(sql`
      CREATE TRIGGER slow_reset_links BEFORE INSERT ON password_reset_tokens
      FOR EACH ROW EXECUTE FUNCTION slow_reset_links()`);
    try {
      const email = uniqueEmail('slow-db');
      await signUp(app, email);
      const started = performance.now();
      const response = await post(app, '/api/auth/reset-password', { email, reCaptcha: '' });
      const elapsed = performance.now() - started;
      expect(response.statusCode).toBe(200);
      expect(elapsed).toBeLessThan(750);
      // The link is still stored and mailed, after the answer.
      await slowSmtp.waitForMail(email, 10_000);
    } finally {
      await app.database.db.execute(sql`DROP TRIGGER slow_reset_links ON password_reset_tokens`);
      await app.database.db.execute(sql`DROP FUNCTION slow_reset_links()`);
    }
  });

  it('answers a known email exactly like an unknown one even when storing its link fails', async () => {
    // The reset link cannot be stored (a real PostgreSQL error from a trigger): a known email's
    // answer must not show it, or the failure would tell which emails have accounts.
    await app.database.db.execute(sql`
      CREATE FUNCTION refuse_reset_links() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'reset links are switched off in this test'; END $$`);
    await app.database.db.execute(sql`
      CREATE TRIGGER refuse_reset_links BEFORE INSERT ON password_reset_tokens
      FOR EACH ROW EXECUTE FUNCTION refuse_reset_links()`);
    try {
      const known = uniqueEmail('known');
      await signUp(app, known);
      const forKnown = await post(app, '/api/auth/reset-password', { email: known, reCaptcha: '' });
      const forUnknown = await post(app, '/api/auth/reset-password', {
        email: uniqueEmail('unknown'),
        reCaptcha: '',
      });
      expect({ status: forKnown.statusCode, body: forKnown.json() }).toEqual({
        status: forUnknown.statusCode,
        body: forUnknown.json(),
      });
      expect(forKnown.statusCode).toBe(200);
    } finally {
      await app.database.db.execute(sql`DROP TRIGGER refuse_reset_links ON password_reset_tokens`);
      await app.database.db.execute(sql`DROP FUNCTION refuse_reset_links()`);
    }
  });
});

describe('rate limit per IP', () => {
  it('answers 429 once an IP has used up its sign-ups', async () => {
    const app = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: 3 });
    try {
      for (let i = 0; i < 3; i += 1) await signUp(app, uniqueEmail('ip'));
      const response = await post(app, '/api/auth/sign-up', {
        email: uniqueEmail('ip'),
        password: PASSWORD,
        reCaptcha: '',
      });
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({ message: MESSAGES.tooManyAttempts });
    } finally {
      await app.cleanup();
    }
  });
});

describe('rate limit per IP behind a proxy (TRUST_PROXY)', () => {
  // The proxy (127.0.0.1 here) appends the address it saw to X-Forwarded-For; whatever a client
  // wrote there itself stays to the left of it.
  const PROXY = '127.0.0.1';
  const CLIENT = '203.0.113.7';
  const OTHER_CLIENT = '203.0.113.8';

  /** Sign-ins that reach the server through the proxy, each with a made-up leftmost address. */
  async function signInsThroughProxy(trustProxy: string, clients: string[]) {
    const app = await createTestApp({
      AUTH_RATE_LIMIT_PER_IP: 3,
      TRUST_PROXY: parseEnv({ TRUST_PROXY: trustProxy }).TRUST_PROXY,
    });
    try {
      const statuses: number[] = [];
      for (const [i, client] of clients.entries()) {
        const spoofed = `198.51.100.${i + 1}`;
        const response = await post(
          app,
          '/api/auth/sign-in',
          { email: uniqueEmail('proxy'), password: PASSWORD, reCaptcha: '' },
          { 'x-forwarded-for': `${spoofed}, ${client}` },
          PROXY,
        );
        statuses.push(response.statusCode);
      }
      return statuses;
    } finally {
      await app.cleanup();
    }
  }

  it('with one trusted hop, a client that varies the leftmost X-Forwarded-For is still one client', async () => {
    // The fifth request comes from another client through the same proxy: it has its own count.
    expect(await signInsThroughProxy('1', [CLIENT, CLIENT, CLIENT, CLIENT, OTHER_CLIENT])).toEqual([
      401, 401, 401, 429, 401,
    ]);
  });

  it('with the proxy named by address, the client is the address that proxy appended', async () => {
    expect(
      await signInsThroughProxy(`${PROXY}, ::1`, [CLIENT, CLIENT, CLIENT, CLIENT, OTHER_CLIENT]),
    ).toEqual([401, 401, 401, 429, 401]);
  });

  it('TRUST_PROXY is a hop count or a list of proxy addresses; anything else stops the start', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: '192.0.2.10, 198.51.100.0/24' }).TRUST_PROXY).toEqual([
      '192.0.2.10',
      '198.51.100.0/24',
    ]);
    expect(() => parseEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ TRUST_PROXY: '192.0.2.10/40' })).toThrow(/TRUST_PROXY/);
  });
});

describe('captcha (ALTCHA)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ CAPTCHA: 'altcha', CAPTCHA_COST: 10 });
  });
  afterAll(() => app.cleanup());

  async function solvedPayload() {
    const challenge = (await app.inject({ method: 'GET', url: '/api/captcha/challenge' })).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  it('accepts a solved challenge once; a replay is refused', async () => {
    const reCaptcha = await solvedPayload();
    const email = uniqueEmail('captcha');
    const first = await post(app, '/api/auth/sign-up', { email, password: PASSWORD, reCaptcha });
    expect(first.statusCode).toBe(200);
    const replay = await post(app, '/api/auth/sign-in', { email, password: PASSWORD, reCaptcha });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ message: [{ field: 'reCaptcha', message: MESSAGES.captchaFailed }] });
  });

  it.each(['', 'garbage', Buffer.from('{"challenge":{}}').toString('base64')])(
    'refuses %j',
    async (reCaptcha) => {
      const response = await post(app, '/api/auth/sign-up', {
        email: uniqueEmail(),
        password: PASSWORD,
        reCaptcha,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: [{ field: 'reCaptcha', message: MESSAGES.captchaFailed }] });
    },
  );

  it('refuses a solution whose challenge was tampered with', async () => {
    const decoded = JSON.parse(Buffer.from(await solvedPayload(), 'base64').toString());
    decoded.challenge.parameters.expiresAt += 3600;
    const response = await post(app, '/api/auth/sign-up', {
      email: uniqueEmail(),
      password: PASSWORD,
      reCaptcha: Buffer.from(JSON.stringify(decoded)).toString('base64'),
    });
    expect(response.statusCode).toBe(400);
  });

  it('reports field errors before looking at the captcha', async () => {
    const response = await post(app, '/api/auth/sign-in', {
      email: 'bad',
      password: PASSWORD,
      reCaptcha: 'garbage',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: [{ field: 'email', message: 'Email is not valid' }] });
  });
});

describe('native app sign-in (POST /api/auth/cordova)', () => {
  let app: TestApp;
  let jwks: Server;
  let key: CryptoKey;
  const issuer = 'https://accounts.google.com';
  const audience = 'native-client.apps.example';

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256', { extractable: true });
    key = pair.privateKey;
    const publicJwk: JWK = {
      ...(await exportJWK(pair.publicKey)),
      kid: 'test-key',
      alg: 'RS256',
      use: 'sig',
    };
    jwks = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ keys: [publicJwk] }));
    });
    await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
    const address = jwks.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    app = await createTestApp({
      GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs`,
      GOOGLE_ISSUER: issuer,
      GOOGLE_NATIVE_CLIENT_IDS: audience,
    });
  });
  afterAll(async () => {
    await app.cleanup();
    await new Promise((resolve) => jwks.close(resolve));
  });

  async function idToken(
    claims: Record<string, unknown> = {},
    options: { signWith?: CryptoKey; exp?: number } = {},
  ) {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      email: 'native.user@example.com',
      email_verified: true,
      name: 'Native User',
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(String(claims.iss ?? issuer))
      .setAudience(String(claims.aud ?? audience))
      .setSubject('native-sub-1')
      .setIssuedAt(now - 10)
      .setExpirationTime(options.exp ?? now + 600)
      .sign(options.signWith ?? key);
  }
  const encode = (token: string) =>
    Buffer.from(JSON.stringify({ idToken: token, uid: 'device-1' })).toString('base64url');

  it('accepts a good ID token: signs in or creates the user', async () => {
    const response = await post(app, '/api/auth/cordova', { data: encode(await idToken()) });
    expect(response.statusCode).toBe(200);
    const info = await userInfo(app, response.json().token);
    expect(info.json()).toMatchObject({
      email: 'native.user@example.com',
      role: 'FREE',
      nameChosen: false,
    });
    // Google's name for the person is not made public: a generated one until they choose (record 030).
    expect(info.json().name).toMatch(/^Learner \d{4,}$/);
    const again = await post(app, '/api/auth/cordova', { data: encode(await idToken()) });
    expect((await userInfo(app, again.json().token)).json().id).toBe(info.json().id);
  });

  it('refuses a token signed with another key', async () => {
    const other = await generateKeyPair('RS256');
    const response = await post(app, '/api/auth/cordova', {
      data: encode(await idToken({}, { signWith: other.privateKey })),
    });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['another audience', { aud: 'someone-else' }],
    ['another issuer', { iss: 'https://evil.example' }],
    ['an unverified email', { email_verified: false }],
  ])('refuses a token for %s', async (_name, claims) => {
    const response = await post(app, '/api/auth/cordova', { data: encode(await idToken(claims)) });
    expect(response.statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const response = await post(app, '/api/auth/cordova', {
      data: encode(await idToken({}, { exp: Math.floor(Date.now() / 1000) - 60 })),
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 400 for data that is not the encoded login result', async () => {
    const response = await post(app, '/api/auth/cordova', { data: 'not-base64-json' });
    expect(response.statusCode).toBe(400);
  });
});

describe('Google sign-in (OpenID Connect against a local provider)', () => {
  let app: TestApp;
  let provider: Awaited<ReturnType<typeof startFakeOidc>>;

  beforeAll(async () => {
    provider = await startFakeOidc({ email: 'google.user@example.com', name: 'Google User' });
    app = await createTestApp({
      GOOGLE_ISSUER: provider.issuer,
      GOOGLE_CLIENT_ID: 'web-client',
      GOOGLE_CLIENT_SECRET: 'web-secret',
      PUBLIC_URL: 'http://localhost:3000',
    });
  });
  afterAll(async () => {
    await app.cleanup();
    await provider.close();
  });

  it('says the Google button may show', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/site-config' });
    expect(response.json()).toEqual({
      googleSignIn: true,
      googleNativeClientId: 'web-client',
      captcha: 'off',
    });
  });

  it('goes to the provider with state and PKCE, and comes back signed in to the return path', async () => {
    const start = await app.inject({ method: 'GET', url: '/api/auth/google?source=/settings' });
    expect(start.statusCode).toBe(302);
    const authorizeUrl = new URL(String(start.headers.location));
    expect(authorizeUrl.origin).toBe(new URL(provider.issuer).origin);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('state')).toBeTruthy();
    const flowCookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
    expect(start.headers['set-cookie']).toMatch(/HttpOnly/);

    const atProvider = await fetch(authorizeUrl, { redirect: 'manual' });
    const callback = new URL(String(atProvider.headers.get('location')));
    expect(callback.pathname).toBe('/api/auth/google/callback');

    const back = await app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: flowCookie },
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/settings?signed-in=google');
    const cookies = ([] as string[]).concat(back.headers['set-cookie'] ?? []);
    const handoff = cookies.find((cookie) => cookie.startsWith('va_handoff='));
    expect(handoff).toMatch(/Max-Age=60/);
    const token = decodeURIComponent(handoff?.split(';')[0]?.split('=')[1] ?? '');
    expect(String(back.headers.location)).not.toContain(token);
    const info = (await userInfo(app, token)).json();
    expect(info).toMatchObject({ email: 'google.user@example.com', nameChosen: false });
    expect(info.name).toMatch(/^Learner \d{4,}$/);
  });

  it('refuses a callback without the flow cookie (a forged or replayed return)', async () => {
    const start = await app.inject({ method: 'GET', url: '/api/auth/google?source=/' });
    const atProvider = await fetch(String(start.headers.location), { redirect: 'manual' });
    const callback = new URL(String(atProvider.headers.get('location')));
    const back = await app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/sign-in#error=google');
    expect(String(back.headers['set-cookie'])).not.toContain('va_handoff=');
  });

  it('never returns to another site', async () => {
    const start = await app.inject({ method: 'GET', url: '/api/auth/google?source=//evil.example/x' });
    const flowCookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
    const atProvider = await fetch(String(start.headers.location), { redirect: 'manual' });
    const callback = new URL(String(atProvider.headers.get('location')));
    const back = await app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: flowCookie },
    });
    expect(back.headers.location).toBe('/?signed-in=google');
  });

  it('links an existing account by verified email', async () => {
    const db = app.database.db;
    await db.insert(users).values({ email: 'linked@example.com', name: 'Linked', passwordHash: null });
    const linkedProvider = await startFakeOidc({ email: 'linked@example.com', name: 'Linked' });
    const linkedApp = await createTestApp({
      GOOGLE_ISSUER: linkedProvider.issuer,
      GOOGLE_CLIENT_ID: 'web-client',
      GOOGLE_CLIENT_SECRET: 'web-secret',
    });
    try {
      await linkedApp.database.db.insert(users).values({ email: 'linked@example.com', name: 'Linked' });
      const start = await linkedApp.inject({ method: 'GET', url: '/api/auth/google?source=/' });
      const flowCookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
      const atProvider = await fetch(String(start.headers.location), { redirect: 'manual' });
      const callback = new URL(String(atProvider.headers.get('location')));
      await linkedApp.inject({
        method: 'GET',
        url: `${callback.pathname}${callback.search}`,
        headers: { cookie: flowCookie },
      });
      const rows = await linkedApp.database.db
        .select()
        .from(users)
        .where(eq(users.email, 'linked@example.com'));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.googleSub).toBe('google-linked@example.com');
    } finally {
      await linkedApp.cleanup();
      await linkedProvider.close();
    }
  });
});

describe('without Google configured', () => {
  it('hides the button and answers 404 for the flow', async () => {
    const app = await createTestApp();
    try {
      expect((await app.inject({ method: 'GET', url: '/api/site-config' })).json()).toEqual({
        googleSignIn: false,
        captcha: 'off',
      });
      expect((await app.inject({ method: 'GET', url: '/api/auth/google' })).statusCode).toBe(404);
    } finally {
      await app.cleanup();
    }
  });
});
