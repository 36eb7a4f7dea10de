import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { isSignedIn } from '../../../shared/api/user.ts';
import { GAMES } from '../../../shared/games.ts';
import { href } from '../../../shared/routes.ts';
import { getToken } from '../../api/token.ts';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { useAppStore } from '../../state/app-store.ts';
import { safeNextPath } from './next-path.ts';
import { SignInPanel } from './sign-in-panel.tsx';
import { useLogOut } from './use-log-out.tsx';

/** A signed-in learner on /sign-in without a `?next`: who they are, and where to go from here. */
function AccountSummary({ email, name }: { email: string | null; name: string }) {
  const { startLogOut, logOutDialog } = useLogOut();
  return (
    <div className="sign-in" data-testid="signed-in-account">
      <h1 className="sign-in__title">You are logged in</h1>
      <p className="sign-in__lead">
        Logged in as{' '}
        <strong className="sign-in__email" data-testid="signed-in-email">
          {email ?? name}
        </strong>
      </p>
      <nav aria-label="Where to next" className="sign-in__next">
        <Link className="button button--primary" to={href.game('candy')}>
          Play {GAMES.candy.title}
        </Link>
        <Link className="button button--primary" to={href.game('space')}>
          Play {GAMES.space.title}
        </Link>
        <Link className="button button--ghost" to={href.settings()}>
          Settings
        </Link>
        <Link className="button button--ghost" to={href.home()}>
          Home
        </Link>
      </nav>
      <button type="button" className="link-button sign-in__log-out" onClick={startLogOut}>
        Log out
      </button>
      {logOutDialog}
    </div>
  );
}

/**
 * /sign-in: the popup's content as a page. A signed-in learner goes to `?next` (a page of this
 * site) or sees their account; after a sign-in here the page goes to `?next` or home.
 */
export function SignInPage() {
  const user = useAppStore((state) => state.user);
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'), window.location.origin);
  // Set when a sign-in on this page succeeds: the panel then shows its success, then leaves.
  const [signingIn, setSigningIn] = useState(false);
  // A user remembered in the app state without a stored token is not signed in (the start of the
  // session is about to clear it): show the form, never a redirect to ?next.
  const showAccount = isSignedIn(user) && getToken() !== null && !signingIn;
  usePageTitle(showAccount ? 'Your account' : 'Log In');

  if (showAccount) {
    if (next) return <Navigate to={next} replace />;
    return (
      <div className="page">
        <div className="card sign-in-card">
          <AccountSummary email={user?.email ?? null} name={user?.name ?? ''} />
        </div>
      </div>
    );
  }
  return (
    <div className="page">
      <div className="card sign-in-card">
        <SignInPanel
          asPage
          onSignedIn={() => setSigningIn(true)}
          // A new page load, signed in (as after a sign-in in the popup), where the learner was going.
          onDone={() => window.location.replace(next ?? href.home())}
        />
      </div>
    </div>
  );
}
