import { useId } from 'react';
import { Link } from 'react-router';
import { KEPT_ON_DEVICE_SUMMARY, KEPT_ON_SERVER_SUMMARY } from '../../../shared/privacy.ts';
import { ModalDialog } from '../../components/modal-dialog.tsx';

/**
 * The privacy policy / terms summary reached from the consent checkbox: a modal
 * over the sign-in popup. Escape or its overlay closes this one only.
 */
export function PrivacyTermsDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  return (
    <ModalDialog
      onClose={onClose}
      labelledBy={titleId}
      boxClassName="terms-card"
      boxTestId="privacy-terms"
      overlayTestId="privacy-terms-overlay"
      layer="step"
    >
      <h3 id={titleId}>Privacy Policy and Terms &amp; Conditions</h3>
      <p data-testid="kept-summary">
        {KEPT_ON_SERVER_SUMMARY} {KEPT_ON_DEVICE_SUMMARY} We use no advertising trackers and do not sell your
        data. Others see only the public name you choose and what you publish. You can download your data and
        delete your account with everything in it, yourself, at any time in Settings.
      </p>
      <p>
        Use the games for your own learning; word lists you load must be yours to use. Premium features are
        described on the pricing page.
      </p>
      <p>
        <Link to="/privacy#terms" onClick={onClose}>
          Read the full Privacy Policy and Terms
        </Link>
      </p>
      <button type="button" className="button button--primary" onClick={onClose}>
        Got it
      </button>
    </ModalDialog>
  );
}
