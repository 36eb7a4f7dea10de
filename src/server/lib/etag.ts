import { createHash } from 'node:crypto';

/** A strong entity tag for a response body: the same text, the same tag, on every instance. */
export function entityTag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}
