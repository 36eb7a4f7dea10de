import { apiFetch } from '../../api/client.ts';
import { clearToken, getToken } from '../../api/token.ts';
import { useAppStore } from '../../state/app-store.ts';
import { forgetDeviceWords } from '../word-lists/storage.ts';

/**
 * Spec section 4, Log Out: clear the user, close the drawer, remove the token and the saved game
 * data of the three slots, send the logout event (the server then refuses this token), reload.
 */
export async function logOut(): Promise<void> {
  const store = useAppStore.getState();
  store.setUser(null);
  store.setDrawerOpen(false);
  if (getToken()) {
    // Sent with the token before it is removed; a failure must not keep the user signed in here.
    await apiFetch('/api/auth/logout', { method: 'POST' }).catch(() => {});
  }
  clearToken();
  forgetDeviceWords();
  window.location.reload();
}
