/**
 * The game benchmark, run by `npm run bench` against the built server (or on its own:
 * `BASE_URL=http://127.0.0.1:3000 npx tsx scripts/bench-games.ts`). In headless Chromium it
 * measures Word Candy Match's page:
 * - its JavaScript, gzipped (goal: at most 400 KB), and that no Phaser byte is in the site's chunks;
 * - the time from navigation to the first playable frame (the start screen, words loaded;
 *   goal: at most 1.5 s), the median of a few cold loads;
 * - frame times during a busy cascade: pairs popped as fast as candies come to rest, so falls,
 *   drops, particles and score pops overlap (goal: 95th percentile at most 17 ms, i.e. 60 fps).
 * Then Space Words' page (`benchSpace`): its JavaScript and first playable frame with the same
 * goals, frame times with thirty enemies in flight while words are typed as fast as the browser
 * takes keys (explosions, debris and sparks included; goal p95 at most 17 ms), and how many frames
 * a key press takes to show its shot (goal: the next frame).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import type { CandySnapshot } from '../src/games/candy/test-state.ts';
import type { SpaceSnapshot } from '../src/games/space/test-state.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/browser.ts';
import { PARAPHRASE_SHEET } from './lib/game-driver.ts';

const LOADS = Number(process.env.BENCH_GAME_LOADS ?? 5);
const CASCADE_MS = Number(process.env.BENCH_CASCADE_MS ?? 8000);
const GOALS = { jsGzipKb: 400, playableMs: 1500, playToRoundMs: 500, p95FrameMs: 17 };

export type GameBenchResult = {
  jsGzipKb: number;
  phaserInSite: boolean;
  playableMs: number[];
  /**
   * From Play on the start screen to the round's first frame, once the page has fetched the
   * engine's code while idle (the start screen is HTML; Phaser runs from Play: record 038).
   */
  playToRoundMs: number[];
  frames: number;
  pairs: number;
  frameMs: { p50: number; p95: number; p99: number; max: number };
  workMs: { p50: number; p95: number; max: number };
  /** Space Words' part (see benchSpace). */
  space?: SpaceBenchResult;
  /** The game modes (docs/decisions/017-game-modes.md): frame times of each mode other than Translation. */
  modes?: ModeBenchResult[];
};

/** Frame times of one game mode, measured as its Translation counterpart is. */
export type ModeBenchResult = {
  game: 'candy' | 'space';
  mode: 'paraphrase' | 'dictation';
  frames: number;
  /** Pairs popped (Candy) or words shot down (Space). */
  actions: number;
  frameMs: { p50: number; p95: number; p99: number; max: number };
  /** The game's own work per frame (update + render), what load on the machine does not add to. */
  workMs: { p50: number; p95: number; max: number };
  /** Space: the fewest enemies in flight while measured. */
  minEnemies?: number;
};

function percentile(values: number[], share: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] as number;
}

function median(values: number[]): number {
  return percentile(values, 0.5);
}

/** Script and module-preload addresses of an HTML page. */
function scriptsOf(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)) {
    if (match[1]) found.add(match[1]);
  }
  return [...found];
}

