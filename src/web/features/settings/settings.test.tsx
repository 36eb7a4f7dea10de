// @vitest-environment happy-dom
/**
 * The Settings page as a learner uses it, against the real server (src/web/testing/site.tsx): the
 * Change form and its messages, the built-in lists, and the Premium rule said on the page (never
 * in a native dialog). A premium learner's own sheet (the server fetches it from the stand-in for
 * Google, which happy-dom's fetch cannot reach for it), "Need update" and the languages (happy-dom
 * sends no select change to Preact) stay browser checks in tests/e2e/settings.spec.ts; the page's
 * fit on a phone is checked by tests/e2e/a11y.spec.ts.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { href } from '../../../shared/routes.ts';
import {
  failOnNativeDialogs,
  openSite,
  pageRequests,
  startSite,
  type TestSite,
} from '../../testing/site.tsx';
import { vocabularyStorageKey } from '../word-lists/storage.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

failOnNativeDialogs();

const sheetUrl = (id: string) => `https://docs.google.com/spreadsheets/d/${id}/edit#gid=0`;
/** The words this browser keeps for a slot (what the games read). */
const deviceList = (slot: number) => JSON.parse(localStorage.getItem(vocabularyStorageKey(slot)) ?? '{}');
const downloads = () => pageRequests().filter((url) => url.includes('/api/tests/download-vocabulary'));

function type(field: HTMLElement, value: string) {
  fireEvent.input(field, { target: { value } });
}

/** Opens Settings signed in, once the account has loaded (its role shows). */
async function openSettings(token: string, role = 'FREE', keepStorage = false) {
  await openSite(site, href.settings(), { token, keepStorage });
  await waitFor(() => expect(screen.getByTestId('role').textContent).toBe(role));
}

async function slot(n: number) {
  return within(await screen.findByTestId(`slot-${n}`));
}

/** A slot's Change button once it can be pressed (it waits while the list is synced with the account). */
function changeButton(n: number) {
  return waitFor(() => {
    const found = within(screen.getByTestId(`slot-${n}`)).getByRole('button', { name: 'Change' });
    expect((found as HTMLButtonElement).disabled).toBe(false);
    return found;
  });
}

/** Opens the Change form of a slot. */
async function change(n: number) {
  fireEvent.click(await changeButton(n));
  return within(await screen.findByTestId('slot-entry'));
}

describe('a free learner', () => {
  it('is told a wrong URL is not valid, and that an own sheet is a Premium feature, on the page', async () => {
    const { token } = await site.signUp();
    await openSettings(token);
    const entry = await change(0);
    type(entry.getByLabelText('Google Sheet URL'), 'not a sheet');
    fireEvent.click(entry.getByRole('button', { name: 'Load' }));
    await waitFor(() =>
      expect(screen.getByTestId('error-lines').textContent).toBe('Google Sheet URL is not valid.'),
    );
    type(entry.getByLabelText('Google Sheet URL'), sheetUrl('FreeUserSheet_0123456789abcdef'));
    fireEvent.click(entry.getByRole('button', { name: 'Load' }));
    await waitFor(() =>
      expect(entry.getAllByRole('status')[0]?.textContent).toContain(
        'Loading your own Google Sheet is a Premium feature.',
      ),
    );
    expect(window.location.pathname).toBe('/settings');
    expect(downloads()).toEqual([]);
  });

  it('picks IELTS Band 7 and is told why not in a live region, with a link to the plans', async () => {
    const { token } = await site.signUp();
    await openSettings(token);
    const entry = await change(0);
    expect(entry.getByTestId('built-in-ielts-band-6').textContent).toContain('Premium');
    fireEvent.click(entry.getByTestId('built-in-ielts-band-7'));
    const notice = await waitFor(() => {
      const found = entry.getAllByRole('status').find((node) => node.textContent?.includes('Premium list'));
      if (!found) throw new Error('no notice');
      return found;
    });
    expect(notice.textContent).toContain('IELTS Band 7 is a Premium list.');
    expect(notice.getAttribute('aria-live')).toBe('polite');
    const plans = within(notice).getByRole('link', { name: 'See the plans' });
    expect(plans.getAttribute('href')).toBe('/pricing');
    expect(window.location.pathname).toBe('/settings');
    expect(downloads()).toEqual([]);
    fireEvent.click(plans);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeTruthy();
    expect(window.location.pathname).toBe('/pricing');
  });

  it('in the native app the premium rule is said on the page, with no link to the plans', async () => {
    const { token } = await site.signUp();
    await openSite(site, '/?appName=android', { token });
    await screen.findByRole('heading', { level: 1 });
    await openSettings(token, 'FREE', true);
    const entry = await change(0);
    fireEvent.click(entry.getByTestId('built-in-ielts-band-8'));
    await waitFor(() =>
      expect(entry.getAllByRole('status').at(-1)?.textContent).toBe(MESSAGES.premiumOnlyNative),
    );
    expect(screen.queryByRole('link', { name: 'See the plans' })).toBeNull();
  });

  it('plays IELTS Band 5 from the built-in lists: its 300 words are kept for the games', async () => {
    const { token } = await site.signUp();
    await openSettings(token);
    fireEvent.click((await change(0)).getByTestId('built-in-ielts-band-5'));
    await waitFor(() =>
      expect(screen.getByTestId('slot-0').textContent).toContain('IELTS Band 5 Vocabulary'),
    );
    await waitFor(() => expect(deviceList(0).VOC).toHaveLength(300));
  });
});

describe('a visitor', () => {
  it('sees the Test Vocabulary and is asked to log in to change it', async () => {
    await openSite(site, href.settings());
    expect((await slot(0)).getByTestId('slot-name').textContent).toBe('Test Vocabulary');
    fireEvent.click(await changeButton(0));
    expect(await screen.findByTestId('popup-sign-in')).toBeTruthy();
  });
});
