import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { clearToken, getToken } from '../../api/token.ts';
import { getUserInfoQueryOptions, useUserInfo } from '../../api/user-info.ts';
import { useAppStore } from '../../state/app-store.ts';

/**
 * Spec section 4, Start: the current user is fetched; if that fails, the stored login token and
 * the stored app state are removed (silently) and the visitor continues as a guest.
 */
export function useStartSession(): void {
  const queryClient = useQueryClient();
  const { data, error } = useUserInfo();
  const setUser = useAppStore((state) => state.setUser);

  useEffect(() => {
    if (data) setUser(data);
  }, [data, setUser]);

  useEffect(() => {
    if (!error) return;
    const hadToken = getToken() !== null;
    clearToken();
    useAppStore.persist.clearStorage();
    useAppStore.getState().reset();
    if (hadToken) void queryClient.invalidateQueries(getUserInfoQueryOptions());
  }, [error, queryClient]);
}
