import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DELETE_ACCOUNT_MESSAGES, type DeleteAccountBody } from '../../../shared/api/account.ts';
import type { UserInfo } from '../../../shared/api/user.ts';
import { ANONYMOUS_USER_ID } from '../../../shared/constants.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { DEFAULT_ROLE, effectiveRole } from '../../../shared/roles.ts';
import type { Database } from '../../db/client.ts';
import { passwordResetTokens, revokedTokens, type UserRow, users } from '../../db/schema.ts';
import { badRequest, HttpError, unauthorized } from '../../errors.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { CaptchaService } from '../captcha/service.ts';
import type { AuthCache } from './auth-cache.ts';
import { commonPasswordList, isCommonPassword } from './common-passwords.ts';
import type { PasswordHasher } from './passwords.ts';
import { bearerToken, type TokenService } from './tokens.ts';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const LIMIT_WINDOW_SECONDS = 15 * 60;

export function toUserInfo(row: UserRow): UserInfo {
  return {
    id: row.id,
    name: row.name,
    nameChosen: row.nameChosen,
    hasPassword: row.passwordHash !== null,
    email: row.email,
    role: row.role,
    languageNative: row.languageNative,
    languageLearn: row.languageLearn,
    premiumUntil: row.premiumUntil ? row.premiumUntil.toISOString() : null,
  };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const tooMany = () => new HttpError(429, MESSAGES.tooManyAttempts);
/**
 * A new account's public name until the learner chooses one (decision record 030): neutral, never
 * taken from the email or from Google. Four digits at first, more once those keep colliding.
 */
export const generatedName = (attempt = 0) =>
  `Learner ${attempt < 4 ? randomInt(1000, 10_000) : randomInt(10_000, 100_000_000)}`;

export type AuthServiceOptions = {
  db: Database;
  tokens: TokenService;
  passwords: PasswordHasher;
  limiter: RateLimiter;
  captcha: CaptchaService;
  mailer: Mailer;
  siteName: string;
  limits: { perIp: number; failedSignIns: number };
  /** Where failures after the answer (the reset mail) are reported. */
  log: FastifyBaseLogger;
  /** The clock a role's end is read against (tests move it). */
  now?: () => Date;
  /** The token check's memory; only where this process sees every change (the embedded database). */
  cache?: AuthCache | undefined;
};

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(options: AuthServiceOptions) {
  const { db, tokens, passwords, limiter, captcha, cache } = options;
  const now = options.now ?? (() => new Date());
  let anonymous: UserInfo | undefined;
  // Read the breached-password list now, not on the first sign-up.
  commonPasswordList();

  /** The anonymous user never changes at run time: read it once, keep it off the hot path. */
  async function anonymousUser(): Promise<UserInfo> {
    if (!anonymous) {
      const [row] = await db.select().from(users).where(eq(users.id, ANONYMOUS_USER_ID));
      if (!row) throw new Error('The anonymous user (id 1) is missing: migrations did not run');
      anonymous = Object.freeze(toUserInfo(row));
    }
    return anonymous;
  }

  /** The signed-in user row behind a bearer token, or a 401 for any token we do not honour. */
  async function userRowFromToken(token: string) {
    const claims = token ? await tokens.verify(token) : null;
    if (!claims) throw unauthorized();
    let known = cache?.lookup(claims.userId, claims.tokenId);
    if (!known) {
      const stamp = cache?.stamp();
      const [row] = await db
        .select({ user: users, revoked: revokedTokens.tokenId })
        .from(users)
        .leftJoin(revokedTokens, eq(revokedTokens.tokenId, claims.tokenId))
        .where(eq(users.id, claims.userId));
      if (!row) throw unauthorized();
      known = { user: row.user, revoked: row.revoked !== null };
      if (cache && stamp !== undefined) cache.remember(stamp, claims.tokenId, row.user, known.revoked);
    }
    const { user, revoked } = known;
    if (revoked) throw unauthorized();
    const validAfter = user.tokensValidAfter;
    // To the millisecond: a token issued in the same second as a password reset, before it, is refused.
    if (validAfter && claims.issuedAtMs <= validAfter.getTime()) throw unauthorized();
    // A role with an end (a premium code) is FREE once it has passed, on every request.
    const role = effectiveRole(user.role, user.premiumUntil, now());
    return { user: role === user.role ? user : { ...user, role }, claims };
  }

  /**
   * The user an Authorization header speaks for: the anonymous user without a header, a 401 for a
   * token that is malformed, expired, tampered, logged out, older than a password reset, or whose
   * user no longer exists.
   */
  async function userFromAuthorization(header: string | undefined): Promise<UserInfo> {
    const token = bearerToken(header);
    if (token === undefined) return anonymousUser();
    return toUserInfo((await userRowFromToken(token)).user);
  }

  /** Like userFromAuthorization, but a signed-in user is required (401 otherwise). */
  async function requireUser(header: string | undefined): Promise<UserRow> {
    const token = bearerToken(header);
    if (!token) throw unauthorized();
    return (await userRowFromToken(token)).user;
  }

  async function limitIp(action: string, ip: string): Promise<void> {
    if ((await limiter.hit(`ip:${action}:${ip}`, LIMIT_WINDOW_SECONDS)) > options.limits.perIp)
      throw tooMany();
  }

  async function findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email}`);
    return row;
  }

  /**
   * A new account with a generated name; undefined when the email is taken. A generated name that
   * another account holds (the unique index) is drawn again.
   */
  async function insertUser(values: { email: string; passwordHash?: string; googleSub?: string }) {
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const [created] = await db
        .insert(users)
        .values({ ...values, name: generatedName(attempt), role: DEFAULT_ROLE, languageLearn: 'en' })
        .onConflictDoNothing()
        .returning();
      if (created) return created;
      if (await findByEmail(values.email.toLowerCase())) return undefined;
    }
    throw new Error('no free generated name after 12 tries');
  }

  async function signUp(input: { email: string; password: string; captcha: string }, ip: string) {
    await limitIp('sign-up', ip);
    if (isCommonPassword(input.password)) {
      throw new HttpError(400, [{ field: 'password', message: MESSAGES.passwordTooCommon }]);
    }
    await captcha.verify(input.captcha);
    const passwordHash = await passwords.hash(input.password);
    const created = await insertUser({ email: input.email, passwordHash });
    if (!created) throw new HttpError(409, [{ field: 'email', message: MESSAGES.emailTaken }]);
    return { token: await tokens.sign(created.id) };
  }

  async function signIn(input: { email: string; password: string; captcha: string }, ip: string) {
    await limitIp('sign-in', ip);
    await captcha.verify(input.captcha);
    const accountKey = `account:sign-in:${input.email}`;
    // Every attempt is counted, atomically, before its password is checked: parallel attempts
    // each get their own number, so at most `failedSignIns` passwords of an account are ever
    // checked per window, on any number of instances. During a lockout even the right password
    // is refused; the count is per account, not per IP. A right password clears it.
    if ((await limiter.hit(accountKey, LIMIT_WINDOW_SECONDS)) > options.limits.failedSignIns) throw tooMany();
    const user = await findByEmail(input.email);
    // An unknown email hashes a dummy: same status, same body, about the same time.
    const ok = await passwords.verify(input.password, user?.passwordHash ?? null);
    if (!user || !ok) throw new HttpError(401, MESSAGES.wrongCredentials);
    await limiter.clear(accountKey);
    return { token: await tokens.sign(user.id) };
  }

  /** Stores a single-use reset link for the user and mails it. */
  async function sendResetLink(user: UserRow & { email: string }, siteUrl: string): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    await db.insert(passwordResetTokens).values({
      tokenHash: sha256(token),
      userId: user.id,
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    // The token rides in the fragment: browsers never send it to a server, so it reaches no log.
    const link = `${siteUrl}/reset-password#token=${token}`;
    await options.mailer.send({
      to: user.email,
      subject: `Reset your ${options.siteName} password`,
      text: `Someone asked to reset the password of your ${options.siteName} account.\n\nSet a new password here (the link works once, for one hour):\n${link}\n\nIf it was not you, ignore this email: your password stays the same.`,
      html: `<p>Someone asked to reset the password of your ${options.siteName} account.</p><p><a href="${link}">Set a new password</a> (the link works once, for one hour).</p><p>If it was not you, ignore this email: your password stays the same.</p>`,
      link,
    });
  }

  /**
   * Answers the same for every email, at the same time: the link is stored and mailed only after
   * the answer has gone (setImmediate runs once the reply is written), so neither a slow mail
   * server nor a slow or failing database tells a known email from an unknown one.
   */
  async function requestPasswordReset(
    input: { email: string; captcha: string },
    ip: string,
    siteUrl: string,
  ) {
    await limitIp('reset', ip);
    await captcha.verify(input.captcha);
    const accountHits = await limiter.hit(`account:reset:${input.email}`, LIMIT_WINDOW_SECONDS);
    const user = await findByEmail(input.email);
    const email = user?.email;
    if (user && email && accountHits <= 5) {
      setImmediate(() => {
        sendResetLink({ ...user, email }, siteUrl).catch((error: unknown) =>
          options.log.error({ err: error, userId: user.id }, 'password reset link not sent'),
        );
      });
    }
    return { message: MESSAGES.resetEmailSent };
  }

  async function confirmPasswordReset(input: { token: string; password: string }) {
    if (isCommonPassword(input.password)) {
      throw new HttpError(400, [{ field: 'password', message: MESSAGES.passwordTooCommon }]);
    }
    const passwordHash = await passwords.hash(input.password);
    // Claim the token atomically: a second use (even at the same moment) finds it used.
    const [claimed] = await db
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, sha256(input.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) throw new HttpError(400, [{ field: 'token', message: MESSAGES.resetLinkInvalid }]);
    await db
      .update(users)
      .set({ passwordHash, tokensValidAfter: new Date(), updatedAt: sql`now()` })
      .where(eq(users.id, claimed.userId));
    await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, claimed.userId));
    const user = (await db.select().from(users).where(eq(users.id, claimed.userId)))[0];
    if (user?.email) await limiter.clear(`account:sign-in:${user.email}`);
    return { message: MESSAGES.passwordChanged };
  }

  /** The logout event: the token it came with is refused from then on, on every instance. */
  async function logOut(header: string | undefined): Promise<void> {
    const token = bearerToken(header);
    if (!token) return;
    const claims = await tokens.verify(token);
    if (!claims) return;
    await db
      .insert(revokedTokens)
      .values({ tokenId: claims.tokenId, expiresAt: new Date(claims.expiresAt * 1000) })
      .onConflictDoNothing();
  }

  /**
   * Sign in with a verified identity from Google: by Google subject, else by verified email
   * (linking the account), else a new account.
   */
  async function signInWithGoogle(identity: { sub: string; email: string; name?: string | undefined }) {
    const email = identity.email.trim().toLowerCase();
    const [bySub] = await db.select().from(users).where(eq(users.googleSub, identity.sub));
    let user = bySub;
    if (!user) {
      const byEmail = await findByEmail(email);
      if (byEmail) {
        [user] = await db
          .update(users)
          .set({ googleSub: identity.sub, updatedAt: sql`now()` })
          .where(eq(users.id, byEmail.id))
          .returning();
      } else {
        // Google's name for the person is not shown publicly either: the learner chooses one.
        user = await insertUser({ email, googleSub: identity.sub });
      }
    }
    if (!user) throw new HttpError(500, MESSAGES.googleSignInFailed);
    return { token: await tokens.sign(user.id) };
  }

  /**
   * Deletes the account and everything of it (vocabularies, learning, tracks, comments, reset links
   * cascade); the token is revoked. The password confirms it (wrong ones count toward the sign-in
   * lockout, so this is no way round it); an account without a password confirms with its email.
   */
  async function deleteAccount(header: string | undefined, confirm: DeleteAccountBody): Promise<void> {
    const user = await requireUser(header);
    if (user.passwordHash !== null) {
      const password = confirm?.password ?? '';
      if (!password)
        throw badRequest([{ field: 'password', message: DELETE_ACCOUNT_MESSAGES.passwordMissing }]);
      const accountKey = `account:sign-in:${user.email ?? user.id}`;
      if ((await limiter.hit(accountKey, LIMIT_WINDOW_SECONDS)) > options.limits.failedSignIns)
        throw tooMany();
      if (!(await passwords.verify(password, user.passwordHash)))
        throw badRequest([{ field: 'password', message: DELETE_ACCOUNT_MESSAGES.passwordWrong }]);
    } else {
      const email = confirm?.email?.trim().toLowerCase() ?? '';
      if (!email) throw badRequest([{ field: 'email', message: DELETE_ACCOUNT_MESSAGES.emailMissing }]);
      if (email !== (user.email ?? '').toLowerCase())
        throw badRequest([{ field: 'email', message: DELETE_ACCOUNT_MESSAGES.emailWrong }]);
    }
    await logOut(header);
    await db.delete(users).where(eq(users.id, user.id));
  }

  async function prune(): Promise<void> {
    await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, sql`now()`));
    await db
      .delete(passwordResetTokens)
      .where(
        or(lt(passwordResetTokens.expiresAt, sql`now()`), sql`${passwordResetTokens.usedAt} IS NOT NULL`),
      );
  }

  return {
    anonymousUser,
    userFromAuthorization,
    requireUser,
    signUp,
    signIn,
    requestPasswordReset,
    confirmPasswordReset,
    logOut,
    signInWithGoogle,
    deleteAccount,
    prune,
  };
}
