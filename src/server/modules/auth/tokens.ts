import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

export const JWT_ISSUER = 'vocab-arcade';
export const JWT_AUDIENCE = 'vocab-arcade-web';
/** The one algorithm we sign and accept: a token naming another (or "none") is refused. */
const JWT_ALGORITHM = 'HS256';
const ACCESS_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/** users.id is a PostgreSQL integer: a larger id names no user (and would fail the query). */
const MAX_USER_ID = 2_147_483_647;

/** issuedAt in seconds (JWT iat); issuedAtMs to the millisecond (our iat_ms claim, or iat × 1000). */
export type AccessTokenClaims = {
  userId: number;
  issuedAt: number;
  issuedAtMs: number;
  expiresAt: number;
  tokenId: string;
};

export type TokenService = {
  sign: (userId: number) => Promise<string>;
  /** The claims of a valid token, or null for anything else (tampered, expired, wrong audience). */
  verify: (token: string) => Promise<AccessTokenClaims | null>;
};

/** Verified tokens remembered (the oldest go first), so a busy learner's token is checked once. */
const MAX_VERIFIED = 10_000;

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  /**
   * Token → its claims, for tokens whose signature and claims checked out. The whole token is the
   * key, signature included, so only the very string that was verified is answered from here;
   * expiry is checked again on every use. (jose's HMAC check is asynchronous WebCrypto: a trip
   * through the thread pool on every request otherwise.)
   */
  const verified = new Map<string, AccessTokenClaims>();
  return {
    async sign(userId) {
      // iat_ms: a password reset refuses tokens issued before it to the millisecond (decision record 025).
      return new SignJWT({ iat_ms: Date.now() })
        .setProtectedHeader({ alg: JWT_ALGORITHM, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(JWT_ISSUER)
        .setAudience(JWT_AUDIENCE)
        .setIssuedAt()
        .setJti(crypto.randomUUID())
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > Date.now() / 1000) return known;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [JWT_ALGORITHM],
          issuer: JWT_ISSUER,
          audience: JWT_AUDIENCE,
          requiredClaims: ['sub', 'exp', 'iat', 'jti'],
        });
        const userId = Number(payload.sub);
        if (
          !Number.isSafeInteger(userId) ||
          userId < 2 ||
          userId > MAX_USER_ID ||
          typeof payload.jti !== 'string'
        )
          return null;
        const claims = Object.freeze({
          userId,
          issuedAt: payload.iat ?? 0,
          issuedAtMs: typeof payload.iat_ms === 'number' ? payload.iat_ms : (payload.iat ?? 0) * 1000,
          expiresAt: payload.exp ?? 0,
          tokenId: payload.jti,
        });
        verified.set(token, claims);
        if (verified.size > MAX_VERIFIED) verified.delete(verified.keys().next().value as string);
        return claims;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}

/** The token from an `Authorization: Bearer ...` header; undefined when there is none. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? '';
}