async function text(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

/**
 * Gzipped size of the game page's JavaScript; and whether the site's chunks hold Phaser or import
 * its chunk: the chunks the landing page loads, and every chunk no game page loads (the site's
 * lazy pages). Chunks only the game pages load (their own and what they share) may use Phaser.
 */
async function measureBundles(baseUrl: string): Promise<{ jsGzipKb: number; phaserInSite: boolean }> {
  let bytes = 0;
  for (const script of scriptsOf(await text(`${baseUrl}/games/candy/`))) {
    bytes += gzipSync(await text(new URL(script, baseUrl).href), { level: 9 }).length;
  }
  const assets = path.join(process.env.DIST_DIR ?? 'dist', 'client', 'assets');
  const files = readdirSync(assets).filter((file) => file.endsWith('.js'));
  const phaserChunk = files.find((file) => file.startsWith('phaser-'));
  const siteScripts = scriptsOf(await text(`${baseUrl}/`)).map((script) => path.basename(script));
  const gameScripts = new Set<string>();
  for (const game of ['candy', 'space']) {
    for (const script of scriptsOf(await text(`${baseUrl}/games/${game}/`)))
      gameScripts.add(path.basename(script));
  }
  const siteChunks = files.filter((file) => siteScripts.includes(file) || !gameScripts.has(file));
  let phaserInSite = false;
  for (const file of siteChunks) {
    if (file === phaserChunk) {
      phaserInSite = true;
      continue;
    }
    const source = readFileSync(path.join(assets, file), 'utf8');
    if (source.includes('Phaser v') || (phaserChunk && source.includes(phaserChunk))) phaserInSite = true;
  }
  return { jsGzipKb: bytes / 1024, phaserInSite };
}

async function state(page: Page): Promise<CandySnapshot | null> {
  return page.evaluate(() => (window as unknown as { __candy?: CandySnapshot }).__candy ?? null);
}

async function waitReady(page: Page, scene: CandySnapshot['scene']): Promise<void> {
  await page.waitForFunction(
    (wanted) => {
      const current = (window as unknown as { __candy?: CandySnapshot }).__candy;
      return current?.scene === wanted && current.ready;
    },
    scene,
    { timeout: 15_000 },
  );
}

async function clickButton(page: Page, name: string): Promise<void> {
  const button = (await state(page))?.buttons.find((candidate) => candidate.name === name);
  if (!button) throw new Error(`no ${name} button`);
  await page.mouse.click(button.x, button.y);
}

export async function benchGames(baseUrl: string): Promise<GameBenchResult> {
  const bundles = await measureBundles(baseUrl);
  const renderer = process.env.BENCH_RENDERER ? `?renderer=${process.env.BENCH_RENDERER}` : '';
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // Cold loads: a fresh context each time, so nothing is cached.
    const playableMs: number[] = [];
    const playToRoundMs: number[] = [];
    for (let load = 0; load < LOADS; load += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/games/candy/${renderer}`);
      await page.waitForFunction(() => performance.getEntriesByName('candy:playable').length > 0, null, {
        timeout: 15_000,
      });
      playableMs.push(
        await page.evaluate(() => performance.getEntriesByName('candy:playable')[0]?.startTime ?? 0),
      );
      // Play as a player would, a moment later: once the idle page has fetched Phaser's chunk.
      await waitReady(page, 'menu');
      await page.waitForFunction(
        () =>
          performance
            .getEntriesByType('resource')
            .some(
              (entry) =>
                /\/phaser-[\w-]+\.js$/.test(entry.name) &&
                (entry as PerformanceResourceTiming).responseEnd > 0,
            ),
        null,
        { timeout: 15_000 },
      );
      const pressedAt = await page.evaluate(() => performance.now());
      await clickButton(page, 'play');
      await page.waitForFunction(
        () => {
          const current = (window as unknown as { __candy?: CandySnapshot }).__candy;
          // The play screen's first frame (its candies then drop in: `ready` comes later).
          return current?.scene === 'play';
        },
        null,
        { timeout: 15_000, polling: 'raf' },
      );
      playToRoundMs.push((await page.evaluate(() => performance.now())) - pressedAt);
      await context.close();
    }

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/games/candy/${renderer}`);
    await waitReady(page, 'menu');
    await clickButton(page, 'play');
    await waitReady(page, 'play');
    await page.waitForTimeout(300);

    const perfBefore = await page.evaluate(
      () => (window as unknown as { __candyPerf: { frames: number } }).__candyPerf.frames,
    );
    // A string, not a function: the script runner's helpers do not exist in the page.
    await page.evaluate(`(() => {
      window.__frameGaps = [];
      window.__sampling = true;
      let last = performance.now();
      const tick = (now) => {
        window.__frameGaps.push(now - last);
        last = now;
        if (window.__sampling) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    })()`);

    // Pop pairs as soon as both candies rest; start a new round when one ends.
    let pairs = 0;
    const end = Date.now() + CASCADE_MS;
    while (Date.now() < end) {
      const current = await state(page);
      if (current?.scene === 'result' && current.ready) {
        await clickButton(page, 'play-again');
        await waitReady(page, 'play');
        continue;
      }
      const candies = current?.scene === 'play' ? (current.play?.candies ?? []) : [];
      const still = candies.filter((candy) => !candy.moving);
      const front = still.find(
        (candy) =>
          candy.side === 'front' &&
          still.some((other) => other.pairId === candy.pairId && other.side === 'back'),
      );
      const back = front
        ? still.find((candy) => candy.pairId === front.pairId && candy.side === 'back')
        : undefined;
      if (!front || !back) {
        await page.waitForTimeout(16);
        continue;
      }
      await page.mouse.click(front.x, front.y);
      await page.mouse.click(back.x, back.y);
      pairs += 1;
    }

    const gaps = await page.evaluate(() => {
      const scope = window as unknown as { __frameGaps: number[]; __sampling: boolean };
      scope.__sampling = false;
      return scope.__frameGaps.slice(2);
    });
    const perf = await page.evaluate(
      () => (window as unknown as { __candyPerf: { frames: number; work: number[] } }).__candyPerf,
    );
    const work = perf.work.slice(-Math.min(perf.work.length, perf.frames - perfBefore));
    await context.close();
    const space = process.env.BENCH_SPACE === '0' ? undefined : await benchSpace(baseUrl, browser);
    const modes =
      process.env.BENCH_MODES === '0'
        ? undefined
        : [
            await benchCandyParaphrase(baseUrl, browser),
            ...(process.env.BENCH_SPACE === '0'
              ? []
              : [
                  await benchSpaceMode(baseUrl, browser, 'paraphrase'),
                  await benchSpaceMode(baseUrl, browser, 'dictation'),
                ]),
          ];
    return {
      ...bundles,
      space,
      modes,
      playableMs,
      playToRoundMs,
      frames: gaps.length,
      pairs,
      frameMs: {
        p50: percentile(gaps, 0.5),
        p95: percentile(gaps, 0.95),
        p99: percentile(gaps, 0.99),
        max: Math.max(...gaps),
      },
      workMs: { p50: percentile(work, 0.5), p95: percentile(work, 0.95), max: Math.max(...work) },
    };
  } finally {
    await browser.close();
  }
}

