/** Just enough cookie handling for the sign-in flow: read one, write one. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function serializeCookie(
  name: string,
  value: string,
  options: { maxAge: number; path: string; httpOnly: boolean; secure: boolean },
): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${options.maxAge}`,
    `Path=${options.path}`,
    'SameSite=Lax',
    options.httpOnly ? 'HttpOnly' : '',
    options.secure ? 'Secure' : '',
  ]
    .filter(Boolean)
    .join('; ');
}
