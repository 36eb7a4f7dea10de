/**
 * The Android app's launcher icons and splash screens, rendered in headless Chromium from the
 * site's own icons (public/icons/maskable.svg, icon.svg) into native/android/app/src/main/res,
 * replacing Capacitor's placeholders: `npx tsx scripts/native-icons.ts`. Run again when the icon
 * changes; the PNGs are committed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/browser.ts';

const ROOT = path.join(import.meta.dirname, '..');
const RES = path.join(ROOT, 'native/android/app/src/main/res');
const svg = (name: string) =>
  `data:image/svg+xml;base64,${readFileSync(path.join(ROOT, 'public/icons', name)).toString('base64')}`;
const DENSITIES = { mdpi: 1, hdpi: 1.5, xhdpi: 2, xxhdpi: 3, xxxhdpi: 4 } as const;
const PAGE_BACKGROUND = '#f6f5fc';

/** Width and height of a PNG, from its header. */
function pngSize(file: string): { width: number; height: number } {
  const header = readFileSync(file).subarray(16, 24);
  return { width: header.readUInt32BE(0), height: header.readUInt32BE(4) };
}

async function shoot(page: Page, html: string, width: number, height: number, file: string) {
  await page.setViewportSize({ width, height });
  await page.setContent(`<html><body style="margin:0">${html}</body></html>`);
  await page.screenshot({ path: file, omitBackground: true });
  console.log(path.relative(ROOT, file));
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  for (const [density, scale] of Object.entries(DENSITIES)) {
    const folder = path.join(RES, `mipmap-${density}`);
    const legacy = Math.round(48 * scale);
    const foreground = Math.round(108 * scale);
    const img = (name: string, size: number, style = '') =>
      `<img src="${svg(name)}" width="${size}" height="${size}" style="display:block;${style}">`;
    // Android 8+: a full-bleed layer the launcher masks to its own shape (maskable: safe centre).
    await shoot(
      page,
      img('maskable.svg', foreground),
      foreground,
      foreground,
      path.join(folder, 'ic_launcher_foreground.png'),
    );
    await shoot(page, img('icon.svg', legacy), legacy, legacy, path.join(folder, 'ic_launcher.png'));
    await shoot(
      page,
      img('maskable.svg', legacy, 'border-radius:50%'),
      legacy,
      legacy,
      path.join(folder, 'ic_launcher_round.png'),
    );
  }
  // Splash screens: the icon on the site's page colour, at each existing image's size.
  for (const folder of readdirSync(RES).filter((name) => name.startsWith('drawable'))) {
    const file = path.join(RES, folder, 'splash.png');
    let size: { width: number; height: number };
    try {
      size = pngSize(file);
    } catch {
      continue;
    }
    const icon = Math.round(Math.min(size.width, size.height) / 3);
    await shoot(
      page,
      `<div style="width:${size.width}px;height:${size.height}px;display:grid;place-items:center;background:${PAGE_BACKGROUND}"><img src="${svg('icon.svg')}" width="${icon}" height="${icon}"></div>`,
      size.width,
      size.height,
      file,
    );
  }
} finally {
  await browser.close();
}
