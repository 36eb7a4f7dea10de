import { describe, expect, it, vi } from 'vitest';
import { cordovaPayloadSchema } from '../../../shared/api/auth.ts';
import {
  deviceUid,
  encodeCordovaData,
  isCapacitorApp,
  type NativePlugins,
  nativeGoogleSignInBody,
  nativeSpeak,
  nativeStoreReview,
} from './native-bridge.ts';

/** Test doubles with the plugins' own shapes (@capgo/capacitor-social-login and the community plugins). */
function doubles(overrides: Partial<{ [K in keyof NativePlugins]: Partial<NativePlugins[K]> }> = {}) {
  const socialLogin = {
    initialize: vi.fn(async () => {}),
    login: vi.fn(async () => ({
      provider: 'google' as const,
      result: {
        responseType: 'online' as const,
        idToken: 'header.payload.signature',
        accessToken: null,
        profile: {
          email: 'a@example.com',
          familyName: null,
          givenName: null,
          id: '1',
          name: null,
          imageUrl: null,
        },
      },
    })),
    ...overrides.socialLogin,
  };
  const inAppReview = { requestReview: vi.fn(async () => {}), ...overrides.inAppReview };
  const textToSpeech = {
    speak: vi.fn(async () => {}),
    stop: vi.fn(async () => {}),
    ...overrides.textToSpeech,
  };
  return { socialLogin, inAppReview, textToSpeech } as unknown as NativePlugins & {
    socialLogin: typeof socialLogin;
    inAppReview: typeof inAppReview;
    textToSpeech: typeof textToSpeech;
  };
}

/** How the server reads the field (src/server/modules/auth/routes.ts). */
function decodeAsServer(data: string) {
  return cordovaPayloadSchema.parse(JSON.parse(Buffer.from(data, 'base64url').toString('utf8')));
}

describe('the native bridge (which plugin is called when)', () => {
  it('knows the app from the globals of Capacitor’s native bridge, and a browser from their absence', () => {
    expect(isCapacitorApp({ androidBridge: {} })).toBe(true);
    expect(isCapacitorApp({ webkit: { messageHandlers: { bridge: {} } } })).toBe(true);
    expect(isCapacitorApp({})).toBe(false);
    expect(isCapacitorApp({ webkit: { messageHandlers: {} } })).toBe(false);
  });

  it('signs in with Google through the plugin and makes the one field /api/auth/cordova reads', async () => {
    const plugins = doubles();
    const body = await nativeGoogleSignInBody(plugins, { clientId: 'web-client', deviceUid: 'device-1' });
    expect(plugins.socialLogin.initialize).toHaveBeenCalledWith({
      google: { webClientId: 'web-client', mode: 'online' },
    });
    expect(plugins.socialLogin.login).toHaveBeenCalledWith({
      provider: 'google',
      options: { scopes: ['email', 'profile'] },
    });
    expect(Object.keys(body)).toEqual(['data']);
    expect(body.data).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeAsServer(body.data)).toEqual({ idToken: 'header.payload.signature', uid: 'device-1' });
  });

  it('encodes any text as the server decodes it (base64url of UTF-8 JSON)', () => {
    const payload = { idToken: 'ünïcode?>>~~', uid: 'ключ' };
    expect(decodeAsServer(encodeCordovaData(payload))).toEqual(payload);
  });

  it('fails when Google gives no ID token, and passes the plugin’s own error on', async () => {
    const offline = doubles({
      socialLogin: {
        login: vi.fn(async () => ({
          provider: 'google',
          result: { responseType: 'offline', serverAuthCode: 'x' },
        })),
      } as never,
    });
    await expect(nativeGoogleSignInBody(offline, { clientId: 'c', deviceUid: 'd' })).rejects.toThrow(
      'Google returned no ID token',
    );
    const cancelled = doubles({
      socialLogin: { login: vi.fn(async () => Promise.reject(new Error('User cancelled'))) } as never,
    });
    await expect(nativeGoogleSignInBody(cancelled, { clientId: 'c', deviceUid: 'd' })).rejects.toThrow(
      'User cancelled',
    );
  });

  it('asks the in-app review plugin for the review, and rejects with its error', async () => {
    const plugins = doubles();
    await nativeStoreReview(plugins);
    expect(plugins.inAppReview.requestReview).toHaveBeenCalledOnce();
    const failing = doubles({
      inAppReview: { requestReview: vi.fn(async () => Promise.reject(new Error('no Play Store'))) },
    });
    await expect(nativeStoreReview(failing)).rejects.toThrow('no Play Store');
  });

  it('speaks with the device’s voice in the word’s language, stopping what was being said', async () => {
    const plugins = doubles();
    expect(await nativeSpeak(plugins, 'remarkable', 'en-GB')).toBe(true);
    expect(plugins.textToSpeech.stop).toHaveBeenCalledOnce();
    expect(plugins.textToSpeech.speak).toHaveBeenCalledWith({ text: 'remarkable', lang: 'en-GB', rate: 0.9 });
    expect(await nativeSpeak(plugins, '', 'en-GB')).toBe(false);
    expect(plugins.textToSpeech.speak).toHaveBeenCalledOnce();
    const mute = doubles({
      textToSpeech: { speak: vi.fn(async () => Promise.reject(new Error('no engine'))) },
    });
    expect(await nativeSpeak(mute, 'word', null)).toBe(false);
  });

  it('makes a device uid once and keeps it', () => {
    const stored = new Map<string, string>();
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    };
    const first = deviceUid(storage);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(deviceUid(storage)).toBe(first);
  });
});
