/**
 * Makes the site's media from the site itself, with nothing downloaded:
 *
 *   npx tsx scripts/record-video.ts            the two videos of public/media/ (WebM + MP4 + poster)
 *   npx tsx scripts/record-video.ts --stills   the PNG icons, favicon.ico and the social image
 *   ONLY=tour|writing-correction               record one of the two videos
 *
 * Videos: a tour of the built site and its games, and Space Words correcting a learner's
 * writing, driven by Playwright in Debian's Chromium
 * (/usr/bin/chromium). Playwright's own recorder needs a download, so the frames come from Chrome's
 * screencast (CDP Page.startScreencast, each frame with its timestamp) and Debian's ffmpeg encodes
 * them at their real timing. Stills are screenshots of the SVG sources in public/.
 *
 * It serves the build in DIST_DIR (default dist; run `npm run build` first) on a free port with a
 * throwaway data folder, or records BASE_URL when that is set.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type CDPSession, chromium, type Frame, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/browser.ts';
import { startBuiltServer } from './lib/built-server.ts';

const FFMPEG = process.env.FFMPEG ?? '/usr/bin/ffmpeg';
const PUBLIC = path.resolve('public');
const MEDIA = path.join(PUBLIC, 'media');
const WIDTH = 1280;
const HEIGHT = 720;

// --- the built server ------------------------------------------------------------------------

const startServer = () => startBuiltServer({ tmpPrefix: 'va-media-', useBaseUrl: true });

// --- screencast recorder ---------------------------------------------------------------------

type Recorder = {
  /** Seconds since the recording started. */
  elapsed: () => number;
  /** Plays what happens until `end()` is called `factor` times faster (a wait, shortened). */
  fastForward: (factor: number) => { end: () => void };
  stop: () => Promise<{ dir: string; frames: number; seconds: number }>;
};

/** Records the page's frames (JPEG) with Chrome's timestamps until stop(). */
async function recordScreencast(page: Page): Promise<Recorder> {
  const dir = mkdtempSync(path.join(tmpdir(), 'va-frames-'));
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const frames: { file: string; time: number }[] = [];
  cdp.on('Page.screencastFrame', (event) => {
    const file = path.join(dir, `frame-${String(frames.length).padStart(5, '0')}.jpg`);
    writeFileSync(file, Buffer.from(event.data, 'base64'));
    frames.push({ file, time: event.metadata.timestamp ?? Date.now() / 1000 });
    cdp.send('Page.screencastFrameAck', { sessionId: event.sessionId }).catch(() => {});
  });
  await cdp.send('Page.startScreencast', {
    format: 'jpeg',
    quality: 90,
    maxWidth: WIDTH,
    maxHeight: HEIGHT,
    everyNthFrame: 1,
  });
  const started = Date.now() / 1000;
  const windows: { from: number; to: number; factor: number }[] = [];
  const speedAt = (time: number) =>
    windows.find((window) => time >= window.from && time < window.to)?.factor ?? 1;
  return {
    elapsed: () => Date.now() / 1000 - started,
    fastForward: (factor) => {
      const window = { from: Date.now() / 1000, to: Number.POSITIVE_INFINITY, factor };
      windows.push(window);
      return {
        end: () => {
          window.to = Date.now() / 1000;
        },
      };
    },
    stop: async () => {
      const end = Date.now() / 1000;
      await cdp.send('Page.stopScreencast');
      await cdp.detach();
      // Chrome sends a frame only when something changed: each frame lasts until the next one.
      const lines = ['ffconcat version 1.0'];
      frames.forEach((frame, index) => {
        const next = frames[index + 1]?.time ?? Math.max(end, frame.time + 0.5);
        const seconds = (next - frame.time) / speedAt(frame.time);
        lines.push(`file '${frame.file}'`, `duration ${Math.max(0.001, seconds).toFixed(4)}`);
      });
      const last = frames.at(-1);
      if (last) lines.push(`file '${last.file}'`);
      writeFileSync(path.join(dir, 'frames.ffconcat'), `${lines.join('\n')}\n`);
      const first = frames[0]?.time ?? end;
      return { dir, frames: frames.length, seconds: end - first };
    },
  };
}

