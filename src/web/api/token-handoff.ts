import { HANDOFF_MARK } from '../../shared/api/handoff.ts';
import { setToken } from './token.ts';

const HANDOFF_COOKIE = 'va_handoff';

/**
 * After Google sign-in the server hands the token over in a one-minute cookie (never in a URL) and
 * returns to a page marked `?signed-in=google`: that page takes the token into storage, deletes the
 * cookie at once and drops the mark from the address. An unmarked page never reads
 * `document.cookie`, a call that waits for the browser's network process (2-10 ms at load here).
 */
export function takeHandedOverToken(): boolean {
  if (!window.location.search.includes(`${HANDOFF_MARK}=`)) return false;
  const url = new URL(window.location.href);
  if (!url.searchParams.has(HANDOFF_MARK)) return false;
  url.searchParams.delete(HANDOFF_MARK);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${HANDOFF_COOKIE}=`));
  if (!match) return false;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox.
  document.cookie = `${HANDOFF_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  const token = decodeURIComponent(match.slice(HANDOFF_COOKIE.length + 1));
  if (!token) return false;
  setToken(token);
  return true;
}
