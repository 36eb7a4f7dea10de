/**
 * The Android (and iOS) wrapper of the site (docs/decisions/016-offline-and-native.md).
 *
 * The app opens the live site in native mode (`?appName=android`: src/shared/app-mode.ts), so sign-in,
 * word lists and the learning engine talk to the same server as on the web, and the site's own
 * service worker keeps both games playable offline after the first start. The web build is copied
 * in by `npx cap sync` as the app's local files: the page shown when the site cannot be reached on
 * a first start (`offline.html`).
 *
 * VOCAB_ARCADE_URL: the site the app opens (default: the computer running `npm start`, as the
 * Android emulator sees it). SITE_NAME: the app's name (default Vocab Arcade). ANDROID_APP_ID: the
 * store's application id.
 *
 * CommonJS, not TypeScript: the Capacitor CLI compiles a .ts config with the TypeScript compiler's
 * JavaScript API, which TypeScript 7 (the project's compiler) no longer has.
 */

const siteUrl = (process.env.VOCAB_ARCADE_URL ?? 'http://10.0.2.2:3000').replace(/\/$/, '');

/** @type {import('@capacitor/cli').CapacitorConfig} */
const config = {
  appId: process.env.ANDROID_APP_ID ?? 'com.vocabarcade.app',
  appName: process.env.SITE_NAME ?? 'Vocab Arcade',
  webDir: `../${process.env.DIST_DIR ?? 'dist'}/client`,
  server: {
    url: `${siteUrl}/?appName=android`,
    // Only for a development server on plain http (the emulator's 10.0.2.2); a real site is https.
    cleartext: siteUrl.startsWith('http://'),
    errorPath: 'offline.html',
  },
  android: {
    // The WebView may not be inspected in release builds.
    webContentsDebuggingEnabled: process.env.NODE_ENV !== 'production',
  },
};

module.exports = config;