function encode(dir: string, name: string, posterAt: number): void {
  const list = path.join(dir, 'frames.ffconcat');
  const input = ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'concat', '-safe', '0', '-i', list];
  const video = ['-vf', `fps=30,scale=${WIDTH}:${HEIGHT}:flags=lanczos,format=yuv420p`, '-an'];
  const webm = path.join(MEDIA, `${name}.webm`);
  const mp4 = path.join(MEDIA, `${name}.mp4`);
  // VP9 for the browsers that take it, H.264 for Safari; both well under the 3 MB budget.
  execFileSync(FFMPEG, [
    ...input,
    ...video,
    ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '40', '-row-mt', '1', '-deadline', 'good'],
    ...['-cpu-used', '2', '-g', '150', webm],
  ]);
  execFileSync(FFMPEG, [
    ...input,
    ...video,
    ...['-c:v', 'libx264', '-profile:v', 'high', '-preset', 'slow', '-crf', '30', '-g', '150'],
    ...['-movflags', '+faststart', mp4],
  ]);
  execFileSync(FFMPEG, [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-ss', String(posterAt), '-i', mp4],
    ...['-frames:v', '1', '-vf', 'scale=960:-1', '-q:v', '5', path.join(MEDIA, `${name}-poster.jpg`)],
  ]);
  for (const file of [webm, mp4]) console.log(`${file}: ${(statSync(file).size / 1024).toFixed(0)} KB`);
}

// --- tour helpers ----------------------------------------------------------------------------

const pause = (page: Page, ms: number) => page.waitForTimeout(ms);

/** A caption pill at the bottom of the frame (the recording context bypasses the CSP for it). */
async function caption(page: Page, text: string | null): Promise<void> {
  await page.evaluate((value) => {
    let element = document.getElementById('tour-caption');
    if (!element) {
      element = document.createElement('div');
      element.id = 'tour-caption';
      Object.assign(element.style, {
        position: 'fixed',
        left: '50%',
        bottom: '28px',
        zIndex: '1000',
        transform: 'translateX(-50%)',
        padding: '12px 26px',
        borderRadius: '999px',
        background: 'rgb(27 24 56 / 0.88)',
        color: '#fff',
        font: '700 24px system-ui, sans-serif',
        letterSpacing: '-0.01em',
        boxShadow: '0 12px 30px rgb(0 0 0 / 0.3)',
        transition: 'opacity 300ms',
        whiteSpace: 'nowrap',
        pointerEvents: 'none',
      });
      document.body.append(element);
    }
    element.style.opacity = value ? '1' : '0';
    if (value) element.textContent = value;
  }, text);
}

/** A pointer that glides to an element before it is clicked, so viewers see what happens. */
async function pointTo(page: Page, x: number, y: number): Promise<void> {
  await page.evaluate(
    ({ x, y }) => {
      let pointer = document.getElementById('tour-pointer');
      if (!pointer) {
        pointer = document.createElement('div');
        pointer.id = 'tour-pointer';
        pointer.innerHTML =
          '<svg width="34" height="34" viewBox="0 0 24 24"><path d="M4 2l16 10-7 1.5L9.5 21z" fill="#fff" stroke="#1b1838" stroke-width="1.6" stroke-linejoin="round"/></svg>';
        Object.assign(pointer.style, {
          position: 'fixed',
          left: '0',
          top: '0',
          zIndex: '1001',
          pointerEvents: 'none',
          transform: `translate(${window.innerWidth / 2}px, ${window.innerHeight - 120}px)`,
          transition: 'transform 700ms cubic-bezier(0.2, 0.8, 0.2, 1)',
          filter: 'drop-shadow(0 3px 4px rgb(0 0 0 / 0.35))',
        });
        document.body.append(pointer);
      }
      pointer.getBoundingClientRect();
      pointer.style.transform = `translate(${x - 4}px, ${y - 2}px)`;
    },
    { x, y },
  );
  await pause(page, 800);
}

