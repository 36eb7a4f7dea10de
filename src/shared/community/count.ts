/**
 * Large counts are abbreviated. Under 1,000 as they are; 1,000 to 99,999 as
 * thousands with one decimal and K (cut, not rounded up, so 99,999 is 99.9K and never 100.0K);
 * 100K to 999K as rounded thousands with K (what rounds to 1,000K is 1.0M); from 1 million as
 * millions with one decimal and M (cut).
 */
export function abbreviateCount(value: number): string {
  const n = Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;
  if (n < 1000) return String(n);
  if (n < 100_000) return `${(Math.floor(n / 100) / 10).toFixed(1)}K`;
  if (n < 1_000_000) {
    const thousands = Math.round(n / 1000);
    return thousands < 1000 ? `${thousands}K` : '1.0M';
  }
  return `${(Math.floor(n / 100_000) / 10).toFixed(1)}M`;
}
