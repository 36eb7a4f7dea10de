import { z } from 'zod';
import { CODE_PLANS } from '../roles.ts';

/**
 * Premium codes (decision record 026). A code is 16 characters of an alphabet without look-alikes
 * (80 random bits), shown in groups of four; what a learner types is read without spaces, dashes
 * or case.
 */
export const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const CODE_LENGTH = 16;

/** What a learner typed, as the server compares it: upper case, letters and digits only. */
export function normalizeCode(typed: string): string {
  return typed.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/** ABCD-EFGH-JKLM-NPQR */
export function formatCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

export const CODE_MESSAGES = {
  unknown: 'This code is not valid. Check it and try again.',
  expired: 'This code has expired. Ask whoever gave it to you for a new one.',
  usedUp: 'This code has been used as many times as it allows. Ask whoever gave it to you for a new one.',
  alreadyUsed: 'You have already used this code.',
  permanent: 'Your account already has Premium with no end date, so it needs no code.',
  adminAccount: 'An admin account cannot take a code: its role would be replaced.',
  tooMany: 'Too many tries. Please wait 15 minutes and try again.',
} as const;

/** POST /api/premium-codes/redeem */
export const redeemCodeBodySchema = z.object({
  code: z
    .string()
    .max(64, 'A code is 16 letters and digits.')
    .transform(normalizeCode)
    .refine((code) => code.length > 0, 'Enter your code.'),
});
export const redeemCodeResponseSchema = z.object({
  role: z.string(),
  /** ISO time the role ends. */
  premiumUntil: z.string(),
});
export type RedeemCodeResponse = z.infer<typeof redeemCodeResponseSchema>;

/** YYYY-MM-DD: the last day a code can be redeemed (it works until the end of that day, UTC). */
const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2027-06-30.');

/** POST /api/admin/premium-codes: how an admin makes codes (also `npm run admin -- create-codes`). */
export const createCodesBodySchema = z.object({
  plan: z.enum(CODE_PLANS),
  durationDays: z.coerce.number().int().min(1, 'At least 1 day.').max(3660, 'At most 3660 days.'),
  maxUses: z.coerce.number().int().min(1, 'At least 1 use.').max(10_000, 'At most 10000 uses.'),
  expiresOn: dateSchema,
  count: z.coerce.number().int().min(1).max(100).default(1),
  label: z.string().trim().max(100, 'At most 100 characters.').default(''),
});
export type CreateCodesBody = z.input<typeof createCodesBodySchema>;

export const premiumCodeSummarySchema = z.object({
  id: z.number().int(),
  plan: z.string(),
  durationDays: z.number().int(),
  maxUses: z.number().int(),
  uses: z.number().int(),
  expiresAt: z.string(),
  label: z.string(),
  createdAt: z.string(),
});
export type PremiumCodeSummary = z.infer<typeof premiumCodeSummarySchema>;

export const createCodesResponseSchema = z.object({
  /** The codes themselves, shown this once: only their hashes are kept. */
  codes: z.array(z.string()),
  created: z.array(premiumCodeSummarySchema),
});
export const listCodesResponseSchema = z.object({ codes: z.array(premiumCodeSummarySchema) });
