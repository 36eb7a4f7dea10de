/**
 * The native app's features for the rest of the site: cheap to import (the bridge's code and the
 * plugins load only when one of these is called, which only happens inside the app).
 */
import { apiFetch } from '../../api/client.ts';
import {
  type CapacitorWindow,
  deviceUid,
  isCapacitorApp,
  nativeGoogleSignInBody,
  nativeSpeak,
  nativeStoreReview,
} from './native-bridge.ts';

export { type CapacitorWindow, isCapacitorApp };

export function inCapacitorApp(): boolean {
  return typeof window !== 'undefined' && isCapacitorApp(window as unknown as CapacitorWindow);
}

/** The real plugins (and @capacitor/core): a chunk of their own, loaded on first use. */
const plugins = () => import('./native-plugins.ts').then((module) => module.nativePlugins);

/** Google sign-in through the app: answers the site's token from POST /api/auth/cordova. */
export async function signInWithNativeGoogle(clientId: string): Promise<string> {
  const body = await nativeGoogleSignInBody(await plugins(), {
    clientId,
    deviceUid: deviceUid(localStorage),
  });
  const { token } = await apiFetch<{ token: string }>('/api/auth/cordova', { method: 'POST', body });
  return token;
}

export async function openNativeStoreReview(): Promise<void> {
  await nativeStoreReview(await plugins());
}

export async function speakNatively(text: string, lang: string | null): Promise<boolean> {
  return nativeSpeak(await plugins(), text, lang);
}
