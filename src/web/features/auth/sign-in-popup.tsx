import { usePageTitle } from '../../shell/use-page-title.ts';

/** The sign-in content, shown in the popup and on /sign-in. */
export function SignInContent({ asPage = false }: { asPage?: boolean }) {
  const Heading = asPage ? 'h1' : 'h2';
  return (
    <div className="sign-in">
      <Heading>Log In</Heading>
      <p>Sign in to load your own word lists and keep your settings on every device.</p>
    </div>
  );
}

export function SignInPopup() {
  return <SignInContent />;
}

export function SignInPage() {
  usePageTitle('Log In');
  return (
    <div className="page">
      <div className="card sign-in-card">
        <SignInContent asPage />
      </div>
    </div>
  );
}

export function ResetPasswordPage() {
  usePageTitle('Reset password');
  return (
    <div className="page">
      <div className="card sign-in-card">
        <h1>Reset password</h1>
      </div>
    </div>
  );
}
