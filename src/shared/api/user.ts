import { z } from 'zod';
import { ANONYMOUS_USER_ID } from '../constants.ts';

/** GET /api/auth/user-info. id 1 is the anonymous user (not signed in). */
export const userInfoSchema = z.object({
  id: z.number().int().positive(),
  /** The public display name (decision record 030). */
  name: z.string(),
  /** Whether the learner chose the name (else it is generated; the site asks before they publish). */
  nameChosen: z.boolean().optional(),
  /** Whether the account has a password (deleting it asks for the password, else the email). */
  hasPassword: z.boolean().optional(),
  email: z.string().nullable(),
  role: z.string(),
  languageNative: z.string().nullable(),
  languageLearn: z.string().nullable(),
  /** When the role ends (ISO time; a role from a premium code), or null/absent: no end. */
  premiumUntil: z.string().nullable().optional(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export function isSignedIn(user: Pick<UserInfo, 'id'> | null | undefined): boolean {
  return user != null && user.id > ANONYMOUS_USER_ID;
}
