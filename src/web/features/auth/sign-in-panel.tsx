import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { FieldError } from '../../../shared/api/errors.ts';
import { SUCCESS_POPUP_CLOSE_MS } from '../../../shared/constants.ts';
import { emailSchema, passwordSchema } from '../../../shared/credentials.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { errorLinesOf } from '../../api/client.ts';
import { useSiteConfig } from '../../api/site-config.ts';
import { setToken } from '../../api/token.ts';
import { refreshUser } from '../../api/user-info.ts';
import { CaptchaStep } from '../../components/captcha.tsx';
import { ErrorLines } from '../../components/error-lines.tsx';
import { SignInReason } from '../../components/sign-in-reason.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useActionFlow } from '../../components/use-action-flow.ts';
import { inCapacitorApp, signInWithNativeGoogle } from '../native/index.ts';
import { useRequestPasswordReset, useSignIn, useSignUp } from './api/auth-mutations.ts';
import { PrivacyTermsDialog } from './privacy-terms-dialog.tsx';
import './sign-in.css';

export type SignInMode = 'sign-in' | 'sign-up' | 'forgot' | 'email-sent' | 'success';

const TITLES: Record<SignInMode, string> = {
  'sign-in': 'Log In',
  'sign-up': 'Create your account',
  forgot: 'Reset your password',
  'email-sent': 'Check your email',
  success: 'You are in!',
};

/** Tell any game frame on the page to reload its words (the player just signed in). */
function reloadGameFrames() {
  for (const frame of document.querySelectorAll('iframe')) {
    frame.contentWindow?.postMessage({ type: 'reload' }, window.location.origin);
  }
}

/**
 * The sign-in content: modes sign-in, sign-up, forgot, email-sent
 * and success, shown in the popup and on /sign-in. `onClose` is absent on the page; there
 * `onSignedIn` is told when a sign-in starts to succeed, and `onDone` replaces the popup's closing
 * and reload.
 */
