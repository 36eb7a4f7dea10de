import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { KEPT_ON_DEVICE_SUMMARY, KEPT_ON_SERVER_SUMMARY } from '../../../shared/privacy.ts';

/** The privacy policy / terms summary reached from the consent checkbox (spec section 2). */
export function PrivacyTermsDialog({ onClose }: { onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [onClose]);

  return (
    <div className="captcha-layer" data-testid="privacy-terms">
      <div className="captcha-overlay" onClick={onClose} aria-hidden="true" />
      <div className="terms-card" role="dialog" aria-modal="true" aria-labelledby="terms-title">
        <h3 id="terms-title">Privacy Policy and Terms &amp; Conditions</h3>
        <p data-testid="kept-summary">
          {KEPT_ON_SERVER_SUMMARY} {KEPT_ON_DEVICE_SUMMARY} We use no advertising trackers and do not sell
          your data. You can ask us to delete your account and everything in it at any time.
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
        <button ref={closeRef} type="button" className="button button--primary" onClick={onClose}>
          Got it
        </button>
      </div>
    </div>
  );
}
