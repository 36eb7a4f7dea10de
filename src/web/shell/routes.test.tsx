// @vitest-environment happy-dom
/**
 * Every route of the spec's table shows its page, and a path outside it shows Not Found: the
 * whole site rendered against the real server (src/web/testing/site.tsx). That each page also
 * draws in a real browser is checked by tests/e2e/a11y.spec.ts, which opens every one of them.
 */
import { screen } from '@testing-library/preact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href } from '../../shared/routes.ts';
import { openSite, startSite, type TestSite } from '../testing/site.tsx';

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const PAGES: [string, string][] = [
  [href.home(), 'Vocab Arcade'],
  ['/index.html', 'Vocab Arcade'],
  [href.howTo(), 'How to make a vocabulary sheet'],
  [href.ieltsVocabularies(), 'IELTS Vocabularies'],
  [href.ieltsBand(7), 'IELTS Band 7 Vocabulary'],
  [href.ieltsBand(7, 3), 'IELTS Band 7 Vocabulary'],
  [href.googleTranslate(), 'Google Translate history to a sheet'],
  [href.career(), 'Career'],
  [href.careerEpisode(2), 'Episode 2: Education'],
  [href.play(1, 1, 1, 'Environment 1'), 'Environment 1'],
  [href.tracks(), 'Community tracks'],
  [href.tracksDesigners(), 'Top designers'],
  [href.game('candy'), 'Word Candy Match'],
  [href.game('space'), 'Space Words'],
  [href.signIn(), 'Log In'],
  [href.settings(), 'Settings'],
  [href.pricing(), 'Pricing'],
  [href.privacy(), 'Privacy Policy'],
];

describe('routes', () => {
  for (const [path, heading] of PAGES) {
    it(`${path} shows its page`, async () => {
      await openSite(site, path);
      expect(await screen.findAllByRole('heading', { level: 1, name: heading })).not.toHaveLength(0);
      expect(screen.queryByTestId('not-found')).toBeNull();
    });
  }

  for (const path of [
    '/no-such-page',
    '/ielts-vocabulary/4',
    '/game/chess',
    '/settings/extra',
    '/career/10',
    '/play/82/9-10',
  ]) {
    it(`${path} shows Not Found`, async () => {
      await openSite(site, path);
      expect(await screen.findByTestId('not-found')).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Not Found');
    });
  }
});
