/**
 * Whole numbers written as English writes them ("12,345"), without Intl. A page's first
 * `toLocaleString` on a number builds an ICU number formatter: 17-55 ms on a desktop here, four
 * times that on a phone, in whatever render or frame asks first (a track card's likes, the
 * games' score in a round's first frame, a comment limit in a schema at module load).
 * `number-format.test.ts` checks it against Intl itself.
 */
export function groupDigits(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const whole = Math.round(value);
  const digits = String(Math.abs(whole));
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const group = digits.slice(Math.max(0, end - 3), end);
    grouped = grouped ? `${group},${grouped}` : group;
  }
  return whole < 0 ? `-${grouped}` : grouped;
}
