import type { DeleteAccountBody, DisplayNameBody } from '../../shared/api/account.ts';
import type { UserInfo } from '../../shared/api/user.ts';
import { apiFetch } from './client.ts';
import { refreshUser } from './user-info.ts';

/** The learner's public name (decision record 030); the app store's user follows. */
export async function saveDisplayName(name: string): Promise<UserInfo> {
  const user = await apiFetch<UserInfo>('/api/account/display-name', {
    method: 'POST',
    body: { name } satisfies DisplayNameBody,
  });
  await refreshUser();
  return user;
}

/** Deletes the account for good: the password (or, without one, the email) confirms it. */
export const deleteAccount = (body: NonNullable<DeleteAccountBody>) =>
  apiFetch<{ ok: true }>('/api/auth/delete-account', { method: 'POST', body });

/** Every record of the account, as the JSON file the learner downloads. */
export const getMyData = () => apiFetch<unknown>('/api/account/export');
