/**
 * The progress page's pictures, drawn as SVG (no chart library: nothing extra to download). Each
 * has a text alternative: a short label, and the numbers as a table one press away.
 */
import type { ReactNode } from 'react';
import { shortDay } from '../../../shared/day-format.ts';
import { dateOfDay } from '../../../shared/progress/plan.ts';
import type { GameCounts, SkillCounts } from '../../../shared/progress/summary.ts';

/** A picture of numbers, named by its text alternative; it scales down to the width it has. */
function ChartSvg({
  width,
  height,
  label,
  children,
}: {
  width: number;
  height: number;
  label: string;
  children: ReactNode;
}) {
  return (
    <svg
      className="chart__svg"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="img"
      aria-label={label}
    >
      {children}
    </svg>
  );
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** "Tue 24 Nov" for a local day number. */
export function dayLabel(day: number, withWeekday = true): string {
  return shortDay(dateOfDay(day), withWeekday);
}

const weekdayOf = (day: number) => (((day + 3) % 7) + 7) % 7;

function level(answers: number): number {
  if (answers === 0) return 0;
  if (answers < 10) return 1;
  if (answers < 30) return 2;
  return 3;
}

/** The last 30 days, a column a week (Monday on top), darker for more answers. */
export function ActivityCalendar({ days }: { days: { day: number; answers: number }[] }) {
  const first = days[0]?.day ?? 0;
  const offset = weekdayOf(first);
  const columns = Math.ceil((offset + days.length) / 7);
  const cell = 26;
  const gap = 5;
  const left = 34;
  const top = 4;
  const width = left + columns * (cell + gap);
  const height = top + 7 * (cell + gap);
  const played = days.filter((day) => day.answers > 0);
  const summary = `Played on ${played.length} of the last ${days.length} days, ${played.reduce((sum, day) => sum + day.answers, 0)} answers in all.`;
  return (
    <figure className="chart" data-testid="activity-calendar">
      <ChartSvg width={width} height={height} label={summary}>
        {WEEKDAYS.map((name, row) =>
          row % 2 === 0 ? (
            <text key={name} x={0} y={top + row * (cell + gap) + cell * 0.7} className="chart__axis">
              {name}
            </text>
          ) : null,
        )}
        {days.map((day, index) => {
          const position = offset + index;
          const x = left + Math.floor(position / 7) * (cell + gap);
          const y = top + (position % 7) * (cell + gap);
          return (
            <rect
              key={day.day}
              x={x}
              y={y}
              width={cell}
              height={cell}
              rx={6}
              className={`chart__day chart__day--${level(day.answers)}`}
              data-answers={day.answers}
            >
              <title>{`${dayLabel(day.day)}: ${day.answers === 0 ? 'not played' : `${day.answers} answers`}`}</title>
            </rect>
          );
        })}
      </ChartSvg>
      <figcaption className="chart__caption">{summary}</figcaption>
      <details className="chart__table">
        <summary>Show the days as a list</summary>
        <ul>
          {played.length === 0 ? <li>No game played in these days yet.</li> : null}
          {played.map((day) => (
            <li key={day.day}>
              {dayLabel(day.day)}: {day.answers} answers
            </li>
          ))}
        </ul>
      </details>
    </figure>
  );
}

/** Words falling due each of the next 7 days, per game, as stacked bars. */
export function ForecastChart({
  forecast,
  today,
}: {
  forecast: (GameCounts & { inDays: number })[];
  today: number;
}) {
  const max = Math.max(1, ...forecast.map((day) => day.candy + day.space));
  const bar = 30;
  const gap = 14;
  const chartHeight = 110;
  const top = 18;
  const width = forecast.length * (bar + gap);
  const height = top + chartHeight + 22;
  const total = forecast.reduce((sum, day) => sum + day.candy + day.space, 0);
  const summary =
    total === 0
      ? 'No words fall due in the next 7 days.'
      : `${total} words fall due in the next 7 days; the most on one day is ${max}.`;
  return (
    <figure className="chart" data-testid="forecast">
      <ChartSvg width={width} height={height} label={summary}>
        {forecast.map((day, index) => {
          const x = index * (bar + gap) + gap / 2;
          const candy = (day.candy / max) * chartHeight;
          const space = (day.space / max) * chartHeight;
          const base = top + chartHeight;
          const label = dayLabel(today + day.inDays).split(' ')[0] ?? '';
          return (
            <g key={day.inDays}>
              <title>{`${dayLabel(today + day.inDays)}: ${day.candy} in Word Candy Match, ${day.space} in Space Words`}</title>
              <rect x={x} y={base - candy} width={bar} height={candy} rx={3} className="chart__bar--candy" />
              <rect
                x={x}
                y={base - candy - space}
                width={bar}
                height={space}
                rx={3}
                className="chart__bar--space"
              />
              <text x={x + bar / 2} y={base - candy - space - 5} className="chart__value" textAnchor="middle">
                {day.candy + day.space > 0 ? day.candy + day.space : ''}
              </text>
              <text x={x + bar / 2} y={base + 16} className="chart__axis" textAnchor="middle">
                {label}
              </text>
            </g>
          );
        })}
      </ChartSvg>
      <figcaption className="chart__caption">
        <span className="legend legend--candy">Word Candy Match</span>{' '}
        <span className="legend legend--space">Space Words</span>
      </figcaption>
      <details className="chart__table">
        <summary>Show the numbers</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Word Candy Match</th>
              <th scope="col">Space Words</th>
            </tr>
          </thead>
          <tbody>
            {forecast.map((day) => (
              <tr key={day.inDays}>
                <th scope="row">{dayLabel(today + day.inDays)}</th>
                <td>{day.candy}</td>
                <td>{day.space}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

/** New, learning and known words of one skill as one stacked bar, with the counts in words. */
export function SkillBar({ label, counts }: { label: string; counts: SkillCounts }) {
  const total = Math.max(1, counts.new + counts.learning + counts.known);
  const text = `${counts.known} known, ${counts.learning} learning, ${counts.new} new`;
  return (
    <div className="skill-bar">
      <div className="skill-bar__head">
        <span className="skill-bar__label">{label}</span>
        <span className="skill-bar__counts">{text}</span>
      </div>
      <div className="skill-bar__track" role="img" aria-label={`${label}: ${text}`}>
        <span
          className="skill-bar__part skill-bar__part--known"
          style={{ width: `${(counts.known / total) * 100}%` }}
        />
        <span
          className="skill-bar__part skill-bar__part--learning"
          style={{ width: `${(counts.learning / total) * 100}%` }}
        />
      </div>
    </div>
  );
}

/** How likely a word is recalled today, as a short bar and a percentage ("new" when never played). */
export function Strength({ value }: { value: number | null }) {
  if (value === null) return <span className="strength strength--new">new</span>;
  const percent = Math.round(value * 100);
  return (
    <span className="strength" title={`${percent}% likely recalled today`}>
      <span className="strength__track" aria-hidden="true">
        <span
          className="strength__fill"
          style={{ width: `${percent}%` }}
          data-level={percent >= 90 ? 'high' : percent >= 70 ? 'mid' : 'low'}
        />
      </span>
      <span className="strength__value">{percent}%</span>
    </span>
  );
}
