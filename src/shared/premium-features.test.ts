import { describe, expect, it } from 'vitest';
import { PREMIUM_PLAN, planFeatureText, premiumPlanFeatures } from './plans.ts';

const texts = (config: Parameters<typeof premiumPlanFeatures>[0]) =>
  premiumPlanFeatures(config).map(planFeatureText);

/** Issue #22, point 11: Premium names only what is configured, never a placeholder. */
describe('premium plan features', () => {
  it('claims no app, no support and no sister product when none is configured', () => {
    expect(texts(undefined)).toEqual([...PREMIUM_PLAN.features]);
    expect(texts({})).toEqual([...PREMIUM_PLAN.features]);
    expect(texts({}).join(' ')).not.toMatch(/iOS|Android|sister|support/i);
  });

  it('names the apps whose store pages are configured, and only those', () => {
    expect(texts({ androidAppUrl: 'https://play.example/app' })).toContain('Premium in our Android app too');
    expect(texts({ iosAppUrl: 'https://apps.example/app' })).toContain('Premium in our iOS app too');
    expect(
      texts({ androidAppUrl: 'https://play.example/app', iosAppUrl: 'https://apps.example/app' }),
    ).toContain('Premium in our iOS and Android apps too');
  });

  it('offers priority support only with a contact address', () => {
    expect(texts({ supportEmail: 'help@example.com' })).toContain('Priority support');
  });

  it('names the sister product, linked when its address is configured', () => {
    expect(texts({ sisterProductName: 'Word Finder' })).toContain('Premium access to Word Finder');
    const linked = premiumPlanFeatures({
      sisterProductName: 'Word Finder',
      sisterProductUrl: 'https://wf.example/',
    });
    expect(linked.at(-1)).toEqual({
      text: 'Premium access to',
      link: { text: 'Word Finder', href: 'https://wf.example/' },
    });
    // An address without a name says nothing.
    expect(texts({ sisterProductUrl: 'https://wf.example/' })).toEqual([...PREMIUM_PLAN.features]);
  });
});
