import { ALL_VOCABULARY_STORAGE_KEYS } from '../../../shared/storage-keys.ts';
import { clearToken } from '../../api/token.ts';
import { useAppStore } from '../../state/app-store.ts';

/**
 * Spec section 4, Log Out: clear the user, close the drawer, remove the token and the saved game
 * data of the three slots, then reload. (The server-side logout event arrives with accounts.)
 */
export function logOut(): void {
  const store = useAppStore.getState();
  store.setUser(null);
  store.setDrawerOpen(false);
  clearToken();
  for (const key of ALL_VOCABULARY_STORAGE_KEYS) localStorage.removeItem(key);
  window.location.reload();
}
