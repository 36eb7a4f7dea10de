import type { UserInfo } from '../../shared/api/user.ts';
import { useAppStore } from '../state/app-store.ts';
import { apiFetch } from './client.ts';

function getUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  return apiFetch<UserInfo>('/api/auth/user-info', { signal });
}

/**
 * Asks the server who the visitor is and keeps the answer in the app store, the user's one home
 * (read everywhere as `useAppStore((state) => state.user)`). The query cache does not hold it.
 */
export async function refreshUser(signal?: AbortSignal): Promise<UserInfo> {
  const user = await getUserInfo(signal);
  if (!signal?.aborted) useAppStore.getState().setUser(user);
  return user;
}

/** The user as the server confirmed it in this visit; null until then. */
export function useConfirmedUser(): UserInfo | null {
  return useAppStore((state) => (state.userConfirmed ? state.user : null));
}
