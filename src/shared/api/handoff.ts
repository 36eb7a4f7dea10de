/**
 * The query parameter that marks the page Google sign-in returns to: only that page reads the
 * one-minute cookie holding the token (src/web/api/token-handoff.ts). Reading `document.cookie`
 * waits for the browser's network process, so no other page load pays for it. No zod here: the
 * site's first script imports this.
 */
export const HANDOFF_MARK = 'signed-in';

/** A return path (already safe: `safeReturnPath`) with the hand-over mark, before its #fragment. */
export function withHandoffMark(path: string): string {
  const hash = path.indexOf('#');
  const [before, fragment] = hash < 0 ? [path, ''] : [path.slice(0, hash), path.slice(hash)];
  return `${before}${before.includes('?') ? '&' : '?'}${HANDOFF_MARK}=google${fragment}`;
}
