/**
 * Screenshots of both games' screens (start, play, pause, results) for a look by eye:
 *   npm run build && npx tsx scripts/game-screenshots.ts
 * Plays each game on its own page (the built-in sample words) at 360×640, 640×360, 812×375 and
 * 1280×800, and the short sizes again inside the site's frame under its header (/game/<game>, as
 * a phone held sideways shows it), and writes screenshots/game-<game>-<screen>-<size>.png
 * (size: 360 or 1280 for the first and last, else e.g. 812x375, with "-site" in the frame).
 * BASE_URL uses a running site instead; SIZES=812x375,640x360 picks sizes.
 */
import { mkdirSync } from 'node:fs';
import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/browser.ts';
import { startBuiltServer } from './lib/built-server.ts';
import type { BaseSnapshot } from './lib/game-driver.ts';
import {
  state as gameState,
  press,
  shoot,
  type Target,
  tap,
  waitFor as waitForScreen,
} from './lib/game-driver.ts';

type Snapshot = BaseSnapshot & {
  play: {
    candies?: { id: number; pairId: number; side: string; x: number; y: number; moving: boolean }[];
    enemies?: { front: string }[];
  } | null;
  keyboard?: { keys: { key: string; x: number; y: number }[] };
};

type Shot = { width: number; height: number; site: boolean };

const ALL: Shot[] = [
  { width: 360, height: 640, site: false },
  { width: 640, height: 360, site: false },
  { width: 812, height: 375, site: false },
  { width: 1280, height: 800, site: false },
  { width: 640, height: 360, site: true },
  { width: 812, height: 375, site: true },
];

/** Plays Word Candy Match: a few pairs, the pause card, then one wrong pair and the rest right. */
async function candy(target: Target, prefix: string): Promise<void> {
  const { page } = target;
  await waitFor(target, 'candy', 'menu');
  await shoot(target, `${prefix}-start.png`);
  await press(target, 'candy', 'play');
  await waitFor(target, 'candy', 'play');
  await shoot(target, `${prefix}-play.png`);
  await press(target, 'candy', 'pause');
  await shoot(target, `${prefix}-pause.png`);
  await press(target, 'candy', 'resume');
  let wrong = true;
  for (;;) {
    const current = await state(target, 'candy');
    if (current.scene === 'result') break;
    const still = (current.play?.candies ?? []).filter((item) => !item.moving);
    const front = still.find((item) => item.side === 'front');
    const back = still.find(
      (item) =>
        item.side === 'back' && (wrong ? item.pairId !== front?.pairId : item.pairId === front?.pairId),
    );
    if (front && back) {
      await tap(target, front.x, front.y);
      await tap(target, back.x, back.y);
      wrong = false;
    }
    await page.waitForTimeout(120);
  }
  await waitFor(target, 'candy', 'result');
  await page.waitForTimeout(1500);
  await shoot(target, `${prefix}-results.png`);
}

/** Plays Space Words: types the first word, pauses, then lets the rest reach the base. */
async function space(target: Target, prefix: string): Promise<void> {
  const { page } = target;
  await waitFor(target, 'space', 'menu');
  await shoot(target, `${prefix}-start.png`);
  await press(target, 'space', 'play');
  await waitFor(target, 'space', 'play');
  await page.waitForTimeout(2500);
  const enemy = (await state(target, 'space')).play?.enemies?.[0];
  const typed = enemy ? enemy.front.slice(0, Math.max(1, enemy.front.length - 1)) : '';
  if (target.touch) {
    for (const char of typed) {
      const key = (await state(target, 'space')).keyboard?.keys.find((candidate) => candidate.key === char);
      if (key) await tap(target, key.x, key.y);
    }
    await press(target, 'space', 'hint');
  } else if (typed) {
    await page.keyboard.type(typed, { delay: 60 });
    await page.keyboard.press('ArrowUp');
  }
  await shoot(target, `${prefix}-play.png`);
  await press(target, 'space', 'pause');
  await shoot(target, `${prefix}-pause.png`);
  await press(target, 'space', 'resume');
  await waitFor(target, 'space', 'result', 180_000);
  await page.waitForTimeout(1500);
  await shoot(target, `${prefix}-results.png`);
}

/** Opens a game alone or in the site's frame; a phone-sized screen is a touch screen. */
async function open(browser: Browser, baseUrl: string, game: string, shot: Shot): Promise<Target> {
  const touch = shot.width < 900;
  const page = await browser.newPage({
    viewport: { width: shot.width, height: shot.height },
    hasTouch: touch,
    isMobile: touch,
  });
  if (!shot.site) {
    await page.goto(`${baseUrl}/games/${game}/${touch ? '' : '?keyboard=hardware'}`);
    return { page, frame: page.mainFrame(), dx: 0, dy: 0, touch };
  }
  await page.goto(`${baseUrl}/game/${game}`);
  const element = page.getByTestId('game-frame');
  await element.waitFor();
  const box = await element.boundingBox();
  const frame = await (await element.elementHandle())?.contentFrame();
  if (!box || !frame) throw new Error(`${game}: no game frame`);
  await frame.waitForFunction((name) => name in window, `__${game}`);
  return { page, frame, dx: box.x, dy: box.y, touch };
}

function sizeName(shot: Shot): string {
  const name = shot.width === 360 || shot.width === 1280 ? `${shot.width}` : `${shot.width}x${shot.height}`;
  return shot.site ? `${name}-site` : name;
}

const server = await startBuiltServer({ tmpPrefix: 'va-shots-', useBaseUrl: true });
mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const games = (process.env.GAMES ?? 'candy,space').split(',');
  const wanted = process.env.SIZES?.split(',');
  const shots = ALL.filter((shot) => !wanted || wanted.includes(sizeName(shot)));
  // Two at a time: the machine is small and the games' timing matters.
  const jobs = games.flatMap((game) => shots.map((shot) => ({ game, shot })));
  const run = async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      const { game, shot } = job;
      const target = await open(browser, server.baseUrl, game, shot);
      const prefix = `screenshots/game-${game}-${sizeName(shot)}`;
      await (game === 'candy' ? candy(target, prefix) : space(target, prefix));
      await target.page.close();
    }
  };
  await Promise.all([run(), run()]);
} finally {
  await browser.close();
  await server.stop();
}

function state(target: Target, game: string): Promise<Snapshot> {
  return gameState<Snapshot>(target, game);
}

function waitFor(target: Target, game: string, scene: string, timeout?: number): Promise<Snapshot> {
  return waitForScreen<Snapshot>(target, game, scene, timeout);
}