export function printGameBench(result: GameBenchResult): boolean {
  const playable = median(result.playableMs);
  const verdict = (ok: boolean) => (ok ? 'MET' : 'NOT MET');
  const jsOk = result.jsGzipKb <= GOALS.jsGzipKb && !result.phaserInSite;
  const playableOk = playable <= GOALS.playableMs;
  const playToRound = median(result.playToRoundMs);
  const playToRoundOk = playToRound <= GOALS.playToRoundMs;
  const framesOk = result.frameMs.p95 <= GOALS.p95FrameMs;
  console.log('\nGame benchmark: Word Candy Match (/games/candy/) in headless Chromium, 1280x800');
  console.log(
    `  JavaScript, gzipped:        ${result.jsGzipKb.toFixed(1)} KB (goal ≤ ${GOALS.jsGzipKb} KB); Phaser in the site's chunks: ${result.phaserInSite ? 'YES' : 'no'}  ${verdict(jsOk)}`,
  );
  console.log(
    `  first playable frame:       ${playable.toFixed(0)} ms median of ${result.playableMs.length} cold loads (${result.playableMs.map((ms) => ms.toFixed(0)).join(', ')}; goal ≤ ${GOALS.playableMs} ms)  ${verdict(playableOk)}`,
  );
  console.log(
    `  Play to the round's frame:  ${playToRound.toFixed(0)} ms median of ${result.playToRoundMs.length} (${result.playToRoundMs.map((ms) => ms.toFixed(0)).join(', ')}; the engine starts at Play; goal ≤ ${GOALS.playToRoundMs} ms)  ${verdict(playToRoundOk)}`,
  );
  console.log(
    `  frame time, busy cascade:   p50 ${result.frameMs.p50.toFixed(1)} ms, p95 ${result.frameMs.p95.toFixed(1)} ms, p99 ${result.frameMs.p99.toFixed(1)} ms, max ${result.frameMs.max.toFixed(1)} ms over ${result.frames} frames, ${result.pairs} pairs popped (goal p95 ≤ ${GOALS.p95FrameMs} ms)  ${verdict(framesOk)}`,
  );
  console.log(
    `  game work per frame:        p50 ${result.workMs.p50.toFixed(2)} ms, p95 ${result.workMs.p95.toFixed(2)} ms, max ${result.workMs.max.toFixed(1)} ms (update + render, of the 16.7 ms a frame has)`,
  );
  const spaceOk = result.space ? printSpaceBench(result.space) : true;
  let modesOk = true;
  if (result.modes) {
    console.log('\nGame benchmark: the game modes, frame times as above, 1280x800');
    for (const mode of result.modes) {
      const enemiesOk = mode.minEnemies === undefined || mode.minEnemies >= SPACE_ENEMIES * 0.9;
      const ok = mode.frameMs.p95 <= GOALS.p95FrameMs && mode.frames > 0 && mode.actions > 0 && enemiesOk;
      modesOk &&= ok;
      const what =
        mode.game === 'candy'
          ? `${mode.actions} pairs popped`
          : `${mode.actions} words shot down, at least ${mode.minEnemies} enemies in flight`;
      console.log(
        `  ${`${mode.game === 'candy' ? 'Word Candy Match' : 'Space Words'}, ${mode.mode}:`.padEnd(30)}p50 ${mode.frameMs.p50.toFixed(1)} ms, p95 ${mode.frameMs.p95.toFixed(1)} ms, p99 ${mode.frameMs.p99.toFixed(1)} ms, max ${mode.frameMs.max.toFixed(1)} ms over ${mode.frames} frames; ${what} (goal p95 ≤ ${GOALS.p95FrameMs} ms)  ${verdict(ok)}`,
      );
      console.log(
        `  ${''.padEnd(30)}game work per frame p50 ${mode.workMs.p50.toFixed(2)} ms, p95 ${mode.workMs.p95.toFixed(2)} ms, max ${mode.workMs.max.toFixed(1)} ms`,
      );
    }
  }
  return jsOk && playableOk && playToRoundOk && framesOk && spaceOk && modesOk;
}

