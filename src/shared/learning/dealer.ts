/**
 * The dealer: which words of a list the next round plays.
 *
 * Objective: the number of words the learner will recall with probability >= 0.9 on the target
 * day (7 days after today, or the exam date). A dealer that greedily raises expected recall
 * spreads itself over too many words and carries none to 0.9; "most overdue first" lets a
 * backlog of due words block every new word. So the backbone is a budget-sized cycle: the
 * working set holds only as many words as the exposures left can carry to the target (about
 * EXPOSURES_PER_WORD each), introduced in list order and reviewed least recently seen first, which
 * spaces them as evenly as a shuffled cycle. On that backbone the dealer uses what a cycle
 * ignores:
 * - a word the memory model already predicts known on the target day (and that the learner has
 *   recalled SAFE_STREAK times running) leaves the working set, and its exposures go to a new word;
 * - a word the learner missed comes back sooner (its next turn is brought forward);
 * - a word missed in one skill is brought forward in the other skill too (the caller passes the
 *   other skill's misses in `missedElsewhere`).
 * See docs/decisions/012-learning-engine.md and `npm run bench:learning`.
 */
import { createMemoryModel, GRADE, type Grade, type MemoryModel, type MemoryState } from './fsrs-adapter.ts';

const DEALER = {
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
  /** Predicted recall on the target day above which a word leaves the working set. */
  SAFE_RECALL: 0.93,
  /** Recalls in a row a word needs before it may leave the working set. */
  SAFE_STREAK: 2,
  /** How far a miss brings a word's next turn forward, as a share of the time since it was seen. */
  MISS_BOOST: 0,
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
  memory: MemoryState | null;
  /** Integer day of the last review FSRS counted (the first exposure of a day). */
  lastReviewDay: number | null;
  lastSeenAt: number | null;
  /** The last exposure of the day was a miss after an earlier exposure that day. */
  lastMissed: boolean;
  /** Left the working set: predicted known on the target day. */
  retired: boolean;
};

export function newDealerCard(): DealerCard {
  return {
    exposures: 0,
    misses: 0,
    streak: 0,
    reviews: 0,
    reviewRecalls: 0,
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
  const next: DealerCard = {
    ...card,
    exposures: card.exposures + 1,
    misses: card.misses + (recalled ? 0 : 1),
    streak: recalled ? card.streak + 1 : 0,
    ...(card.lastSeenAt !== null && day > Math.floor(card.lastSeenAt)
      ? { reviews: card.reviews + 1, reviewRecalls: card.reviewRecalls + (recalled ? 1 : 0) }
      : {}),
    lastSeenAt: at,
    lastMissed: !recalled,
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

export type DealPlan = {
  /** Now, in days. */
  now: number;
  /** The day whose recall counts (7 days after today, or the exam date). */
  targetDay: number;
  /** Exposures the learner will still play before the target day, this round included. */
  exposuresLeft: number;
  roundSize: number;
};

/** Predicted recall on the target day if the word is not shown again. */
export function recallOnTargetDay(
  card: DealerCard,
  targetDay: number,
  model: MemoryModel = defaultModel,
): number {
  if (card.memory === null || card.lastReviewDay === null) return 0;
  return model.recall(card.memory, targetDay - card.lastReviewDay);
}

function isSafe(card: DealerCard, targetDay: number, model: MemoryModel): boolean {
  return card.streak >= DEALER.SAFE_STREAK && recallOnTargetDay(card, targetDay, model) >= DEALER.SAFE_RECALL;
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
  const active: { id: string; key: number }[] = [];
  const perWord = exposuresPerWord(cards.values());
  let plannedNeed = 0;
  for (const [id, card] of cards) {
    if (card.exposures === 0) continue;
    if (!card.retired && isSafe(card, plan.targetDay, model)) card.retired = true;
    if (card.retired && missedElsewhere.has(id)) card.retired = false;
    if (card.retired) continue;
    plannedNeed += plannedExposures(card, perWord);
    const lastSeen = card.lastSeenAt ?? 0;
    // Never twice within minutes, unless the other game just showed the learner does not know it.
    if (plan.now - lastSeen < DEALER.MIN_GAP_DAYS && !missedElsewhere.has(id)) continue;
    // Least recently seen first, like a cycle. A word missed in the other skill since it was last
    // seen here goes first. A miss in this skill does not move the word's turn: the simulation
    // showed that bringing it forward costs more than it gains (the miss already plans one more
    // exposure for it).
    const key = missedElsewhere.has(id)
      ? Number.NEGATIVE_INFINITY
      : lastSeen - DEALER.MISS_BOOST * (plan.now - lastSeen);
    active.push({ id, key });
  }
  active.sort((a, b) => a.key - b.key);

  // Reviews lead the round, new words follow.
  const reviews: string[] = [];
  const introduced: string[] = [];
  const newWords = order.filter((id) => (cards.get(id)?.exposures ?? 0) === 0);
  let spare = plan.exposuresLeft - plannedNeed;
  let nextNew = 0;
  let nextActive = 0;
  while (reviews.length + introduced.length < plan.roundSize) {
    if (
      nextActive < active.length &&
      (active[nextActive] as { key: number }).key === Number.NEGATIVE_INFINITY
    ) {
      reviews.push((active[nextActive++] as { id: string }).id);
    } else if (nextNew < newWords.length && spare >= perWord) {
      introduced.push(newWords[nextNew++] as string);
      spare -= perWord;
    } else if (nextActive < active.length) {
      reviews.push((active[nextActive++] as { id: string }).id);
    } else if (nextNew < newWords.length) {
      introduced.push(newWords[nextNew++] as string);
    } else {
      break;
    }
  }
  const picked = [...reviews, ...introduced];
  return picked;
}
