/**
 * What the progress page shows (docs/decisions/014-progress.md), worked out from the learning engine's cards. The same
 * code runs on the server (a signed-in learner's cards) and in the browser (a visitor's), so both
 * read alike.
 */
import type { z } from 'zod';
import type { listProgressSchema } from '../api/progress.ts';
import { SKILLS as ALL_SKILLS, gameOfSkill } from '../game-modes.ts';
import { type DealerCard, isDue } from '../learning/dealer.ts';
import type { Skill } from '../learning/grades.ts';
import {
  type CardStatus,
  cardIdString,
  cardStatus,
  dueInDays,
  isWeakCard,
  KNOWN_RECALL,
  recallOn,
} from '../learning/review.ts';
import { wordKey } from '../learning/word-key.ts';
import type { WordCard } from '../word-lists/card.ts';
import { type Habit, weeklyHabit } from './habit.ts';
import { dayOfDate, type WordSort } from './plan.ts';

export const SKILLS: readonly Skill[] = ALL_SKILLS;

/** The progress page's name of each skill's field (the wire's keys are camel case). */
export const SKILL_FIELDS = {
  recognition: 'recognition',
  recall: 'recall',
  'paraphrase-recognition': 'paraphraseRecognition',
  'paraphrase-recall': 'paraphraseRecall',
  spelling: 'spelling',
} as const satisfies Record<Skill, string>;
export type SkillField = (typeof SKILL_FIELDS)[Skill];
/** Days of the due forecast, after today. */
export const FORECAST_DAYS = 7;
/** Days of the activity calendar, today included. */
export const ACTIVITY_DAYS = 30;
/** Rows of the word table a page. */
export const PROGRESS_PAGE_SIZE = 20;

/** A list the learner played, with its words as this side knows them. */
export type ProgressList = {
  listId: string;
  name: string;
  languageLearn: string;
  words: readonly WordCard[];
};

export type SkillCounts = Record<CardStatus, number>;
/** Counts per game: Word Candy Match trains recognition, Space Words recall. */
export type GameCounts = { candy: number; space: number };

/** A list's progress: its counts per skill (the fields of SKILL_FIELDS) and its words due per game. */
export type ListProgress = z.infer<typeof listProgressSchema>;

export type ExamOutlook = {
  date: string;
  daysLeft: number;
  /** Words seen so far. */
  words: number;
  /** Words predicted recognised (Word Candy Match's skill) on exam day with no more practice. */
  recognised: number;
  /** Words predicted recalled (Space Words' skill) on exam day with no more practice. */
  recalled: number;
};

export type ProgressSummary = {
  lists: ListProgress[];
  /** Words due today over all the learner's cards, per game. */
  due: GameCounts;
  /** Words falling due on each of the next days (1 = tomorrow). */
  forecast: (GameCounts & { inDays: number })[];
  /** Answers given each of the last days, oldest first (`day`: local day number). */
  activity: { day: number; answers: number }[];
  habit: Habit;
  exam: ExamOutlook | null;
};

export type CardMap = ReadonlyMap<string, DealerCard>;

const gameOf = (skill: Skill): keyof GameCounts => gameOfSkill(skill);

function seen(card: DealerCard | undefined): card is DealerCard {
  return card !== undefined && card.exposures > 0 && card.memory !== null;
}

/** The words of a list, once each (by word key). */
function distinctWords(list: ProgressList): WordCard[] {
  const keys = new Set<string>();
  return list.words.filter((word) => {
    const key = wordKey(list.languageLearn, word.front);
    if (keys.has(key)) return false;
    keys.add(key);
    return true;
  });
}

function cardOf(cards: CardMap, list: ProgressList, front: string, skill: Skill) {
  return cards.get(cardIdString({ wordKey: wordKey(list.languageLearn, front), skill }));
}

