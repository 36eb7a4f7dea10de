/**
 * Makes the site's media from the site itself, with nothing downloaded:
 *
 *   npx tsx scripts/record-video.ts            the two videos of public/media/ (WebM + MP4 + poster)
 *   npx tsx scripts/record-video.ts --stills   the PNG icons, favicon.ico and the social image
 *   ONLY=tour|writing-correction               record one of the two videos
 *
 * Videos: a tour of the built site and its games, driven by Playwright in Debian's Chromium
 * (/usr/bin/chromium). Playwright's own recorder needs a download, so the frames come from Chrome's
 * screencast (CDP Page.startScreencast, each frame with its timestamp) and Debian's ffmpeg encodes
 * them at their real timing. Stills are screenshots of the SVG sources in public/.
 *
 * It serves the build in DIST_DIR (default dist; run `npm run build` first) on a free port with a
 * throwaway data folder, or records BASE_URL when that is set.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type CDPSession, chromium, type Frame, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/browser.ts';

const FFMPEG = process.env.FFMPEG ?? '/usr/bin/ffmpeg';
const PUBLIC = path.resolve('public');
const MEDIA = path.join(PUBLIC, 'media');
const WIDTH = 1280;
const HEIGHT = 720;

// --- the built server ------------------------------------------------------------------------

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function startServer(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  if (process.env.BASE_URL) return { baseUrl: process.env.BASE_URL.replace(/\/$/, ''), stop: async () => {} };
  const distDir = process.env.DIST_DIR ?? 'dist';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'va-media-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [`${distDir}/server/main.js`], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      STATIC_DIR: `${distDir}/client`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the server did not start within 60 s');
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// --- screencast recorder ---------------------------------------------------------------------

type Recorder = {
  /** Seconds since the recording started. */
  elapsed: () => number;
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
  return {
    elapsed: () => Date.now() / 1000 - started,
    stop: async () => {
      const end = Date.now() / 1000;
      await cdp.send('Page.stopScreencast');
      await cdp.detach();
      // Chrome sends a frame only when something changed: each frame lasts until the next one.
      const lines = ['ffconcat version 1.0'];
      frames.forEach((frame, index) => {
        const next = frames[index + 1]?.time ?? Math.max(end, frame.time + 0.5);
        lines.push(`file '${frame.file}'`, `duration ${Math.max(0.001, next - frame.time).toFixed(4)}`);
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
  const frame = page.frames().find((candidate) => candidate.url().includes('/games/candy/'));
  if (!frame) return false;
  const origin = await frameElement.boundingBox();
  if (!origin) return false;
  const canvasBox = await frame.locator('canvas').boundingBox();
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
 * How writing correction works in an active-vocabulary game: the learner types a word, wrong
 * letters are marked and the right spelling is shown. Drawn as an animated page of our own (the
 * Space Words game is still being built; re-record from the game once it shows this itself).
 */
const WRITING_CORRECTION_PAGE = `<!doctype html><html><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; }
  body { margin: 0; width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden; font-family: system-ui, sans-serif;
    background: radial-gradient(circle at 80% 10%, #3b1f8f, transparent 45%), linear-gradient(#0b1b3f, #24106a); color: #fff; }
  .stars { position: absolute; inset: 0; background-image: radial-gradient(2px 2px at 10% 20%, #fff8, transparent),
    radial-gradient(2px 2px at 30% 70%, #fff8, transparent), radial-gradient(2px 2px at 70% 30%, #fff8, transparent),
    radial-gradient(2px 2px at 85% 75%, #fff8, transparent), radial-gradient(2px 2px at 55% 50%, #fff6, transparent); }
  .rock { position: absolute; left: 50%; top: 90px; transform: translateX(-50%); text-align: center; transition: transform 600ms, opacity 600ms; }
  .rock svg { display: block; margin: 0 auto; }
  .label { display: inline-block; margin-top: 10px; padding: 8px 26px; border-radius: 999px; background: #ff4f9a; font-size: 34px; font-weight: 800; }
  .prompt { position: absolute; left: 0; right: 0; top: 330px; text-align: center; font-size: 24px; color: #cfc8ff; font-weight: 600; }
  .input { position: absolute; left: 50%; top: 390px; transform: translateX(-50%); min-width: 420px; padding: 18px 32px; border-radius: 20px;
    background: rgb(255 255 255 / 0.1); border: 2px solid rgb(255 255 255 / 0.35); font: 800 56px ui-monospace, Menlo, Consolas, monospace; text-align: center; letter-spacing: 0.08em; }
  .input .bad { color: #ff6b81; text-decoration: underline wavy #ff6b81; }
  .input .ok { color: #7ef0b0; }
  .input .cursor { display: inline-block; width: 4px; height: 56px; margin-left: 4px; vertical-align: -6px; background: #ffc53d; animation: blink 800ms steps(1) infinite; }
  @keyframes blink { 50% { opacity: 0; } }
  .answer { position: absolute; left: 0; right: 0; top: 520px; text-align: center; font-size: 30px; font-weight: 700; opacity: 0; transition: opacity 400ms; }
  .answer b { color: #7ef0b0; font: 800 40px ui-monospace, Menlo, Consolas, monospace; letter-spacing: 0.08em; }
  .note { position: absolute; left: 0; right: 0; bottom: 40px; text-align: center; font-size: 26px; font-weight: 700; }
  .note span { padding: 10px 24px; border-radius: 999px; background: rgb(27 24 56 / 0.85); }
</style></head><body><div class="stars"></div>
  <div class="rock" id="rock"><svg width="150" height="130" viewBox="0 0 150 130"><path d="M75 6 L131 27 L146 74 L112 118 L50 126 L8 88 L18 32Z" fill="#8b82b8" stroke="#2a2450" stroke-width="4"/><circle cx="55" cy="55" r="14" fill="#5c5390"/><circle cx="100" cy="84" r="10" fill="#5c5390"/></svg><span class="label">ciudad</span></div>
  <div class="prompt">Type the English word</div>
  <div class="input" id="input"><span class="cursor"></span></div>
  <div class="answer" id="answer">Right spelling: <b>city</b></div>
  <div class="note" id="note"><span>Space Words: recall the word and type it</span></div>
</body></html>`;

async function recordWritingCorrection(browser: Browser): Promise<void> {
  const context = await browser.newContext({ viewport: { width: WIDTH, height: HEIGHT } });
  const page = await context.newPage();
  await page.setContent(WRITING_CORRECTION_PAGE);
  const recorder = await recordScreencast(page);
  const setInput = (html: string) =>
    page.evaluate((value) => {
      const input = document.getElementById('input');
      if (input) input.innerHTML = `${value}<span class="cursor"></span>`;
    }, html);
  const setNote = (text: string) =>
    page.evaluate((value) => {
      const note = document.querySelector('#note span');
      if (note) note.textContent = value;
    }, text);
  await pause(page, 1800);
  for (const typed of ['c', 'ci', 'cit', 'citi']) {
    await setInput(typed);
    await pause(page, 420);
  }
  await pause(page, 700);
  await setInput('<span class="ok">cit</span><span class="bad">i</span>');
  await setNote('A wrong letter is marked…');
  await pause(page, 1800);
  await page.evaluate(() => document.getElementById('answer')?.style.setProperty('opacity', '1'));
  await setNote('…and the right spelling is shown');
  await pause(page, 2200);
  await setInput('');
  await setNote('Type it again to fix it in memory');
  await pause(page, 900);
  for (const typed of ['c', 'ci', 'cit', 'city']) {
    await setInput(`<span class="ok">${typed}</span>`);
    await pause(page, 380);
  }
  await page.evaluate(() => {
    const rock = document.getElementById('rock');
    if (rock) {
      rock.style.transform = 'translateX(-50%) scale(1.4)';
      rock.style.opacity = '0';
    }
  });
  await setNote('Correct! The asteroid is gone');
  await pause(page, 2400);
  const { dir, frames, seconds } = await recorder.stop();
  console.log(`writing-correction: ${frames} frames over ${seconds.toFixed(1)} s`);
  encode(dir, 'writing-correction', 4.5);
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
    if (!only || only === 'tour') {
      const server = await startServer();
      try {
        await recordTour(browser, server.baseUrl);
      } finally {
        await server.stop();
      }
    }
    if (!only || only === 'writing-correction') await recordWritingCorrection(browser);
  }
} finally {
  await browser.close();
}
