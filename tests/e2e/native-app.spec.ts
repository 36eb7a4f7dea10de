/**
 * The site inside the Capacitor app (native/), with a stand-in for Capacitor's native bridge: the
 * globals the Android WebView gets (`androidBridge`, `Capacitor.PluginHeaders` and
 * `Capacitor.nativePromise`), so the real plugin packages and @capacitor/core run as in the app
 * and only the Java side is played by the test. The ID token comes from the test world's stand-in
 * for Google (tests/e2e/support/start-server.ts), signed by a test key the server trusts.
 */
import type { Page } from '@playwright/test';
import { MESSAGES } from '../../src/shared/messages.ts';
import { expect, href, newEmail, openSignIn, test } from './fixtures.ts';
import { enemiesInFlight, pressButton, spaceFrame, typeKeys, waitForScene } from './space-helpers.ts';

const ANDROID_PHONE = {
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.0.0 Mobile Safari/537.36',
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
};

type NativeCall = { plugin: string; method: string; options: unknown };
type StandIn = { idToken?: string; reviewError?: string; noSpeechSynthesis?: boolean };

/** Plays Capacitor's native side: answers each plugin call and records it in `window.__nativeCalls`. */
async function installNativeBridge(page: Page, standIn: StandIn): Promise<void> {
  await page.addInitScript((settings: StandIn) => {
    const win = window as unknown as Record<string, unknown> & { __nativeCalls: NativeCall[] };
    win.__nativeCalls = [];
    // The Android WebView has no speech synthesis (this runs in the game frame too).
    if (settings.noSpeechSynthesis) delete (window as unknown as Record<string, unknown>).speechSynthesis;
    win.androidBridge = { postMessage: () => {} };
    const promise = (names: string[]) => names.map((name) => ({ name, rtype: 'promise' }));
    win.Capacitor = {
      PluginHeaders: [
        { name: 'SocialLogin', methods: promise(['initialize', 'login', 'logout']) },
        { name: 'InAppReview', methods: promise(['requestReview']) },
        { name: 'TextToSpeech', methods: promise(['speak', 'stop']) },
      ],
      nativePromise: async (plugin: string, method: string, options: unknown) => {
        win.__nativeCalls.push({ plugin, method, options });
        if (plugin === 'SocialLogin' && method === 'login') {
          return {
            provider: 'google',
            result: {
              responseType: 'online',
              idToken: settings.idToken ?? null,
              accessToken: null,
              profile: {},
            },
          };
        }
        if (plugin === 'InAppReview' && settings.reviewError) throw new Error(settings.reviewError);
        return undefined;
      },
    };
  }, standIn);
}

const nativeCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __nativeCalls: NativeCall[] }).__nativeCalls);

/** An ID token for `email` from the test world's stand-in for Google. */
async function googleIdToken(email: string): Promise<string> {
  const response = await fetch(
    `http://127.0.0.1:${process.env.E2E_SERVICES_PORT}/native-google/id-token?email=${encodeURIComponent(email)}`,
  );
  return ((await response.json()) as { idToken: string }).idToken;
}

// What the app's pages leave out (store badge, three steps, Android banner, Pricing) and what the
// same phone's browser shows are site tests (src/web/features/home/pages.test.tsx,
// src/web/shell/shell.test.tsx, src/web/features/pricing/pricing.test.tsx). Here: the plugins.
test.describe('in the Capacitor app (native mode, stand-in native bridge)', () => {
  test.use(ANDROID_PHONE);

  test('Continue with Google signs in through the plugin and POST /api/auth/cordova', async ({ page }) => {
    const email = newEmail('native');
    const idToken = await googleIdToken(email);
    await installNativeBridge(page, { idToken });
    await page.goto('/?appName=android');
    await openSignIn(page);
    const cordova = page.waitForRequest(
      (request) => request.url().endsWith('/api/auth/cordova') && request.method() === 'POST',
    );
    await page.getByTestId('sign-in-panel').getByRole('link', { name: 'Continue with Google' }).click();
    const body = (await cordova).postDataJSON() as Record<string, string>;
    // The spec's one encoded field: base64url JSON of the ID token and the device uid.
    expect(Object.keys(body)).toEqual(['data']);
    const sent = JSON.parse(Buffer.from(body.data ?? '', 'base64url').toString('utf8'));
    expect(sent.idToken).toBe(idToken);
    expect(sent.uid).toMatch(/^[0-9a-f-]{36}$/);
    // The plugin was set up with the client the server accepts (site config), then asked to log in.
    const calls = await nativeCalls(page);
    expect(calls.map((call) => `${call.plugin}.${call.method}`)).toEqual([
      'SocialLogin.initialize',
      'SocialLogin.login',
    ]);
    expect(calls[0]?.options).toEqual({ google: { webClientId: 'e2e-web-client', mode: 'online' } });
    await expect(page.getByTestId('sign-in-success')).toBeVisible({ timeout: 20_000 });
    await page.waitForEvent('load');

    await page.goto(href.settings());
    await expect(page.getByTestId('account')).toContainText(email);
  });

  test('"Rate us" asks the in-app review plugin; its failure shows the spec\'s alert in the page', async ({
    page,
  }) => {
    await installNativeBridge(page, { reviewError: 'Play Store not installed' });
    await page.goto('/?appName=android');
    await page.getByTestId('burger').click();
    await page.getByTestId('drawer').getByRole('button', { name: 'Rate us' }).click();
    await expect(page.getByTestId('notice')).toHaveText(
      `${MESSAGES.storeLaunchError} Play Store not installed`,
    );
    expect((await nativeCalls(page)).map((call) => `${call.plugin}.${call.method}`)).toEqual([
      'InAppReview.requestReview',
    ]);
  });
});

test.describe('in the Capacitor app, a game reads words aloud with the device voice', () => {
  test('a word typed right in Space Words is spoken through the text-to-speech plugin', async ({ page }) => {
    test.setTimeout(60_000);
    await installNativeBridge(page, { noSpeechSynthesis: true });
    await page.goto('/?appName=android');
    await page.goto(href.game('space'));
    const frame = await spaceFrame(page);
    await waitForScene(frame, 'menu', 30_000);
    await pressButton(frame, 'play');
    await waitForScene(frame, 'play');
    const [target] = await enemiesInFlight(frame);
    if (!target) throw new Error('no enemy');
    await typeKeys(frame, target.front);
    await expect
      .poll(async () =>
        (await nativeCalls(page))
          .filter((call) => call.plugin === 'TextToSpeech' && call.method === 'speak')
          .map((call) => (call.options as { text: string }).text),
      )
      .toContain(target.front);
  });
});