async function clickWithPointer(page: Page, selector: string): Promise<void> {
  const target = page.locator(selector).first();
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (box) await pointTo(page, box.x + box.width / 2, box.y + box.height / 2);
  await target.click();
}

async function smoothScroll(page: Page, top: number, ms = 1400): Promise<void> {
  await page.evaluate((to) => window.scrollTo({ top: to, behavior: 'smooth' }), top);
  await pause(page, ms);
}

/** The game's frame once its page has loaded (the frame starts blank). */
async function gameFrame(page: Page, game: 'candy' | 'space'): Promise<Frame | null> {
  const end = Date.now() + 10_000;
  while (Date.now() < end) {
    const frame = page.frames().find((candidate) => candidate.url().includes(`/games/${game}/`));
    if (frame) return frame;
    await pause(page, 100);
  }
  return null;
}

type CandyButton = { name: string; x: number; y: number; enabled: boolean };
type CandyCandy = { x: number; y: number; pairId: number; side: 'front' | 'back'; moving: boolean };
type CandyState = {
  scene: string;
  ready: boolean;
  buttons: CandyButton[];
  play: { status: string; candies: CandyCandy[] } | null;
};

async function candyState(frame: Frame): Promise<CandyState | null> {
  return frame.evaluate(() => (window as unknown as { __candy?: CandyState }).__candy ?? null);
}

/** Plays a few moves of Word Candy Match through the canvas, as a player would. */
async function playCandy(page: Page, moves: number): Promise<boolean> {
  const frameElement = page.getByTestId('game-frame');
  try {
    await frameElement.waitFor({ timeout: 10_000 });
  } catch {
    return false;
  }
  const frame = await gameFrame(page, 'candy');
  if (!frame) return false;
  const origin = await frameElement.boundingBox();
  if (!origin) return false;
  const canvasBox = await frame.locator('#game').boundingBox();
  const offset = canvasBox ?? origin;
  const waitFor = async (test: (state: CandyState) => boolean, timeout = 15_000) => {
    const end = Date.now() + timeout;
    while (Date.now() < end) {
      const state = await candyState(frame);
      if (state && test(state)) return state;
      await pause(page, 100);
    }
    return null;
  };
  const menu = await waitFor((state) => state.scene === 'menu' && state.ready);
  if (!menu) return false;
  await pause(page, 1200);
  const start = menu.buttons.find((button) => button.enabled && /play|start/i.test(button.name));
  if (!start) return false;
  await pointTo(page, offset.x + start.x, offset.y + start.y);
  await page.mouse.click(offset.x + start.x, offset.y + start.y);
  if (!(await waitFor((state) => state.scene === 'play' && state.ready))) return false;
  await pause(page, 1000);
  for (let move = 0; move < moves; move += 1) {
    const state = await waitFor(
      (current) => current.play?.candies.some((candy) => !candy.moving && candy.side === 'front') ?? false,
      5000,
    );
    const still = state?.play?.candies.filter((candy) => !candy.moving) ?? [];
    const front = still.find((candy) => candy.side === 'front');
    const back = front && still.find((candy) => candy.side === 'back' && candy.pairId === front.pairId);
    if (!front || !back) break;
    for (const candy of [front, back]) {
      await pointTo(page, offset.x + candy.x, offset.y + candy.y);
      await page.mouse.click(offset.x + candy.x, offset.y + candy.y);
      await pause(page, 250);
    }
    await pause(page, 900);
  }
  return true;
}

type SpaceEnemy = { id: number; front: string; depth: number; typed: string };
type SpaceState = {
  scene: string;
  ready: boolean;
  buttons: CandyButton[];
  play: {
    lockedId: number | null;
    destroyed: number;
    wrongKeys: number;
    enemies: SpaceEnemy[];
    reveal: { front: string; back: string } | null;
  } | null;
};

