import { eq } from 'drizzle-orm';
import type { UserInfo } from '../../../shared/api/user.ts';
import { ANONYMOUS_USER_ID } from '../../../shared/constants.ts';
import type { Database } from '../../db/client.ts';
import { type UserRow, users } from '../../db/schema.ts';
import { unauthorized } from '../../errors.ts';
import { bearerToken, type TokenService } from './tokens.ts';

export function toUserInfo(row: UserRow): UserInfo {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    languageNative: row.languageNative,
    languageLearn: row.languageLearn,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(db: Database, tokens: TokenService) {
  let anonymous: UserInfo | undefined;

  /** The anonymous user never changes at run time: read it once, keep it off the hot path. */
  async function anonymousUser(): Promise<UserInfo> {
    if (!anonymous) {
      const [row] = await db.select().from(users).where(eq(users.id, ANONYMOUS_USER_ID));
      if (!row) throw new Error('The anonymous user (id 1) is missing: migrations did not run');
      anonymous = Object.freeze(toUserInfo(row));
    }
    return anonymous;
  }

  /**
   * The user an Authorization header speaks for: the anonymous user without a header, a 401 for a
   * token that is malformed, expired, tampered or whose user no longer exists.
   */
  async function userFromAuthorization(header: string | undefined): Promise<UserInfo> {
    const token = bearerToken(header);
    if (token === undefined) return anonymousUser();
    const claims = token ? await tokens.verify(token) : null;
    if (!claims) throw unauthorized();
    const [row] = await db.select().from(users).where(eq(users.id, claims.userId));
    if (!row) throw unauthorized();
    return toUserInfo(row);
  }

  return { anonymousUser, userFromAuthorization };
}
