/**
 * Both games with band 7 words (docs/decisions/022-ielts-lists-by-editors.md: the editors' clues at the games' normal font size):
 *   npm run build && npx tsx scripts/ielts-game-screenshots.ts [--test-vocabulary]
 * Plays the first 16 words of data/ielts/band-7.json as the games show a band's cards (the word,
 * its clue on the other side, the definition as the hint) on a phone upright (375×667) and
 * sideways (812×375), and writes screenshots/ielts7-<game>-<screen>-<size>.png. It prints the
 * clues on screen that a game drew under its normal size (Word Candy Match's clue size, Space
 * Words' label size), and how many of all the bands' clues would be, measured with this browser's
 * font at the size of the game's frame. `--test-vocabulary` plays the built-in Test Vocabulary
 * instead (screenshots/testvoc-...), to see that short words look as they did.
 * BASE_URL uses a running site instead.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium, type Frame } from '@playwright/test';
import { fitLabel as fitCandyLabel } from '../src/games/candy/label.ts';
import { playLayout as candyLayout, chooseGrid } from '../src/games/candy/layout.ts';
import type { Measure } from '../src/games/common/text-fit.ts';
import { FONT_UI } from '../src/games/common/theme.ts';
import { fitLabel as fitSpaceLabel, playLayout as spaceLayout } from '../src/games/space/layout.ts';
import type { IeltsEntry } from '../src/shared/ielts.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/browser.ts';
import { startBuiltServer } from './lib/built-server.ts';
import { type BaseSnapshot, press, shoot, state, type Target, waitFor } from './lib/game-driver.ts';

/** What this script reads of Word Candy Match's snapshot. */
type CandyShot = BaseSnapshot & {
  play: {
    clueFont: number;
    candies: { side: 'front' | 'back'; text: string; label: { fontSize: number } }[];
  } | null;
};

/** What this script reads of Space Words' snapshot. */
type SpaceShot = BaseSnapshot & {
  play: {
    labelFont: number;
    lanes: number;
    enemies: { back: string; label: { fontSize: number } }[];
  } | null;
};

const testVocabulary = process.argv.includes('--test-vocabulary');
const band = (number: number) =>
  JSON.parse(readFileSync(`data/ielts/band-${number}.json`, 'utf8')) as IeltsEntry[];
const entries = band(7);
const SHEET = {
  name: 'IELTS Band 7',
  VOC: entries.slice(0, 16).map((e) => ({ front: e.word, back: e.clue, hint: e.definition })),
};
const ALL_CLUES = [5, 6, 7, 8, 9].flatMap((number) => band(number).map((entry) => entry.clue));
const SIZES = [
  { width: 375, height: 667 },
  { width: 812, height: 375 },
];

/**
 * The width of text in the games' label face as this browser draws it: every word of the clues
 * measured once at 100 px, a line being its words and spaces (kerning between them left out).
 */
async function browserMeasure(frame: Frame, texts: readonly string[]): Promise<Measure> {
  const words = [...new Set(texts.flatMap((text) => text.split(/\s+/)))];
  const widths = await frame.evaluate(
    ([list, family]) => {
      const context = document.createElement('canvas').getContext('2d');
      if (!context) throw new Error('no canvas');
      context.font = `800 100px ${family}`;
      return [' ', ...list].map((word) => context.measureText(word).width / 100);
    },
    [words, FONT_UI] as const,
  );
  const [space = 0, ...rest] = widths;
  if (!(space > 0)) throw new Error('the browser measured no text');
  const table = new Map(words.map((word, index) => [word, rest[index] ?? 0]));
  return (text, size) => {
    const parts = text.split(' ');
    return (
      (parts.reduce((sum, word) => sum + (table.get(word) ?? 0.7 * [...word].length), 0) +
        space * (parts.length - 1)) *
      size
    );
  };
}

