// @vitest-environment happy-dom
/**
 * The IELTS list pages as a learner reads them, against the real server and its seeded band lists
 * (src/web/testing/site.tsx). The table's fit on a phone, its loading and failure states (which
 * hold the API's answer) and the badges' contrast stay browser checks (tests/e2e/ielts.spec.ts).
 * "Play this list" on a premium band (free learner, visitor) is here too; a list that opens a
 * game, and the popup closed before a plain Log In, stay browser checks (tests/e2e/funnels.spec.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IELTS_BAND_WORD_COUNTS, IELTS_BANDS } from '../../../shared/constants.ts';
import type { IeltsEntry } from '../../../shared/ielts.ts';
import { href } from '../../../shared/routes.ts';
import { defaultVocabularySettings } from '../../../shared/word-lists/lists.ts';
import { openSite, pageRequests, startSite, type TestSite } from '../../testing/site.tsx';

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

// A path, not `new URL(..., import.meta.url)`: in happy-dom, URL is the window's.
const band5 = JSON.parse(
  readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../../data/ielts/band-5.json'),
    'utf8',
  ),
) as IeltsEntry[];

/** The rows of the word table once its words have arrived and all are drawn (the first few come first). */
async function rows(): Promise<HTMLTableRowElement[]> {
  const table = await screen.findByTestId('word-table');
  await waitFor(() => {
    expect(table.querySelector('[data-testid="loading"]')).toBeNull();
    expect(table.querySelector('[data-testid="rows-pending"]')).toBeNull();
    expect(table.querySelectorAll('tbody tr').length).toBeGreaterThan(0);
  });
  return [...table.querySelectorAll<HTMLTableRowElement>('tbody tr')];
}
const firstCell = (row: HTMLTableRowElement | undefined) => row?.querySelector('td')?.textContent;

it('the band list shows each band with its word count, premium badges and links; back goes up', async () => {
  await openSite(site, href.ieltsVocabularies());
  for (const band of IELTS_BANDS) {
    const card = await screen.findByTestId(`band-${band}`);
    expect(card.textContent).toContain(`${IELTS_BAND_WORD_COUNTS[band]} words`);
    expect(card.getAttribute('href')).toBe(`/ielts-vocabulary/${band}`);
    expect(within(card).queryByText('Premium') === null).toBe(band === 5);
  }
  fireEvent.click(screen.getByTestId('band-6'));
  await screen.findByRole('heading', { level: 1, name: 'IELTS Band 6 Vocabulary' });
  fireEvent.click(screen.getByTestId('back-button'));
  await waitFor(() => expect(window.location.pathname).toBe('/ielts-vocabularies'));
});

it('a band page shows 20 words with paraphrases and a Listen button, in id order', async () => {
  // A browser that can speak (Chromium can; happy-dom has no speech): the button shows.
  Object.defineProperty(window, 'speechSynthesis', {
    value: { speak() {}, cancel() {} },
    configurable: true,
  });
  await openSite(site, href.ieltsBand(5));
  const table = await screen.findByTestId('word-table');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Id', 'Word', 'Paraphrases (Synonyms / Antonyms)']);
  const all = await rows();
  expect(all).toHaveLength(20);
  expect(firstCell(all[0])).toBe('1');
  expect(firstCell(all[19])).toBe('20');
  expect(all[0]?.querySelectorAll('td')[2]?.textContent).not.toBe('');
  expect(within(all[0] as HTMLElement).getByRole('button', { name: /Listen to/ })).toBeTruthy();
  Reflect.deleteProperty(window, 'speechSynthesis');
});

