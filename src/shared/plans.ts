/**
 * The pricing plans (spec sections 1, 3 and 9): one source for the pricing page, the premium popup
 * and the tests. Prices are in US dollars.
 */

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

export const PREMIUM_PLAN = {
  name: 'Premium',
  features: [
    'Your own vocabularies from your Google Sheets',
    'All IELTS vocabularies, bands 5 to 9',
    'iOS and Android apps',
    'Priority support',
    'Premium access to our sister dictionary product',
  ],
} as const;

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
