// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { getToken } from './token.ts';
import { takeHandedOverToken } from './token-handoff.ts';

const at = (path: string) => window.history.replaceState(null, '', path);

afterEach(() => {
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie as the server does.
  document.cookie = 'va_handoff=; Max-Age=0; Path=/';
});

describe('the token handed over after Google sign-in', () => {
  it('is taken on the marked page: stored, its cookie deleted, the mark dropped from the address', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie as the server does.
    document.cookie = 'va_handoff=tok%2Ben; Path=/';
    at('/settings?x=1&signed-in=google#your-data');
    expect(takeHandedOverToken()).toBe(true);
    expect(getToken()).toBe('tok+en');
    expect(document.cookie).not.toContain('va_handoff');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/settings?x=1#your-data',
    );
  });

  it('is left alone on any other page, which never reads the cookie', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie as the server does.
    document.cookie = 'va_handoff=tok; Path=/';
    at('/settings');
    expect(takeHandedOverToken()).toBe(false);
    expect(getToken()).toBeNull();
    expect(document.cookie).toContain('va_handoff=tok');
  });

  it('drops the mark even when the cookie has gone (a reload after a minute)', () => {
    at('/?signed-in=google');
    expect(takeHandedOverToken()).toBe(false);
    expect(window.location.search).toBe('');
  });
});
