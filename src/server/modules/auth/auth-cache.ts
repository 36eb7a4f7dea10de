import type { UserRow } from '../../db/schema.ts';

/**
 * What the token check remembers between requests (decision record 018), so that a signed-in
 * request does not read the database: the user rows of recent tokens, and which token ids are known
 * to be logged out or known not to be. Correct only while this process sees every change, which is
 * the embedded database's case (one process owns it): the database tells us of each change on the
 * channel `auth_changed` (triggers of migration 0012: 'u:<id>' for a changed or deleted user,
 * 'r:<token id>' for a logout), before the query that made it resolves, and we forget what changed.
 * With PostgreSQL, other instances write too and their notifications would arrive a moment late,
 * so there the server does not cache: every check reads the database, and a logout holds on every
 * instance at once.
 */
export type AuthCache = {
  /** The user and revocation state of a token, if both are known. */
  lookup: (userId: number, tokenId: string) => { user: UserRow; revoked: boolean } | undefined;
  /** A stamp to pass to `remember`: what was read before a change arrived is not kept. */
  stamp: () => number;
  remember: (stamp: number, tokenId: string, user: UserRow, revoked: boolean) => void;
  /** A change from the database (`u:<id>`, `r:<token id>`; anything else forgets everything). */
  changed: (payload: string) => void;
  size: () => { users: number; tokens: number };
};

export const AUTH_CHANGED_CHANNEL = 'auth_changed';

/** Bounds memory; the oldest entries go first (a Map keeps insertion order). */
const MAX_USERS = 10_000;
const MAX_TOKENS = 50_000;

function touch<K, V>(map: Map<K, V>, key: K, value: V, max: number) {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
}

export function createAuthCache(limits = { users: MAX_USERS, tokens: MAX_TOKENS }): AuthCache {
  const users = new Map<number, UserRow>();
  /** Token id → whether it is logged out (true) or was checked and is not (false). */
  const tokens = new Map<string, boolean>();
  /** Raised by every change: a read that began before one may be stale, and is not kept. */
  let generation = 0;

  return {
    lookup(userId, tokenId) {
      const revoked = tokens.get(tokenId);
      if (revoked === undefined) return undefined;
      const user = users.get(userId);
      if (!user) return undefined;
      return { user, revoked };
    },
    stamp: () => generation,
    remember(stamp, tokenId, user, revoked) {
      if (stamp !== generation) return;
      touch(users, user.id, Object.freeze(user), limits.users);
      touch(tokens, tokenId, revoked, limits.tokens);
    },
    changed(payload) {
      generation++;
      const kind = payload.slice(0, 2);
      const key = payload.slice(2);
      if (kind === 'u:' && /^\d+$/.test(key)) {
        users.delete(Number(key));
      } else if (kind === 'r:' && key) {
        touch(tokens, key, true, limits.tokens);
      } else {
        users.clear();
        tokens.clear();
      }
    },
    size: () => ({ users: users.size, tokens: tokens.size }),
  };
}
