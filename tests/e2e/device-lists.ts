/**
 * A slot's words as this browser keeps them (the word-lists module's `voc-N` cache), read and
 * written through the module's own key names.
 */
import type { Page } from '@playwright/test';
import { vocabularyStorageKey } from '../../src/web/features/word-lists/storage.ts';

/** The stored list of a slot ({} when none). */
export async function readDeviceList(page: Page, slot: number) {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}'), vocabularyStorageKey(slot));
}

/** Stores a list in the given slots, as a load would. */
export async function writeDeviceList(page: Page, slots: readonly number[], list: object): Promise<void> {
  await page.evaluate(
    ({ keys, value }) => {
      for (const key of keys) localStorage.setItem(key, value);
    },
    { keys: slots.map(vocabularyStorageKey), value: JSON.stringify(list) },
  );
}
