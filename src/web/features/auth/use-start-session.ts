import { useEffect } from 'react';
import { ApiError } from '../../api/client.ts';
import { clearToken, getToken } from '../../api/token.ts';
import { refreshUser } from '../../api/user-info.ts';
import { useAppStore } from '../../state/app-store.ts';

/**
 * At start: the current user is fetched; if the server refuses it, the stored login
 * token and the stored app state are removed (silently) and the visitor continues as a guest.
 */
export function useStartSession(): void {
  useEffect(() => {
    const controller = new AbortController();
    const start = async () => {
      try {
        await refreshUser(controller.signal);
      } catch (error) {
        // Only the server's refusal (4xx: the token is bad, expired or revoked) ends the session. A
        // request cut off (the page navigating away while it was on its way, no network) or a
        // server in trouble (5xx) says nothing about the token: keep it.
        const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
        if (controller.signal.aborted || !refused) return;
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
