/**
 * The dealer: which words of a list the next round plays.
 *
 * Objective: the number of words the learner will recall with probability >= 0.9 on the target
 * day (7 days after today, or the exam date). A dealer that greedily raises expected recall
 * spreads itself over too many words and carries none to 0.9; so the backbone is a budget-sized
 * cycle: the working set holds only as many words as the exposures left can carry to the target
 * (about `exposuresPerWord` each), introduced in list order and reviewed least recently seen
 * first. On that backbone, in this order:
 * 1. a word missed in the other skill (the caller passes them in `missedElsewhere`) leads;
 * 2. every word due today (`isDue`: missed last time, or predicted below 90% today) comes next,
 *    lowest predicted recall first, before any new word, whatever the target day;
 * 3. then the checks: a word the model has retired (predicted known on the target day) comes back
 *    once it is CHECK_SHARE of the way from its last review to the target day, and a word the
 *    learner's own record says is below 90% today (the model's stability times the learner's
 *    `stabilityScale`) comes back too. A miss at a check puts the word back in the working set;
 * 4. the working set, least recently seen first (a word played earlier today after every word not
 *    yet played today), with new words in list order as today's pace allows (`newWordsPace`: a
 *    budget-sized working set, 6 exposures a word as the budget-sized cycle gives, its words
 *    introduced evenly over the days before the target's last weeks, the budget taken from what
 *    the learner really played on recent days).
 * See docs/decisions/012-learning-dealer.md, 020-dealer-verifies.md, 023-dealer-pace-and-backbone.md
 * and `npm run bench:learning`.
 */
import { createMemoryModel, GRADE, type Grade, type MemoryModel, type MemoryState } from './fsrs-adapter.ts';

export const DEALER = {
  /**
   * Recalled spaced reviews a word needs to reach 0.9 on the target day. A word then needs about
   * this many exposures divided by the learner's recall rate at spaced reviews (each miss costs one
   * more), which sets how many words the budget can carry.
   */
  RECALLED_REVIEWS_PER_WORD: 4,
  /** Before there is evidence: the recall rate a prior of PRIOR_REVIEWS reviews assumes (4 / 0.67 = 6 exposures, the budget-sized cycle). */
  PRIOR_RECALL_RATE: 0.67,
  PRIOR_REVIEWS: 30,
  /** Bounds on exposures a word is planned to get. */
  MIN_EXPOSURES_PER_WORD: 4,
  MAX_EXPOSURES_PER_WORD: 9,
  /** Predicted recall on the target day above which a word leaves the working set (provisionally). */
  SAFE_RECALL: 0.93,
  /** Recalls in a row a word needs before it may leave the working set. */
  SAFE_STREAK: 2,
  /** A retired word comes back for a check this share of the way from its last review to the target day. */
  CHECK_SHARE: 0.5,
  /** No check when the target day is this close to the last review: the word was just recalled. */
  CHECK_MIN_DAYS: 3,
  /** Recall below which a word is due (FSRS's 90% retention). */
  DUE_RECALL: 0.9,
  /**
   * The learner's stability scale: expected lapses at spaced reviews over observed ones, each with
   * PRIOR_LAPSES pseudo-lapses (so a handful of reviews moves it little), within these bounds.
   */
  PRIOR_LAPSES: 4,
  MIN_SCALE: 0.2,
  MAX_SCALE: 1,
  /** Exposures a day assumed before the learner has played a day (4 rounds of 16, about 60). */
  PRIOR_EXPOSURES_PER_DAY: 60,
  /**
   * Exposures a word of the working set is planned to get when the pace sizes the set: the
   * budget-sized cycle's 6 (1,920 answers a game over 30 days / 320 words). A learner-fitted
   * number (`exposuresPerWord`) lost on the bench: it moves after the words are introduced.
   */
  PACE_EXPOSURES_PER_WORD: 6,
  /**
   * New words stop this many days before the last week (with a far target; at most half the days
   * left), so that the last words introduced still get spaced reviews.
   */
  NEW_WORDS_STOP_DAYS: 7,
  /**
   * A day brings at most this multiple of a day's play / PACE_EXPOSURES_PER_WORD new words: days
   * whose rounds due words filled are not made up with a burst later.
   */
  PACE_MAX_SHARE: 1.3,
  /** With a target more than twice this far, new words stop this many days before it. */
  REVIEW_DAYS: 7,
  /** Days of play the pace looks back on, today included. */
  PACE_DAYS: 7,
  /** A round holds at least this many words when the pace allows fewer new ones and nothing else is left. */
  MIN_ROUND_WORDS: 6,
  /** Minimum days between two exposures of one word (never twice in one round). */
  MIN_GAP_DAYS: 1 / 48,
} as const;

