import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseEnv } from './config.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

/** GET /api/site-config: the landing page's store link, the videos and the contact address. */
describe('site config for the pages', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.cleanup();
    app = undefined;
  });

  it('leaves the optional links out when they are not configured, and the CSP at our own origin', async () => {
    app = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/site-config' });
    expect(response.json()).toEqual({ googleSignIn: false, captcha: 'off' });
    expect(String(response.headers['content-security-policy'])).toContain("media-src 'self' blob:;");
  });

  it('passes configured links on, and lets the CSP play a video hosted elsewhere', async () => {
    app = await createTestApp({
      ANDROID_APP_URL: 'https://play.google.com/store/apps/details?id=example.words',
      PROMO_VIDEO_URL: 'https://media.example.com/tour.webm',
      WRITING_CORRECTION_VIDEO_URL: '/media/custom.webm',
      SUPPORT_EMAIL: 'help@example.com',
      IOS_APP_URL: 'https://apps.apple.com/app/id123',
      SISTER_PRODUCT_NAME: 'Word Finder',
      SISTER_PRODUCT_URL: 'https://words.example.com/',
    });
    const response = await app.inject({ method: 'GET', url: '/api/site-config' });
    expect(response.json()).toEqual({
      googleSignIn: false,
      captcha: 'off',
      androidAppUrl: 'https://play.google.com/store/apps/details?id=example.words',
      iosAppUrl: 'https://apps.apple.com/app/id123',
      promoVideoUrl: 'https://media.example.com/tour.webm',
      writingCorrectionVideoUrl: '/media/custom.webm',
      supportEmail: 'help@example.com',
      sisterProductName: 'Word Finder',
      sisterProductUrl: 'https://words.example.com/',
    });
    expect(String(response.headers['content-security-policy'])).toContain(
      "media-src 'self' blob: https://media.example.com;",
    );
  });

  it('writes the same config into the page, as data no markup can break out of', async () => {
    const staticDir = mkdtempSync(path.join(tmpdir(), 'va-static-'));
    writeFileSync(
      path.join(staticDir, 'index.html'),
      '<html><head><script id="site-config" type="application/json">"__SITE_CONFIG__"</script></head></html>',
    );
    app = await createTestApp({
      STATIC_DIR: staticDir,
      SUPPORT_EMAIL: 'help@example.com',
      SISTER_PRODUCT_NAME: '</script><script>alert(1)</script>',
    });
    const html = (await app.inject({ method: 'GET', url: '/privacy' })).body;
    const block = /<script id="site-config" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(block).not.toContain('<');
    expect(JSON.parse(block)).toEqual({
      googleSignIn: false,
      captcha: 'off',
      supportEmail: 'help@example.com',
      sisterProductName: '</script><script>alert(1)</script>',
    });
    expect(html).not.toContain('__SITE_CONFIG__');
  });

  it('serves the web app manifest named from SITE_NAME, with its icons', async () => {
    app = await createTestApp({ SITE_NAME: 'Word Garden' });
    const response = await app.inject({ method: 'GET', url: '/site.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = response.json();
    expect(manifest).toMatchObject({ name: 'Word Garden', short_name: 'Word Garden', start_url: '/' });
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
  });

  it('tells the native app which Google client to sign in with, when native sign-in is configured', async () => {
    app = await createTestApp({
      GOOGLE_CLIENT_ID: 'web-client',
      GOOGLE_NATIVE_CLIENT_IDS: 'app-client, other',
    });
    const response = await app.inject({ method: 'GET', url: '/api/site-config' });
    expect(response.json().googleNativeClientId).toBe('app-client');
  });

  it('refuses a video address that is neither a path nor an http(s) URL', () => {
    expect(() => parseEnv({ PROMO_VIDEO_URL: 'javascript:alert(1)' })).toThrow(/PROMO_VIDEO_URL/);
    expect(() => parseEnv({ PROMO_VIDEO_URL: '//evil.example/x.webm' })).toThrow(/PROMO_VIDEO_URL/);
    expect(() => parseEnv({ ANDROID_APP_URL: 'ftp://x.example' })).toThrow(/ANDROID_APP_URL/);
    expect(parseEnv({ PROMO_VIDEO_URL: '/media/tour.webm' }).PROMO_VIDEO_URL).toBe('/media/tour.webm');
  });
});
