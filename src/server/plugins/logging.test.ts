import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { isStaticAssetPath } from './logging.ts';

/** A log destination that keeps what was written; isTTY as a terminal or a pipe would say. */
function capture(isTTY: boolean) {
  const stream = Object.assign(new PassThrough(), { isTTY });
  let text = '';
  stream.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  return { stream, lines: () => text.split('\n').filter(Boolean) };
}

function staticDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'va-static-'));
  writeFileSync(path.join(dir, 'index.html'), '<html></html>');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

/** Issue #22, point 18: one readable line per request on a terminal, JSON elsewhere. */
describe('request log', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.cleanup();
    app = undefined;
  });

  it('writes one JSON line per request when the output is not a terminal; files only at debug level', async () => {
    const log = capture(false);
    app = await createTestApp({ LOG_LEVEL: 'info', STATIC_DIR: staticDir() }, { logOutput: log.stream });
    const before = log.lines().length;
    await app.inject({ method: 'GET', url: '/api/auth/user-info' });
    await app.inject({ method: 'GET', url: '/favicon.svg' });
    await app.inject({ method: 'GET', url: '/pricing' });
    const lines = log
      .lines()
      .slice(before)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map((line) => line.msg)).toEqual([
      expect.stringMatching(/^GET \/api\/auth\/user-info 200 \d+ ms$/),
      expect.stringMatching(/^GET \/pricing 200 \d+ ms$/),
    ]);
    expect(lines[0]).toMatchObject({ method: 'GET', url: '/api/auth/user-info', statusCode: 200 });
  });

  it('logs the files too at debug level, and a missing file at info', async () => {
    const log = capture(false);
    app = await createTestApp({ LOG_LEVEL: 'debug', STATIC_DIR: staticDir() }, { logOutput: log.stream });
    const before = log.lines().length;
    await app.inject({ method: 'GET', url: '/favicon.svg' });
    await app.inject({ method: 'GET', url: '/assets/gone-1234.js' });
    const lines = log
      .lines()
      .slice(before)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [20, expect.stringMatching(/^GET \/favicon\.svg 200 \d+ ms$/)],
      [30, expect.stringMatching(/^GET \/assets\/gone-1234\.js 404 \d+ ms$/)],
    ]);
  });

  it('writes readable single lines on a terminal', async () => {
    const log = capture(true);
    app = await createTestApp({ LOG_LEVEL: 'info', STATIC_DIR: staticDir() }, { logOutput: log.stream });
    const before = log.lines().length;
    await app.inject({ method: 'GET', url: '/api/auth/user-info' });
    const lines = log.lines().slice(before);
    expect(lines).toHaveLength(1);
    // e.g. "[20:41:07] INFO: GET /api/auth/user-info 200 1 ms", with colours
    const plain = (lines[0] ?? '').replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
    expect(plain).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/auth\/user-info 200 \d+ ms$/);
  });

  it('tells the site files from pages and API calls', () => {
    expect(isStaticAssetPath('/assets/site-abc.js')).toBe(true);
    expect(isStaticAssetPath('/games/space/assets/space.js')).toBe(true);
    expect(isStaticAssetPath('/favicon.ico')).toBe(true);
    expect(isStaticAssetPath('/pricing')).toBe(false);
    expect(isStaticAssetPath('/games/space/')).toBe(false);
    expect(isStaticAssetPath('/index.html')).toBe(false);
    expect(isStaticAssetPath('/api/tests/vocabulary.json')).toBe(false);
  });
});