async function spaceState(frame: Frame): Promise<SpaceState | null> {
  return frame.evaluate(() => (window as unknown as { __space?: SpaceState }).__space ?? null);
}

/** The Space Words frame, on its Play screen (the first screen's Play pressed through the canvas). */
async function startSpace(page: Page): Promise<Frame | null> {
  try {
    await page.getByTestId('game-frame').waitFor({ timeout: 10_000 });
  } catch {
    return null;
  }
  const frame = await gameFrame(page, 'space');
  if (!frame) return null;
  const menu = await waitForState(
    page,
    () => spaceState(frame),
    (state) => state.scene === 'menu' && state.ready,
  );
  const play = menu?.buttons.find((button) => button.enabled && /play|start/i.test(button.name));
  const canvas = await frame.locator('#game').boundingBox();
  if (!play || !canvas) return null;
  await pause(page, 1200);
  await pointTo(page, canvas.x + play.x, canvas.y + play.y);
  await page.mouse.click(canvas.x + play.x, canvas.y + play.y);
  const ready = await waitForState(
    page,
    () => spaceState(frame),
    (state) => state.scene === 'play' && state.ready,
  );
  return ready ? frame : null;
}

async function waitForState<T>(
  page: Page,
  read: () => Promise<T | null>,
  test: (state: T) => boolean,
  timeout = 15_000,
): Promise<T | null> {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    const state = await read();
    if (state && test(state)) return state;
    await pause(page, 100);
  }
  return null;
}

/** The enemy nearest the base. */
async function lowestEnemy(page: Page, frame: Frame): Promise<SpaceEnemy | null> {
  const state = await waitForState(
    page,
    () => spaceState(frame),
    (current) => (current.play?.enemies.length ?? 0) > 0,
  );
  const enemies = [...(state?.play?.enemies ?? [])].sort((a, b) => b.depth - a.depth);
  return enemies[0] ?? null;
}

/** Types like a learner: one key at a time (letters outside US ASCII as key events). */
async function typeSlowly(page: Page, frame: Frame, text: string, delay = 260): Promise<void> {
  for (const char of text) {
    if (/^[\x20-\x7e]$/.test(char)) await page.keyboard.type(char);
    else
      await frame.evaluate((key) => {
        window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      }, char);
    await pause(page, delay);
  }
}

/** Types the answers of a few enemies in Space Words. */
async function playSpace(page: Page, words: number): Promise<boolean> {
  const frame = await startSpace(page);
  if (!frame) return false;
  await pause(page, 800);
  for (let word = 0; word < words; word += 1) {
    const enemy = await lowestEnemy(page, frame);
    if (!enemy) break;
    await typeSlowly(page, frame, enemy.front, 170);
    await pause(page, 700);
  }
  return true;
}

// --- the two videos --------------------------------------------------------------------------