/** What the dealer knows of one word in one skill. Times are in days (fractional). */
export type DealerCard = {
  exposures: number;
  misses: number;
  /** Recalls in a row, up to the last exposure. */
  streak: number;
  /** Exposures on a later day than the one before (spaced reviews), and how many were recalled. */
  reviews: number;
  reviewRecalls: number;
  /**
   * The lapses the memory model expected at those spaced reviews (the sum of 1 - predicted recall):
   * compared with the observed lapses, it says how far the model overrates this learner's memory.
   * Missing on cards stored before it existed (counted as 0).
   */
  expectedLapses?: number;
  memory: MemoryState | null;
  /** Integer day of the last review FSRS counted (the first exposure of a day). */
  lastReviewDay: number | null;
  lastSeenAt: number | null;
  /** The last exposure was a miss. */
  lastMissed: boolean;
  /** Left the working set: predicted known on the target day (provisional: checks follow). */
  retired: boolean;
};

export function newDealerCard(): DealerCard {
  return {
    exposures: 0,
    misses: 0,
    streak: 0,
    reviews: 0,
    reviewRecalls: 0,
    expectedLapses: 0,
    memory: null,
    lastReviewDay: null,
    lastSeenAt: null,
    lastMissed: false,
    retired: false,
  };
}

const defaultModel = createMemoryModel();

/**
 * Records one answer. FSRS takes one review per card per day, the first exposure of the day:
 * later repeats the same day would inflate stability (15 repeats in 30 minutes push a review
 * 15 days out). A failure later the same day still lowers the card (a same-day Again).
 */
export function recordAnswer(
  card: DealerCard,
  at: number,
  grade: Grade,
  model: MemoryModel = defaultModel,
): DealerCard {
  const day = Math.floor(at);
  const recalled = grade !== GRADE.again;
  const spaced = card.lastSeenAt !== null && day > Math.floor(card.lastSeenAt);
  const predicted =
    spaced && card.memory !== null && card.lastReviewDay !== null
      ? model.recall(card.memory, day - card.lastReviewDay)
      : 1;
  const next: DealerCard = {
    ...card,
    exposures: card.exposures + 1,
    misses: card.misses + (recalled ? 0 : 1),
    streak: recalled ? card.streak + 1 : 0,
    ...(spaced
      ? {
          reviews: card.reviews + 1,
          reviewRecalls: card.reviewRecalls + (recalled ? 1 : 0),
          expectedLapses: (card.expectedLapses ?? 0) + (1 - predicted),
        }
      : {}),
    lastSeenAt: at,
    lastMissed: !recalled,
    // A miss puts a retired word back in the working set.
    retired: recalled ? card.retired : false,
  };
  if (card.lastReviewDay === null || card.memory === null || day > card.lastReviewDay) {
    const elapsed = card.lastReviewDay === null ? 0 : day - card.lastReviewDay;
    next.memory = model.review(card.memory, elapsed, grade);
    next.lastReviewDay = day;
  } else if (!recalled) {
    next.memory = model.review(card.memory, 0, GRADE.again);
  }
  return next;
}

