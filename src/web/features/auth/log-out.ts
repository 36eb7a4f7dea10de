import { apiFetch } from '../../api/client.ts';
import { clearToken, getToken } from '../../api/token.ts';
import { useAppStore } from '../../state/app-store.ts';
import { forgetDeviceWords } from '../word-lists/storage.ts';

/**
 * Log Out: clear the user, close the drawer, remove the token and the saved game
 * data of the three slots, send the logout event (the server then refuses this token), reload.
 * On a shared device nothing of the account stays (decision record 025): its list names and sheet
 * ids, the recent round results, its queued rounds (sent first when online) and the service
 * worker's cached API answers go too.
 */
export async function logOut(): Promise<void> {
  const store = useAppStore.getState();
  const userId = store.user && store.user.id > 1 ? store.user.id : null;
  store.setUser(null);
  store.setVocabularies(null);
  store.setDrawerOpen(false);
  const device = import('../learning/forget-account.ts').catch(() => null);
  if (getToken()) {
    if (userId !== null) await (await device)?.sendBeforeLogOut(userId);
    // Sent with the token before it is removed; a failure must not keep the user signed in here.
    await apiFetch('/api/auth/logout', { method: 'POST' }).catch(() => {});
  }
  clearToken();
  forgetDeviceWords();
  await (await device)?.forgetAccountOnDevice(userId).catch(() => {});
  window.location.reload();
}
