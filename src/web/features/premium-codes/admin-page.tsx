import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { FieldError } from '../../../shared/api/errors.ts';
import { formatCode } from '../../../shared/api/premium-codes.ts';
import { CODE_PLANS, type CodePlan } from '../../../shared/roles.ts';
import { errorLinesOf } from '../../api/client.ts';
import { ErrorLines } from '../../components/error-lines.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useAppStore } from '../../state/app-store.ts';
import { createCodes, listCodes } from './api.ts';
import './premium-codes.css';

const codesQuery = queryOptions({ queryKey: ['admin-premium-codes'], queryFn: listCodes });

/** A date input's value N days from today. */
function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

function CodeForm() {
  const queryClient = useQueryClient();
  const [plan, setPlan] = useState<CodePlan>('VOCABULARY');
  const [durationDays, setDurationDays] = useState('30');
  const [maxUses, setMaxUses] = useState('30');
  const [expiresOn, setExpiresOn] = useState(dayFromToday(30));
  const [count, setCount] = useState('1');
  const [label, setLabel] = useState('');
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [made, setMade] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors([]);
    try {
      const result = await createCodes({
        plan,
        durationDays: Number(durationDays),
        maxUses: Number(maxUses),
        expiresOn,
        count: Number(count),
        label,
      });
      setMade(result.codes.map(formatCode));
      void queryClient.invalidateQueries({ queryKey: codesQuery.queryKey });
    } catch (error) {
      setErrors(errorLinesOf(error));
    } finally {
      setBusy(false);
    }
  };

  const number = (label: string, value: string, set: (value: string) => void, min: number, max: number) => (
    <label className="field">
      <span className="field__label">{label}</span>
      <input
        className="field__input"
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={value}
        onChange={(event) => set(event.currentTarget.value)}
        required
      />
    </label>
  );

  return (
    <section className="card admin-codes__section" aria-labelledby="new-codes-heading">
      <h2 id="new-codes-heading">New premium codes</h2>
      <form className="admin-codes__form" onSubmit={(event) => void submit(event)}>
        <label className="field">
          <span className="field__label">Plan</span>
          <select
            className="field__select"
            value={plan}
            onChange={(event) => setPlan(event.currentTarget.value as CodePlan)}
          >
            {CODE_PLANS.map((item) => (
              <option key={item} value={item}>
                {item}
              </option>
            ))}
          </select>
        </label>
        {number('Premium for (days)', durationDays, setDurationDays, 1, 3660)}
        {number('Uses per code', maxUses, setMaxUses, 1, 10_000)}
        <label className="field">
          <span className="field__label">Last day to use it</span>
          <input
            className="field__input"
            type="date"
            value={expiresOn}
            onChange={(event) => setExpiresOn(event.currentTarget.value)}
            required
          />
        </label>
        {number('How many codes', count, setCount, 1, 100)}
        <label className="field">
          <span className="field__label">Label (for you: a class, a school)</span>
          <input
            className="field__input"
            maxLength={100}
            value={label}
            onChange={(event) => setLabel(event.currentTarget.value)}
          />
        </label>
        <button type="submit" className="button button--primary" disabled={busy}>
          Make codes
        </button>
      </form>
      <ErrorLines errors={errors} />
      <div role="status">
        {made.length > 0 ? (
          <>
            <p>Copy these now: only a hash of each code is kept, so they cannot be shown again.</p>
            <ul className="admin-codes__made" data-testid="made-codes">
              {made.map((code) => (
                <li key={code}>
                  <code>{code}</code>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </section>
  );
}

function CodeList() {
  const codes = useQuery(codesQuery);
  if (codes.isPending) return <p>Loading codes…</p>;
  if (codes.isError) return <ErrorLines errors={errorLinesOf(codes.error)} />;
  if (codes.data.codes.length === 0) return <p>No codes yet.</p>;
  return (
    <div className="admin-codes__table-wrap">
      <table className="admin-codes__table">
        <thead>
          <tr>
            <th scope="col">Label</th>
            <th scope="col">Plan</th>
            <th scope="col">Days</th>
            <th scope="col">Used</th>
            <th scope="col">Last day</th>
          </tr>
        </thead>
        <tbody>
          {codes.data.codes.map((code) => (
            <tr key={code.id}>
              <td>{code.label || '—'}</td>
              <td>{code.plan}</td>
              <td>{code.durationDays}</td>
              <td>
                {code.uses} of {code.maxUses}
              </td>
              <td>{new Date(new Date(code.expiresAt).getTime() - 1).toISOString().slice(0, 10)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /admin: premium codes for an admin (decision record 026); anyone else is told it is not theirs. */
export function AdminPage() {
  const user = useAppStore((state) => state.user);
  const isAdmin = user?.role === 'ADMIN';
  return (
    <div className="page admin-codes">
      <PageHeader
        title="Admin"
        lead={
          isAdmin
            ? 'Premium codes give Premium without payment: hand one to a class or a learner.'
            : 'This page is for the site’s admins.'
        }
      />
      {isAdmin ? (
        <>
          <CodeForm />
          <section className="card admin-codes__section" aria-labelledby="codes-heading">
            <h2 id="codes-heading">Codes made</h2>
            <CodeList />
          </section>
        </>
      ) : null}
    </div>
  );
}
