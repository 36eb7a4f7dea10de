import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { isSignedIn } from '../../../shared/api/user.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { useNextTask } from '../../components/use-next-task.ts';
import { useAppStore } from '../../state/app-store.ts';
import { RedeemCode } from '../premium-codes/index.ts';
import { loadStudyPlanForm } from '../progress/index.ts';
import { AccountSection } from './account-section.tsx';
import { LanguagesSection } from './languages-section.tsx';
import { VocabularySection } from './vocabulary-section.tsx';
import './settings.css';

const StudyPlanForm = lazy(loadStudyPlanForm);
/** The community avatar (docs/decisions/019-community-lists.md), loaded with its styles only for a signed-in learner. */
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
  // The privacy page links to /settings#your-data: land there once the section has rendered.
  const { hash } = useLocation();
  const signedIn = useAppStore((state) => isSignedIn(state.user));
  // The languages, avatar and study plan are below a phone's first screen: drawn one task later.
  const lowerSections = useNextTask();
  useEffect(() => {
    if (hash && signedIn && lowerSections)
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, signedIn, lowerSections]);

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
      {lowerSections ? (
        <>
          <LanguagesSection />
          <AvatarSection />
          <section className="card settings-section" data-testid="settings-study-plan">
            <Suspense fallback={<p>Loading your plan…</p>}>
              <StudyPlanForm />
            </Suspense>
          </section>
        </>
      ) : (
        <div className="settings__pending" data-testid="settings-pending" />
      )}
    </div>
  );
}
