import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { isSignedIn } from '../../../shared/api/user.ts';
import { href } from '../../../shared/routes.ts';
import { clearToken } from '../../api/token.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { useAppStore } from '../../state/app-store.ts';
import { RedeemCode } from '../premium-codes/index.ts';
import { loadStudyPlanForm } from '../progress/index.ts';
import { deleteAccount } from './api/settings-api.ts';
import { LanguagesSection } from './languages-section.tsx';
import { VocabularySection } from './vocabulary-section.tsx';
import './settings.css';

function AccountSection() {
  const user = useAppStore((state) => state.user);
  const setPopup = useAppStore((state) => state.setPopup);

  // Asked on the page (never a native confirm): a first press asks, a second one deletes.
  const [confirming, setConfirming] = useState(false);
  const remove = async () => {
    if (!confirming) {
      setConfirming(true);
      return;
    }
    await deleteAccount();
    clearToken();
    useAppStore.getState().setUser(null);
    window.location.reload();
  };

  return (
    <section className="card settings-section" aria-labelledby="account-heading" data-testid="account">
      <h2 id="account-heading">Account</h2>
      {user && isSignedIn(user) ? (
        <>
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
          {user.role === 'ADMIN' ? (
            <p>
              <Link to={href.adminReports()}>Review reported tracks and comments</Link>
            </p>
          ) : null}
          {/* Spec: the delete-my-account control exists but is hidden. */}
          <button
            type="button"
            className="link-button"
            hidden
            data-testid="delete-account"
            onClick={() => void remove()}
          >
            {confirming ? 'Delete my account and all its word lists for good' : 'Delete my account'}
          </button>
        </>
      ) : (
        <>
          <p>Log in to choose the word list each game plays; your choice is kept with your account.</p>
          <button type="button" className="button button--primary" onClick={() => setPopup('sign-in')}>
            Log In
          </button>
        </>
      )}
    </section>
  );
}

const StudyPlanForm = lazy(loadStudyPlanForm);
/** The community avatar (issue 17), loaded with its styles only for a signed-in learner. */
const AvatarPicker = lazy(() => import('../community/index.ts').then((m) => ({ default: m.AvatarPicker })));

function AvatarSection() {
  const signedIn = useAppStore((state) => isSignedIn(state.user));
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <AvatarPicker />
    </Suspense>
  );
}

export function SettingsPage() {
  return (
    <div className="page settings">
      <PageHeader
        title="Settings"
        lead="Choose the word list each game plays, your languages and your study plan."
      />
      <AccountSection />
      <div className="card settings-section">
        <RedeemCode />
      </div>
      <VocabularySection />
      <LanguagesSection />
      <AvatarSection />
      <section className="card settings-section" data-testid="settings-study-plan">
        <Suspense fallback={<p>Loading your plan…</p>}>
          <StudyPlanForm />
        </Suspense>
      </section>
    </div>
  );
}
