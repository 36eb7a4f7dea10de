/**
 * Every route of the route table (src/shared/routes.ts) fits a phone at any
 * scroll position, and axe-core finds no serious or critical violation at 375 and 1280 px.
 */
import AxeBuilder from '@axe-core/playwright';
import type { RouteName } from '../../src/shared/routes.ts';
import { expect, href, type Page, test } from './fixtures.ts';

/** One address per route of the table (typed, so a new route must be added here), plus Not Found. */
const ROUTE_PATHS: Record<RouteName, string[]> = {
  home: [href.home()],
  // The landing page again, from the same component (src/web/features/home/pages.test.tsx checks it
  // renders the same): scanned once, as /.
  homeIndexHtml: [],
  howTo: [href.howTo()],
  ieltsVocabularies: [href.ieltsVocabularies()],
  ieltsBand: [href.ieltsBand(5)],
  ieltsBandPage: [href.ieltsBand(7, 2)],
  googleTranslate: [href.googleTranslate()],
  career: [href.career()],
  careerEpisode: [href.careerEpisode(1)],
  play: [href.play(1, 1, 1, 'Environment 1')],
  tracks: [href.tracks()],
  tracksDesigners: [href.tracksDesigners()],
  tracksUser: [href.tracksUser(2)],
  track: [href.track(1001)],
  game: [href.game('candy'), href.game('space')],
  signIn: [href.signIn()],
  resetPassword: [href.resetPassword()],
  settings: [href.settings()],
  progress: [href.progress()],
  pricing: [href.pricing()],
  privacy: [href.privacy()],
  admin: [href.admin()],
  adminReports: [href.adminReports()],
};
const NOT_FOUND = '/no-such-page';
const PATHS = [...Object.values(ROUTE_PATHS).flat(), NOT_FOUND];
/** Pages with the most text, checked at the narrowest and widest phones too. */
const TEXT_HEAVY = [href.home(), href.howTo(), href.privacy(), href.pricing(), href.ieltsBand(5)];

async function open(page: Page, path: string, allowConsoleErrors: (pattern: RegExp) => void) {
  // Not Found (and an unknown reset link) answer 404 by design.
  allowConsoleErrors(/status of 404/);
  await page.goto(path);
  await expect(page.locator('main h1, main [data-testid="game-frame"]').first()).toBeAttached({
    timeout: 15_000,
  });
  await page.waitForLoadState('networkidle');
}

/**
 * Scrolls from the top to the bottom of the page; at each step the document is no wider than the
 * window, and no element that shows reaches past its right edge (elements inside a scrolling or
 * clipping box are judged by that box).
 */
async function overflowAtEveryScroll(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const found: string[] = [];
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const clippedByAncestor = (element: Element) => {
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        const overflow = getComputedStyle(parent).overflowX;
        if (overflow !== 'visible') return parent.getBoundingClientRect().right <= window.innerWidth + 1;
      }
      return false;
    };
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${String(element.className).split(' ')[0]} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; ; y += step) {
      window.scrollTo(0, y);
      await frame();
      const width = document.documentElement.scrollWidth;
      if (width > window.innerWidth) found.push(`at y=${y}: the page is ${width} px wide`);
      for (const element of document.querySelectorAll('body *')) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || box.right <= window.innerWidth + 1) continue;
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || style.display === 'none') continue;
        if (clippedByAncestor(element)) continue;
        found.push(`at y=${y}: ${describe(element)} ends at ${Math.round(box.right)} px`);
      }
      if (y + window.innerHeight >= document.documentElement.scrollHeight) break;
    }
    return [...new Set(found)].slice(0, 10);
  });
}

/** axe-core's serious and critical violations on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Only the violations are read: axe skips gathering the passes and the undecided nodes.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

/**
 * The addresses in eight groups (three pages each), each one test in one browser context: a page after the first comes
 * from a warm cache, as a visitor's second page does. Each address is loaded once, turned to each
 * width as a phone turned or a window resized would turn it, and checked at each (the layout
 * follows the window, not the first load).
 */
const GROUP_COUNT = 8;
const GROUPS = Array.from({ length: GROUP_COUNT }, (_, group) =>
  PATHS.filter((_, index) => index % GROUP_COUNT === group),
);

test.describe('every page fits a phone at any scroll position, and axe-core finds no serious or critical violation', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  // Three pages, each at up to five widths: more than the default 30 s on a loaded 2-core machine.
  test.describe.configure({ timeout: 60_000 });
  for (const [index, paths] of GROUPS.entries()) {
    test(`group ${index + 1}: ${paths.join(' ')}`, async ({ page, allowConsoleErrors }) => {
      for (const path of paths) {
        await page.setViewportSize({ width: 360, height: 740 });
        await open(page, path, allowConsoleErrors);
        const widths = TEXT_HEAVY.includes(path) ? [360, 320, 430] : [360];
        for (const width of widths) {
          await page.setViewportSize({ width, height: 740 });
          expect(await overflowAtEveryScroll(page), `${path} wider than ${width} px`).toEqual([]);
        }
        for (const width of [375, 1280]) {
          await page.setViewportSize({ width, height: width < 800 ? 740 : 800 });
          await page.evaluate(() => window.scrollTo(0, 0));
          expect(await seriousViolations(page), `${path}: axe at ${width} px`).toEqual([]);
        }
      }
    });
  }
});
