import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { ProgressResponse } from '../../../shared/api/progress.ts';
import { longDay } from '../../../shared/day-format.ts';
import { GAMES } from '../../../shared/games.ts';
import { habitLine } from '../../../shared/progress/habit.ts';
import { WORD_SORTS, type WordSort } from '../../../shared/progress/plan.ts';
import { sheetCsv } from '../../../shared/progress/sheet-csv.ts';
import { href } from '../../../shared/routes.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { Paging } from '../../components/paging.tsx';
import { ActivityCalendar, dayLabel, ForecastChart, SkillBar, Strength } from './charts.tsx';
import { fetchProgressWords, useProgress, useProgressOwner, useProgressWords } from './progress-data.ts';
import { StudyPlanForm } from './study-plan-form.tsx';
import './progress.css';

const LEAD = 'Which words you know, which are due, and how your week is going.';

function plural(count: number, one: string, many = `${one}s`) {
  return `${count} ${count === 1 ? one : many}`;
}

export function ProgressPage() {
  const owner = useProgressOwner();
  const { data, error, refetch } = useProgress();

  if (error) {
    return (
      <div className="page progress">
        <PageHeader title="Your progress" lead={LEAD} />
        <div className="card progress__message" role="alert">
          <p>Your progress did not load. Check your connection and try again.</p>
          <button type="button" className="button button--primary" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      </div>
    );
  }
  if (!data || owner === null) {
    return (
      <div className="page progress" aria-busy="true">
        <PageHeader title="Your progress" lead={LEAD} />
        <div className="progress__grid">
          <div className="card progress__skeleton" />
          <div className="card progress__skeleton" />
        </div>
        <p className="visually-hidden" role="status">
          Loading your progress…
        </p>
      </div>
    );
  }
  const played = data.activity.some((day) => day.answers > 0) || data.lists.length > 0;
  return (
    <div className="page progress" data-testid="progress">
      <PageHeader title="Your progress" lead={LEAD} />
      {owner === 'local' ? (
        <p className="progress__local" data-testid="progress-local">
          Kept in this browser. <Link to={href.signIn()}>Log in</Link> to keep it with your account on every
          device.
        </p>
      ) : null}
      {played ? (
        <Overview data={data} />
      ) : (
        <>
          <FirstVisit />
          {data.exam ? <Exam data={data} /> : null}
        </>
      )}
      <section className="card progress__plan">
        <StudyPlanForm />
      </section>
    </div>
  );
}

function FirstVisit() {
  return (
    <section className="card progress__empty" data-testid="progress-empty">
      <h2>Play a round and this page fills in</h2>
      <p>
        Every answer in a game is remembered. Here you will see which words you know and which you are still
        learning, for recognising a word (Word Candy Match) and for recalling it (Space Words), and in each
        game mode (paraphrases, stronger words, spelling from sound); the words due today and in the coming
        week; the days you played; and, with an exam date, how many words you are on course to know on the
        day.
      </p>
      <div className="progress__actions">
        <Link className="button button--primary" to={href.game('candy')}>
          Play {GAMES.candy.title}
        </Link>
        <Link className="button button--ghost" to={href.game('space')}>
          Play {GAMES.space.title}
        </Link>
      </div>
    </section>
  );
}

function Overview({ data }: { data: ProgressResponse }) {
  const today = data.activity.at(-1)?.day ?? 0;
  return (
    <>
      <div className="progress__grid">
        <Habit data={data} />
        <Exam data={data} />
      </div>
      <section className="card progress__due" aria-labelledby="due-heading" data-testid="due-today">
        <h2 id="due-heading">Due today</h2>
        <div className="progress__due-games">
          {(['candy', 'space'] as const).map((game) => (
            <div key={game} className={`due-game due-game--${game}`}>
              <p className="due-game__count" data-testid={`due-${game}`}>
                <strong>{data.due[game]}</strong> {data.due[game] === 1 ? 'word' : 'words'}
              </p>
              <p className="due-game__name">{GAMES[game].title}</p>
              <Link
                className="button button--primary"
                to={data.due[game] > 0 ? `${href.game(game)}?due=1` : href.game(game)}
              >
                {data.due[game] > 0 ? 'Play due words' : 'Play'}
              </Link>
            </div>
          ))}
        </div>
        <p className="progress__note">The games deal due words first, then new ones.</p>
      </section>
      <div className="progress__grid">
        <section className="card" aria-labelledby="forecast-heading">
          <h2 id="forecast-heading">The next 7 days</h2>
          <ForecastChart forecast={data.forecast} today={today} />
        </section>
        <section className="card" aria-labelledby="activity-heading">
          <h2 id="activity-heading">The last 30 days</h2>
          <ActivityCalendar days={data.activity} />
        </section>
      </div>
      <Lists data={data} />
    </>
  );
}