/** Whether a card is due today: played, and missed last time or predicted below 90% today. */
export function isDue(card: DealerCard | undefined, now: number, model: MemoryModel = defaultModel): boolean {
  if (!card || card.exposures === 0) return false;
  if (card.lastMissed || card.memory === null || card.lastReviewDay === null) return true;
  return model.recall(card.memory, Math.floor(now) - card.lastReviewDay) < DEALER.DUE_RECALL;
}

/** Words due today among `cards`: the one count the start screens, the progress page and the dealer use. */
export function dueCount(cards: Iterable<DealerCard | undefined>, now: number): number {
  let due = 0;
  for (const card of cards) if (isDue(card, now)) due++;
  return due;
}

/**
 * How far the memory model overrates (or underrates) this learner: a scale on every stability,
 * from the learner's own spaced reviews. With recall high, a lapse is about proportional to
 * elapsed time / stability, so expected lapses / observed lapses estimates the stability scale;
 * PRIOR_LAPSES pseudo-lapses on both sides keep it near 1 until there is evidence. The scale is
 * never above 1: the dealer trusts the model up to what the learner shows, never beyond.
 */
export function stabilityScale(cards: Iterable<DealerCard>): number {
  let expected = DEALER.PRIOR_LAPSES;
  let observed = DEALER.PRIOR_LAPSES;
  for (const card of cards) {
    expected += card.expectedLapses ?? 0;
    observed += card.reviews - card.reviewRecalls;
  }
  return Math.min(DEALER.MAX_SCALE, Math.max(DEALER.MIN_SCALE, expected / observed));
}

export type DealPlan = {
  /** Now, in days. */
  now: number;
  /** The day whose recall counts (7 days after today, or the exam date). */
  targetDay: number;
  /** Exposures the learner will still play before the target day, this round included. */
  exposuresLeft: number;
  roundSize: number;
  /** New words today may still bring (see `newWordsPace`); no limit when missing. */
  newToday?: number;
  /** Only due words (and the checks): "Play due words". */
  dueOnly?: boolean;
};

/** Predicted recall on the target day if the word is not shown again (`scale`: on stability). */
export function recallOnTargetDay(
  card: DealerCard,
  targetDay: number,
  model: MemoryModel = defaultModel,
  scale = 1,
): number {
  if (card.memory === null || card.lastReviewDay === null) return 0;
  return model.recall(
    { ...card.memory, stability: card.memory.stability * scale },
    targetDay - card.lastReviewDay,
  );
}

function isSafe(card: DealerCard, targetDay: number, model: MemoryModel, scale: number): boolean {
  return (
    card.streak >= DEALER.SAFE_STREAK &&
    recallOnTargetDay(card, targetDay, model, scale) >= DEALER.SAFE_RECALL
  );
}

/** A retired word whose check has come: CHECK_SHARE of the way from its last review to the target. */
function checkDue(card: DealerCard, plan: DealPlan): boolean {
  if (card.lastReviewDay === null) return false;
  const span = plan.targetDay - card.lastReviewDay;
  return (
    span >= DEALER.CHECK_MIN_DAYS && Math.floor(plan.now) >= card.lastReviewDay + DEALER.CHECK_SHARE * span
  );
}

/** Exposures a word needs, from the learner's recall rate at spaced reviews so far. */
export function exposuresPerWord(cards: Iterable<DealerCard>): number {
  let reviews = DEALER.PRIOR_REVIEWS;
  let recalls = DEALER.PRIOR_RECALL_RATE * DEALER.PRIOR_REVIEWS;
  for (const card of cards) {
    reviews += card.reviews;
    recalls += card.reviewRecalls;
  }
  const perWord = DEALER.RECALLED_REVIEWS_PER_WORD / (recalls / reviews);
  return Math.min(DEALER.MAX_EXPOSURES_PER_WORD, Math.max(DEALER.MIN_EXPOSURES_PER_WORD, perWord));
}

/** Exposures a working-set word is still planned to get. */
function plannedExposures(card: DealerCard, perWord: number): number {
  return Math.max(1, perWord - card.exposures + (card.lastMissed ? 1 : 0));
}

