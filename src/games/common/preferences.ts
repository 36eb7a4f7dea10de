/** What the player's device asks of us: less motion, and how sharp to draw. */

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

/** Device pixels per CSS pixel, capped at 2: sharper text without drawing four times the pixels. */
export function drawingScale(): number {
  const ratio = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  return Math.min(2, Math.max(1, ratio));
}
