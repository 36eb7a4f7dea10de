/**
 * The dealer applied to a word list, as both games use it: the words of the next round first (in
 * the dealer's order), then the rest of the list, with the start screen's counts. The same code
 * runs in the browser (an anonymous learner's cards) and on the server (a signed-in learner's).
 */

import { partnerSkill } from '../game-modes.ts';
import { type DealerCard, dealRound, exposuresPerDay, isDue, newWordsPace } from './dealer.ts';
import type { Skill } from './grades.ts';
import { cardIdString, KNOWN_HORIZON_DAYS } from './review.ts';
import { normaliseFront, wordKey } from './word-key.ts';

export type ListDeal = {
  /** The list's fronts, the next round's words first. */
  order: string[];
  /** Words of the list due for review in this skill today. */
  due: number;
  /** Words of the list never played in this skill. */
  fresh: number;
  /** New words a day the dealer plans from here to the target day (rounded; 0: none). */
  pace: number;
  /**
   * Words the next round plays (at most the round size): fewer when the pace allows no more new
   * words and nothing else is due (a learner's first rounds), or for "Play due words".
   */
  size: number;
};

const otherSkill = partnerSkill;

/**
 * `cards` holds the learner's cards for the list's words in both skills (missing: never seen),
 * keyed by cardIdString. `now` is the learner's day (fractional, see learnerDay). `targetDay` is
 * the day whose recall counts: 7 days from today unless an exam date says otherwise.
 */
export function dealList(options: {
  fronts: readonly string[];
  languageLearn: string;
  skill: Skill;
  cards: ReadonlyMap<string, DealerCard>;
  now: number;
  roundSize: number;
  targetDay?: number;
  /**
   * Answers in this skill per day over the last days, oldest first, today last: the pace of new
   * words follows what the learner really plays (none: about 4 rounds a day assumed).
   */
  recentDays?: readonly number[];
  /** "Play due words": the round holds only due words (and the dealer's checks). */
  dueOnly?: boolean;
}): ListDeal {
  const { languageLearn, skill, cards, now, roundSize } = options;
  const targetDay = options.targetDay ?? Math.floor(now) + KNOWN_HORIZON_DAYS;
  // One entry per word (a list may repeat a front), in list order.
  const seen = new Set<string>();
  const fronts = options.fronts.filter((front) => {
    const key = normaliseFront(front);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const idOf = new Map<string, string>();
  const skillCards = new Map<string, DealerCard>();
  const missedElsewhere = new Set<string>();
  let due = 0;
  let fresh = 0;
  for (const front of fronts) {
    const key = wordKey(languageLearn, front);
    const id = cardIdString({ wordKey: key, skill });
    idOf.set(id, front);
    const card = cards.get(id);
    const other = cards.get(cardIdString({ wordKey: key, skill: otherSkill(skill) }));
    if (card && card.exposures > 0) {
      // A copy: the dealer marks retired words on the map it is given.
      skillCards.set(id, { ...card });
      if (isDue(card, now)) due++;
    } else {
      fresh++;
    }
    // Missed in the other game since this skill last saw it, and not yet played in this skill
    // today: it leads the next round here. (Played here today, it waits for tomorrow: dealing it
    // again minutes later sent a hard word back and forth between the games within one sitting.)
    const playedToday =
      card !== undefined && card.exposures > 0 && Math.floor(card.lastSeenAt ?? 0) >= Math.floor(now);
    if (
      other?.lastMissed &&
      !playedToday &&
      (other.lastSeenAt ?? 0) > (card?.lastSeenAt ?? Number.NEGATIVE_INFINITY)
    )
      missedElsewhere.add(id);
  }
  const days = Math.max(1, targetDay - Math.floor(now));
  // The budget: what the learner plays a day, from today to the day before the target.
  const playedToday = options.recentDays?.at(-1) ?? 0;
  const exposuresLeft = Math.max(roundSize, days * exposuresPerDay(options.recentDays) - playedToday);
  const plan = { now, targetDay, exposuresLeft, roundSize };
  // A list no longer than a round is played whole: the pace spreads long lists.
  const pace =
    fronts.length <= roundSize ? { perDay: fronts.length, today: roundSize } : newWordsPace(skillCards, plan);
  // A word missed in the other game comes first, new to this skill or not.
  const ids = [...idOf.keys()];
  const deal = (dueOnly: boolean) =>
    dealRound(
      [...ids.filter((id) => missedElsewhere.has(id)), ...ids.filter((id) => !missedElsewhere.has(id))],
      skillCards,
      { ...plan, newToday: pace.today, dueOnly },
      undefined,
      missedElsewhere,
    );
  const dueWords = options.dueOnly ? deal(true) : [];
  const dealt = dueWords.length > 0 ? dueWords : deal(false);
  const first = dealt.map((id) => idOf.get(id) as string);
  const inRound = new Set(first);
  const paceWords = Math.round(Math.min(fresh, pace.perDay));
  // Only due words: the round is those alone (none due: the usual round).
  if (dueWords.length > 0) return { order: first, due, fresh, pace: paceWords, size: first.length };
  return {
    order: [...first, ...fronts.filter((front) => !inRound.has(front))],
    due,
    fresh,
    pace: paceWords,
    size: first.length,
  };
}
