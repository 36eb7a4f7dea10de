/**
 * Screenshots of the running site for a look by eye:
 *   BASE_URL=http://localhost:3000 npx tsx scripts/screenshots.ts / /pricing
 * Writes screenshots/<name>-<width>.png at 375 px and 1280 px wide. Add `--drawer` to open the menu.
 * LOCALE=es-ES sets the browser's language (a visitor's native language is guessed from it).
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/browser.ts';

const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000';
const args = process.argv.slice(2);
const openDrawer = args.includes('--drawer');
const fullPage = args.includes('--full');
const paths = args.filter((arg) => !arg.startsWith('--'));
const widths = (process.env.WIDTHS ?? '375,1280').split(',').map(Number);

mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const width of widths) {
  const page = await browser.newPage({
    viewport: { width, height: width < 800 ? 800 : 900 },
    ...(process.env.LOCALE ? { locale: process.env.LOCALE } : {}),
  });
  for (const path of paths.length > 0 ? paths : ['/']) {
    await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
    if (openDrawer) {
      await page.getByTestId('burger').click();
      await page.waitForTimeout(400);
    }
    const name =
      (path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home') + (openDrawer ? '-drawer' : '');
    const file = `screenshots/${name}-${width}.png`;
    await page.screenshot({ path: file, fullPage });
    console.log(file);
  }
  await page.close();
}
await browser.close();
