/** Roles. New accounts are FREE; VOCABULARY and FULL2 are premium. */
export const ROLES = ['FREE', 'VOCABULARY', 'FULL2', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'FREE';

const PREMIUM_ROLES: readonly string[] = ['VOCABULARY', 'FULL2'];

export function isPremium(role: string | null | undefined): boolean {
  return role != null && PREMIUM_ROLES.includes(role);
}

/** The roles a premium code can grant. */
export const CODE_PLANS = ['VOCABULARY', 'FULL2'] as const;
export type CodePlan = (typeof CODE_PLANS)[number];

/**
 * The role a user has now: a role with an end (from a premium code, `premiumUntil`) is FREE from
 * that moment on. The server applies this to every request; nothing has to run at the end.
 */
export function effectiveRole(
  role: string,
  premiumUntil: Date | string | null | undefined,
  now: Date,
): string {
  if (premiumUntil == null) return role;
  return new Date(premiumUntil).getTime() > now.getTime() ? role : 'FREE';
}

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}
