/**
 * The site's side of the Capacitor wrapper (native/): which plugin is called when, and with what.
 * The plugins come in as `NativePlugins`, so tests hand in doubles at exactly this boundary; in
 * the app they are the real Capacitor plugins (native-plugins.ts, loaded only inside the app).
 */
import type { InAppReviewPlugin } from '@capacitor-community/in-app-review';
import type { TextToSpeechPlugin } from '@capacitor-community/text-to-speech';
import type { SocialLoginPlugin } from '@capgo/capacitor-social-login';

export type NativePlugins = {
  socialLogin: Pick<SocialLoginPlugin, 'initialize' | 'login'>;
  inAppReview: Pick<InAppReviewPlugin, 'requestReview'>;
  textToSpeech: Pick<TextToSpeechPlugin, 'speak' | 'stop'>;
};

/** The globals Capacitor's native bridge puts into the WebView (the same test @capacitor/core makes). */
export type CapacitorWindow = {
  androidBridge?: unknown;
  webkit?: { messageHandlers?: { bridge?: unknown } };
};

/** True inside the Capacitor app (Android or iOS), without loading any of Capacitor's code. */
export function isCapacitorApp(win: CapacitorWindow): boolean {
  return Boolean(win.androidBridge || win.webkit?.messageHandlers?.bridge);
}

/** The spec's "one encoded field": base64url of JSON { idToken, uid }, as POST /api/auth/cordova reads it. */
export function encodeCordovaData(payload: { idToken: string; uid: string }): string {
  const bytes = new TextEncoder().encode(JSON.stringify(payload));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Native Google sign-in: the plugin signs in with the device's Google account and returns an ID
 * token for `clientId` (the server's accepted audience); the answer is the body for
 * POST /api/auth/cordova. Throws when Google gives no ID token (cancelled, offline, misconfigured).
 */
export async function nativeGoogleSignInBody(
  plugins: Pick<NativePlugins, 'socialLogin'>,
  options: { clientId: string; deviceUid: string },
): Promise<{ data: string }> {
  await plugins.socialLogin.initialize({ google: { webClientId: options.clientId, mode: 'online' } });
  const { result } = await plugins.socialLogin.login({
    provider: 'google',
    options: { scopes: ['email', 'profile'] },
  });
  if (result.responseType !== 'online' || !result.idToken) throw new Error('Google returned no ID token');
  return { data: encodeCordovaData({ idToken: result.idToken, uid: options.deviceUid }) };
}

/** "Rate us": the store's in-app review. Rejects with the plugin's error when it cannot open. */
export async function nativeStoreReview(plugins: Pick<NativePlugins, 'inAppReview'>): Promise<void> {
  await plugins.inAppReview.requestReview();
}

/** Reads a word aloud with the device's own voice (the WebView has no speech synthesis). */
export async function nativeSpeak(
  plugins: Pick<NativePlugins, 'textToSpeech'>,
  text: string,
  lang: string | null,
): Promise<boolean> {
  if (!text) return false;
  try {
    await plugins.textToSpeech.stop();
    await plugins.textToSpeech.speak({ text, lang: lang ?? 'en-GB', rate: 0.9 });
    return true;
  } catch {
    return false;
  }
}

const DEVICE_UID_KEY = 'device-uid';

/** A random id for this installation, made once (the spec's "device uid" sent with the login). */
export function deviceUid(storage: Pick<Storage, 'getItem' | 'setItem'>): string {
  const known = storage.getItem(DEVICE_UID_KEY);
  if (known) return known;
  const made = crypto.randomUUID();
  storage.setItem(DEVICE_UID_KEY, made);
  return made;
}
