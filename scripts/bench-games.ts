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

const LOADS = Number(process.env.BENCH_GAME_LOADS ?? 5);
const CASCADE_MS = Number(process.env.BENCH_CASCADE_MS ?? 8000);
const GOALS = { jsGzipKb: 400, playableMs: 1500, p95FrameMs: 17 };

export type GameBenchResult = {
  jsGzipKb: number;
  phaserInSite: boolean;
  playableMs: number[];
  frames: number;
  pairs: number;
  frameMs: { p50: number; p95: number; p99: number; max: number };
  workMs: { p50: number; p95: number; max: number };
  /** Space Words' part (see benchSpace). */
  space?: SpaceBenchResult;
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
    return {
      ...bundles,
      space,
      playableMs,
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
  const framesOk = result.frameMs.p95 <= GOALS.p95FrameMs;
  console.log('\nGame benchmark: Word Candy Match (/games/candy/) in headless Chromium, 1280x800');
  console.log(
    `  JavaScript, gzipped:        ${result.jsGzipKb.toFixed(1)} KB (goal ≤ ${GOALS.jsGzipKb} KB); Phaser in the site's chunks: ${result.phaserInSite ? 'YES' : 'no'}  ${verdict(jsOk)}`,
  );
  console.log(
    `  first playable frame:       ${playable.toFixed(0)} ms median of ${result.playableMs.length} cold loads (${result.playableMs.map((ms) => ms.toFixed(0)).join(', ')}; goal ≤ ${GOALS.playableMs} ms)  ${verdict(playableOk)}`,
  );
  console.log(
    `  frame time, busy cascade:   p50 ${result.frameMs.p50.toFixed(1)} ms, p95 ${result.frameMs.p95.toFixed(1)} ms, p99 ${result.frameMs.p99.toFixed(1)} ms, max ${result.frameMs.max.toFixed(1)} ms over ${result.frames} frames, ${result.pairs} pairs popped (goal p95 ≤ ${GOALS.p95FrameMs} ms)  ${verdict(framesOk)}`,
  );
  console.log(
    `  game work per frame:        p50 ${result.workMs.p50.toFixed(2)} ms, p95 ${result.workMs.p95.toFixed(2)} ms, max ${result.workMs.max.toFixed(1)} ms (update + render, of the 16.7 ms a frame has)`,
  );
  const spaceOk = result.space ? printSpaceBench(result.space) : true;
  return jsOk && playableOk && framesOk && spaceOk;
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
