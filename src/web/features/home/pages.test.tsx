// @vitest-environment happy-dom
/**
 * What the landing page, the guides and the privacy page say, and the native app's landing page,
 * rendered against the real server with the browser tests' site configuration
 * (src/web/testing/site.tsx). Pictures, videos, layout and the social tags of the built page are
 * browser checks (tests/e2e/pages.spec.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_SITE_CONFIG } from '../../../../tests/e2e/site-config.ts';
import {
  ANDROID_BANNER_DISMISSED_KEY,
  HOME_STEPS,
  SHEET_COLUMNS,
  SLOGAN,
} from '../../../shared/constants.ts';
import {
  creditCovers,
  IELTS_LIST_CREDITS,
  IELTS_TRANSLATION_CREDITS,
} from '../../../shared/ielts-credits.ts';
import { IELTS_TRANSLATION_LANGUAGES } from '../../../shared/ielts-translations.ts';
import { SHEET_RULES } from '../../../shared/messages.ts';
import { KEPT_ON_DEVICE_SUMMARY, KEPT_ON_SERVER_SUMMARY } from '../../../shared/privacy.ts';
import { href } from '../../../shared/routes.ts';
import { openSite, startSite, type TestSite } from '../../testing/site.tsx';
import { vocabularyStorageKey } from '../word-lists/storage.ts';

// A path, not `new URL(..., import.meta.url)`: in happy-dom, URL is the window's.
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

let site: TestSite;
beforeAll(async () => {
  site = await startSite(E2E_SITE_CONFIG);
});
afterAll(() => site.close());

describe('landing page', () => {
  for (const path of [href.home(), '/index.html']) {
    it(`${path} shows the name, the slogan, both games, the three steps and the store badge`, async () => {
      await openSite(site, path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Vocab Arcade' })).toBeTruthy();
      expect(screen.getByText(SLOGAN)).toBeTruthy();
      await waitFor(() => expect(document.title).toBe('Vocab Arcade: learn new words, while having fun'));
      expect(screen.getAllByRole('link', { name: /Word Candy Match/ })[0]?.getAttribute('href')).toBe(
        '/game/candy',
      );
      expect(screen.getAllByRole('link', { name: /Space Words/ })[0]?.getAttribute('href')).toBe(
        '/game/space',
      );
      const steps = within(screen.getByTestId('three-steps'));
      expect(steps.getAllByRole('listitem')).toHaveLength(3);
      for (const step of HOME_STEPS) expect(steps.getByRole('heading', { name: step.title })).toBeTruthy();
      expect((await screen.findByTestId('store-badge')).getAttribute('href')).toBe(
        E2E_SITE_CONFIG.ANDROID_APP_URL,
      );
    });
  }

  it('a game card leads to its game', async () => {
    await openSite(site, '/');
    const card = (await screen.findAllByRole('link', { name: /Space Words/ })).find((link) =>
      link.classList.contains('game-card--space'),
    );
    if (!card) throw new Error('no Space Words card');
    fireEvent.click(card);
    expect(await screen.findByRole('heading', { level: 1, name: 'Space Words' })).toBeTruthy();
    expect(window.location.pathname).toBe('/game/space');
  });
});

describe('native app mode (/?appName=android)', () => {
  it('hides the store badge and the three steps, and it lasts', async () => {
    await openSite(site, '/?appName=android');
    expect(await screen.findByText(SLOGAN)).toBeTruthy();
    expect(screen.queryByTestId('store-badge')).toBeNull();
    expect(screen.queryByTestId('three-steps')).toBeNull();
    await openSite(site, '/', { keepStorage: true });
    await screen.findByRole('heading', { level: 1, name: 'Vocab Arcade' });
    expect(screen.queryByTestId('store-badge')).toBeNull();
  });

  it('"Rate us" opens the store review through the wrapper', async () => {
    let launched = false;
    Object.assign(window, {
      LaunchReview: {
        launch: (success: () => void) => {
          launched = true;
          success();
        },
      },
    });
    try {
      await openSite(site, '/?appName=android');
      fireEvent.click(await screen.findByTestId('burger'));
      fireEvent.click(within(await screen.findByTestId('drawer')).getByRole('button', { name: 'Rate us' }));
      await waitFor(() => expect(launched).toBe(true));
      expect(screen.queryByTestId('notice')).toBeNull();
    } finally {
      Reflect.deleteProperty(window, 'LaunchReview');
    }
  });

  it('the site itself has no "Rate us"', async () => {
    await openSite(site, '/');
    fireEvent.click(await screen.findByTestId('burger'));
    const drawer = within(await screen.findByTestId('drawer'));
    expect(drawer.getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(drawer.queryByRole('button', { name: 'Rate us' })).toBeNull();
  });
});

describe('guides', () => {
  it('/how-to has the seven steps with pictures described, the sheet rules and the template', async () => {
    await openSite(site, href.howTo());
    await screen.findByRole('heading', { level: 1, name: 'How to make a vocabulary sheet' });
    const rules = screen.getByTestId('sheet-rules');
    for (const rule of SHEET_RULES) expect(rules.textContent).toContain(rule);
    for (const column of SHEET_COLUMNS)
      expect(within(rules).getByRole('columnheader', { name: column })).toBeTruthy();
    const steps = document.querySelectorAll('.guide__steps > li');
    expect(steps).toHaveLength(7);
    for (const image of document.querySelectorAll('.guide__steps img'))
      expect(image.getAttribute('alt')).toBeTruthy();
    // Step 7 is the picture of Settings (its content: src/web/features/how-to/vocabulary-template.test.ts).
    expect(document.querySelectorAll('img[src$="step-7.svg"]')).toHaveLength(1);
    const link = screen.getByTestId('template-download');
    expect(link.getAttribute('download')).toBe('vocabulary-template.csv');
  });

  it('/google-translate walks through exporting saved translations to a sheet', async () => {
    await openSite(site, href.googleTranslate());
    await screen.findByRole('heading', { level: 1, name: 'Google Translate history to a sheet' });
    expect(document.querySelectorAll('.guide__steps > li')).toHaveLength(7);
    const main = screen.getByRole('main');
    expect(main.textContent).toContain('Export to Google Sheets');
    expect(main.textContent).toContain('Anyone with the link');
    const settings = within(main).getAllByRole('link', { name: 'Settings' });
    expect(settings.map((link) => link.getAttribute('href'))).toEqual(settings.map(() => '/settings'));
    expect(settings.length).toBeGreaterThan(0);
  });
});

it('the privacy policy says what is stored, where, and whom to ask', async () => {
  await openSite(site, href.privacy());
  await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
  const main = screen.getByRole('main');
  for (const text of [
    'Last updated',
    'scrypt',
    'Google Sheet',
    'no third-party trackers',
    'password reset',
    'Google sign-in',
    'app-state',
    'token',
    vocabularyStorageKey(1),
    ANDROID_BANNER_DISMISSED_KEY,
  ]) {
    expect(main.textContent).toContain(text);
  }
  await waitFor(() =>
    expect(screen.getAllByTestId('contact-email')[0]?.getAttribute('href')).toBe(
      `mailto:${E2E_SITE_CONFIG.SUPPORT_EMAIL}`,
    ),
  );
  expect(
    within(screen.getByTestId('terms')).getByRole('heading', { name: 'Terms & Conditions' }),
  ).toBeTruthy();
});

it('the privacy page names the configured contact in each of its four places, and no made-up one', async () => {
  await openSite(site, href.privacy());
  await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
  await waitFor(() => expect(screen.getAllByTestId('contact-email')).toHaveLength(4));
  for (const link of screen.getAllByTestId('contact-email')) {
    expect(link.getAttribute('href')).toBe(`mailto:${E2E_SITE_CONFIG.SUPPORT_EMAIL}`);
    expect(link.textContent).toBe(E2E_SITE_CONFIG.SUPPORT_EMAIL);
  }
  expect(screen.getByRole('main').textContent).not.toContain('.example');
});

it('the footer’s Credits lists every source of the IELTS lists and translations, its licence and attribution', async () => {
  await openSite(site, href.ieltsBand(5));
  const footer = await screen.findByTestId('footer');
  fireEvent.click(within(footer).getByRole('link', { name: 'Credits' }));
  await waitFor(() => expect(window.location.pathname + window.location.hash).toBe('/privacy#credits'));
  const credits = await screen.findByTestId('credits');
  expect(within(credits).getByRole('heading', { level: 2, name: 'Credits' })).toBeTruthy();
  const items = within(credits).getAllByTestId('credit');
  const all = [...IELTS_LIST_CREDITS, ...IELTS_TRANSLATION_CREDITS];
  expect(items).toHaveLength(all.length);
  all.forEach((credit, i) => {
    const text = items[i]?.textContent ?? '';
    for (const part of [credit.name, credit.use, credit.licence, credit.attribution])
      expect(text, credit.name).toContain(part);
  });
  expect(credits.textContent).toContain(
    'Open English WordNet, by the Open English Wordnet team (McCrae et al.), CC BY 4.0',
  );
  expect(credits.textContent).toContain(
    'Chinese Open Wordnet Copyright 2013, 2014 by Francis Bond and Shan Wang',
  );
  expect(credits.textContent).toContain('Wiktionary contributors, CC BY-SA 3.0');
  // Every source a served language's translations come from is credited.
  for (const lang of IELTS_TRANSLATION_LANGUAGES) {
    const file = JSON.parse(
      readFileSync(path.join(root, 'data/ielts/translations', `${lang}.json`), 'utf8'),
    ) as { sources: string[] };
    for (const source of file.sources)
      expect(
        IELTS_TRANSLATION_CREDITS.some((credit) => creditCovers(credit, source)),
        `${lang}: ${source}`,
      ).toBe(true);
  }
});

it('the sign-in summary and the privacy page say the same about what is kept', async () => {
  await openSite(site, href.signIn());
  const panel = within(await screen.findByTestId('sign-in-panel'));
  fireEvent.click(panel.getByRole('button', { name: 'Privacy Policy and Terms & Conditions' }));
  const summary = within(await screen.findByTestId('privacy-terms')).getByTestId('kept-summary').textContent;
  expect(summary).toContain(KEPT_ON_SERVER_SUMMARY);
  expect(summary).toContain(KEPT_ON_DEVICE_SUMMARY);
  expect(summary).not.toContain('your game results,');
  await openSite(site, href.privacy());
  expect((await screen.findByTestId('kept-summary')).textContent).toBe(
    `${KEPT_ON_SERVER_SUMMARY} ${KEPT_ON_DEVICE_SUMMARY}`,
  );
});
