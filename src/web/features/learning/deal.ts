/**
 * The learning engine's side of a game's word request: orders a list's cards so the next round
 * plays the words that teach most (src/shared/learning/deal-list.ts), on the server for a
 * signed-in learner and from this browser's cards otherwise. Loaded lazily by the game page.
 */
import type { DealResponse } from '../../../shared/api/learning.ts';
import { ROUND_WORDS } from '../../../shared/constants.ts';
import { type GameMode, partnerSkill, skillFor } from '../../../shared/game-modes.ts';
import type { VocabularyData, WordCard } from '../../../shared/game-protocol.ts';
import { dealList } from '../../../shared/learning/deal-list.ts';
import { DEALER } from '../../../shared/learning/dealer.ts';
import { MAX_DEAL_WORDS } from '../../../shared/learning/limits.ts';
import { cardIdString, learnerDay } from '../../../shared/learning/review.ts';
import { normaliseFront, wordKey } from '../../../shared/learning/word-key.ts';
import { playableCards } from '../../../shared/paraphrases.ts';
import { dayOfDate } from '../../../shared/progress/plan.ts';
import { apiFetch } from '../../api/client.ts';
import { learningStore } from './learning-store.ts';
import { localStudyPlan } from './local-learning.ts';
import { signedInUserId } from './record-round.ts';

async function localDeal(
  fronts: string[],
  languageLearn: string,
  game: VocabularyData['game'],
  mode: GameMode,
  dueOnly: boolean,
): Promise<DealResponse> {
  const store = await learningStore();
  const keys = fronts.map((front) => wordKey(languageLearn, front));
  const skill = skillFor(game, mode);
  const ids = keys.flatMap((key) => [
    cardIdString({ wordKey: key, skill }),
    cardIdString({ wordKey: key, skill: partnerSkill(skill) }),
  ]);
  const now = Date.now();
  const today = learnerDay(now, new Date(now).getTimezoneOffset());
  // With an exam date ahead, the dealer aims at recall on that day rather than a week ahead.
  const { examDate } = localStudyPlan();
  const examDay = examDate ? dayOfDate(examDate) : null;
  // What this browser played in this skill on each of the last days: the pace follows it.
  const recentDays = new Array<number>(DEALER.PACE_DAYS).fill(0);
  for (const { body } of await store.rounds()) {
    const ago = Math.floor(today) - Math.floor(learnerDay(body.playedAt, body.timezoneOffsetMinutes));
    if (ago < 0 || ago >= DEALER.PACE_DAYS || skillFor(body.game, body.mode) !== skill) continue;
    const slot = DEALER.PACE_DAYS - 1 - ago;
    recentDays[slot] = (recentDays[slot] ?? 0) + body.words.length;
  }
  return dealList({
    fronts,
    languageLearn,
    skill,
    cards: await store.getCards(ids),
    now: today,
    roundSize: ROUND_WORDS,
    recentDays,
    dueOnly,
    ...(examDay !== null && examDay > Math.floor(today) ? { targetDay: examDay } : {}),
  });
}

/**
 * The vocabulary with its cards in the dealer's order and the start screen's counts. The
 * `languageLearn` is the one rounds are recorded under, so dealing and recording name a word alike.
 */
export async function dealVocabulary(
  data: VocabularyData,
  languageLearn: string,
  mode: GameMode = 'translation',
  dueOnly = false,
): Promise<VocabularyData> {
  // Paraphrase deals only the words the band lists give it; the rest follow unplayed.
  const playable = playableCards(data.game, mode, data.cards, data.paraphrases)
    .map((card) => card.front)
    .filter((front) => front.trim().length > 0);
  const fronts = playable.slice(0, MAX_DEAL_WORDS);
  if (fronts.length === 0) return data;
  const deal =
    signedInUserId() === null
      ? await localDeal(fronts, languageLearn, data.game, mode, dueOnly)
      : await apiFetch<DealResponse>('/api/learning/deal', {
          method: 'POST',
          body: {
            game: data.game,
            ...(mode === 'translation' ? {} : { mode }),
            languageLearn,
            timezoneOffsetMinutes: new Date().getTimezoneOffset(),
            fronts,
            roundSize: ROUND_WORDS,
            ...(dueOnly ? { dueOnly } : {}),
          },
        });
  const byFront = new Map<string, WordCard>();
  for (const card of data.cards) {
    const key = normaliseFront(card.front);
    if (!byFront.has(key)) byFront.set(key, card);
  }
  const ordered: WordCard[] = [];
  for (const front of deal.order) {
    const card = byFront.get(normaliseFront(front));
    if (!card) continue;
    ordered.push(card);
    byFront.delete(normaliseFront(front));
  }
  // A short round ("Play due words", or the day's new words all dealt with nothing else left):
  // the game plays the dealt words alone.
  const size = deal.size;
  const short = size > 0 && size < Math.min(ROUND_WORDS, ordered.length + byFront.size);
  return {
    ...data,
    cards: short ? ordered.slice(0, size) : [...ordered, ...byFront.values()],
    dealt: {
      due: deal.due,
      fresh: deal.fresh,
      pace: deal.pace,
      listed: data.cards.length,
      playable: playable.length,
    },
  };
}
