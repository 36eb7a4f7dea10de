import { type FormEvent, useId, useState } from 'react';
import type { FieldError } from '../../../shared/api/errors.ts';
import { isSignedIn } from '../../../shared/api/user.ts';
import { isPremium } from '../../../shared/roles.ts';
import { errorLinesOf } from '../../api/client.ts';
import { refreshUser } from '../../api/user-info.ts';
import { ErrorLines } from '../../components/error-lines.tsx';
import { useAppStore } from '../../state/app-store.ts';
import { redeemCode } from './api.ts';
import './premium-codes.css';

/** "30 June 2027" in the reader's language. */
export function premiumEndText(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
}

/**
 * "Have a code?" (decision record 026): a signed-in learner types a premium code and gets Premium
 * until the date it says; a visitor is asked to log in first. Shown in Settings and on /pricing.
 */
export function RedeemCode({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const user = useAppStore((state) => state.user);
  const setPopup = useAppStore((state) => state.setPopup);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const inputId = useId();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors([]);
    setDone(null);
    try {
      const result = await redeemCode(code);
      await refreshUser();
      setCode('');
      setDone(
        `Premium is yours until ${premiumEndText(result.premiumUntil)}. Every IELTS band and your own sheets are open now.`,
      );
    } catch (error) {
      setErrors(errorLinesOf(error));
    } finally {
      setBusy(false);
    }
  };

  const signedIn = isSignedIn(user);
  const until = user && isPremium(user.role) && user.premiumUntil ? user.premiumUntil : null;

  return (
    <section className="redeem-code" aria-labelledby={headingId} data-testid="redeem-code">
      <Heading id={headingId} className="redeem-code__title">
        Have a code?
      </Heading>
      <p className="redeem-code__lead">
        Premium cannot be bought yet. A premium code from your school or teacher gives you Premium for the
        time it names.
      </p>
      {until && !done ? (
        <p className="redeem-code__state" data-testid="premium-until">
          Your Premium lasts until {premiumEndText(until)}. Another code adds its time to that.
        </p>
      ) : null}
      {signedIn ? (
        <form className="redeem-code__form" onSubmit={(event) => void submit(event)} noValidate>
          <label className="field redeem-code__field" htmlFor={inputId}>
            <span className="field__label">Premium code</span>
            <input
              id={inputId}
              className="field__input"
              name="premium-code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="ABCD-EFGH-JKLM-NPQR"
              maxLength={64}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              required
            />
          </label>
          <button type="submit" className="button button--primary" disabled={busy || code.trim() === ''}>
            {busy ? 'Checking…' : 'Use code'}
          </button>
        </form>
      ) : (
        <button type="button" className="button button--ghost" onClick={() => setPopup('sign-in')}>
          Log in to use a code
        </button>
      )}
      <ErrorLines errors={errors} />
      <p className="redeem-code__done" role="status" data-testid="redeem-code-status">
        {done}
      </p>
    </section>
  );
}