/**
 * Exposures a day the learner really plays: the mean of the days played among the last PACE_DAYS
 * before today, or today's so far when that is more; PRIOR_EXPOSURES_PER_DAY before any day.
 * `recentDays` are answers per day, oldest first, today last.
 */
export function exposuresPerDay(recentDays: readonly number[] | undefined): number {
  if (!recentDays || recentDays.length === 0) return DEALER.PRIOR_EXPOSURES_PER_DAY;
  const days = recentDays.slice(-DEALER.PACE_DAYS);
  const today = days.at(-1) ?? 0;
  const before = days.slice(0, -1).filter((answers) => answers > 0);
  if (before.length === 0) return Math.max(DEALER.PRIOR_EXPOSURES_PER_DAY, today);
  return Math.max(today, before.reduce((a, b) => a + b, 0) / before.length);
}

/**
 * The pace of new words. The working set is budget-sized: the exposures already played and those
 * the learner will play up to the target's last week, PACE_EXPOSURES_PER_WORD a word. The words
 * of that set not yet introduced are spread evenly over the days new words may still come (all
 * but the last NEW_WORDS_STOP_DAYS before that week), today included. Returns the words a day and
 * how many today may still bring.
 */
export function newWordsPace(
  cards: ReadonlyMap<string, DealerCard>,
  plan: { now: number; targetDay: number; exposuresLeft: number },
): { perDay: number; today: number } {
  const today = Math.floor(plan.now);
  const all = [...cards.values()].filter((card) => card.exposures > 0);
  let introducedToday = 0;
  let spent = 0;
  for (const card of all) {
    if (card.reviews === 0 && card.lastSeenAt !== null && Math.floor(card.lastSeenAt) === today)
      introducedToday++;
    spent += card.exposures;
  }
  // The days new words may still come: up to NEW_WORDS_STOP_DAYS before the last week (with a
  // far target), and at least half of the days left.
  const toTarget = Math.max(1, plan.targetDay - today);
  // The days of play before the target's last week; with a target at most two weeks away,
  // toTarget² / (4 x REVIEW_DAYS), which meets it at two weeks and falls to nothing by the
  // target (a rolling target 7 days away: 1.75 days' play ahead of what was played).
  const studyDays =
    toTarget > 2 * DEALER.REVIEW_DAYS
      ? toTarget - DEALER.REVIEW_DAYS
      : toTarget ** 2 / (4 * DEALER.REVIEW_DAYS);
  const newDays = Math.max(1, studyDays - Math.min(DEALER.NEW_WORDS_STOP_DAYS, studyDays / 2));
  // The working set the budget carries: what was played and will be played up to the last week,
  // PACE_EXPOSURES_PER_WORD a word; the words not yet introduced, spread evenly over newDays.
  const budget = spent + (plan.exposuresLeft * studyDays) / toTarget;
  const remaining = Math.max(0, budget / DEALER.PACE_EXPOSURES_PER_WORD - all.length + introducedToday);
  const perDay = Math.min(
    remaining / newDays,
    (DEALER.PACE_MAX_SHARE * plan.exposuresLeft) / toTarget / DEALER.PACE_EXPOSURES_PER_WORD,
  );
  return { perDay, today: Math.max(0, Math.ceil(perDay) - introducedToday) };
}

/**
 * Picks the next round: `order` is the list in the learner's dealing order (a stable shuffle),
 * `cards` what the dealer knows (missing = never seen). Retires safe words in `cards` in place.
 */
