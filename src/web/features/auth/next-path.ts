import { matchRoute } from '../../../shared/routes.ts';

/**
 * The `?next` of /sign-in as a path on this site, or null. Only a page of this app is accepted
 * (never another origin, "//host", "/\host", an API address or /sign-in itself): no open redirect.
 */
export function safeNextPath(raw: string | null | undefined, origin: string): string | null {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const route = matchRoute(url.pathname);
  if (route === null || route === 'signIn') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
