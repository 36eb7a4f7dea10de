import { Link } from 'react-router';
import { MESSAGES } from '../../../shared/messages.ts';
import { PAYMENTS_OPEN, PLANS, perMonthText } from '../../../shared/plans.ts';
import { href } from '../../../shared/routes.ts';
import { PlanFeatureText } from '../../components/plan-feature-text.tsx';
import { usePremiumFeatures } from '../../components/plan-features.ts';
import { useAppStore } from '../../state/app-store.ts';
import { useIsNativeApp } from '../../state/use-is-native-app.ts';
import './popups.css';

/** Popup 'subscribe-to-premium': what Premium adds, and the way to the pricing page (web only). */
export default function SubscribeToPremiumPopup() {
  const closePopup = useAppStore((state) => state.closePopup);
  const isNative = useIsNativeApp();
  const premiumFeatures = usePremiumFeatures();
  return (
    <div className="premium-popup" data-testid="subscribe-to-premium">
      <div className="premium-popup__icon" aria-hidden="true">
        <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" focusable="false">
          <circle cx="28" cy="28" r="28" fill="#ffc53d" />
          <path d="M14 36l3-16 8 7 3-11 3 11 8-7 3 16z" fill="#fff" stroke="#b87800" strokeWidth="2" />
          <rect x="14" y="37" width="28" height="5" rx="2" fill="#fff" stroke="#b87800" strokeWidth="2" />
        </svg>
      </div>
      <h2 className="premium-popup__title">Go Premium</h2>
      {isNative ? (
        <p className="premium-popup__lead">{MESSAGES.premiumOnlyNative}</p>
      ) : (
        <p className="premium-popup__lead">
          Play your own word lists and every IELTS band.{' '}
          {PAYMENTS_OPEN
            ? `From ${perMonthText(PLANS.annually.pricePerMonth)}.`
            : 'Premium cannot be bought yet: today it comes with a premium code from your school or teacher.'}
        </p>
      )}
      <ul className="premium-popup__features">
        {premiumFeatures.map((feature) => (
          <li key={feature.text}>
            <PlanFeatureText feature={feature} />
          </li>
        ))}
      </ul>
      <div className="premium-popup__actions">
        {isNative ? null : (
          <Link
            className="button button--primary"
            to={PAYMENTS_OPEN ? href.pricing() : `${href.pricing()}#code`}
            onClick={closePopup}
          >
            {PAYMENTS_OPEN ? 'See pricing' : 'Use a code'}
          </Link>
        )}
        <button type="button" className="button button--ghost" onClick={closePopup}>
          {isNative ? 'OK' : 'Not now'}
        </button>
      </div>
    </div>
  );
}