export function dealRound(
  order: readonly string[],
  cards: Map<string, DealerCard>,
  plan: DealPlan,
  model: MemoryModel = defaultModel,
  missedElsewhere: ReadonlySet<string> = new Set(),
): string[] {
  const seen = [...cards.values()].filter((card) => card.exposures > 0);
  const perWord = exposuresPerWord(seen);
  const scale = stabilityScale(seen);
  const today = Math.floor(plan.now);
  const first: string[] = [];
  const due: { id: string; recall: number }[] = [];
  const checks: { id: string; recall: number }[] = [];
  const active: { id: string; key: number }[] = [];
  const seenToday: { id: string; key: number }[] = [];
  const recent: { id: string; key: number }[] = [];
  let plannedNeed = 0;
  for (const [id, card] of cards) {
    if (card.exposures === 0) continue;
    if (!card.retired && isSafe(card, plan.targetDay, model, scale)) card.retired = true;
    if (card.retired && missedElsewhere.has(id)) card.retired = false;
    const lastSeen = card.lastSeenAt ?? 0;
    if (missedElsewhere.has(id)) {
      first.push(id);
      if (!card.retired) plannedNeed += plannedExposures(card, perWord);
      continue;
    }
    const recallToday =
      card.memory === null || card.lastReviewDay === null
        ? 0
        : model.recall(
            { ...card.memory, stability: card.memory.stability * scale },
            today - card.lastReviewDay,
          );
    if (!card.retired) plannedNeed += plannedExposures(card, perWord);
    // Never twice within minutes.
    if (plan.now - lastSeen < DEALER.MIN_GAP_DAYS) {
      if (!card.retired) recent.push({ id, key: lastSeen });
      continue;
    }
    if (isDue(card, plan.now, model)) due.push({ id, recall: card.lastMissed ? -1 : recallToday });
    else if (recallToday < DEALER.DUE_RECALL || (card.retired && checkDue(card, plan)))
      checks.push({ id, recall: recallToday });
    // The working set, least recently seen first; a word already played today waits behind
    // the words not yet played today.
    else if (!card.retired) (Math.floor(lastSeen) === today ? seenToday : active).push({ id, key: lastSeen });
  }
  due.sort((a, b) => a.recall - b.recall);
  checks.sort((a, b) => a.recall - b.recall);
  active.sort((a, b) => a.key - b.key);
  seenToday.sort((a, b) => a.key - b.key);
  recent.sort((a, b) => a.key - b.key);

  const picked = [...first, ...due.map((d) => d.id), ...checks.map((c) => c.id)].slice(0, plan.roundSize);
  if (plan.dueOnly) return picked;
  // The working set, with new words while the budget carries them and today's pace allows.
  const inRound = new Set(picked);
  const newWords = order.filter((id) => (cards.get(id)?.exposures ?? 0) === 0 && !inRound.has(id));
  let spare = plan.exposuresLeft - plannedNeed;
  let allowance = plan.newToday ?? Number.POSITIVE_INFINITY;
  const introduced: string[] = [];
  let nextNew = 0;
  let nextActive = 0;
  const reviews: string[] = [];
  while (picked.length + reviews.length + introduced.length < plan.roundSize) {
    // With a pace, the pace alone sets the new words (it already spreads the budget); without
    // one, the budget the words in play leave.
    const budgetAllows = plan.newToday !== undefined || spare >= perWord;
    if (nextNew < newWords.length && budgetAllows && allowance >= 1) {
      introduced.push(newWords[nextNew++] as string);
      spare -= perWord;
      allowance -= 1;
    } else if (nextActive < active.length) {
      reviews.push((active[nextActive++] as { id: string }).id);
    } else {
      break;
    }
  }
  // Nothing else to play: words played earlier today, then words seen minutes ago (today's new
  // words again, as learning steps do), then new words up to a short round's worth. The round
  // may be short: the pace holds.
  let nextRecent = 0;
  const later = [...seenToday, ...recent];
  while (picked.length + reviews.length + introduced.length < plan.roundSize) {
    const dealt = picked.length + reviews.length + introduced.length;
    if (nextRecent < later.length) reviews.push((later[nextRecent++] as { id: string }).id);
    else if (nextNew < newWords.length && (plan.newToday === undefined || dealt < DEALER.MIN_ROUND_WORDS))
      introduced.push(newWords[nextNew++] as string);
    else break;
  }
  return [...picked, ...reviews, ...introduced];
}