export function progressSummary(input: {
  lists: readonly ProgressList[];
  cards: CardMap;
  /** Answers per local day, over all time (the habit needs every day played). */
  answersByDay: ReadonlyMap<number, number>;
  /** Now, in the learner's local days (fractional). */
  today: number;
  weeklyGoal: number;
  examDate: string | null;
}): ProgressSummary {
  const { cards, today } = input;
  const day = Math.floor(today);

  const lists = input.lists.map((list): ListProgress => {
    const words = distinctWords(list);
    const counts = Object.fromEntries(
      SKILLS.map((skill) => [SKILL_FIELDS[skill], { new: 0, learning: 0, known: 0 }]),
    ) as Record<SkillField, SkillCounts>;
    const due = { candy: 0, space: 0 };
    for (const word of words) {
      for (const skill of SKILLS) {
        const card = cardOf(cards, list, word.front, skill);
        counts[SKILL_FIELDS[skill]][cardStatus(card)] += 1;
        if (isDue(card, today)) due[gameOf(skill)] += 1;
      }
    }
    return { listId: list.listId, name: list.name, words: words.length, ...counts, due };
  });

  const due = { candy: 0, space: 0 };
  const forecast = Array.from({ length: FORECAST_DAYS }, (_, index) => ({
    inDays: index + 1,
    candy: 0,
    space: 0,
  }));
  const seenWords = new Set<string>();
  let recognised = 0;
  let recalled = 0;
  const examDay = input.examDate ? dayOfDate(input.examDate) : null;
  for (const [id, card] of cards) {
    if (!seen(card)) continue;
    const skill = id.slice(0, id.indexOf('|')) as Skill;
    seenWords.add(id.slice(id.indexOf('|') + 1));
    const inDays = dueInDays(card, today);
    // The same rule as the start screens and the dealer (isDue): missed last time, or below 90% today.
    if (isDue(card, today)) due[gameOf(skill)] += 1;
    else if (inDays === 0) {
      // Due by the rounded day but not yet below 90%: tomorrow's.
      (forecast[0] as GameCounts)[gameOf(skill)] += 1;
    } else if (inDays <= FORECAST_DAYS) (forecast[inDays - 1] as GameCounts)[gameOf(skill)] += 1;
    if (examDay !== null && recallOn(card, examDay) >= KNOWN_RECALL) {
      if (skill === 'recognition') recognised += 1;
      else if (skill === 'recall') recalled += 1;
    }
  }

  const activity = Array.from({ length: ACTIVITY_DAYS }, (_, index) => {
    const at = day - (ACTIVITY_DAYS - 1) + index;
    return { day: at, answers: input.answersByDay.get(at) ?? 0 };
  });

  return {
    lists,
    due,
    forecast,
    activity,
    habit: weeklyHabit(input.answersByDay.keys(), input.weeklyGoal, day),
    exam:
      input.examDate !== null && examDay !== null && examDay >= day
        ? { date: input.examDate, daysLeft: examDay - day, words: seenWords.size, recognised, recalled }
        : null,
  };
}

/**
 * One skill of a word in the table: its status, how likely it is recalled today (0-1, null: new),
 * its misses, and whether the learner is weak on it (review.ts `isWeakCard`).
 */
export type WordSkill = { status: CardStatus; strength: number | null; misses: number; weak: boolean };

export type ProgressWord = WordCard &
  Record<SkillField, WordSkill> & {
    /** Days until the word is next due in any skill (0: today), null when never played. */
    dueInDays: number | null;
  };

function wordSkill(card: DealerCard | undefined, today: number): WordSkill {
  return {
    status: cardStatus(card),
    strength: seen(card) ? recallOn(card, today) : null,
    misses: card?.misses ?? 0,
    weak: isWeakCard(card),
  };
}

/** A word worth another look (the "weak words" CSV): weak in at least one skill. */
export function isWeak(word: ProgressWord): boolean {
  return SKILLS.some((skill) => word[SKILL_FIELDS[skill]].weak);
}

/** Every word of a list with its strength in every skill. */
export function progressWords(list: ProgressList, cards: CardMap, today: number): ProgressWord[] {
  return distinctWords(list).map((word) => {
    const skillCards = SKILLS.map((skill) => [skill, cardOf(cards, list, word.front, skill)] as const);
    const dues = skillCards
      .map(([, card]) => card)
      .filter(seen)
      .map((card) => dueInDays(card, today));
    const skills = Object.fromEntries(
      skillCards.map(([skill, card]) => [SKILL_FIELDS[skill], wordSkill(card, today)]),
    ) as Record<SkillField, WordSkill>;
    return {
      front: word.front,
      back: word.back,
      hint: word.hint,
      ...skills,
      dueInDays: dues.length > 0 ? Math.min(...dues) : null,
    };
  });
}

/** Sorts words for the table; new words count as weakest and as never due. */
export function sortWords(
  words: readonly ProgressWord[],
  sort: WordSort,
  direction: 'asc' | 'desc',
): ProgressWord[] {
  const value = (word: ProgressWord): number | string => {
    if (sort === 'word') return word.front.toLocaleLowerCase();
    if (sort === 'due') return word.dueInDays ?? Number.POSITIVE_INFINITY;
    return word[sort].strength ?? -1;
  };
  const sign = direction === 'asc' ? 1 : -1;
  return [...words].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    const order = typeof x === 'string' ? x.localeCompare(y as string) : x - (y as number);
    return order !== 0 ? sign * order : a.front.localeCompare(b.front);
  });
}

export type WordsPage = { words: ProgressWord[]; page: number; totalPages: number; total: number };

/**
 * One page of a list's word table, sorted; or with `weak`, every word the learner is weak on
 * (unpaged, for the CSV). A page past the last one has no words.
 */
export function wordsPage(
  list: ProgressList,
  cards: CardMap,
  today: number,
  query: { sort: WordSort; dir: 'asc' | 'desc'; page: number; weak: boolean },
): WordsPage {
  const all = progressWords(list, cards, today);
  if (query.weak) {
    const weak = sortWords(all.filter(isWeak), 'word', 'asc');
    return { words: weak, page: 1, totalPages: 1, total: weak.length };
  }
  const totalPages = Math.max(1, Math.ceil(all.length / PROGRESS_PAGE_SIZE));
  const start = (query.page - 1) * PROGRESS_PAGE_SIZE;
  return {
    words: sortWords(all, query.sort, query.dir).slice(start, start + PROGRESS_PAGE_SIZE),
    page: query.page,
    totalPages,
    total: all.length,
  };
}
