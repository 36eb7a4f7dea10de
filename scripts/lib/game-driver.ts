/**
 * Driving a game on a page for the screenshot scripts (scripts/game-screenshots.ts,
 * scripts/game-mode-screenshots.ts): its test snapshot (`window.__candy` / `window.__space`), taps
 * by mouse or touch at the canvas's place on the screen, waiting for a screen, pressing a button.
 */
import type { Frame, Page } from '@playwright/test';

/** What every game's snapshot has; each script adds what it reads. */
export type BaseSnapshot = {
  scene: string;
  ready: boolean;
  buttons: { name: string; x: number; y: number; enabled: boolean }[];
};

/** The game's page and where its canvas sits on the screen (inside the site's frame or alone). */
export type Target = { page: Page; frame: Frame; dx: number; dy: number; touch: boolean };

export function state<S extends BaseSnapshot>(target: Target, game: string): Promise<S> {
  return target.frame.evaluate((name) => (window as unknown as Record<string, S>)[name] as S, `__${game}`);
}

export async function tap(target: Target, x: number, y: number): Promise<void> {
  if (target.touch) await target.page.touchscreen.tap(x + target.dx, y + target.dy);
  else await target.page.mouse.click(x + target.dx, y + target.dy);
}

export async function waitFor<S extends BaseSnapshot>(
  target: Target,
  game: string,
  scene: string,
  timeout = 60_000,
): Promise<S> {
  const deadline = Date.now() + timeout;
  for (;;) {
    // A frame that is reloading has no snapshot for a moment.
    const current = await state<S>(target, game).catch(() => null);
    if (current?.scene === scene && current.ready) return current;
    if (Date.now() > deadline) throw new Error(`${game}: no ${scene} screen`);
    await target.page.waitForTimeout(100);
  }
}

export async function press(target: Target, game: string, name: string): Promise<void> {
  const button = (await state(target, game)).buttons.find((candidate) => candidate.name === name);
  if (!button) throw new Error(`${game}: no ${name} button`);
  await tap(target, button.x, button.y);
}

/** A screenshot once the screen's animations have settled; prints the file's name. */
export async function shoot(target: Target, file: string, settleMs = 700): Promise<void> {
  await target.page.waitForTimeout(settleMs);
  await target.page.screenshot({ path: file });
  console.log(file);
}

/**
 * Band 5 words with synonyms in the band lists, as a learner's sheet would hold them: the
 * Paraphrase mode's bench and screenshots play them.
 */
export const PARAPHRASE_SHEET = {
  name: 'IELTS band 5 words',
  VOC: [
    'conclusion',
    'result',
    'education',
    'aid',
    'punishment',
    'responsibility',
    'suggest',
    'assume',
    'publish',
    'religion',
    'vote',
    'expose',
    'growth',
    'invent',
    'academic',
    'test',
  ].map((front) => ({ front, back: front, hint: '' })),
};
