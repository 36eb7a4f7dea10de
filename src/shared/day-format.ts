/**
 * Calendar days written the way `toLocaleDateString('en-GB', …)` writes them, for a day given as
 * `YYYY-MM-DD`, without Intl. A page's first `toLocaleDateString` builds an ICU date formatter
 * (about 12 ms on a desktop, four times that on a phone), and every call with options builds a new
 * one: the privacy page's one date was its whole render, the progress calendar made one per day.
 * `day-format.test.ts` checks these against Intl itself.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
/** en-GB's short months: September is "Sept" (CLDR), the others their first three letters. */
const SHORT_MONTHS = MONTHS.map((month) => (month === 'September' ? 'Sept' : month.slice(0, 3)));
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

function parts(isoDate: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new Error(`not a YYYY-MM-DD day: ${isoDate}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return {
    year,
    month: MONTHS[month - 1] ?? '',
    shortMonth: SHORT_MONTHS[month - 1] ?? '',
    day,
    weekday: WEEKDAYS[weekday] ?? '',
  };
}

/** "24 November 2026"; with the weekday, "Tuesday, 24 November 2026". */
export function longDay(isoDate: string, withWeekday = false): string {
  const { year, month, day, weekday } = parts(isoDate);
  return `${withWeekday ? `${weekday}, ` : ''}${day} ${month} ${year}`;
}

/** "Tue 24 Nov"; without the weekday, "24 Nov". */
export function shortDay(isoDate: string, withWeekday = true): string {
  const { shortMonth, day, weekday } = parts(isoDate);
  return `${withWeekday ? `${weekday.slice(0, 3)} ` : ''}${day} ${shortMonth}`;
}

/** A moment in the reader's time zone as en-GB's medium date and short time: "5 Sept 2026, 09:07". */
export function dayAndTime(ms: number): string {
  const at = new Date(ms);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${at.getDate()} ${SHORT_MONTHS[at.getMonth()] ?? ''} ${at.getFullYear()}, ${two(at.getHours())}:${two(at.getMinutes())}`;
}
