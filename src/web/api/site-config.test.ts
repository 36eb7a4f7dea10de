import { describe, expect, it } from 'vitest';
import { readPageSiteConfig } from './site-config.ts';

const pageWith = (text: string | null) => ({
  getElementById: (id: string) =>
    id === 'site-config' && text !== null ? ({ textContent: text } as HTMLElement) : null,
});

describe('the site config written into the page', () => {
  it('is read at once when the server filled it in; unset values stay unset', () => {
    expect(
      readPageSiteConfig(
        pageWith('{"googleSignIn":false,"captcha":"off","supportEmail":"help@example.com"}'),
      ),
    ).toEqual({
      googleSignIn: false,
      captcha: 'off',
      supportEmail: 'help@example.com',
    });
  });

  it('is undefined (so it is fetched) when the page was not served by our server or is damaged', () => {
    expect(readPageSiteConfig(pageWith('"__SITE_CONFIG__"'))).toBeUndefined();
    expect(readPageSiteConfig(pageWith(null))).toBeUndefined();
    expect(readPageSiteConfig(pageWith('{not json'))).toBeUndefined();
    expect(readPageSiteConfig(pageWith('{"captcha":"off"}'))).toBeUndefined();
  });

  it('keeps only text values of the known fields', () => {
    expect(
      readPageSiteConfig(
        pageWith('{"googleSignIn":true,"captcha":"altcha","androidAppUrl":7,"other":"x","iosAppUrl":""}'),
      ),
    ).toEqual({ googleSignIn: true, captcha: 'altcha' });
  });
});