// ——— The game modes ———

/** Starts sampling the frame gaps in a page or frame (a string: the runner's helpers are not there). */
const SAMPLE_FRAMES = `(() => {
  window.__frameGaps = [];
  window.__sampling = true;
  let last = performance.now();
  const tick = (now) => {
    window.__frameGaps.push(now - last);
    last = now;
    if (window.__sampling) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

const STOP_SAMPLING = `(() => { window.__sampling = false; return window.__frameGaps.slice(2); })()`;

/** Speech stood in for (headless Chromium has no voices): one English voice that says nothing. */
const SPEECH_STAND_IN = `
  class Utterance { constructor(text) { this.text = text; this.lang = ''; this.voice = null; this.rate = 1; } }
  const voices = [{ name: 'Bench', lang: 'en-GB', voiceURI: 'bench', localService: true, default: true }];
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
  Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: {
    getVoices: () => voices, speak: () => undefined, cancel: () => undefined,
    addEventListener: () => undefined, removeEventListener: () => undefined } });
`;

function workStats(work: number[]) {
  return { p50: percentile(work, 0.5), p95: percentile(work, 0.95), max: Math.max(...work) };
}

function frameStats(gaps: number[]) {
  return {
    p50: percentile(gaps, 0.5),
    p95: percentile(gaps, 0.95),
    p99: percentile(gaps, 0.99),
    max: Math.max(...gaps),
  };
}

/**
 * Word Candy Match in Paraphrase mode, in the site's frame (the paraphrases come through the
 * site): the same busy cascade as Translation, on a sheet of band words.
 */
async function benchCandyParaphrase(
  baseUrl: string,
  browser: import('@playwright/test').Browser,
): Promise<ModeBenchResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/game/candy`);
  await page.evaluate((list) => {
    for (const key of ['voc-0', 'voc-1', 'voc-2']) localStorage.setItem(key, list);
    localStorage.setItem('candy-mode', 'paraphrase');
  }, JSON.stringify(PARAPHRASE_SHEET));
  await page.reload();
  const element = page.getByTestId('game-frame');
  await element.waitFor();
  const box = await element.boundingBox();
  const frame = await (await element.elementHandle())?.contentFrame();
  if (!box || !frame) throw new Error('candy: no game frame');
  const candyIn = () =>
    frame.evaluate(() => (window as unknown as { __candy?: CandySnapshot }).__candy ?? null);
  const ready = (scene: string) =>
    frame.waitForFunction(
      (wanted) => {
        const current = (window as unknown as { __candy?: CandySnapshot }).__candy;
        return current?.scene === wanted && current.ready && (current.paraphraseWords ?? 0) > 0;
      },
      scene,
      { timeout: 20_000 },
    );
  const click = async (name: string) => {
    const button = (await candyIn())?.buttons.find((candidate) => candidate.name === name);
    if (!button) throw new Error(`candy: no ${name} button`);
    await page.mouse.click(box.x + button.x, box.y + button.y);
  };
  await ready('menu');
  await click('play');
  await ready('play');
  await page.waitForTimeout(300);
  const perfBefore = await frame.evaluate(
    () => (window as unknown as { __candyPerf: { frames: number } }).__candyPerf.frames,
  );
  await frame.evaluate(SAMPLE_FRAMES);
  let pairs = 0;
  const end = Date.now() + CASCADE_MS;
  while (Date.now() < end) {
    const current = await candyIn();
    if (current?.scene === 'result' && current.ready) {
      await click('play-again');
      await ready('play');
      continue;
    }
    const still = (current?.scene === 'play' ? (current.play?.candies ?? []) : []).filter(
      (candy) => !candy.moving,
    );
    const front = still.find(
      (candy) =>
        candy.side === 'front' &&
        still.some((other) => other.pairId === candy.pairId && other.side === 'back'),
    );
    const back = front
      ? still.find((candy) => candy.pairId === front.pairId && candy.side === 'back')
      : undefined;
    if (!front || !back) {
      await page.waitForTimeout(16);
      continue;
    }
    await page.mouse.click(box.x + front.x, box.y + front.y);
    await page.mouse.click(box.x + back.x, box.y + back.y);
    pairs += 1;
  }
  const gaps = (await frame.evaluate(STOP_SAMPLING)) as number[];
  const perf = await frame.evaluate(
    () => (window as unknown as { __candyPerf: { frames: number; work: number[] } }).__candyPerf,
  );
  await context.close();
  return {
    workMs: workStats(perf.work.slice(-Math.min(perf.work.length, perf.frames - perfBefore))),
    game: 'candy',
    mode: 'paraphrase',
    frames: gaps.length,
    actions: pairs,
    frameMs: frameStats(gaps),
  };
}

