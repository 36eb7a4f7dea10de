/**
 * The dealer applied to a word list, as both games use it: the words of the next round first (in
 * the dealer's order), then the rest of the list, with the start screen's counts. The same code
 * runs in the browser (an anonymous learner's cards) and on the server (a signed-in learner's).
 */

import { partnerSkill } from '../game-modes.ts';
import { type DealerCard, dealRound } from './dealer.ts';
import type { Skill } from './grades.ts';
import { cardIdString, dueInDays, KNOWN_HORIZON_DAYS } from './review.ts';
import { normaliseFront, wordKey } from './word-key.ts';

/** Exposures a day the plan assumes a learner plays (the benchmark's 60: about 4 rounds). */
const PLANNED_EXPOSURES_PER_DAY = 60;

export type ListDeal = {
  /** The list's fronts, the next round's words first. */
  order: string[];
  /** Words of the list due for review in this skill today. */
  due: number;
  /** Words of the list never played in this skill. */
  fresh: number;
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
      if (!card.retired && dueInDays(card, now) === 0) due++;
    } else {
      fresh++;
    }
    // Missed in the other game since this skill last saw it: it leads the next round here.
    if (other?.lastMissed && (other.lastSeenAt ?? 0) > (card?.lastSeenAt ?? Number.NEGATIVE_INFINITY))
      missedElsewhere.add(id);
  }
  const days = Math.max(1, targetDay - Math.floor(now));
  // A word missed in the other game comes first, new to this skill or not.
  const ids = [...idOf.keys()];
  const dealt = dealRound(
    [...ids.filter((id) => missedElsewhere.has(id)), ...ids.filter((id) => !missedElsewhere.has(id))],
    skillCards,
    { now, targetDay, exposuresLeft: days * PLANNED_EXPOSURES_PER_DAY, roundSize },
    undefined,
    missedElsewhere,
  );
  const first = dealt.map((id) => idOf.get(id) as string);
  const inRound = new Set(first);
  return { order: [...first, ...fronts.filter((front) => !inRound.has(front))], due, fresh };
}
