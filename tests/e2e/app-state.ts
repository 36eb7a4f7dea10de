/**
 * The site's state, set and read through the store the app itself uses (`window.__app`, see
 * src/web/main.tsx), not through its storage format: the store saves what is set, as it does for
 * a player's own choices, and nothing writes the saved state behind the app's back.
 */
import type { Page } from '@playwright/test';
import type { AppState } from '../../src/web/state/app-store.ts';

type AppHook = {
  getState: () => AppState;
  setState: (part: Partial<AppState>) => void;
};

/** Sets part of the state on the open page (the site must be loaded in it). */
export async function setAppState(page: Page, part: Partial<AppState>): Promise<void> {
  await page.waitForFunction(() => '__app' in window);
  await page.evaluate((value) => (window as unknown as { __app: AppHook }).__app.setState(value), part);
}

/** The state as the app has it now. */
export async function appState(page: Page): Promise<AppState> {
  await page.waitForFunction(() => '__app' in window);
  return page.evaluate(() => {
    const state = (window as unknown as { __app: AppHook }).__app.getState();
    return JSON.parse(JSON.stringify(state)) as AppState;
  });
}