function Habit({ data }: { data: ProgressResponse }) {
  const { habit } = data;
  const frozen = habit.recentWeeks.filter((week) => week.status === 'frozen').at(-1);
  return (
    <section className="card progress__habit" aria-labelledby="week-heading" data-testid="habit">
      <h2 id="week-heading">This week</h2>
      <p className="habit__line" data-testid="habit-line">
        {habitLine(habit)}
      </p>
      <ol className="habit__days" aria-label={`${habit.daysThisWeek} of ${habit.goal} days played this week`}>
        {Array.from({ length: habit.goal }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the goal's days have no other identity
          <li key={index} data-done={index < habit.daysThisWeek} />
        ))}
      </ol>
      <p className="progress__note">
        {habit.daysThisWeek >= habit.goal
          ? 'Goal met. Anything more is a bonus.'
          : `${plural(habit.daysLeftThisWeek, 'day')} left this week, today included.`}{' '}
        {habit.freezeAvailable
          ? 'This month’s freeze is ready: miss a week and it keeps your streak.'
          : frozen
            ? `A freeze kept your streak in the week of ${dayLabel(frozen.start, false)}; a new one comes next month.`
            : 'A new freeze comes next month.'}
      </p>
    </section>
  );
}

function Exam({ data }: { data: ProgressResponse }) {
  const { exam } = data;
  if (!exam) {
    return (
      <section className="card progress__exam" aria-labelledby="exam-heading" data-testid="exam">
        <h2 id="exam-heading">Your exam</h2>
        <p>Set your IELTS exam date below and the games will aim at the words you need on that day.</p>
      </section>
    );
  }
  const date = longDay(exam.date, true);
  return (
    <section className="card progress__exam" aria-labelledby="exam-heading" data-testid="exam">
      <h2 id="exam-heading">Your exam</h2>
      <p className="exam__countdown" data-testid="exam-countdown">
        {exam.daysLeft === 0 ? 'Today. Good luck!' : `${plural(exam.daysLeft, 'day')} to go`}
      </p>
      <p className="progress__note">{date}</p>
      <p data-testid="exam-forecast">
        If you stopped playing today, on exam day you would recognise <strong>{exam.recognised}</strong> and
        recall <strong>{exam.recalled}</strong> of the {plural(exam.words, 'word')} you have played.
      </p>
    </section>
  );
}

function Lists({ data }: { data: ProgressResponse }) {
  const [params] = useSearchParams();
  const chosen = data.lists.find((list) => list.listId === params.get('list')) ?? data.lists[0];
  if (!chosen) return null;
  return (
    <>
      <section className="progress__lists" aria-labelledby="lists-heading">
        <h2 id="lists-heading">Your lists</h2>
        {data.lists.map((list) => (
          <article key={list.listId} className="card list-progress" data-testid="list-progress">
            <h3>{list.name}</h3>
            <p className="progress__note">
              {plural(list.words, 'word')} · due today: {list.due.candy} to recognise, {list.due.space} to
              recall
            </p>
            <SkillBar label="Recognise (Word Candy Match)" counts={list.recognition} />
            <SkillBar label="Recall (Space Words)" counts={list.recall} />
            <SkillBar label="Paraphrases (Word Candy Match)" counts={list.paraphraseRecognition} />
            <SkillBar label="Stronger words (Space Words upgrade waves)" counts={list.paraphraseRecall} />
            <SkillBar label="Spelling from sound (Space Words dictation)" counts={list.spelling} />
            <div className="progress__actions">
              <Link
                className="button button--ghost"
                to={`${href.progress()}?${new URLSearchParams({ list: list.listId })}#words`}
                aria-current={list.listId === chosen.listId ? 'true' : undefined}
              >
                See the words
              </Link>
              <DownloadWeak listId={list.listId} name={list.name} />
            </div>
          </article>
        ))}
      </section>
      <WordTable listId={chosen.listId} name={chosen.name} />
    </>
  );
}