async function recordTour(browser: Browser, baseUrl: string): Promise<void> {
  const context = await browser.newContext({
    viewport: { width: WIDTH, height: HEIGHT },
    bypassCSP: true,
    reducedMotion: 'no-preference',
  });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  const recorder = await recordScreencast(page);

  await caption(page, 'Learn new words, while having fun');
  await pause(page, 2600);
  await caption(page, 'Two games for the words you want to learn');
  await smoothScroll(page, 330);
  await pause(page, 1600);

  await caption(page, null);
  await clickWithPointer(page, 'a.game-card--candy');
  await page.waitForURL('**/game/candy');
  await caption(page, 'Word Candy Match: pop each word with its translation');
  // The poster is a moment of play, a few seconds into the game.
  const posterAt = recorder.elapsed() + 12;
  const played = await playCandy(page, 3);
  if (!played) await pause(page, 3000);
  await pause(page, 800);

  await page.goto(`${baseUrl}/game/space`, { waitUntil: 'networkidle' });
  await caption(page, 'Space Words: read the translation, type the word');
  if (!(await playSpace(page, 3))) await pause(page, 3000);

  await page.goto(`${baseUrl}/ielts-vocabularies`, { waitUntil: 'networkidle' });
  await caption(page, 'IELTS word lists, bands 5 to 9');
  await pause(page, 1800);
  await clickWithPointer(page, '[data-testid="band-5"]');
  await page.waitForURL('**/ielts-vocabulary/5');
  await pause(page, 2200);

  await page.goto(`${baseUrl}/how-to`, { waitUntil: 'networkidle' });
  await caption(page, 'Or play your own Google Sheet');
  await pause(page, 1400);
  await smoothScroll(page, 900, 2000);

  await page.goto(`${baseUrl}/pricing`, { waitUntil: 'networkidle' });
  await caption(page, 'Free to start, Premium for your own lists');
  await pause(page, 1400);
  await clickWithPointer(page, '[role="tab"]:has-text("Monthly")');
  await pause(page, 1000);
  await clickWithPointer(page, '[role="tab"]:has-text("Annually")');
  await pause(page, 1200);

  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  await caption(page, 'Play now: it is free');
  await pause(page, 2600);

  const { dir, frames, seconds } = await recorder.stop();
  console.log(`tour: ${frames} frames over ${seconds.toFixed(1)} s`);
  encode(dir, 'tour', posterAt);
  rmSync(dir, { recursive: true, force: true });
  await context.close();
}

/**
 * How Space Words corrects writing, recorded from the game: right letters fire, a wrong letter is
 * a miss, and a word that gets through to the base shows its right spelling (the wait for it is
 * played four times faster).
 */
async function recordWritingCorrection(browser: Browser, baseUrl: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: WIDTH, height: HEIGHT }, bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/game/space`, { waitUntil: 'networkidle' });
  const recorder = await recordScreencast(page);
  await caption(page, 'Space Words: type the word for each translation');
  const frame = await startSpace(page);
  if (!frame) throw new Error('Space Words did not start');
  const enemy = await lowestEnemy(page, frame);
  if (!enemy) throw new Error('no enemy came');
  const split = Math.min(2, enemy.front.length - 1);
  await caption(page, 'Each right letter fires a shot');
  await typeSlowly(page, frame, enemy.front.slice(0, split), 420);
  await pause(page, 500);
  await caption(page, 'A wrong letter is a miss: nothing fires');
  const posterAt = recorder.elapsed() + 1;
  const expected = enemy.front.charAt(split).toLowerCase();
  await typeSlowly(page, frame, expected === 'q' ? 'z' : 'q', 1600);
  await caption(page, 'Type the right letters to finish the word');
  await typeSlowly(page, frame, enemy.front.slice(split), 360);
  await pause(page, 1400);
  await caption(page, 'A word that gets through shows its right spelling');
  const fast = recorder.fastForward(4);
  await waitForState(
    page,
    () => spaceState(frame),
    (state) => state.play?.reveal != null,
    60_000,
  );
  fast.end();
  await pause(page, 4000);
  const { dir, frames, seconds } = await recorder.stop();
  console.log(`writing-correction: ${frames} frames over ${seconds.toFixed(1)} s (before the fast part)`);
  encode(dir, 'writing-correction', posterAt);
  rmSync(dir, { recursive: true, force: true });
  await context.close();
}

// --- stills ----------------------------------------------------------------------------------

function svgDataUrl(file: string): string {
  return `data:image/svg+xml;base64,${readFileSync(file).toString('base64')}`;
}

async function renderSvg(browser: Browser, svgFile: string, outFile: string, size: number): Promise<void> {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<html><body style="margin:0"><img src="${svgDataUrl(svgFile)}" width="${size}" height="${size}" style="display:block"></body></html>`,
  );
  await page.screenshot({ path: outFile });
  await page.close();
  console.log(outFile);
}

