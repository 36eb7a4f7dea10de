import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CODE_ALPHABET,
  CODE_LENGTH,
  CODE_MESSAGES,
  type createCodesBodySchema,
  type PremiumCodeSummary,
  type RedeemCodeResponse,
} from '../../../shared/api/premium-codes.ts';
import { isPremium } from '../../../shared/roles.ts';
import type { Database } from '../../db/client.ts';
import { premiumCodeRedemptions, premiumCodes, type UserRow, users } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const LIMIT_WINDOW_SECONDS = 15 * 60;
/** Tries per account and per address in 15 minutes: enough for typing mistakes, far too few to guess. */
export const REDEEM_LIMITS = { perAccount: 10, perIp: 30 };

/** A new code: CODE_LENGTH characters drawn uniformly from CODE_ALPHABET by the system's CSPRNG. */
export function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** Codes are looked up by this hash; equal hashes are found by the index, never compared by hand. */
export const hashCode = (normalized: string) => createHash('sha256').update(normalized).digest('hex');

type CodeRow = typeof premiumCodes.$inferSelect;

function summary(row: CodeRow): PremiumCodeSummary {
  return {
    id: row.id,
    plan: row.plan,
    durationDays: row.durationDays,
    maxUses: row.maxUses,
    uses: row.uses,
    expiresAt: row.expiresAt.toISOString(),
    label: row.label,
    createdAt: row.createdAt.toISOString(),
  };
}

export type PremiumCodesService = ReturnType<typeof createPremiumCodesService>;

export function createPremiumCodesService(options: { db: Database; limiter: RateLimiter; now?: () => Date }) {
  const { db, limiter } = options;
  const now = options.now ?? (() => new Date());
  const refuse = (message: string, status = 400) => new HttpError(status, message);

  /** Makes `count` codes; answers the codes (shown once) and what is stored of them. */
  async function create(input: z.output<typeof createCodesBodySchema>, createdBy: number | null) {
    // The code works through the whole of its last day (UTC).
    const expiresAt = new Date(`${input.expiresOn}T00:00:00.000Z`);
    if (Number.isNaN(expiresAt.getTime())) throw refuse('Use a date like 2027-06-30.');
    expiresAt.setTime(expiresAt.getTime() + DAY_MS);
    if (expiresAt.getTime() <= now().getTime())
      throw refuse('The last day to use the codes has already passed.');
    const codes = Array.from({ length: input.count }, newCode);
    const rows = await db
      .insert(premiumCodes)
      .values(
        codes.map((code) => ({
          codeHash: hashCode(code),
          plan: input.plan,
          durationDays: input.durationDays,
          maxUses: input.maxUses,
          expiresAt,
          label: input.label,
          createdBy,
          createdAt: now(),
        })),
      )
      .returning();
    return { codes, created: rows.map(summary) };
  }

  async function list(limit = 200): Promise<PremiumCodeSummary[]> {
    const rows = await db.select().from(premiumCodes).orderBy(desc(premiumCodes.id)).limit(limit);
    return rows.map(summary);
  }

  /**
   * Gives the signed-in learner the code's role until now + its duration (from the end of a code
   * role they already have, so two codes add up). Refused: an unknown, expired or used-up code, a
   * code this account used before, an account whose premium has no end, an admin account.
   */
  async function redeem(user: UserRow, normalizedCode: string, ip: string): Promise<RedeemCodeResponse> {
    if ((await limiter.hit(`ip:redeem-code:${ip}`, LIMIT_WINDOW_SECONDS)) > REDEEM_LIMITS.perIp)
      throw refuse(CODE_MESSAGES.tooMany, 429);
    if (
      (await limiter.hit(`account:redeem-code:${user.id}`, LIMIT_WINDOW_SECONDS)) > REDEEM_LIMITS.perAccount
    )
      throw refuse(CODE_MESSAGES.tooMany, 429);
    if (user.role === 'ADMIN') throw refuse(CODE_MESSAGES.adminAccount);
    // `user.role` is already the role in force now (an ended code role reads FREE).
    if (isPremium(user.role) && user.premiumUntil === null) throw refuse(CODE_MESSAGES.permanent);

    const at = now();
    const [code] = await db
      .select()
      .from(premiumCodes)
      .where(eq(premiumCodes.codeHash, hashCode(normalizedCode)));
    if (!code) throw refuse(CODE_MESSAGES.unknown);
    const [used] = await db
      .select({ at: premiumCodeRedemptions.redeemedAt })
      .from(premiumCodeRedemptions)
      .where(and(eq(premiumCodeRedemptions.codeId, code.id), eq(premiumCodeRedemptions.userId, user.id)));
    if (used) throw refuse(CODE_MESSAGES.alreadyUsed, 409);
    if (code.expiresAt.getTime() <= at.getTime()) throw refuse(CODE_MESSAGES.expired);

    const from =
      isPremium(user.role) && user.premiumUntil && user.premiumUntil.getTime() > at.getTime()
        ? user.premiumUntil
        : at;
    const premiumUntil = new Date(from.getTime() + code.durationDays * DAY_MS);

    await db.transaction(async (tx) => {
      // The count and the row together: parallel redemptions cannot pass max_uses or use a code twice.
      const counted = await tx
        .update(premiumCodes)
        .set({ uses: sql`${premiumCodes.uses} + 1` })
        .where(and(eq(premiumCodes.id, code.id), lt(premiumCodes.uses, premiumCodes.maxUses)))
        .returning({ id: premiumCodes.id });
      if (counted.length === 0) throw refuse(CODE_MESSAGES.usedUp);
      const logged = await tx
        .insert(premiumCodeRedemptions)
        .values({ codeId: code.id, userId: user.id, premiumUntil, redeemedAt: at })
        .onConflictDoNothing()
        .returning({ codeId: premiumCodeRedemptions.codeId });
      if (logged.length === 0) throw refuse(CODE_MESSAGES.alreadyUsed, 409);
      await tx
        .update(users)
        .set({ role: code.plan, premiumUntil, updatedAt: sql`now()` })
        .where(eq(users.id, user.id));
    });
    return { role: code.plan, premiumUntil: premiumUntil.toISOString() };
  }

  return { create, list, redeem };
}
