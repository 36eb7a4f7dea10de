import { usePageTitle } from '../../shell/use-page-title.ts';
import { SignInPanel } from './sign-in-panel.tsx';

/** /sign-in: the popup's content as a page. */
export function SignInPage() {
  usePageTitle('Log In');
  return (
    <div className="page">
      <div className="card sign-in-card">
        <SignInPanel asPage />
      </div>
    </div>
  );
}
