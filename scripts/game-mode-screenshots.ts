/**
 * Screenshots of the game modes (docs/decisions/017-game-modes.md) for a look by eye, in the site's frame at 360×640 and
 * 1280×800: Word Candy Match in Paraphrase (start, board, results), Space Words' upgrade wave
 * (start, play) and dictation wave (start, play, results), and Dictation without an English voice.
 *   DIST_DIR=dist npm run build && npx tsx scripts/game-mode-screenshots.ts
 * Writes screenshots/mode-<game>-<mode>-<screen>-<360|1280>.png. Speech is stood in for (the
 * headless browser has no voices): a synthesis with one English voice, or with none.
 */
import { mkdirSync } from 'node:fs';
import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/browser.ts';
import { startBuiltServer } from './lib/built-server.ts';
import {
  type BaseSnapshot,
  state as gameState,
  press,
  PARAPHRASE_SHEET as SHEET,
  shoot as shootAfter,
  type Target,
  tap,
  waitFor as waitForScreen,
} from './lib/game-driver.ts';

type Snapshot = BaseSnapshot & {
  modeNote: string;
  play: {
    candies?: { pairId: number; side: string; x: number; y: number; moving: boolean }[];
    enemies?: { front: string; depth: number }[];
  } | null;
};

async function open(browser: Browser, baseUrl: string, game: string, width: number, voice: boolean) {
  const touch = width < 900;
  const page = await browser.newPage({
    viewport: { width, height: width < 900 ? 640 : 800 },
    hasTouch: touch,
    isMobile: touch,
  });
  // A string, not a function: tsx would add its own helpers to a function's text.
  await page.addInitScript(`
    class Utterance { constructor(text) { this.text = text; this.lang = ''; this.voice = null; this.rate = 1; } }
    const voices = ${voice ? "[{ name: 'Stand-in', lang: 'en-GB', voiceURI: 'x', localService: true, default: true }]" : '[]'};
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
    Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: {
      getVoices: () => voices, speak: () => undefined, cancel: () => undefined,
      addEventListener: () => undefined, removeEventListener: () => undefined } });
  `);
  await page.goto(`${baseUrl}/game/${game}`);
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
  return { page, frame, dx: box.x, dy: box.y, touch } satisfies Target;
}

async function chooseMode(target: Target, game: string, mode: string): Promise<void> {
  await waitFor(target, game, 'menu');
  await press(target, game, `mode-${mode}`);
  await target.page.waitForTimeout(300);
  await waitFor(target, game, 'menu');
}

async function candyParaphrase(target: Target, prefix: string): Promise<void> {
  await chooseMode(target, 'candy', 'paraphrase');
  await shoot(target, `${prefix}-start.png`);
  await press(target, 'candy', 'play');
  await waitFor(target, 'candy', 'play');
  await shoot(target, `${prefix}-play.png`);
  for (let guard = 0; guard < 40; guard += 1) {
    const current = await state(target, 'candy');
    if (current.scene !== 'play') break;
    const still = (current.play?.candies ?? []).filter((candy) => !candy.moving);
    const front = still.find((candy) => candy.side === 'front');
    const back = still.find((candy) => candy.side === 'back' && candy.pairId === front?.pairId);
    if (front && back) {
      await tap(target, front.x, front.y);
      await tap(target, back.x, back.y);
    }
    await target.page.waitForTimeout(400);
  }
  await waitFor(target, 'candy', 'result');
  await shoot(target, `${prefix}-results.png`);
}

async function spaceMode(target: Target, mode: string, prefix: string): Promise<void> {
  await chooseMode(target, 'space', mode);
  await shoot(target, `${prefix}-start.png`);
  await press(target, 'space', 'play');
  await waitFor(target, 'space', 'play');
  await target.page.waitForTimeout(4500);
  // A few keys at the lowest enemy: its answer's start (dictation: one wrong letter too).
  const [lowest] = [...((await state(target, 'space')).play?.enemies ?? [])].sort(
    (a, b) => b.depth - a.depth,
  );
  if (lowest) {
    const answer = lowest.front.split(' / ')[0] ?? '';
    const keys = mode === 'dictation' ? `${answer.slice(0, 2)}q` : answer.slice(0, 3);
    if (!target.touch) await target.page.keyboard.type(keys, { delay: 60 });
  }
  await shoot(target, `${prefix}-play.png`);
  if (mode !== 'dictation') return;
  if (lowest && !target.touch) await target.page.keyboard.type((lowest.front ?? '').slice(2), { delay: 60 });
  await waitFor(target, 'space', 'result', 240_000);
  await target.page.waitForTimeout(1500);
  await shoot(target, `${prefix}-results.png`);
}

const server = await startBuiltServer({ tmpPrefix: 'va-mode-shots-', useBaseUrl: true });
mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const widths = (process.env.SIZES ?? '360,1280').split(',').map(Number);
  const only = process.env.ONLY?.split(',');
  const jobs = widths
    .flatMap((width) => [
      {
        name: 'candy-paraphrase',
        run: async () =>
          candyParaphrase(
            await open(browser, server.baseUrl, 'candy', width, true),
            `screenshots/mode-candy-paraphrase-${width}`,
          ),
      },
      {
        name: 'space-paraphrase',
        run: async () =>
          spaceMode(
            await open(browser, server.baseUrl, 'space', width, true),
            'paraphrase',
            `screenshots/mode-space-paraphrase-${width}`,
          ),
      },
      {
        name: 'space-dictation',
        run: async () =>
          spaceMode(
            await open(browser, server.baseUrl, 'space', width, true),
            'dictation',
            `screenshots/mode-space-dictation-${width}`,
          ),
      },
      {
        name: 'space-novoice',
        run: async () => {
          const target = await open(browser, server.baseUrl, 'space', width, false);
          await chooseMode(target, 'space', 'dictation');
          await shoot(target, `screenshots/mode-space-dictation-novoice-${width}-start.png`);
        },
      },
    ])
    .filter((job) => !only || only.includes(job.name));
  const runAll = async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) await job.run();
  };
  await Promise.all([runAll(), runAll()]);
} finally {
  await browser.close();
  await server.stop();
}

function state(target: Target, game: string): Promise<Snapshot> {
  return gameState<Snapshot>(target, game);
}

function waitFor(target: Target, game: string, scene: string, timeout = 90_000): Promise<Snapshot> {
  return waitForScreen<Snapshot>(target, game, scene, timeout);
}

function shoot(target: Target, file: string): Promise<void> {
  return shootAfter(target, file, 800);
}
