// @vitest-environment happy-dom
/**
 * The sign-in popup and the /sign-in page as a learner uses them, against the real server
 * (src/web/testing/site.tsx; the captcha is off on the test server, its own flow is a browser test
 * in tests/e2e/accounts.spec.ts). The popups' overlay, focus and layout stay browser checks
 * (dialogs.spec.ts).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { href } from '../../../shared/routes.ts';
import { failOnNativeDialogs, openSite, startSite, type TestSite } from '../../testing/site.tsx';

const PASSWORD = 'Correct-Horse9';

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

failOnNativeDialogs();

function type(field: HTMLElement, value: string) {
  fireEvent.input(field, { target: { value } });
}

async function openPopup() {
  fireEvent.click(await screen.findByTestId('burger'));
  fireEvent.click(within(await screen.findByTestId('drawer')).getByRole('button', { name: 'Log In' }));
  return within(await screen.findByTestId('sign-in-panel'));
}

function fill(panel: ReturnType<typeof within>, email: string, password?: string) {
  type(panel.getByLabelText('Email'), email);
  if (password !== undefined) type(panel.getByLabelText('Password'), password);
}

describe('the sign-in popup', () => {
  it('shows every validation message exactly, as red lines, and asks for consent', async () => {
    await openSite(site, '/');
    const panel = await openPopup();
    fill(panel, 'not-an-email', 'short');
    fireEvent.click(panel.getByRole('button', { name: 'Log In' }));
    const errors = await panel.findByTestId('error-lines');
    expect(errors.textContent).toContain('Email is not valid');
    expect(errors.textContent).toContain(
      'Password must be a minimum of 8 characters, include upper and lowercase letters and at least one number.',
    );

    fill(panel, 'learner@example.com', PASSWORD);
    fireEvent.click(panel.getByRole('checkbox'));
    fireEvent.click(panel.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(panel.getByTestId('error-lines').textContent).toBe(MESSAGES.consentRequired));
    expect(screen.queryByTestId('captcha')).toBeNull();
  });

  it('the consent checkbox is on by default and opens the privacy and terms', async () => {
    await openSite(site, href.signIn());
    const panel = within(await screen.findByTestId('sign-in-panel'));
    expect((panel.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(panel.getByRole('button', { name: 'Privacy Policy and Terms & Conditions' }));
    expect((await screen.findByTestId('privacy-terms')).textContent).toContain(
      'salted hash of your password',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByTestId('privacy-terms')).toBeNull());
  });

  it('a wrong password shows the server message as a red line', async () => {
    const { email } = await site.signUp();
    await openSite(site, '/');
    const panel = await openPopup();
    fill(panel, email, 'Wrong-pass-99');
    fireEvent.click(panel.getByRole('button', { name: 'Log In' }));
    await waitFor(() =>
      expect(panel.getByTestId('error-lines').textContent).toBe('Email or password is incorrect.'),
    );
  });

  it('modes link to each other, and closing returns to Log In', async () => {
    await openSite(site, '/');
    let panel = await openPopup();
    // A popup is named by its visible heading, not by an internal id.
    expect(screen.getByRole('dialog', { name: 'Log In' })).toBeTruthy();
    fireEvent.click(panel.getByRole('button', { name: 'Forgot password?' }));
    expect((await panel.findByRole('heading')).textContent).toBe('Reset your password');
    fireEvent.click(panel.getByRole('button', { name: 'Return to log in' }));
    expect((await panel.findByRole('heading')).textContent).toBe('Log In');
    fireEvent.click(panel.getByRole('button', { name: 'New here? Create an account' }));
    expect((await panel.findByRole('heading')).textContent).toBe('Create your account');
    expect(screen.getByRole('dialog', { name: 'Create your account' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'sign-in' })).toBeNull();
    fireEvent.click(panel.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('popup-sign-in')).toBeNull());
    panel = await openPopup();
    expect(panel.getByRole('heading').textContent).toBe('Log In');
  });

  it('forgot password says the mail is on its way; sign-up signs in and the popup closes', async () => {
    await openSite(site, '/');
    const panel = await openPopup();
    fireEvent.click(panel.getByRole('button', { name: 'Forgot password?' }));
    fill(panel, 'forgot@example.com');
    fireEvent.click(panel.getByRole('button', { name: 'Send reset link' }));
    expect(await panel.findByTestId('email-sent-message')).toBeTruthy();
    fireEvent.click(panel.getByRole('button', { name: 'Return to log in' }));
    fireEvent.click(await panel.findByRole('button', { name: 'New here? Create an account' }));
    fill(panel, 'new.learner@example.com', PASSWORD);
    fireEvent.click(panel.getByRole('button', { name: 'Sign Up' }));
    expect(await panel.findByTestId('sign-in-success')).toBeTruthy();
    // Nothing claims the words follow the learner to every device.
    expect(screen.getByTestId('sign-in-panel').textContent).not.toContain('every device');
    expect(screen.getByTestId('sign-in-panel').textContent).not.toContain('follow you');
    await waitFor(() => expect(screen.queryByTestId('popup-sign-in')).toBeNull());
    fireEvent.click(await screen.findByTestId('burger'));
    expect(await within(screen.getByTestId('drawer')).findByRole('button', { name: 'Log Out' })).toBeTruthy();
    expect(localStorage.getItem('token')).toBeTruthy();
  });

  it('an email already signed up cannot sign up again: the server says so in a red line', async () => {
    const { email } = await site.signUp();
    await openSite(site, '/');
    const panel = await openPopup();
    fireEvent.click(panel.getByRole('button', { name: 'New here? Create an account' }));
    fill(panel, email, PASSWORD);
    fireEvent.click(panel.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() =>
      expect(panel.getByTestId('error-lines').textContent).toContain(
        'An account with this email already exists',
      ),
    );
  });
});

describe('/sign-in', () => {
  it('signed in, it shows the account, the way on and Log out', async () => {
    const { email, token } = await site.signUp();
    await openSite(site, href.signIn(), { token });
    const account = within(await screen.findByTestId('signed-in-account'));
    expect(account.getByRole('heading', { level: 1 }).textContent).toBe('You are logged in');
    expect((await account.findByTestId('signed-in-email')).textContent).toBe(email);
    expect(account.getByRole('link', { name: 'Play Word Candy Match' }).getAttribute('href')).toBe(
      '/game/candy',
    );
    expect(account.getByRole('link', { name: 'Play Space Words' }).getAttribute('href')).toBe('/game/space');
    expect(account.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    expect(screen.queryByLabelText('Email')).toBeNull();
    const loaded = site.nextLoad();
    fireEvent.click(account.getByRole('button', { name: 'Log out' }));
    const panel = within(await screen.findByTestId('sign-in-panel'));
    expect(panel.getByRole('heading', { level: 1 }).textContent).toBe('Log In');
    // The form shows as soon as the user is forgotten; the token goes once the server was told.
    await loaded;
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('signed in, ?next goes there; another site in ?next is refused', async () => {
    const { token } = await site.signUp();
    await openSite(site, `${href.signIn()}?next=${encodeURIComponent('/settings')}`, { token });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(window.location.pathname).toBe('/settings');
    for (const next of ['//example.org/x', 'https://example.org/', '/\\example.org']) {
      await openSite(site, `${href.signIn()}?next=${encodeURIComponent(next)}`, { token });
      expect(await screen.findByTestId('signed-in-account')).toBeTruthy();
      expect(window.location.pathname).toBe('/sign-in');
    }
  });

  for (const [next, to] of [
    ['/how-to', '/how-to'],
    [null, '/'],
  ] as const) {
    it(`a login on /sign-in ${next ? 'goes to ?next' : 'without ?next goes home'}, signed in`, async () => {
      const { email } = await site.signUp({ password: PASSWORD });
      await openSite(site, next ? `${href.signIn()}?next=${encodeURIComponent(next)}` : href.signIn());
      const panel = within(await screen.findByTestId('sign-in-panel'));
      fill(panel, email, PASSWORD);
      fireEvent.click(panel.getByRole('checkbox'));
      fireEvent.click(panel.getByRole('button', { name: 'Log In' }));
      await waitFor(() =>
        expect(panel.getByTestId('error-lines').textContent).toBe(MESSAGES.consentRequired),
      );
      fireEvent.click(panel.getByRole('checkbox'));
      const loaded = site.nextLoad();
      fireEvent.click(panel.getByRole('button', { name: 'Log In' }));
      expect(await loaded).toBe(to);
      fireEvent.click(await screen.findByTestId('burger'));
      expect(
        await within(screen.getByTestId('drawer')).findByRole('button', { name: 'Log Out' }),
      ).toBeTruthy();
    });
  }
});

it('"Rate us" in the app that cannot reach the store says so in the page', async () => {
  await openSite(site, '/?appName=android');
  fireEvent.click(await screen.findByTestId('burger'));
  fireEvent.click(within(await screen.findByTestId('drawer')).getByRole('button', { name: 'Rate us' }));
  const notice = await screen.findByTestId('notice');
  expect(notice.textContent).toContain(`${MESSAGES.storeLaunchError} this app cannot open the store`);
  fireEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
  await waitFor(() => expect(screen.queryByTestId('notice')).toBeNull());
});
