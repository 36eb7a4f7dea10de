/** Roles (spec section 6). New accounts are FREE; VOCABULARY and FULL2 are premium. */
export const ROLES = ['FREE', 'VOCABULARY', 'FULL2', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'FREE';

const PREMIUM_ROLES: readonly string[] = ['VOCABULARY', 'FULL2'];

export function isPremium(role: string | null | undefined): boolean {
  return role != null && PREMIUM_ROLES.includes(role);
}

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}
