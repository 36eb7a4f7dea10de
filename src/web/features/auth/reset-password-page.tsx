import { type FormEvent, useEffect, useState } from 'react';
import type { FieldError } from '../../../shared/api/errors.ts';
import { passwordSchema } from '../../../shared/credentials.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { errorLinesOf } from '../../api/client.ts';
import { ErrorLines } from '../../components/error-lines.tsx';
import { TextField } from '../../components/text-field.tsx';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { useAppStore } from '../../state/app-store.ts';
import { useConfirmPasswordReset } from './api/auth-mutations.ts';
import './sign-in.css';

/** The reset token arrives in the fragment (never sent to a server). */
function tokenFromFragment(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
}

/** /reset-password: the page the reset email links to, where the user sets a new password. */
export function ResetPasswordPage() {
  usePageTitle('Reset password');
  const [token] = useState(tokenFromFragment);
  // Once read, the token leaves the address bar and the history entry.
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(null, '', window.location.pathname);
  }, []);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [done, setDone] = useState('');
  const confirm = useConfirmPasswordReset();
  const setPopup = useAppStore((state) => state.setPopup);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const passwordCheck = passwordSchema.safeParse(password);
    if (!passwordCheck.success) {
      setErrors([
        { field: 'password', message: passwordCheck.error.issues[0]?.message ?? MESSAGES.passwordRule },
      ]);
      return;
    }
    setErrors([]);
    confirm.mutate(
      { token, password },
      {
        onSuccess: (result) => setDone(result.message),
        onError: (error) => setErrors(errorLinesOf(error)),
      },
    );
  };

  return (
    <div className="page">
      <div className="card sign-in-card sign-in">
        <h1 className="sign-in__title">Set a new password</h1>
        {done ? (
          <>
            <p className="sign-in__lead" data-testid="reset-done">
              {done}
            </p>
            <button type="button" className="button button--primary" onClick={() => setPopup('sign-in')}>
              Log In
            </button>
          </>
        ) : !token ? (
          <>
            <p className="sign-in__lead">
              This page needs the link from the password reset email. Ask for a new one from the log in
              window.
            </p>
            <button type="button" className="button button--primary" onClick={() => setPopup('sign-in')}>
              Log In
            </button>
          </>
        ) : (
          <form className="sign-in__form" onSubmit={submit} noValidate>
            <p className="sign-in__lead">{MESSAGES.passwordRule}</p>
            <TextField
              label="New password"
              type="password"
              name="new-password"
              autoComplete="new-password"
              value={password}
              onValue={setPassword}
            />
            <ErrorLines errors={errors} />
            <button
              type="submit"
              className="button button--primary sign-in__submit"
              disabled={confirm.isPending}
            >
              {confirm.isPending ? 'Saving…' : 'Save new password'}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
