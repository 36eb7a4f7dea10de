import type { SiteConfig } from './api/auth.ts';

/**
 * The pricing plans: one source for the pricing page, the premium popup
 * and the tests. Prices are in US dollars.
 */

/** True once the payment service takes orders (spec: payment is disabled). Until then no plan is sold as "most popular", and Premium comes from premium codes (decision record 026). */
export const PAYMENTS_OPEN = false;

export type BillingPeriod = 'monthly' | 'annually';

export type PaidPlan = {
  /** Plan id as the payment service knows it. */
  id: 30 | 90;
  period: BillingPeriod;
  /** The tab's label. */
  label: string;
  pricePerMonth: number;
  /** What one payment charges: a month's price, or the yearly total. */
  billedAmount: number;
};

export const PLANS: Record<BillingPeriod, PaidPlan> = {
  monthly: {
    id: 30,
    period: 'monthly',
    label: 'Monthly',
    pricePerMonth: 6.99,
    billedAmount: 6.99,
  },
  annually: {
    id: 90,
    period: 'annually',
    label: 'Annually',
    pricePerMonth: 2.99,
    billedAmount: 35.99,
  },
};

/** Tab order on the pricing page, and the tab selected at first (spec: Annually). */
export const BILLING_PERIODS: readonly BillingPeriod[] = ['monthly', 'annually'];
export const DEFAULT_BILLING_PERIOD: BillingPeriod = 'annually';

export const FREE_PLAN = {
  name: 'Free',
  pricePerMonth: 0,
  features: ['Test Vocabulary', 'IELTS Band 5 Vocabulary', 'Both games: Word Candy Match and Space Words'],
} as const;

/** What Premium always adds; premiumPlanFeatures adds what depends on the configuration. */
export const PREMIUM_PLAN = {
  name: 'Premium',
  features: ['Your own vocabularies from your Google Sheets', 'All IELTS vocabularies, bands 5 to 9'],
} as const;

/** One line of a plan's list; `link` (a named product) follows the text. */
export type PlanFeature = { text: string; link?: { text: string; href: string } };

/** The line as a reader sees it. */
export function planFeatureText(feature: PlanFeature): string {
  return feature.link ? `${feature.text} ${feature.link.text}` : feature.text;
}

export type PremiumConfig = Pick<
  SiteConfig,
  'androidAppUrl' | 'iosAppUrl' | 'supportEmail' | 'sisterProductName' | 'sisterProductUrl'
>;

/**
 * Premium's list, naming only what exists: the apps whose store pages are configured (the apps
 * themselves are free to install: Premium works in them too), support only with a contact address,
 * and the sister product only by its configured name. Nothing configured, nothing claimed.
 */
export function premiumPlanFeatures(config: PremiumConfig | undefined): PlanFeature[] {
  const features: PlanFeature[] = PREMIUM_PLAN.features.map((text) => ({ text }));
  const apps = [config?.iosAppUrl ? 'iOS' : undefined, config?.androidAppUrl ? 'Android' : undefined].filter(
    (name) => name !== undefined,
  );
  if (apps.length > 0) {
    features.push({ text: `Premium in our ${apps.join(' and ')} ${apps.length > 1 ? 'apps' : 'app'} too` });
  }
  if (config?.supportEmail) features.push({ text: 'Priority support' });
  const sisterName = config?.sisterProductName;
  if (sisterName) {
    features.push(
      config.sisterProductUrl
        ? { text: 'Premium access to', link: { text: sisterName, href: config.sisterProductUrl } }
        : { text: `Premium access to ${sisterName}` },
    );
  }
  return features;
}

/** "$6.99", "$0": whole amounts without cents. */
export function formatPrice(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

/** The per-month price as the cards show it: "$2.99 per month". */
export function perMonthText(amount: number): string {
  return `${formatPrice(amount)} per month`;
}

/** The note under the Premium price: the yearly total on the annual tab (spec, Pricing screen). */
export function billingNoteText(plan: PaidPlan): string {
  return plan.period === 'annually'
    ? `Billed ${formatPrice(plan.billedAmount)} per year`
    : `Billed ${formatPrice(plan.billedAmount)} every month`;
}

/**
 * How much cheaper a month is on the annual plan than on the monthly one, in whole percent,
 * computed from what each plan bills in a year (so it stays true if a price changes).
 */
export function annualDiscountPercent(plans: Record<BillingPeriod, PaidPlan> = PLANS): number {
  const monthlyYear = plans.monthly.billedAmount * 12;
  return Math.floor((1 - plans.annually.billedAmount / monthlyYear) * 100);
}

/** The badge on the Annually tab. */
export function discountBadgeText(plans: Record<BillingPeriod, PaidPlan> = PLANS): string {
  return `Save ${annualDiscountPercent(plans)}%`;
}
