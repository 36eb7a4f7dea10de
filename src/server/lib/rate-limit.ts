import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

/** Both drivers answer a raw query with `{ rows }`. */
function firstCount(result: unknown): number {
  const rows = (result as { rows?: { count?: unknown }[] }).rows;
  return Number(rows?.[0]?.count ?? 0);
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * Fixed-window counters in the database, so every server instance shares them. `hit` counts one
 * request and returns the count in the current window; `peek` reads it without counting.
 */
export function createRateLimiter(db: Database) {
  async function hit(key: string, windowSeconds: number): Promise<number> {
    const result = await db.execute(sql`
      INSERT INTO rate_limits (key, count, window_start) VALUES (${key}, 1, now())
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${windowSeconds})
                     THEN 1 ELSE rate_limits.count + 1 END,
        window_start = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${windowSeconds})
                            THEN now() ELSE rate_limits.window_start END
      RETURNING count`);
    return firstCount(result) || 1;
  }

  async function peek(key: string, windowSeconds: number): Promise<number> {
    const result = await db.execute(sql`
      SELECT count FROM rate_limits
      WHERE key = ${key} AND window_start >= now() - make_interval(secs => ${windowSeconds})`);
    return firstCount(result);
  }

  async function clear(key: string): Promise<void> {
    await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
  }

  /** Forget windows that ended long ago. */
  async function prune(olderThanSeconds = 24 * 60 * 60): Promise<void> {
    await db
      .delete(rateLimits)
      .where(lt(rateLimits.windowStart, sql`now() - make_interval(secs => ${olderThanSeconds})`));
  }

  return { hit, peek, clear, prune };
}
