import { setToken } from './token.ts';

const HANDOFF_COOKIE = 'va_handoff';

/**
 * After Google sign-in the server hands the token over in a one-minute cookie (never in a URL):
 * take it into storage and delete the cookie at once.
 */
export function takeHandedOverToken(): boolean {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${HANDOFF_COOKIE}=`));
  if (!match) return false;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox.
  document.cookie = `${HANDOFF_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  const token = decodeURIComponent(match.slice(HANDOFF_COOKIE.length + 1));
  if (!token) return false;
  setToken(token);
  return true;
}
