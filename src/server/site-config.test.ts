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
    });
    const response = await app.inject({ method: 'GET', url: '/api/site-config' });
    expect(response.json()).toEqual({
      googleSignIn: false,
      captcha: 'off',
      androidAppUrl: 'https://play.google.com/store/apps/details?id=example.words',
      promoVideoUrl: 'https://media.example.com/tour.webm',
      writingCorrectionVideoUrl: '/media/custom.webm',
      supportEmail: 'help@example.com',
    });
    expect(String(response.headers['content-security-policy'])).toContain(
      "media-src 'self' blob: https://media.example.com;",
    );
  });

  it('refuses a video address that is neither a path nor an http(s) URL', () => {
    expect(() => parseEnv({ PROMO_VIDEO_URL: 'javascript:alert(1)' })).toThrow(/PROMO_VIDEO_URL/);
    expect(() => parseEnv({ PROMO_VIDEO_URL: '//evil.example/x.webm' })).toThrow(/PROMO_VIDEO_URL/);
    expect(() => parseEnv({ ANDROID_APP_URL: 'ftp://x.example' })).toThrow(/ANDROID_APP_URL/);
    expect(parseEnv({ PROMO_VIDEO_URL: '/media/tour.webm' }).PROMO_VIDEO_URL).toBe('/media/tour.webm');
  });
});
