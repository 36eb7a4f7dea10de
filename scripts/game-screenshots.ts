/**
 * Screenshots of both games' screens (start, play, pause, results) for a look by eye:
 *   npm run build && npx tsx scripts/game-screenshots.ts
 * Plays each game on its own page (the built-in sample words) at 360×640 and 1280×800 and writes
 * screenshots/game-<game>-<screen>-<width>.png. BASE_URL uses a running site instead.
 */
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/browser.ts';
import { startBuiltServer } from './lib/built-server.ts';

type Snapshot = {
  scene: string;
  ready: boolean;
  buttons: { name: string; x: number; y: number; enabled: boolean }[];
  play: {
    candies?: { id: number; pairId: number; side: string; x: number; y: number; moving: boolean }[];
    enemies?: { front: string }[];
  } | null;
};

const SIZES = [
  { width: 360, height: 640 },
  { width: 1280, height: 800 },
];

async function state(page: Page, game: string): Promise<Snapshot> {
  return page.evaluate(
    (name) => (window as unknown as Record<string, Snapshot>)[name] as Snapshot,
    `__${game}`,
  );
}

async function waitFor(page: Page, game: string, scene: string, timeout = 60_000): Promise<Snapshot> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const current = await state(page, game);
    if (current.scene === scene && current.ready) return current;
    if (Date.now() > deadline) throw new Error(`${game}: no ${scene} screen`);
    await page.waitForTimeout(100);
  }
}

async function press(page: Page, game: string, name: string): Promise<void> {
  const button = (await state(page, game)).buttons.find((candidate) => candidate.name === name);
  if (!button) throw new Error(`${game}: no ${name} button`);
  await page.mouse.click(button.x, button.y);
}

async function shoot(page: Page, file: string): Promise<void> {
  await page.waitForTimeout(700);
  await page.screenshot({ path: file });
  console.log(file);
}

/** Plays Word Candy Match: a few pairs, the pause card, then one wrong pair and the rest right. */
async function candy(page: Page, prefix: string): Promise<void> {
  await waitFor(page, 'candy', 'menu');
  await shoot(page, `${prefix}-start.png`);
  await press(page, 'candy', 'play');
  await waitFor(page, 'candy', 'play');
  await shoot(page, `${prefix}-play.png`);
  await page.keyboard.press('Escape');
  await shoot(page, `${prefix}-pause.png`);
  await page.keyboard.press('Escape');
  let wrong = true;
  for (;;) {
    const current = await state(page, 'candy');
    if (current.scene === 'result') break;
    const still = (current.play?.candies ?? []).filter((item) => !item.moving);
    const front = still.find((item) => item.side === 'front');
    const back = still.find(
      (item) =>
        item.side === 'back' && (wrong ? item.pairId !== front?.pairId : item.pairId === front?.pairId),
    );
    if (front && back) {
      await page.mouse.click(front.x, front.y);
      await page.mouse.click(back.x, back.y);
      wrong = false;
    }
    await page.waitForTimeout(120);
  }
  await waitFor(page, 'candy', 'result');
  await page.waitForTimeout(1500);
  await shoot(page, `${prefix}-results.png`);
}

/** Plays Space Words: types the first word, pauses, then lets the rest reach the base. */
async function space(page: Page, prefix: string): Promise<void> {
  await waitFor(page, 'space', 'menu');
  await shoot(page, `${prefix}-start.png`);
  await press(page, 'space', 'play');
  await waitFor(page, 'space', 'play');
  await page.waitForTimeout(2500);
  const enemy = (await state(page, 'space')).play?.enemies?.[0];
  if (enemy)
    await page.keyboard.type(enemy.front.slice(0, Math.max(1, enemy.front.length - 1)), { delay: 60 });
  await shoot(page, `${prefix}-play.png`);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await page.keyboard.press('p');
  const paused = (await state(page, 'space')).buttons.some((button) => button.name === 'resume');
  if (!paused) await press(page, 'space', 'pause');
  await shoot(page, `${prefix}-pause.png`);
  await press(page, 'space', 'resume');
  await waitFor(page, 'space', 'result', 180_000);
  await page.waitForTimeout(1500);
  await shoot(page, `${prefix}-results.png`);
}

const server = await startBuiltServer({ tmpPrefix: 'va-shots-', useBaseUrl: true });
mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const games = (process.env.GAMES ?? 'candy,space').split(',');
  await Promise.all(
    games.flatMap((game) =>
      SIZES.map(async (size) => {
        const page = await browser.newPage({ viewport: size, hasTouch: false });
        await page.goto(`${server.baseUrl}/games/${game}/?keyboard=hardware`);
        const prefix = `screenshots/game-${game}-${size.width}`;
        await (game === 'candy' ? candy(page, prefix) : space(page, prefix));
        await page.close();
      }),
    ),
  );
} finally {
  await browser.close();
  await server.stop();
}
