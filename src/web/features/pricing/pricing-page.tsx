import { type KeyboardEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { isSignedIn } from '../../../shared/api/user.ts';
import { GAMES } from '../../../shared/games.ts';
import { MESSAGES, NOT_AVAILABLE_TITLE } from '../../../shared/messages.ts';
import {
  BILLING_PERIODS,
  type BillingPeriod,
  billingNoteText,
  DEFAULT_BILLING_PERIOD,
  discountBadgeText,
  FREE_PLAN,
  PAYMENTS_OPEN,
  PLANS,
  PREMIUM_PLAN,
  perMonthText,
} from '../../../shared/plans.ts';
import { href } from '../../../shared/routes.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { PlanFeatureText } from '../../components/plan-feature-text.tsx';
import { usePremiumFeatures } from '../../components/plan-features.ts';
import { useAppStore } from '../../state/app-store.ts';
import { useIsNativeApp } from '../../state/use-is-native-app.ts';
import { RedeemCode } from '../premium-codes/index.ts';
import './pricing.css';

function CheckIcon() {
  return (
    <svg
      className="plan__check"
      width="20"
      height="20"
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="10" cy="10" r="10" />
      <path
        d="M5.5 10.5l3 3 6-6.5"
        fill="none"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Big amount, small unit; the text reads "$2.99 per month" as one phrase. */
function Price({ amount }: { amount: number }) {
  const [value, ...unit] = perMonthText(amount).split(' ');
  return (
    <p className="plan__price">
      <span className="plan__amount">{value}</span> <span className="plan__unit">{unit.join(' ')}</span>
    </p>
  );
}

/** Monthly / Annually as a two-tab switch (arrow keys move between the tabs). */
function BillingSwitch({
  period,
  onChange,
}: {
  period: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
}) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const index = BILLING_PERIODS.indexOf(period);
    const last = BILLING_PERIODS.length - 1;
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : (index + (event.key === 'ArrowRight' ? 1 : last)) % BILLING_PERIODS.length;
    const nextPeriod = BILLING_PERIODS[next] ?? period;
    onChange(nextPeriod);
    tabs.current[next]?.focus();
  };
  return (
    <div className="billing-switch" role="tablist" aria-label="Billing period" data-testid="billing-switch">
      {BILLING_PERIODS.map((item, index) => (
        <button
          key={item}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`billing-${item}`}
          aria-selected={item === period}
          aria-controls="premium-plan"
          tabIndex={item === period ? 0 : -1}
          className="billing-switch__tab"
          onClick={() => onChange(item)}
          onKeyDown={onKeyDown}
        >
          {PLANS[item].label}
          {item === 'annually' ? ' ' : null}
          {item === 'annually' ? (
            <span className="billing-switch__badge" data-testid="discount-badge">
              {discountBadgeText()}
            </span>
          ) : null}
        </button>
      ))}
    </div>
  );
}

/** A visitor "browses public pages and plays": both free lists play without an account. */
const FREE_PLAN_NOTE =
  'No card needed. Play the Test Vocabulary and IELTS Band 5 without an account; sign up free to keep your progress.';

/**
 * Premium's action. Payment is not open yet, so the button is shown switched off with the reason
 * beside it (never a native alert); a guest is told that buying will need an account.
 */
function GetStarted({ signedIn, onSignIn }: { signedIn: boolean; onSignIn: () => void }) {
  if (PAYMENTS_OPEN && !signedIn) {
    return (
      <button type="button" className="button button--primary plan__action" onClick={onSignIn}>
        Log in to get started
      </button>
    );
  }
  return (
    <>
      <button
        type="button"
        className="button button--primary plan__action"
        aria-disabled={!PAYMENTS_OPEN}
        aria-describedby="payment-state"
        data-testid="get-started"
      >
        Get Started
      </button>
      <p className="plan__payment-state" id="payment-state" data-testid="payment-state">
        {MESSAGES.paymentDisabled}: Premium cannot be bought yet. Today it comes with a premium code
        {signedIn ? '' : ', used with a free account'}: see <a href="#code">Have a code?</a> below.
      </p>
    </>
  );
}

function NotAvailable() {
  return (
    <div className="page" data-testid="not-available">
      <PageHeader title={NOT_AVAILABLE_TITLE} lead={MESSAGES.siteOnly} />
      <Link className="button button--primary" to={href.home()}>
        Go to the home page
      </Link>
    </div>
  );
}

export function PricingPage() {
  const isNative = useIsNativeApp();
  const [period, setPeriod] = useState<BillingPeriod>(DEFAULT_BILLING_PERIOD);
  const user = useAppStore((state) => state.user);
  const setPopup = useAppStore((state) => state.setPopup);
  const premiumFeatures = usePremiumFeatures();

  // Inside the native app, pricing is a web-only page.
  if (isNative) return <NotAvailable />;

  const plan = PLANS[period];

  return (
    <div className="page pricing">
      <PageHeader
        title="Pricing"
        lead="Play for free with the Test Vocabulary and the IELTS Band 5 list, or go Premium for your own sheets and every IELTS band."
      />
      <BillingSwitch period={period} onChange={setPeriod} />

      <div className="plans">
        <section className="plan" aria-labelledby="free-plan-name" data-testid="free-plan">
          <h2 id="free-plan-name" className="plan__name">
            {FREE_PLAN.name}
          </h2>
          <Price amount={FREE_PLAN.pricePerMonth} />
          <p className="plan__note" data-testid="free-plan-note">
            {FREE_PLAN_NOTE}
          </p>
          <ul className="plan__features">
            {FREE_PLAN.features.map((feature) => (
              <li key={feature}>
                <CheckIcon />
                {feature}
              </li>
            ))}
          </ul>
          <Link className="button button--ghost plan__action" to={href.game('candy')}>
            Play {GAMES.candy.title}
          </Link>
        </section>

        <section
          className="plan plan--premium"
          id="premium-plan"
          role="tabpanel"
          aria-labelledby={`billing-${period}`}
          data-testid="premium-plan"
        >
          {PAYMENTS_OPEN ? <div className="plan__ribbon">Most popular</div> : null}
          <h2 className="plan__name">{PREMIUM_PLAN.name}</h2>
          <div aria-live="polite" data-testid="premium-price">
            <Price amount={plan.pricePerMonth} />
            <p className="plan__note" data-testid="billing-note">
              {billingNoteText(plan)}
            </p>
          </div>
          <p className="plan__lead">Everything in Free, plus:</p>
          <ul className="plan__features">
            {premiumFeatures.map((feature) => (
              <li key={feature.text}>
                <CheckIcon />
                <PlanFeatureText feature={feature} />
              </li>
            ))}
          </ul>
          <GetStarted signedIn={isSignedIn(user)} onSignIn={() => setPopup('sign-in')} />
        </section>
      </div>

      <div className="card pricing__code" id="code">
        <RedeemCode />
      </div>

      <p className="pricing__footnote">
        Prices in US dollars. Premium unlocks loading your own Google Sheets in{' '}
        <Link to={href.settings()}>Settings</Link> and every list on{' '}
        <Link to={href.ieltsVocabularies()}>IELTS Vocabularies</Link>.
      </p>
    </div>
  );
}
