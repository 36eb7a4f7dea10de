/**
 * Log out on a shared device (decision record 025): what the account left in this browser goes.
 * Loaded only when a learner logs out, so no page pays for it up front.
 */
import { learningStore } from './learning-store.ts';
import { sendQueuedRounds } from './record-round.ts';
import { GAME_RESULTS_STORAGE_KEY } from './storage-keys.ts';

/** The service worker's cache of API answers (src/web/pwa/service-worker-options.ts). */
export const API_CACHE_NAME = 'api';

/** While still signed in: the rounds waiting to be sent go now, if the server can be reached. */
export async function sendBeforeLogOut(userId: number): Promise<void> {
  await sendQueuedRounds(userId).catch(() => {});
}

/** The account's rounds still waiting on this device to be sent (after `sendBeforeLogOut`). */
export async function queuedRounds(userId: number): Promise<number> {
  const store = await learningStore();
  return (await store.rounds()).filter((round) => round.state === 'queued' && round.userId === userId).length;
}

/**
 * After the token is gone: the account's queued rounds (sent above when online; otherwise lost,
 * as the privacy page says), the recent round results, and every cached API answer.
 */
export async function forgetAccountOnDevice(userId: number | null): Promise<void> {
  try {
    localStorage.removeItem(GAME_RESULTS_STORAGE_KEY);
  } catch {
    // Storage blocked: nothing was kept.
  }
  if (typeof caches !== 'undefined') await caches.delete(API_CACHE_NAME).catch(() => false);
  if (userId === null) return;
  const store = await learningStore();
  for (const round of await store.rounds())
    if (round.state === 'queued' && round.userId === userId) await store.deleteRound(round.body.roundId);
}
