import { isSignedIn } from '../../../shared/api/user.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { useAppStore } from '../../state/app-store.ts';
import './settings.css';

export function SettingsPage() {
  const user = useAppStore((state) => state.user);
  const setPopup = useAppStore((state) => state.setPopup);
  return (
    <div className="page">
      <PageHeader title="Settings" lead="Choose the word list each game plays, and your languages." />
      <section className="card settings-account" aria-labelledby="account-heading" data-testid="account">
        <h2 id="account-heading">Account</h2>
        {user && isSignedIn(user) ? (
          <dl className="settings-account__details">
            <div>
              <dt>Username</dt>
              <dd data-testid="username">{user.name}</dd>
            </div>
            <div>
              <dt>Role</dt>
              <dd data-testid="role">{user.role}</dd>
            </div>
            {user.email ? (
              <div>
                <dt>Email</dt>
                <dd>{user.email}</dd>
              </div>
            ) : null}
          </dl>
        ) : (
          <>
            <p>Log in to load your own word lists and keep your settings on every device.</p>
            <button type="button" className="button button--primary" onClick={() => setPopup('sign-in')}>
              Log In
            </button>
          </>
        )}
      </section>
    </div>
  );
}
