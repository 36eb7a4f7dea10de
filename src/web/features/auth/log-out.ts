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
/**
 * The rounds that logging out now would lose: the account's queued rounds are sent first when the
 * server can be reached, and those still waiting after that (offline, server down) are counted.
 */
export async function roundsLostByLogOut(): Promise<number> {
  const user = useAppStore.getState().user;
  if (!user || user.id <= 1 || !getToken()) return 0;
  try {
    const device = await import('../learning/forget-account.ts');
    await device.sendBeforeLogOut(user.id);
    return await device.queuedRounds(user.id);
  } catch {
    // Storage unreadable, or the module did not load (offline, never cached): nothing to count.
    return 0;
  }
}

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
