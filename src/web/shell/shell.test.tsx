// @vitest-environment happy-dom
/**
 * The shell around every page (drawer, back arrow, footer, title, saved state), rendered with the
 * real server behind it (src/web/testing/site.tsx). The drawer's phone layout and the popups'
 * overlay stay as browser checks (tests/e2e/shell.spec.ts, dialogs.spec.ts).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href } from '../../shared/routes.ts';
import { openSite, startSite, type TestSite } from '../testing/site.tsx';

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const savedState = () => JSON.parse(localStorage.getItem('app-state') ?? '{}').state;

describe('drawer', () => {
  it('opens and closes with the burger and lists the links', async () => {
    await openSite(site, '/');
    expect(screen.getByTestId('drawer').dataset.open).toBe('false');
    fireEvent.click(await screen.findByTestId('burger'));
    const drawer = within(await screen.findByTestId('drawer'));
    await waitFor(() => expect(screen.getByTestId('drawer').dataset.open).toBe('true'));
    for (const [name, target] of [
      ['Home', '/'],
      ['Pricing', '/pricing'],
      ['Word Candy Match', '/game/candy'],
      ['Space Words', '/game/space'],
      ['Community tracks', '/tracks'],
      ['IELTS Vocabularies', '/ielts-vocabularies'],
      ['Sheet guide', '/how-to'],
      ['Google Translate guide', '/google-translate'],
      ['Settings', '/settings'],
    ] as [string, string][]) {
      expect(drawer.getByRole('link', { name }).getAttribute('href')).toBe(target);
    }
    expect(drawer.getByRole('button', { name: 'Log In' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('burger'));
    await waitFor(() => expect(screen.getByTestId('drawer').dataset.open).toBe('false'));
  });

  it('Log In closes the drawer and opens the sign-in popup', async () => {
    await openSite(site, '/');
    fireEvent.click(await screen.findByTestId('burger'));
    fireEvent.click(within(await screen.findByTestId('drawer')).getByRole('button', { name: 'Log In' }));
    const popup = within(await screen.findByTestId('popup-sign-in'));
    expect(await popup.findByRole('heading', { name: 'Log In' })).toBeTruthy();
    expect(screen.getByTestId('drawer').dataset.open).toBe('false');
  });

  it('a signed-out visitor in the native app sees no Pricing link, and that survives a new visit', async () => {
    await openSite(site, '/?appName=android');
    fireEvent.click(await screen.findByTestId('burger'));
    const drawer = within(await screen.findByTestId('drawer'));
    expect(drawer.getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(drawer.queryByRole('link', { name: 'Pricing' })).toBeNull();
    await openSite(site, '/', { keepStorage: true });
    fireEvent.click(await screen.findByTestId('burger'));
    const again = within(await screen.findByTestId('drawer'));
    expect(again.getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(again.queryByRole('link', { name: 'Pricing' })).toBeNull();
  });
});

describe('back button', () => {
  it('is not shown on the home page', async () => {
    await openSite(site, '/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('back-button')).toBeNull();
  });

  for (const [from, to] of [
    [href.ieltsBand(6, 2), href.ieltsVocabularies()],
    [href.ieltsVocabularies(), href.home()],
    [href.howTo(), href.home()],
    [href.settings(), href.home()],
  ] as [string, string][]) {
    it(`goes from ${from} to ${to}`, async () => {
      await openSite(site, from);
      await screen.findByRole('heading', { level: 1 });
      fireEvent.click(await screen.findByTestId('back-button'));
      await waitFor(() => expect(window.location.pathname).toBe(to));
    });
  }
});

it('the footer shows this year and the product name', async () => {
  await openSite(site, '/');
  const footer = await screen.findByTestId('footer');
  expect(footer.textContent).toContain(`© ${new Date().getFullYear()} Vocab Arcade`);
});

it('the page title names the page and the site', async () => {
  await openSite(site, href.pricing());
  await waitFor(() => expect(document.title).toBe('Pricing · Vocab Arcade'));
});

it('a stored token the server refuses is removed with the stored state, silently', async () => {
  await openSite(site, '/', { token: 'expired-or-forged', state: { isMusicMuted: false } });
  await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
  await waitFor(() => expect(savedState()?.isMusicMuted).not.toBe(false));
  expect(screen.getByTestId('burger')).toBeTruthy();
});

it('saved state survives a new visit with its defaults, and keeps no popup or drawer', async () => {
  await openSite(site, '/');
  await waitFor(() => expect(savedState()?.user?.id).toBe(1));
  expect(savedState()).toMatchObject({
    postHubFilter: 'new',
    appName: 'site',
    isMusicMuted: true,
    isSoundsMuted: false,
    user: { id: 1 },
  });
  const { useAppStore } = await import('../state/app-store.ts');
  useAppStore.getState().setSoundsMuted(true);
  await openSite(site, '/', { keepStorage: true });
  fireEvent.click(await screen.findByTestId('burger'));
  await screen.findByTestId('drawer');
  expect(savedState().isSoundsMuted).toBe(true);
  expect(savedState()).not.toHaveProperty('popup');
  expect(savedState()).not.toHaveProperty('isDrawerOpen');
});
