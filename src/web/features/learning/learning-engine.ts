/**
 * The browser side of the learning engine. A finished round becomes reviews:
 * - signed out: applied to the cards kept in this browser, and kept as a `local` round;
 * - signed in: queued, then sent to the server in one idempotent call (the round id is made
 *   here), so a retry after a lost answer changes nothing. A round that cannot be sent (offline)
 *   stays queued and goes with the next flush.
 * Signing in merges the anonymous history once: every `local` round is queued and sent; the
 * server applies each round id once, however often the merge runs.
 */
import type { RoundBody, RoundResponse } from '../../../shared/api/learning.ts';
import { skillOf } from '../../../shared/learning/grades.ts';
import { applyRound, cardIdString, learnerDay, type WordChange } from '../../../shared/learning/review.ts';
import { wordKey } from '../../../shared/learning/word-key.ts';
import type { LearningStore } from './learning-store.ts';

export type PostRound = (body: RoundBody) => Promise<RoundResponse>;
/** What a failed post means: `retry` (offline, server down) or `drop` (refused: sending again won't help). */
export type PostFailure = 'retry' | 'drop';

export type LearningEngine = ReturnType<typeof createLearningEngine>;

export function createLearningEngine(options: {
  store: LearningStore;
  post: PostRound;
  classifyFailure: (error: unknown) => PostFailure;
}) {
  const { store, post, classifyFailure } = options;
  let flushing: Promise<void> | undefined;

  /** Applies a round to this browser's cards (signed out). */
  async function recordLocally(body: RoundBody): Promise<WordChange[]> {
    const skill = skillOf(body.game, body.mode);
    const ids = body.words.map((word) =>
      cardIdString({ wordKey: wordKey(body.languageLearn, word.front), skill }),
    );
    const current = await store.getCards(ids);
    const at = learnerDay(body.playedAt, body.timezoneOffsetMinutes);
    const { cards, changes } = applyRound(
      { languageLearn: body.languageLearn, at, words: body.words, mode: body.mode },
      current,
    );
    await store.putCards(cards);
    await store.putRound({ body, state: 'local' });
    return changes;
  }

  /** Sends the account's queued rounds, oldest first; stops at the first that must wait. */
  function flush(userId: number): Promise<void> {
    flushing ??= (async () => {
      try {
        for (const round of await store.rounds()) {
          if (round.state !== 'queued' || round.userId !== userId) continue;
          try {
            await post(round.body);
            await store.deleteRound(round.body.roundId);
          } catch (error) {
            if (classifyFailure(error) === 'retry') return;
            await store.deleteRound(round.body.roundId);
          }
        }
      } finally {
        flushing = undefined;
      }
    })();
    return flushing;
  }

  /**
   * Records a finished round for the signed-in account `userId` (null: signed out). Signed in, the
   * answer says what changed (null when the round was queued to be sent later); signed out, the
   * changes come from this browser's cards.
   */
  async function record(body: RoundBody, userId: number | null): Promise<WordChange[] | null> {
    if (userId === null) return recordLocally(body);
    await store.putRound({ body, state: 'queued', userId });
    try {
      const response = await post(body);
      await store.deleteRound(body.roundId);
      return response.changes;
    } catch (error) {
      if (classifyFailure(error) === 'drop') await store.deleteRound(body.roundId);
      return null;
    }
  }

  /** After sign-in: the anonymous rounds go to the account once, then this browser's cards are the server's. */
  async function mergeAnonymousHistory(userId: number): Promise<void> {
    const local = (await store.rounds()).filter((round) => round.state === 'local');
    for (const round of local) await store.putRound({ body: round.body, state: 'queued', userId });
    await flush(userId);
    if ((await store.rounds()).every((round) => round.state !== 'queued' || round.userId !== userId))
      await store.clearCards();
  }

  return { record, flush, mergeAnonymousHistory };
}
