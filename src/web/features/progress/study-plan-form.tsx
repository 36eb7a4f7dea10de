import { type FormEvent, useEffect, useId, useState } from 'react';
import type { FieldError } from '../../../shared/api/errors.ts';
import { MAX_WEEKLY_GOAL, MIN_WEEKLY_GOAL } from '../../../shared/progress/habit.ts';
import type { StudyPlan } from '../../../shared/progress/plan.ts';
import { errorLinesOf } from '../../api/client.ts';
import { ErrorLines } from '../../components/error-lines.tsx';
import { useWhenIdle } from '../../components/use-when-idle.ts';
import { useSaveStudyPlan, useStudyPlan } from './progress-data.ts';
import './study-plan.css';

const GOALS = Array.from({ length: MAX_WEEKLY_GOAL - MIN_WEEKLY_GOAL + 1 }, (_, i) => MIN_WEEKLY_GOAL + i);

/** The weekly goal and the IELTS exam date: on the progress page and in Settings. */
export function StudyPlanForm({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { data: plan } = useStudyPlan();
  const save = useSaveStudyPlan();
  const id = useId();
  const [goal, setGoal] = useState<number | null>(null);
  const [examDate, setExamDate] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [saved, setSaved] = useState('');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // The date field becomes one once the page is idle (see useWhenIdle): until then an empty,
  // disabled field of the same size, as it is anyway until the plan has loaded.
  const dateFieldReady = useWhenIdle();

  useEffect(() => {
    if (!plan) return;
    setGoal((current) => current ?? plan.weeklyGoal);
    setExamDate((current) => current ?? plan.examDate ?? '');
  }, [plan]);

  const submit = (event: FormEvent, next?: Partial<StudyPlan>) => {
    event.preventDefault();
    setErrors([]);
    setSaved('');
    const body = {
      weeklyGoal: next?.weeklyGoal ?? goal ?? plan?.weeklyGoal ?? 4,
      examDate: next && 'examDate' in next ? (next.examDate ?? null) : examDate ? examDate : null,
    };
    save.mutate(body, {
      onSuccess: (result) => {
        setExamDate(result.examDate ?? '');
        setSaved('Saved.');
      },
      onError: (error) => setErrors(errorLinesOf(error)),
    });
  };

  return (
    <form className="study-plan" onSubmit={submit} aria-labelledby={`${id}-heading`} data-testid="study-plan">
      <Heading id={`${id}-heading`}>Your plan</Heading>
      <div className="study-plan__fields">
        <label className="field">
          <span className="field__label">Weekly goal</span>
          <select
            className="field__select"
            value={goal ?? plan?.weeklyGoal ?? 4}
            onChange={(event) => setGoal(Number(event.target.value))}
            disabled={!plan}
          >
            {GOALS.map((days) => (
              <option key={days} value={days}>
                {days} {days === 1 ? 'day' : 'days'} a week
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">IELTS exam date (optional)</span>
          <input
            className="field__input"
            type={dateFieldReady ? 'date' : 'text'}
            name="exam-date"
            value={dateFieldReady ? (examDate ?? '') : ''}
            aria-invalid={errors.some((error) => error.field === 'examDate')}
            onChange={(event) => setExamDate(event.target.value)}
            disabled={!plan || !dateFieldReady}
          />
        </label>
      </div>
      <p className="study-plan__help">
        With an exam date, the games aim at what you will remember on that day, not just next week.
      </p>
      <ErrorLines errors={errors} />
      <div className="study-plan__actions">
        <button type="submit" className="button button--primary" disabled={!plan || save.isPending}>
          {save.isPending ? 'Saving…' : 'Save plan'}
        </button>
        {plan?.examDate ? (
          <button
            type="button"
            className="button button--ghost"
            disabled={save.isPending}
            onClick={(event) => submit(event, { examDate: null })}
          >
            Clear exam date
          </button>
        ) : null}
        <span className="study-plan__saved" role="status">
          {saved}
        </span>
      </div>
    </form>
  );
}
