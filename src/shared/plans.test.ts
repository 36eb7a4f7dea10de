import { describe, expect, it } from 'vitest';
import {
  annualDiscountPercent,
  BILLING_PERIODS,
  billingNoteText,
  DEFAULT_BILLING_PERIOD,
  discountBadgeText,
  FREE_PLAN,
  formatPrice,
  PLANS,
  perMonthText,
} from './plans.ts';

describe('plans', () => {
  it('has the monthly plan id 30 at $6.99 and the annual plan id 90 at $2.99 a month, $35.99 a year', () => {
    expect(PLANS.monthly).toMatchObject({
      id: 30,
      label: 'Monthly',
      pricePerMonth: 6.99,
      billedAmount: 6.99,
    });
    expect(PLANS.annually).toMatchObject({
      id: 90,
      label: 'Annually',
      pricePerMonth: 2.99,
      billedAmount: 35.99,
    });
    expect(FREE_PLAN.pricePerMonth).toBe(0);
  });

  it('shows Monthly then Annually, Annually first selected', () => {
    expect(BILLING_PERIODS.map((period) => PLANS[period].label)).toEqual(['Monthly', 'Annually']);
    expect(DEFAULT_BILLING_PERIOD).toBe('annually');
  });

  it('formats prices as the cards show them', () => {
    expect(perMonthText(0)).toBe('$0 per month');
    expect(perMonthText(PLANS.monthly.pricePerMonth)).toBe('$6.99 per month');
    expect(perMonthText(PLANS.annually.pricePerMonth)).toBe('$2.99 per month');
    expect(formatPrice(35.9)).toBe('$35.90');
    expect(billingNoteText(PLANS.annually)).toBe('Billed $35.99 per year');
    expect(billingNoteText(PLANS.monthly)).toBe('Billed $6.99 every month');
  });

  it('computes the discount from the two prices, never rounding it up', () => {
    // 12 x $6.99 = $83.88 a year against $35.99: 57.09 % less.
    expect(annualDiscountPercent()).toBe(57);
    expect(discountBadgeText()).toBe('Save 57%');
    const cheaper = {
      monthly: { ...PLANS.monthly, billedAmount: 10 },
      annually: { ...PLANS.annually, billedAmount: 60 },
    };
    expect(annualDiscountPercent(cheaper)).toBe(50);
    const almost = { ...cheaper, annually: { ...cheaper.annually, billedAmount: 60.01 } };
    expect(annualDiscountPercent(almost)).toBe(49);
  });
});
