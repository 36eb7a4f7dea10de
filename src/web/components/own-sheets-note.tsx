import { Link } from 'react-router';
import { href } from '../../shared/routes.ts';
import { useIsNativeApp } from '../state/use-is-native-app.ts';
import './own-sheets-note.css';

/**
 * Said up front wherever your own sheets are offered (docs/decisions/026-premium-codes.md): they are Premium, Premium cannot
 * be bought yet, and a premium code is how to get it today. Inside the native app (no pricing
 * there) the code is entered in Settings.
 */
export function OwnSheetsNote({ what = 'Playing your own sheet' }: { what?: string }) {
  const isNative = useIsNativeApp();
  return (
    <p className="own-sheets-note" data-testid="own-sheets-note">
      <strong>{what} is a Premium feature.</strong> Premium cannot be bought yet: today it comes with a
      premium code from your school or teacher, entered under “Have a code?”{' '}
      {isNative ? (
        <>
          in <Link to={href.settings()}>Settings</Link>.
        </>
      ) : (
        <>
          on <Link to={`${href.pricing()}#code`}>Pricing</Link> or in{' '}
          <Link to={href.settings()}>Settings</Link>.
        </>
      )}{' '}
      Without one, both games play the Test Vocabulary and IELTS Band 5 for free.
    </p>
  );
}
