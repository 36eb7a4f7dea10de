/** Days since 1970-01-01 in the learner's local time (fractional): the learning engine's clock. */
export function learnerDay(epochMs: number, timezoneOffsetMinutes: number): number {
  return (epochMs - timezoneOffsetMinutes * 60_000) / 86_400_000;
}
