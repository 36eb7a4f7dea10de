/**
 * The screenshots of issue 33's closing note, for a look by eye: the home page, /pricing, /tracks,
 * a career page and both games' results screens, each at 320x640, 375x812 (upright), 812x375
 * (sideways) and 1280x800. After a build:
 *   npx tsx scripts/funnel-screenshots.ts [folder]      (default: screenshots/funnel)
 * It starts the built server with the bench's published track (scripts/lib/sample-world.ts), or
 * uses BASE_URL. The games are played by a signed-up learner (so the results screen carries the
 * line about the week, the note that once covered the title): Word Candy Match finds every pair
 * through the game's test state, Space Words runs at `?pace=test` and its round ends by itself;
 * each results screen is then shown at every size, as tests/e2e/results-layout.spec.ts does.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Frame, type Page } from '@playwright/test';
import type { BaseSnapshot } from '../src/games/common/test-state.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/browser.ts';
import { startBuiltServer } from './lib/built-server.ts';

const SIZES = [
  { width: 320, height: 640 },
  { width: 375, height: 812 },
  { width: 812, height: 375 },
  { width: 1280, height: 800 },
];
const PAGES: [name: string, urlPath: string][] = [
  ['home', '/'],
  ['pricing', '/pricing'],
  ['tracks', '/tracks'],
  ['career-1', '/career/1'],
];
const outDir = process.argv[2] ?? 'screenshots/funnel';
const sizeName = ({ width, height }: { width: number; height: number }) => `${width}x${height}`;

type Snapshot = BaseSnapshot;
type Candy = { x: number; y: number; side: string; pairId: number; moving: boolean };

async function until<T>(what: string, read: () => Promise<T | null | false>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs / 1000} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const stateOf = (frame: Frame, game: string) =>
  frame.evaluate(
    (key) => (window as unknown as Record<string, unknown>)[key] ?? null,
    `__${game}`,
  ) as Promise<Snapshot | null>;

async function gameFrame(page: Page, game: string): Promise<Frame> {
  return until(
    `the ${game} frame`,
    async () => page.frames().find((frame) => frame.url().includes(`/games/${game}/`)) ?? null,
  );
}

async function waitForScene(frame: Frame, game: string, scene: string, timeoutMs = 60_000) {
  return until(
    `${game}'s ${scene} screen`,
    async () => {
      const state = await stateOf(frame, game);
      return state?.scene === scene && state.ready ? state : null;
    },
    timeoutMs,
  );
}

async function pressButton(frame: Frame, game: string, name: string) {
  const state = await stateOf(frame, game);
  const button = state?.buttons.find((candidate) => candidate.name === name);
  if (!button) throw new Error(`no "${name}" button on ${game}'s ${state?.scene} screen`);
  await frame.locator('#game').click({ position: { x: button.x, y: button.y } });
}

/** A right pair of candies that are still, or null once the round is over. */
async function stillPair(frame: Frame): Promise<[Candy, Candy] | null> {
  const found = await frame.waitForFunction(
    () => {
      const state = (
        window as unknown as {
          __candy?: { scene: string; play?: { status: string; candies: Candy[] } };
        }
      ).__candy;
      const play = state?.play;
      if (state?.scene !== 'play' || !play || play.status !== 'playing') return { pair: null };
      const still = play.candies.filter((candy) => !candy.moving);
      for (const candy of still) {
        if (candy.side !== 'front') continue;
        const partner = still.find((other) => other.side === 'back' && other.pairId === candy.pairId);
        if (partner) return { pair: [candy, partner] };
      }
      return false;
    },
    undefined,
    { timeout: 30_000 },
  );
  return ((await found.jsonValue()) as { pair: [Candy, Candy] | null }).pair;
}

async function signUp(page: Page) {
  const response = await page.request.post('/api/auth/sign-up', {
    data: { email: `shots.${Date.now()}@example.com`, password: 'Shots-for-33-2026', reCaptcha: '' },
  });
  if (!response.ok()) throw new Error(`sign-up: ${response.status()} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  await page.goto('/');
  await page.evaluate((value) => {
    (window as unknown as { __app: { setToken: (token: string) => void } }).__app.setToken(value);
  }, token);
  await page.reload({ waitUntil: 'networkidle' });
}

/** Plays a round of `game` to its results screen, then shows that screen at every size. */
async function resultsAtEverySize(browser: Browser, baseUrl: string, game: 'candy' | 'space') {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    await signUp(page);
    await page.goto(game === 'space' ? '/game/space?pace=test&seed=7' : '/game/candy?seed=7');
    const frame = await gameFrame(page, game);
    await waitForScene(frame, game, 'menu');
    await pressButton(frame, game, 'play');
    await waitForScene(frame, game, 'play');
    if (game === 'candy') {
      for (let guard = 0; guard < 40; guard += 1) {
        const pair = await stillPair(frame);
        if (!pair) break;
        for (const candy of pair)
          await frame.locator('#game').click({ position: { x: candy.x, y: candy.y } });
      }
    }
    await waitForScene(frame, game, 'result', 120_000);
    // The site's review (with the line about the week) arrives after the results.
    await until('the line about the week', async () => {
      const habit = (await stateOf(frame, game))?.resultScreen?.habit;
      return habit || null;
    });
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await until(`the results screen laid out at ${sizeName(size)}`, async () => {
        const view = (await stateOf(frame, game))?.resultScreen?.areas?.view;
        const [width, height] = await frame.evaluate(() => [innerWidth, innerHeight]);
        return view?.width === width && view.height === height;
      });
      const file = path.join(outDir, `${game}-results-${sizeName(size)}.png`);
      await page.screenshot({ path: file });
      console.log(file);
    }
  } finally {
    await context.close();
  }
}

mkdirSync(outDir, { recursive: true });
const server = await startBuiltServer({
  tmpPrefix: 'va-shots-',
  useBaseUrl: true,
  sampleWorld: true,
  // The script signs its learner up without solving a captcha.
  env: { CAPTCHA: 'off' },
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const size of process.env.SHOTS === 'games' ? [] : SIZES) {
    const phone = size.width < 1000;
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: size,
      ...(phone ? { isMobile: true, hasTouch: true } : {}),
    });
    const page = await context.newPage();
    for (const [name, urlPath] of PAGES) {
      await page.goto(urlPath, { waitUntil: 'networkidle' });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      const file = path.join(outDir, `${name}-${sizeName(size)}.png`);
      await page.screenshot({ path: file });
      console.log(`${file}${width > size.width ? `  (the page is ${width} px wide)` : ''}`);
    }
    await context.close();
  }
  if (process.env.SHOTS !== 'pages') {
    await resultsAtEverySize(browser, server.baseUrl, 'candy');
    await resultsAtEverySize(browser, server.baseUrl, 'space');
  }
} finally {
  await browser.close();
  await server.stop();
}