function DownloadWeak({ listId, name }: { listId: string; name: string }) {
  const owner = useProgressOwner();
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (owner === null) return;
    setBusy(true);
    setMessage('');
    try {
      const { words } = await fetchProgressWords(owner, {
        list: listId,
        sort: 'word',
        dir: 'asc',
        page: 1,
        weak: true,
      });
      if (words.length === 0) {
        setMessage('No weak words in this list: nothing missed to practise yet.');
        return;
      }
      const url = URL.createObjectURL(new Blob([sheetCsv(words)], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `${name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'words'} - words to practise.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 1000);
      setMessage(`${plural(words.length, 'word')} downloaded: paste them into your sheet from row 2.`);
    } catch {
      setMessage('The download did not work. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="button button--ghost" disabled={busy} onClick={() => void download()}>
        {busy ? 'Preparing…' : 'Download weak words (CSV)'}
      </button>
      <span className="progress__download-message" role="status">
        {message}
      </span>
    </>
  );
}

const COLUMNS: { sort: WordSort; label: string }[] = [
  { sort: 'word', label: 'Word' },
  { sort: 'recognition', label: 'Recognise' },
  { sort: 'recall', label: 'Recall' },
  { sort: 'paraphraseRecognition', label: 'Paraphrase' },
  { sort: 'paraphraseRecall', label: 'Upgrade' },
  { sort: 'spelling', label: 'Spelling' },
  { sort: 'due', label: 'Next due' },
];

/** The table's orders on a phone, where the column headers are hidden. */
const PHONE_SORTS = [
  { value: 'due:asc', label: 'Due soonest first' },
  { value: 'recognition:asc', label: 'Weakest to recognise first' },
  { value: 'recall:asc', label: 'Weakest to recall first' },
  { value: 'paraphraseRecognition:asc', label: 'Weakest paraphrase first' },
  { value: 'paraphraseRecall:asc', label: 'Weakest upgrade first' },
  { value: 'spelling:asc', label: 'Weakest spelling first' },
  { value: 'recognition:desc', label: 'Strongest first' },
  { value: 'word:asc', label: 'A to Z' },
];

function WordTable({ listId, name }: { listId: string; name: string }) {
  const [params] = useSearchParams();
  // Due first by default: the words to practise now lead, new words come last.
  const sortParam = params.get('sort');
  const sort: WordSort = (WORD_SORTS as readonly string[]).includes(sortParam ?? '')
    ? (sortParam as WordSort)
    : 'due';
  const dir = params.get('dir') === 'desc' ? 'desc' : 'asc';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const sameList = params.get('list') === listId || !params.get('list');
  const query = { list: listId, sort, dir, page: sameList ? page : 1 } as const;
  const { data, error, isPlaceholderData } = useProgressWords(query);
  const navigate = useNavigate();

  const hrefFor = (next: Partial<{ sort: WordSort; dir: string; page: number }>) =>
    `${href.progress()}?${new URLSearchParams({
      list: listId,
      sort: next.sort ?? sort,
      dir: next.dir ?? dir,
      page: String(next.page ?? 1),
    })}#words`;

  return (
    <section className="card word-progress" aria-labelledby="words" data-testid="word-table">
      <h2 id="words" tabIndex={-1}>
        Words of {name}
      </h2>
      {error ? (
        <p role="alert">These words did not load. Please reload the page.</p>
      ) : !data ? (
        <p role="status">Loading the words…</p>
      ) : (
        <>
          <p className="progress__note">
            {plural(data.total, 'word')}, 20 a page. Strength is how likely you are to remember the word
            today.
          </p>
          <label className="field word-progress__sort-select">
            <span className="field__label">Sort by</span>
            <select
              className="field__select"
              value={`${sort}:${dir}`}
              onChange={(event) => {
                const [nextSort, nextDir] = event.target.value.split(':') as [WordSort, string];
                navigate(hrefFor({ sort: nextSort, dir: nextDir }), {
                  replace: true,
                  preventScrollReset: true,
                });
              }}
            >
              {PHONE_SORTS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
              {PHONE_SORTS.some((option) => option.value === `${sort}:${dir}`) ? null : (
                <option value={`${sort}:${dir}`}>As chosen</option>
              )}
            </select>
          </label>
          <div className="word-progress__scroll">
            <table className="word-progress__table" aria-busy={isPlaceholderData}>
              <thead>
                <tr>
                  {COLUMNS.map((column) => (
                    <th
                      key={column.sort}
                      scope="col"
                      aria-sort={
                        sort === column.sort ? (dir === 'asc' ? 'ascending' : 'descending') : undefined
                      }
                    >
                      <Link
                        to={hrefFor({
                          sort: column.sort,
                          dir: sort === column.sort && dir === 'asc' ? 'desc' : 'asc',
                        })}
                        replace
                        preventScrollReset
                        className="word-progress__sort"
                      >
                        {column.label}
                        <span aria-hidden="true">
                          {sort === column.sort ? (dir === 'asc' ? ' ▲' : ' ▼') : ''}
                        </span>
                      </Link>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.words.map((word) => (
                  <tr key={word.front} data-testid="word-row">
                    <th scope="row">
                      <span className="word-progress__front" lang="en">
                        {word.front}
                      </span>
                      <span className="word-progress__back">{word.back}</span>
                    </th>
                    <td data-label="Recognise">
                      <Strength value={word.recognition.strength} />
                    </td>
                    <td data-label="Recall">
                      <Strength value={word.recall.strength} />
                    </td>
                    <td data-label="Paraphrase">
                      <Strength value={word.paraphraseRecognition.strength} />
                    </td>
                    <td data-label="Upgrade">
                      <Strength value={word.paraphraseRecall.strength} />
                    </td>
                    <td data-label="Spelling">
                      <Strength value={word.spelling.strength} />
                    </td>
                    <td data-label="Next due">
                      {word.dueInDays === null
                        ? '—'
                        : word.dueInDays === 0
                          ? 'today'
                          : `in ${plural(word.dueInDays, 'day')}`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Paging
            current={data.page}
            totalPages={data.totalPages}
            hrefFor={(number) => hrefFor({ page: number })}
          />
        </>
      )}
    </section>
  );
}