describe('the paging control', () => {
  it('five links with real hrefs; first and last with ellipses from page 5', async () => {
    await openSite(site, href.ieltsBand(9));
    const paging = await screen.findByTestId('paging');
    expect(
      within(paging)
        .getAllByRole('link', { name: /^Page \d+$/ })
        .map((link) => link.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect(within(paging).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe(
      '/ielts-vocabulary/9',
    );
    expect(within(paging).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
      '/ielts-vocabulary/9/2',
    );
    expect(within(paging).queryByRole('link', { name: 'Previous page' })).toBeNull();

    fireEvent.click(within(paging).getByRole('link', { name: 'Page 5' }));
    await waitFor(() => expect(window.location.pathname).toBe('/ielts-vocabulary/9/5'));
    await waitFor(() => expect(screen.getByTestId('paging').textContent).toBe('‹1…34567…100›'));
    await waitFor(async () => expect(firstCell((await rows())[0])).toBe('81'));
  });

  it('the last page shows its 20 words and goes back one page', async () => {
    await openSite(site, href.ieltsBand(9, 100));
    const paging = await screen.findByTestId('paging');
    await waitFor(() => expect(paging.textContent).toBe('‹1…96979899100›'));
    expect(await rows()).toHaveLength(20);
    fireEvent.click(within(paging).getByRole('link', { name: 'Previous page' }));
    await waitFor(() => expect(window.location.pathname).toBe('/ielts-vocabulary/9/99'));
  });
});

for (const path of [
  '/ielts-vocabulary/5/16',
  '/ielts-vocabulary/9/101',
  '/ielts-vocabulary/5/0',
  '/ielts-vocabulary/3',
]) {
  it(`${path} is Not Found`, async () => {
    await openSite(site, path);
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });
}

describe('a word of a band page', () => {
  it('shows its part of speech and level, its meanings, and its opposite labelled as one', async () => {
    const index = band5.slice(0, 20).findIndex((e) => e.antonyms.length > 0 && e.synonyms.length > 0);
    const entry = band5[index];
    if (!entry) throw new Error('no entry with a synonym and an antonym on band 5 page 1');
    await openSite(site, href.ieltsBand(5));
    const row = (await rows())[index] as HTMLElement;
    expect(row.querySelector('.word-table__word-line')?.textContent).toBe(entry.word);
    expect(row.querySelector('.word-table__details')?.textContent).toContain(`${entry.pos} · ${entry.level}`);
    const meanings = row.querySelector('.word-table__meanings')?.textContent;
    expect(meanings).toBe(entry.synonyms.join(', '));
    expect(meanings).not.toContain(entry.antonyms[0]);
    expect(row.querySelector('.word-table__antonym')?.textContent).toBe(`≠ ${entry.antonyms[0]}`);
    expect(within(row).getByTitle('opposite').textContent).toBe('≠');
  });

  it('with an American spelling shows it as a note', async () => {
    const index = band5.slice(0, 20).findIndex((e) => e.us !== '');
    const entry = band5[index];
    if (!entry) throw new Error('no entry with an American spelling on band 5 page 1');
    await openSite(site, href.ieltsBand(5));
    expect((await rows())[index]?.textContent).toContain(`US: ${entry.us}`);
  });
});

describe('Play this list on a premium band', () => {
  const playBand = async () => within(await screen.findByTestId('play-band'));
  const downloads = () => pageRequests().filter((url) => url.includes('/api/tests/download-vocabulary'));

  it('a free learner is told it is a Premium list, with the plans, and nothing loads', async () => {
    const { token } = await site.signUp();
    await openSite(site, href.ieltsBand(7), { token });
    const section = await playBand();
    await waitFor(() => expect(section.getByText('Premium', { exact: true })).toBeTruthy());
    // The account has loaded once the menu offers Log Out.
    fireEvent.click(await screen.findByTestId('burger'));
    await within(screen.getByTestId('drawer')).findByRole('button', { name: 'Log Out' });
    fireEvent.click(section.getByRole('button', { name: 'Play in Word Candy Match' }));
    const notice = await section.findByRole('status');
    await waitFor(() => expect(notice.textContent).toContain('IELTS Band 7 is a Premium list.'));
    expect(within(notice).getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/pricing');
    expect(window.location.pathname).toBe('/ielts-vocabulary/7');
    expect(downloads()).toEqual([]);
  });

  it('a visitor is told so too, with no popup, and its Log in gives the reason', async () => {
    await openSite(site, href.ieltsBand(9, 3));
    const section = await playBand();
    fireEvent.click(section.getByRole('button', { name: 'Play in Space Words' }));
    await waitFor(() =>
      expect(section.getByRole('status').textContent).toContain('IELTS Band 9 is a Premium list.'),
    );
    expect(screen.queryByTestId('popup-sign-in')).toBeNull();
    fireEvent.click(section.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByTestId('sign-in-reason')).textContent).toContain(
      'IELTS Band 9 Vocabulary (a Premium list)',
    );
  });

  it('Band 5 tells a visitor no account is needed', async () => {
    await openSite(site, href.ieltsBand(5));
    const section = await playBand();
    await waitFor(() =>
      expect(section.getByTestId('play-band-visitor').textContent).toContain('No account needed'),
    );
  });
});

describe('translations in the learner’s native language', () => {
  /** The row of a word on the page, once the words have arrived. */
  const rowOf = async (word: string) => {
    const row = (await rows()).find(
      (candidate) => candidate.querySelector('[lang="en"]')?.textContent === word,
    );
    if (!row) throw new Error(`no row for ${word}`);
    return row;
  };
  const translationOf = async (word: string) =>
    (await rowOf(word)).querySelector('[data-testid="translation"]')?.textContent ?? null;

  it('a learner whose native language is Spanish sees "comercio" under trade', async () => {
    const { token } = await site.signUp({ languageNative: 'es' });
    await openSite(site, href.ieltsBand(5), { token, width: 375 });
    await waitFor(async () => expect(await translationOf('trade')).toBe('Spanish: comercio'));
    expect(await translationOf('influence')).toBe('Spanish: influencia, influjo');
    expect((await rowOf('trade')).querySelector('[lang="es"]')?.textContent).toBe('comercio');
    expect(screen.getByText(/and its Spanish translation where it has one/)).toBeTruthy();
  });

  it('a visitor sees the translation in the site’s own native language, and none where a word has none', async () => {
    // Arabic has no translation of the conjunction "although" (band 5, page 12).
    const page = Math.floor(band5.findIndex((entry) => entry.word === 'although') / 20) + 1;
    await openSite(site, href.ieltsBand(5, page), {
      state: { vocabularies: defaultVocabularySettings('ar') },
    });
    const although = await rowOf('although');
    await waitFor(async () =>
      expect((await rows()).some((row) => row.querySelector('[lang="ar"]'))).toBe(true),
    );
    expect(although.querySelector('[data-testid="translation"]')).toBeNull();
    // Its English paraphrase stays.
    expect(although.querySelector('.word-table__meanings')?.textContent).not.toBe('');
  });

  it('a visitor with no language kept gets the browser’s language', async () => {
    Object.defineProperty(navigator, 'languages', { value: ['es-ES', 'en'], configurable: true });
    try {
      await openSite(site, href.ieltsBand(5));
      await waitFor(async () => expect(await translationOf('trade')).toBe('Spanish: comercio'));
    } finally {
      Reflect.deleteProperty(navigator, 'languages');
    }
  });

  it('a language nobody has read yet (German) shows the English words alone', async () => {
    await openSite(site, href.ieltsBand(5), { state: { vocabularies: defaultVocabularySettings('de') } });
    await rowOf('trade');
    await waitFor(() => expect(pageRequests().some((url) => url.includes('lang=de'))).toBe(true));
    expect(screen.queryAllByTestId('translation')).toEqual([]);
    expect(screen.queryByText(/translation where it has one/)).toBeNull();
  });
});
