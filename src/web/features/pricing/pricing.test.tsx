// @vitest-environment happy-dom
/**
 * The pricing page and the ways to it, against the real server with the browser tests' site
 * configuration (src/web/testing/site.tsx): the plans and what they name, the billing switch and
 * its keys, Get Started said on the page (never a native dialog), Not Available in the native
 * app, the landing page's premium popup, and the Android banner's rules. The plans' layout at
 * 800 px and the badge's at 700 px (CSS) stay browser checks (tests/e2e/pages.spec.ts).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { E2E_SITE_CONFIG } from '../../../../tests/e2e/site-config.ts';
import { ANDROID_BANNER_DISMISSED_KEY } from '../../../shared/constants.ts';
import { MESSAGES, NOT_AVAILABLE_TITLE } from '../../../shared/messages.ts';
import { discountBadgeText, FREE_PLAN, PLANS, PREMIUM_PLAN } from '../../../shared/plans.ts';
import { href } from '../../../shared/routes.ts';
import { failOnNativeDialogs, openSite, startSite, type TestSite } from '../../testing/site.tsx';

let site: TestSite;
beforeAll(async () => {
  site = await startSite(E2E_SITE_CONFIG);
});
afterAll(() => site.close());

failOnNativeDialogs();

const tab = (name: RegExp | string) => screen.getByRole('tab', { name }) as HTMLElement;
const premium = () => within(screen.getByTestId('premium-plan'));

describe('pricing', () => {
  it('shows the Free and Premium plans with only what is configured, Annually selected', async () => {
    await openSite(site, href.pricing());
    await screen.findByRole('heading', { level: 1, name: 'Pricing' });
    await waitFor(() => expect(document.title).toBe('Pricing · Vocab Arcade'));
    expect(screen.getAllByRole('tab').map((item) => item.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      PLANS.monthly.label,
      `${PLANS.annually.label} ${discountBadgeText()}`,
    ]);
    expect(tab(/Annually/).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('discount-badge').textContent).toBe('Save 57%');

    const free = screen.getByTestId('free-plan');
    expect(free.textContent).toContain('$0 per month');
    for (const feature of ['Test Vocabulary', 'IELTS Band 5 Vocabulary'])
      expect(free.textContent).toContain(feature);
    expect(FREE_PLAN.features).toContain('IELTS Band 5 Vocabulary');
    expect(within(free).getByTestId('free-plan-note').textContent).toBe(
      'No card needed. Play the Test Vocabulary and IELTS Band 5 without an account; sign up free to keep your progress.',
    );
    expect(free.textContent).not.toContain('no account needed to play');

    const plan = screen.getByTestId('premium-plan');
    expect(premium().getByTestId('premium-price').textContent).toContain('$2.99 per month');
    expect(premium().getByTestId('billing-note').textContent).toBe('Billed $35.99 per year');
    for (const feature of PREMIUM_PLAN.features) expect(plan.textContent).toContain(feature);
    // Only what is configured: the Android app (no iOS app), support, the named sister product.
    expect(plan.textContent).toContain('Premium in our Android app too');
    expect(plan.textContent).not.toContain('iOS');
    expect(plan.textContent).toContain('Priority support');
    expect(plan.textContent).not.toContain('sister dictionary product');
    await waitFor(() =>
      expect(
        premium().getByRole('link', { name: E2E_SITE_CONFIG.SISTER_PRODUCT_NAME }).getAttribute('href'),
      ).toBe(E2E_SITE_CONFIG.SISTER_PRODUCT_URL),
    );
  });

  it('the switch changes the per-month price and the yearly note; the arrow keys move between the tabs', async () => {
    await openSite(site, href.pricing());
    await screen.findByRole('heading', { level: 1, name: 'Pricing' });
    fireEvent.click(tab('Monthly'));
    await waitFor(() => expect(tab('Monthly').getAttribute('aria-selected')).toBe('true'));
    expect(premium().getByTestId('premium-price').textContent).toContain('$6.99 per month');
    expect(premium().getByTestId('billing-note').textContent).not.toContain('35.99');
    fireEvent.keyDown(tab('Monthly'), { key: 'ArrowRight' });
    await waitFor(() => expect(tab(/Annually/).getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(tab(/Annually/));
    expect(premium().getByTestId('premium-price').textContent).toContain('$2.99 per month');
    expect(premium().getByTestId('billing-note').textContent).toBe('Billed $35.99 per year');
  });

  it('Get Started for a visitor says on the page that payment is not open, with no popup', async () => {
    await openSite(site, href.pricing());
    const button = await screen.findByRole('button', { name: 'Get Started' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    const state = screen.getByTestId('payment-state');
    await waitFor(() => expect(state.textContent).toContain(MESSAGES.paymentDisabled));
    expect(state.textContent).toContain('free account');
    expect(screen.queryByTestId('popup-sign-in')).toBeNull();
  });

  it('Get Started for a signed-in learner says payment is disabled, on the page', async () => {
    const { token } = await site.signUp();
    await openSite(site, href.pricing(), { token });
    await waitFor(() =>
      expect(screen.getByTestId('payment-state').textContent).not.toContain('free account'),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Get Started' }));
    expect(screen.getByTestId('payment-state').textContent).toContain(MESSAGES.paymentDisabled);
    expect(screen.queryByTestId('popup-sign-in')).toBeNull();
  });

  it('inside the native app pricing is Not Available', async () => {
    await openSite(site, '/?appName=android');
    await screen.findByRole('heading', { level: 1, name: 'Vocab Arcade' });
    await openSite(site, href.pricing(), { keepStorage: true });
    await screen.findByRole('heading', { level: 1, name: NOT_AVAILABLE_TITLE });
    expect(screen.getByTestId('not-available').textContent).toContain(MESSAGES.siteOnly);
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Get Started' })).toBeNull();
  });
});

it('the landing page premium popup explains Premium and leads to the code form of the pricing page', async () => {
  await openSite(site, '/');
  fireEvent.click(await screen.findByTestId('about-premium'));
  const popup = await screen.findByTestId('popup-subscribe-to-premium');
  // The popup's content is a chunk of its own: it shows once loaded.
  expect(await within(popup).findByRole('heading', { name: 'Go Premium' })).toBeTruthy();
  expect(screen.getByRole('dialog', { name: 'Go Premium' })).toBeTruthy();
  for (const feature of PREMIUM_PLAN.features) expect(popup.textContent).toContain(feature);
  // Premium cannot be bought yet: the popup says so and leads to the code form of /pricing.
  expect(popup.textContent).toContain('Premium cannot be bought yet');
  fireEvent.click(within(popup).getByRole('link', { name: 'Use a code' }));
  expect(await screen.findByRole('heading', { name: 'Have a code?' })).toBeTruthy();
  expect(window.location.pathname + window.location.hash).toBe('/pricing#code');
  await waitFor(() => expect(screen.queryByTestId('popup-subscribe-to-premium')).toBeNull());
});

describe('the Android app banner', () => {
  const ANDROID_PHONE_UA =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
  const userAgent = navigator.userAgent;
  beforeEach(() => {
    Object.defineProperty(navigator, 'userAgent', { value: ANDROID_PHONE_UA, configurable: true });
  });
  afterEach(() => {
    Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
  });

  it('an Android phone under 850 px is offered the app; a dismissal is remembered', async () => {
    await openSite(site, '/', { width: 849 });
    const banner = await screen.findByTestId('android-banner');
    expect(within(banner).getByRole('link', { name: 'Install' }).getAttribute('href')).toBe(
      E2E_SITE_CONFIG.ANDROID_APP_URL,
    );
    expect(screen.getByTestId('store-badge')).toBeTruthy();
    fireEvent.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByTestId('android-banner')).toBeNull());
    expect(localStorage.getItem(ANDROID_BANNER_DISMISSED_KEY)).not.toBeNull();
    await openSite(site, '/', { width: 412, keepStorage: true });
    await screen.findByRole('heading', { level: 1, name: 'Vocab Arcade' });
    await screen.findByTestId('store-badge');
    expect(screen.queryByTestId('android-banner')).toBeNull();
  });

  it('not from 850 px wide (following resizes), and not inside the native app', async () => {
    await openSite(site, '/', { width: 850 });
    await screen.findByTestId('store-badge');
    expect(screen.queryByTestId('android-banner')).toBeNull();
    // The window narrowed: now it shows, so the page had decided, not just not yet drawn it.
    (window as unknown as { happyDOM: { setViewport: (size: object) => void } }).happyDOM.setViewport({
      width: 849,
      height: 800,
    });
    expect(await screen.findByTestId('android-banner')).toBeTruthy();
    await openSite(site, '/?appName=android', { width: 412 });
    await screen.findByRole('heading', { level: 1, name: 'Vocab Arcade' });
    expect(screen.queryByTestId('three-steps')).toBeNull();
    expect(screen.queryByTestId('android-banner')).toBeNull();
  });
});

it('a desktop browser on a narrow window gets no Android banner, but the store badge', async () => {
  await openSite(site, '/', { width: 400 });
  await screen.findByTestId('store-badge');
  expect(screen.queryByTestId('android-banner')).toBeNull();
});
