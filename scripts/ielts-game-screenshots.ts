/**
 * Both games with band 7 words (issue #28: the editors' clues at the games' normal font size):
 *   npm run build && npx tsx scripts/ielts-game-screenshots.ts
 * Plays the first 16 words of data/ielts/band-7.json as the games show a band's cards (the word,
 * its clue on the other side, the definition as the hint) on a phone upright (375×667) and
 * sideways (812×375), and writes screenshots/ielts7-<game>-<screen>-<size>.png. It also prints,
 * for Word Candy Match, the clues whose text the game had to shrink to fit its candy.
 * BASE_URL uses a running site instead.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import type { IeltsEntry } from '../src/shared/ielts.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/browser.ts';
import { startBuiltServer } from './lib/built-server.ts';
import { type BaseSnapshot, press, shoot, state, type Target, waitFor } from './lib/game-driver.ts';

/** What this script reads of Word Candy Match's snapshot. */
type CandyShot = BaseSnapshot & {
  play: {
    clueFont?: number;
    candies: { side: 'front' | 'back'; text: string; label: { fontSize: number } }[];
  } | null;
};

const entries = JSON.parse(readFileSync('data/ielts/band-7.json', 'utf8')) as IeltsEntry[];
const SHEET = {
  name: 'IELTS Band 7',
  VOC: entries.slice(0, 16).map((e) => ({ front: e.word, back: e.clue, hint: e.definition })),
};
const SIZES = [
  { width: 375, height: 667 },
  { width: 812, height: 375 },
];

const server = await startBuiltServer({ tmpPrefix: 'va-ielts-shots-', useBaseUrl: true });
mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const game of ['candy', 'space']) {
    for (const { width, height } of SIZES) {
      const page = await browser.newPage({ viewport: { width, height }, hasTouch: true, isMobile: true });
      await page.goto(`${server.baseUrl}/game/${game}?seed=7`);
      await page.evaluate((list) => {
        for (const key of ['voc-0', 'voc-1', 'voc-2']) localStorage.setItem(key, list);
      }, JSON.stringify(SHEET));
      await page.reload();
      const element = page.getByTestId('game-frame');
      await element.waitFor();
      const box = await element.boundingBox();
      const frame = await (await element.elementHandle())?.contentFrame();
      if (!box || !frame) throw new Error(`${game}: no game frame`);
      await frame.waitForFunction((name) => name in window, `__${game}`);
      const target: Target = { page, frame, dx: box.x, dy: box.y, touch: true };
      const size = `${width}x${height}`;
      await waitFor<BaseSnapshot>(target, game, 'menu');
      await shoot(target, `screenshots/ielts7-${game}-start-${size}.png`);
      await press(target, game, 'play');
      await waitFor<BaseSnapshot>(target, game, 'play');
      await shoot(target, `screenshots/ielts7-${game}-play-${size}.png`, game === 'space' ? 5000 : 1200);
      if (game === 'candy') {
        const play = (await state<CandyShot>(target, game)).play;
        const shrunk = (play?.candies ?? []).filter(
          (candy) => candy.side === 'back' && candy.label.fontSize < (play?.clueFont ?? 14) - 0.01,
        );
        console.log(
          `  frame ${Math.round(box.width)}x${Math.round(box.height)}: ${shrunk.length} clue(s) shrunk`,
        );
        for (const candy of shrunk) console.log(`    ${candy.label.fontSize}px "${candy.text}"`);
      }
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