export function SignInPanel({
  asPage = false,
  onClose,
  onSignedIn,
  onDone,
}: {
  asPage?: boolean;
  onClose?: () => void;
  onSignedIn?: () => void;
  onDone?: () => void;
}) {
  const [mode, setMode] = useState<SignInMode>('sign-in');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [consent, setConsent] = useState(true);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [sentMessage, setSentMessage] = useState('');
  const [showTerms, setShowTerms] = useState(false);
  const { data: siteConfig } = useSiteConfig();
  const flow = useActionFlow();
  const signIn = useSignIn();
  const signUp = useSignUp();
  const reset = useRequestPasswordReset();
  const closeTimer = useRef<number | undefined>(undefined);
  const formId = useId();
  const Heading = asPage ? 'h1' : 'h2';
  const busy = signIn.isPending || signUp.isPending || reset.isPending || flow.captchaOpen;

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  useEffect(() => {
    if (window.location.hash === '#error=google') {
      setErrors([{ message: MESSAGES.googleSignInFailed }]);
      window.history.replaceState(null, '', window.location.pathname + window.location.search);
    }
  }, []);

  const go = (next: SignInMode) => {
    setMode(next);
    setErrors([]);
  };

  const succeed = async (token: string, reloadPage: boolean) => {
    onSignedIn?.();
    setToken(token);
    setMode('success');
    setErrors([]);
    await refreshUser();
    closeTimer.current = window.setTimeout(() => {
      if (onDone) {
        onDone();
        return;
      }
      onClose?.();
      reloadGameFrames();
      if (reloadPage) window.location.reload();
    }, SUCCESS_POPUP_CLOSE_MS);
  };

  /** Client checks first; the captcha only after they pass. */
  const check = (withPassword: boolean): FieldError[] => {
    const found: FieldError[] = [];
    if (!emailSchema.safeParse(email).success) found.push({ field: 'email', message: MESSAGES.emailInvalid });
    const passwordCheck = withPassword ? passwordSchema.safeParse(password) : undefined;
    if (passwordCheck && !passwordCheck.success) {
      found.push({
        field: 'password',
        message: passwordCheck.error.issues[0]?.message ?? MESSAGES.passwordRule,
      });
    }
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const isForgot = mode === 'forgot';
    const found = check(!isForgot);
    setErrors(found);
    if (found.length > 0) return;
    if (!isForgot && !consent) {
      setErrors([{ field: 'consent', message: MESSAGES.consentRequired }]);
      return;
    }
    const normalisedEmail = email.trim().toLowerCase();
    flow.start((captcha) => {
      if (mode === 'forgot') {
        reset.mutate(
          { email: normalisedEmail, captcha },
          {
            onSuccess: (result) => {
              setSentMessage(result.message);
              go('email-sent');
            },
            onError: (error) => setErrors(errorLinesOf(error)),
          },
        );
        return;
      }
      const mutation = mode === 'sign-up' ? signUp : signIn;
      mutation.mutate(
        { email: normalisedEmail, password, captcha },
        {
          onSuccess: (result) => void succeed(result.token, mode === 'sign-in'),
          onError: (error) => setErrors(errorLinesOf(error)),
        },
      );
    });
  };

  const googleHref = `/api/auth/google?source=${encodeURIComponent(window.location.pathname + window.location.search)}`;
  // Inside the app Google refuses its web sign-in in a WebView: the app's own Google sign-in
  // (native/) sends the ID token to /api/auth/cordova instead.
  const nativeClientId = inCapacitorApp() ? siteConfig?.googleNativeClientId : undefined;
  const showGoogle = inCapacitorApp() ? Boolean(nativeClientId) : Boolean(siteConfig?.googleSignIn);
  const signInNatively = (event: { preventDefault: () => void }) => {
    if (!nativeClientId) return;
    event.preventDefault();
    signInWithNativeGoogle(nativeClientId).then(
      (token) => succeed(token, true),
      // A native Google login error is only logged.
      (error: unknown) => console.warn('Native Google sign-in failed:', error),
    );
  };
  const fieldError = (field: string) => errors.some((error) => error.field === field);

  return (
    <div className="sign-in" data-mode={mode} data-testid="sign-in-panel">
      <Heading className="sign-in__title">{TITLES[mode]}</Heading>
      {mode === 'sign-in' || mode === 'sign-up' ? <SignInReason /> : null}

      {mode === 'success' ? (
        <p className="sign-in__lead" data-testid="sign-in-success">
          Welcome! You are signed in.
        </p>
      ) : null}

      {mode === 'email-sent' ? (
        <p className="sign-in__lead" data-testid="email-sent-message">
          {sentMessage}
        </p>
      ) : null}

      {mode === 'sign-in' || mode === 'sign-up' || mode === 'forgot' ? (
        <form id={formId} className="sign-in__form" onSubmit={submit} noValidate>
          {mode === 'forgot' ? (
            <p className="sign-in__lead">
              Enter your email and we will send you a link to set a new password.
            </p>
          ) : null}
          {mode !== 'forgot' && showGoogle ? (
            <>
              <a
                className="button sign-in__google"
                href={googleHref}
                onClick={nativeClientId ? signInNatively : undefined}
              >
                <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true">
                  <path
                    fill="#FFC107"
                    d="M43.6 20.1H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.6-.4-3.9z"
                  />
                  <path
                    fill="#FF3D00"
                    d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
                  />
                  <path
                    fill="#4CAF50"
                    d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"
                  />
                  <path
                    fill="#1976D2"
                    d="M43.6 20.1H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.9z"
                  />
                </svg>
                Continue with Google
              </a>
              <div className="sign-in__divider">
                <span>or with email</span>
              </div>
            </>
          ) : null}
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            aria-invalid={fieldError('email')}
            onValue={setEmail}
          />
          {mode !== 'forgot' ? (
            <TextField
              label="Password"
              type="password"
              name="password"
              autoComplete={mode === 'sign-up' ? 'new-password' : 'current-password'}
              value={password}
              aria-invalid={fieldError('password')}
              onValue={setPassword}
            />
          ) : null}
          {mode !== 'forgot' ? (
            <div className="sign-in__consent">
              <input
                id={`${formId}-consent`}
                type="checkbox"
                checked={consent}
                aria-invalid={fieldError('consent')}
                onChange={(event) => setConsent(event.target.checked)}
              />
              <label htmlFor={`${formId}-consent`}>I agree to the </label>
              <button type="button" className="link-button" onClick={() => setShowTerms(true)}>
                Privacy Policy and Terms &amp; Conditions
              </button>
            </div>
          ) : null}

          <ErrorLines errors={errors} />

          <button type="submit" className="button button--primary sign-in__submit" disabled={busy}>
            {busy
              ? 'Please wait…'
              : mode === 'sign-up'
                ? 'Sign Up'
                : mode === 'forgot'
                  ? 'Send reset link'
                  : 'Log In'}
          </button>
        </form>
      ) : null}

      <nav className="sign-in__links" aria-label="Account options">
        {mode === 'sign-in' ? (
          <>
            <button type="button" className="link-button" onClick={() => go('forgot')}>
              Forgot password?
            </button>
            <button type="button" className="link-button" onClick={() => go('sign-up')}>
              New here? Create an account
            </button>
          </>
        ) : mode !== 'success' ? (
          <button type="button" className="link-button" onClick={() => go('sign-in')}>
            Return to log in
          </button>
        ) : null}
        {onClose ? (
          <button type="button" className="link-button sign-in__close" onClick={onClose}>
            Close
          </button>
        ) : null}
      </nav>

      {flow.captchaOpen ? <CaptchaStep onSolved={flow.solved} onCancel={flow.cancel} /> : null}
      {showTerms ? <PrivacyTermsDialog onClose={() => setShowTerms(false)} /> : null}
    </div>
  );
}