const SOCIAL_IMAGE_PAGE = (candy: string, space: string, logo: string) => `<!doctype html><html><head><style>
  body { margin: 0; width: 1200px; height: 630px; overflow: hidden; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
    background: radial-gradient(circle at 88% 12%, rgb(255 79 154 / 0.55), transparent 38%), radial-gradient(circle at 8% 92%, rgb(18 181 165 / 0.5), transparent 42%),
    linear-gradient(135deg, #4426d9, #6d4dff 55%, #8a5cff); color: #fff; }
  .text { position: absolute; left: 72px; top: 84px; width: 560px; }
  .brand { display: flex; align-items: center; gap: 18px; font-size: 30px; font-weight: 800; opacity: 0.95; }
  h1 { margin: 30px 0 18px; font-size: 68px; line-height: 1; font-weight: 900; letter-spacing: -0.03em; }
  p { margin: 0; font-size: 32px; font-weight: 650; line-height: 1.25; }
  .pill { display: inline-block; margin-top: 40px; padding: 12px 26px; border-radius: 999px; background: #fff; color: #4426d9; font-size: 26px; font-weight: 800; }
  .card { position: absolute; width: 470px; border-radius: 26px; overflow: hidden; box-shadow: 0 30px 60px rgb(0 0 0 / 0.3); }
  .card img { display: block; width: 100%; }
  .candy { right: 150px; top: 40px; transform: rotate(3deg); }
  .space { right: 46px; top: 300px; transform: rotate(-4deg); }
</style></head><body>
  <div class="text"><div class="brand"><img src="${logo}" width="56" height="56">Vocab Arcade</div>
  <h1>Word games for IELTS</h1><p>Learn new words, while having fun</p><span class="pill">Word Candy Match · Space Words</span></div>
  <div class="card candy"><img src="${candy}"></div><div class="card space"><img src="${space}"></div>
</body></html>`;

async function makeStills(browser: Browser): Promise<void> {
  const icons = path.join(PUBLIC, 'icons');
  await renderSvg(browser, path.join(icons, 'icon.svg'), path.join(icons, 'icon-192.png'), 192);
  await renderSvg(browser, path.join(icons, 'icon.svg'), path.join(icons, 'icon-512.png'), 512);
  await renderSvg(browser, path.join(icons, 'icon.svg'), path.join(icons, 'apple-touch-icon.png'), 180);
  await renderSvg(browser, path.join(icons, 'maskable.svg'), path.join(icons, 'maskable-512.png'), 512);
  const favicon32 = path.join(tmpdir(), 'va-favicon-32.png');
  await renderSvg(browser, path.join(PUBLIC, 'favicon.svg'), favicon32, 32);
  execFileSync(FFMPEG, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-i',
    favicon32,
    path.join(PUBLIC, 'favicon.ico'),
  ]);
  console.log(path.join(PUBLIC, 'favicon.ico'));

  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(
    SOCIAL_IMAGE_PAGE(
      svgDataUrl(path.join(PUBLIC, 'images/games/candy.svg')),
      svgDataUrl(path.join(PUBLIC, 'images/games/space.svg')),
      svgDataUrl(path.join(PUBLIC, 'favicon.svg')),
    ),
  );
  await page.waitForTimeout(200);
  const social = path.join(PUBLIC, 'og-image.jpg');
  await page.screenshot({ path: social, type: 'jpeg', quality: 88 });
  await page.close();
  console.log(social);
}

// --- main ------------------------------------------------------------------------------------

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  if (process.argv.includes('--stills')) {
    await makeStills(browser);
  } else {
    mkdirSync(MEDIA, { recursive: true });
    const only = process.env.ONLY;
    const server = await startServer();
    try {
      if (!only || only === 'tour') await recordTour(browser, server.baseUrl);
      if (!only || only === 'writing-correction') await recordWritingCorrection(browser, server.baseUrl);
    } finally {
      await server.stop();
    }
  }
} finally {
  await browser.close();
}