/** How many of `clues` a game would draw under its normal size in a `width` × `height` frame. */
function shrunkCount(
  game: string,
  clues: readonly string[],
  width: number,
  height: number,
  measure: Measure,
): number {
  if (game === 'candy') {
    const { cols, rows } = chooseGrid(width, height, true);
    const layout = candyLayout(width, height, cols, rows, true);
    const w = Math.round(layout.candyWidth);
    const h = Math.round(layout.candyHeight);
    const sizes = { maxFont: layout.maxFont, clueFont: layout.clueFont };
    return clues.filter((clue) => fitCandyLabel(clue, w, h, sizes, measure).fitted.fontSize < layout.clueFont)
      .length;
  }
  // An English round has at most 26 letter keys: the most that narrow the field.
  const lanes = spaceLayout(width, height, 24, undefined, true).lanes;
  const layout = spaceLayout(width, height, 26, lanes, true);
  return clues.filter(
    (clue) =>
      fitSpaceLabel(clue, layout.labelWidth, layout.labelFont, measure).fitted.fontSize < layout.labelFont,
  ).length;
}

const server = await startBuiltServer({ tmpPrefix: 'va-ielts-shots-', useBaseUrl: true });
mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const prefix = testVocabulary ? 'testvoc' : 'ielts7';
try {
  for (const game of ['candy', 'space']) {
    for (const { width, height } of SIZES) {
      const page = await browser.newPage({ viewport: { width, height }, hasTouch: true, isMobile: true });
      await page.goto(`${server.baseUrl}/game/${game}?seed=7`);
      if (!testVocabulary) {
        await page.evaluate((list) => {
          for (const key of ['voc-0', 'voc-1', 'voc-2']) localStorage.setItem(key, list);
        }, JSON.stringify(SHEET));
        await page.reload();
      }
      const element = page.getByTestId('game-frame');
      await element.waitFor();
      const box = await element.boundingBox();
      const frame = await (await element.elementHandle())?.contentFrame();
      if (!box || !frame) throw new Error(`${game}: no game frame`);
      await frame.waitForFunction((name) => name in window, `__${game}`);
      const target: Target = { page, frame, dx: box.x, dy: box.y, touch: true };
      const size = `${width}x${height}`;
      await waitFor<BaseSnapshot>(target, game, 'menu');
      await shoot(target, `screenshots/${prefix}-${game}-start-${size}.png`);
      await press(target, game, 'play');
      await waitFor<BaseSnapshot>(target, game, 'play');
      await shoot(target, `screenshots/${prefix}-${game}-play-${size}.png`, game === 'space' ? 5000 : 1200);
      const frameSize = `frame ${Math.round(box.width)}x${Math.round(box.height)}`;
      const shrunk: { fontSize: number; text: string }[] = [];
      if (game === 'candy') {
        const play = (await state<CandyShot>(target, game)).play;
        const normal = play?.clueFont || 0;
        for (const candy of play?.candies ?? []) {
          if (candy.side === 'back' && candy.label.fontSize < normal - 0.01) {
            shrunk.push({ fontSize: candy.label.fontSize, text: candy.text });
          }
        }
        console.log(
          `  ${frameSize}, clue size ${normal || 'none (no clues)'}: ${shrunk.length} clue(s) on screen shrunk`,
        );
      } else {
        const play = (await state<SpaceShot>(target, game)).play;
        for (const enemy of play?.enemies ?? []) {
          if (enemy.label.fontSize < (play?.labelFont ?? 0) - 0.01) {
            shrunk.push({ fontSize: enemy.label.fontSize, text: enemy.back });
          }
        }
        console.log(
          `  ${frameSize}, ${play?.lanes} lanes, label size ${play?.labelFont}: ${shrunk.length} of ${play?.enemies.length} label(s) in flight shrunk`,
        );
      }
      for (const { fontSize, text } of shrunk) console.log(`    ${fontSize}px "${text}"`);
      if (!testVocabulary) {
        const measure = await browserMeasure(frame, ALL_CLUES);
        const count = shrunkCount(game, ALL_CLUES, Math.round(box.width), Math.round(box.height), measure);
        const sample = measure('unreasonableness', 14).toFixed(1);
        console.log(
          `  all ${ALL_CLUES.length} clues of bands 5-9 in this font ("unreasonableness" at 14 px: ${sample} px): ${count} would be shrunk`,
        );
      }
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
