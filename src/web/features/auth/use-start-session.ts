import { useEffect } from 'react';
import { clearToken, getToken } from '../../api/token.ts';
import { refreshUser } from '../../api/user-info.ts';
import { useAppStore } from '../../state/app-store.ts';

/**
 * Spec section 4, Start: the current user is fetched; if that fails, the stored login token and
 * the stored app state are removed (silently) and the visitor continues as a guest.
 */
export function useStartSession(): void {
  useEffect(() => {
    const controller = new AbortController();
    const start = async () => {
      try {
        await refreshUser(controller.signal);
      } catch {
        if (controller.signal.aborted) return;
        const hadToken = getToken() !== null;
        clearToken();
        useAppStore.persist.clearStorage();
        useAppStore.getState().reset();
        // Without the token the server answers the anonymous user.
        if (hadToken) await refreshUser(controller.signal).catch(() => {});
      }
    };
    void start();
    return () => controller.abort();
  }, []);
}