/**
 * Space Words in an upgrade or a dictation wave under the same load as Translation: thirty
 * enemies in flight (`?stress=`, made-up words; upgrade labels carry their arrow, dictation labels
 * are sounds, each enemy is spoken as it appears and the spelling is strict).
 */
async function benchSpaceMode(
  baseUrl: string,
  browser: import('@playwright/test').Browser,
  mode: 'paraphrase' | 'dictation',
): Promise<ModeBenchResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(SPEECH_STAND_IN);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/games/space/?stress=${SPACE_ENEMIES}&keyboard=hardware&seed=7&mode=${mode}`);
  await spaceReady(page, 'menu');
  const play = (await spaceState(page))?.buttons.find((button) => button.name === 'play');
  if (!play) throw new Error('no play button');
  await page.mouse.click(play.x, play.y);
  await spaceReady(page, 'play');
  await page.waitForFunction(
    (wanted) =>
      ((window as unknown as { __space?: SpaceSnapshot }).__space?.play?.enemies.length ?? 0) >= wanted,
    SPACE_ENEMIES,
    { timeout: 15_000 },
  );
  const played = (await spaceState(page))?.play?.mode;
  if (played !== mode) throw new Error(`space: playing ${played}, not ${mode}`);
  const perfBefore = await page.evaluate(
    () => (window as unknown as { __spacePerf: { frames: number } }).__spacePerf.frames,
  );
  await page.evaluate(SAMPLE_FRAMES);
  const counts: number[] = [];
  let words = 0;
  const end = Date.now() + SPACE_MS;
  while (Date.now() < end) {
    const enemies = (await spaceState(page))?.play?.enemies ?? [];
    counts.push(enemies.length);
    const target = [...enemies].sort((a, b) => b.depth - a.depth)[0];
    if (!target) {
      await page.waitForTimeout(16);
      continue;
    }
    await page.keyboard.type(target.front);
    words += 1;
  }
  const gaps = (await page.evaluate(STOP_SAMPLING)) as number[];
  const perf = await page.evaluate(
    () => (window as unknown as { __spacePerf: { frames: number; work: number[] } }).__spacePerf,
  );
  await context.close();
  return {
    game: 'space',
    mode,
    frames: gaps.length,
    actions: words,
    frameMs: frameStats(gaps),
    workMs: workStats(perf.work.slice(-Math.min(perf.work.length, perf.frames - perfBefore))),
    minEnemies: Math.min(...counts),
  };
}

// ——— Space Words ———

const SPACE_MS = Number(process.env.BENCH_SPACE_MS ?? 8000);
const SPACE_ENEMIES = Number(process.env.BENCH_SPACE_ENEMIES ?? 30);

export type SpaceBenchResult = {
  jsGzipKb: number;
  playableMs: number[];
  /** Enemies in flight while measured: the fewest seen, and the mean. */
  enemies: { min: number; mean: number };
  words: number;
  frames: number;
  frameMs: { p50: number; p95: number; p99: number; max: number };
  workMs: { p50: number; p95: number; max: number };
  /** From a key press to the end of the frame that drew its shot. */
  keyToShot: { samples: number; maxFrames: number; p95Frames: number; p50Ms: number; p95Ms: number };
};

async function spaceState(page: Page): Promise<SpaceSnapshot | null> {
  return page.evaluate(() => (window as unknown as { __space?: SpaceSnapshot }).__space ?? null);
}

async function spaceReady(page: Page, scene: SpaceSnapshot['scene']): Promise<void> {
  await page.waitForFunction(
    (wanted) => {
      const current = (window as unknown as { __space?: SpaceSnapshot }).__space;
      return current?.scene === wanted && current.ready;
    },
    scene,
    { timeout: 15_000 },
  );
}

/**
 * Space Words in headless Chromium at 1280x800: page weight, first playable frame, then frame
 * times with SPACE_ENEMIES enemies kept in flight (`?stress=`) while the lowest one's word is
 * typed again and again, and the key-to-shot delay.
 */
async function benchSpace(
  baseUrl: string,
  browser: import('@playwright/test').Browser,
): Promise<SpaceBenchResult> {
  let bytes = 0;
  for (const script of scriptsOf(await text(`${baseUrl}/games/space/`))) {
    bytes += gzipSync(await text(new URL(script, baseUrl).href), { level: 9 }).length;
  }
  const renderer = process.env.BENCH_RENDERER ? `&renderer=${process.env.BENCH_RENDERER}` : '';
  const playableMs: number[] = [];
  for (let load = 0; load < LOADS; load += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/games/space/?keyboard=hardware${renderer}`);
    await page.waitForFunction(() => performance.getEntriesByName('space:playable').length > 0, null, {
      timeout: 15_000,
    });
    playableMs.push(
      await page.evaluate(() => performance.getEntriesByName('space:playable')[0]?.startTime ?? 0),
    );
    await context.close();
  }

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/games/space/?stress=${SPACE_ENEMIES}&keyboard=hardware&seed=7${renderer}`);
  await spaceReady(page, 'menu');
  const play = (await spaceState(page))?.buttons.find((button) => button.name === 'play');
  if (!play) throw new Error('no play button');
  await page.mouse.click(play.x, play.y);
  await spaceReady(page, 'play');
  await page.waitForFunction(
    (wanted) =>
      ((window as unknown as { __space?: SpaceSnapshot }).__space?.play?.enemies.length ?? 0) >= wanted,
    SPACE_ENEMIES,
    { timeout: 15_000 },
  );
  const perfBefore = await page.evaluate(
    () => (window as unknown as { __spacePerf: { frames: number } }).__spacePerf.frames,
  );
  const keysBefore = await page.evaluate(
    () =>
      (window as unknown as { __spaceKeys: { keyToShotFrames: number[] } }).__spaceKeys.keyToShotFrames
        .length,
  );
  await page.evaluate(`(() => {
    window.__frameGaps = [];
    window.__sampling = true;
    let last = performance.now();
    const tick = (now) => {
      window.__frameGaps.push(now - last);
      last = now;
      if (window.__sampling) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);

  // Type the word of the enemy nearest the base, again and again: a shot per letter, an explosion
  // per word, and a new enemy to keep the count.
  const counts: number[] = [];
  let words = 0;
  const end = Date.now() + SPACE_MS;
  while (Date.now() < end) {
    const enemies = (await spaceState(page))?.play?.enemies ?? [];
    counts.push(enemies.length);
    const target = [...enemies].sort((a, b) => b.depth - a.depth)[0];
    if (!target) {
      await page.waitForTimeout(16);
      continue;
    }
    await page.keyboard.type(target.front);
    words += 1;
  }

  const gaps = await page.evaluate(() => {
    const scope = window as unknown as { __frameGaps: number[]; __sampling: boolean };
    scope.__sampling = false;
    return scope.__frameGaps.slice(2);
  });
  const perf = await page.evaluate(
    () => (window as unknown as { __spacePerf: { frames: number; work: number[] } }).__spacePerf,
  );
  const work = perf.work.slice(-Math.min(perf.work.length, perf.frames - perfBefore));
  const keys = await page.evaluate(
    () =>
      (window as unknown as { __spaceKeys: { keyToShotFrames: number[]; keyToShotMs: number[] } })
        .__spaceKeys,
  );
  const keyFrames = keys.keyToShotFrames.slice(keysBefore);
  const keyMs = keys.keyToShotMs.slice(keysBefore);
  await context.close();
  return {
    jsGzipKb: bytes / 1024,
    playableMs,
    enemies: {
      min: Math.min(...counts),
      mean: counts.reduce((sum, count) => sum + count, 0) / Math.max(1, counts.length),
    },
    words,
    frames: gaps.length,
    frameMs: {
      p50: percentile(gaps, 0.5),
      p95: percentile(gaps, 0.95),
      p99: percentile(gaps, 0.99),
      max: Math.max(...gaps),
    },
    workMs: { p50: percentile(work, 0.5), p95: percentile(work, 0.95), max: Math.max(...work) },
    keyToShot: {
      samples: keyFrames.length,
      maxFrames: Math.max(...keyFrames),
      p95Frames: percentile(keyFrames, 0.95),
      p50Ms: percentile(keyMs, 0.5),
      p95Ms: percentile(keyMs, 0.95),
    },
  };
}

function printSpaceBench(result: SpaceBenchResult): boolean {
  const playable = median(result.playableMs);
  const verdict = (ok: boolean) => (ok ? 'MET' : 'NOT MET');
  const jsOk = result.jsGzipKb <= GOALS.jsGzipKb;
  const playableOk = playable <= GOALS.playableMs;
  const framesOk = result.frameMs.p95 <= GOALS.p95FrameMs && result.enemies.min >= SPACE_ENEMIES * 0.9;
  const keysOk = result.keyToShot.samples > 0 && result.keyToShot.p95Frames <= 1;
  console.log('\nGame benchmark: Space Words (/games/space/) in headless Chromium, 1280x800');
  console.log(
    `  JavaScript, gzipped:        ${result.jsGzipKb.toFixed(1)} KB (goal ≤ ${GOALS.jsGzipKb} KB)  ${verdict(jsOk)}`,
  );
  console.log(
    `  first playable frame:       ${playable.toFixed(0)} ms median of ${result.playableMs.length} cold loads (${result.playableMs.map((ms) => ms.toFixed(0)).join(', ')}; goal ≤ ${GOALS.playableMs} ms)  ${verdict(playableOk)}`,
  );
  console.log(
    `  frame time, ${SPACE_ENEMIES} enemies:     p50 ${result.frameMs.p50.toFixed(1)} ms, p95 ${result.frameMs.p95.toFixed(1)} ms, p99 ${result.frameMs.p99.toFixed(1)} ms, max ${result.frameMs.max.toFixed(1)} ms over ${result.frames} frames; ${result.words} words shot down, ${result.enemies.min} to ${SPACE_ENEMIES} enemies in flight (mean ${result.enemies.mean.toFixed(1)}) (goal p95 ≤ ${GOALS.p95FrameMs} ms)  ${verdict(framesOk)}`,
  );
  console.log(
    `  game work per frame:        p50 ${result.workMs.p50.toFixed(2)} ms, p95 ${result.workMs.p95.toFixed(2)} ms, max ${result.workMs.max.toFixed(1)} ms (update + render)`,
  );
  console.log(
    `  key press to its shot:      ${result.keyToShot.p95Frames} frame(s) at p95, ${result.keyToShot.maxFrames} at most, over ${result.keyToShot.samples} keys; p50 ${result.keyToShot.p50Ms.toFixed(1)} ms, p95 ${result.keyToShot.p95Ms.toFixed(1)} ms to the end of that frame (goal: the next frame)  ${verdict(keysOk)}`,
  );
  return jsOk && playableOk && framesOk && keysOk;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
  printGameBench(await benchGames(baseUrl));
}
