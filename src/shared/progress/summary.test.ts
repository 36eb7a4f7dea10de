import { describe, expect, it } from 'vitest';
import { type DealerCard, newDealerCard, recordAnswer } from '../learning/dealer.ts';
import { GRADE } from '../learning/fsrs-adapter.ts';
import type { Skill } from '../learning/grades.ts';
import { cardIdString } from '../learning/review.ts';
import { wordKey } from '../learning/word-key.ts';
import { dateOfDay, dayOfDate } from './plan.ts';
import { sheetCsv } from './sheet-csv.ts';
import { isWeak, progressSummary, progressWords, sortWords } from './summary.ts';

const TODAY = dayOfDate('2026-11-24') + 0.5;
const list = {
  listId: 'mine',
  name: 'Mine',
  languageLearn: 'en',
  words: [
    { front: 'apple', back: 'pomme', hint: 'fruit' },
    { front: 'river', back: 'rivière', hint: '' },
    { front: 'city', back: 'ville', hint: '' },
    { front: 'Apple', back: 'pomme again', hint: '' },
  ],
};

function played(grades: number[], firstDay: number): DealerCard {
  return grades.reduce<DealerCard>(
    (card, grade, index) => recordAnswer(card, firstDay + index * 3, grade as 1 | 2 | 3 | 4),
    newDealerCard(),
  );
}
const id = (front: string, skill: 'recognition' | 'recall') =>
  cardIdString({ wordKey: wordKey('en', front), skill });

describe('progressSummary', () => {
  const cards = new Map([
    // apple: recognised well, long ago learned; recalled once, missed.
    [id('apple', 'recognition'), played([GRADE.good, GRADE.good, GRADE.easy], TODAY - 7)],
    [id('apple', 'recall'), played([GRADE.again], TODAY - 1)],
    // river: seen today in Word Candy Match.
    [id('river', 'recognition'), played([GRADE.good], TODAY)],
    // a word of another list
    [id('weather', 'recall'), played([GRADE.good], TODAY - 2)],
  ]);
  const summary = progressSummary({
    lists: [list],
    cards,
    answersByDay: new Map([
      [Math.floor(TODAY), 5],
      [Math.floor(TODAY) - 1, 2],
      [Math.floor(TODAY) - 40, 1],
    ]),
    today: TODAY,
    weeklyGoal: 4,
    examDate: dateOfDay(TODAY + 30),
  });

  it('counts each word of a list once per skill as new, learning or known', () => {
    const [mine] = summary.lists;
    expect(mine?.words).toBe(3);
    const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
    expect(total(mine?.recognition ?? {})).toBe(3);
    expect(total(mine?.recall ?? {})).toBe(3);
    expect(mine?.recognition.new).toBe(1);
    expect(mine?.recall.new).toBe(2);
    expect(mine?.recall.learning).toBe(1);
  });

  it('the forecast and due counts cover every card, each day once', () => {
    const seenCards = [...cards.values()].length;
    const forecastTotal = summary.forecast.reduce((sum, day) => sum + day.candy + day.space, 0);
    expect(summary.forecast.map((day) => day.inDays)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(summary.due.candy + summary.due.space + forecastTotal).toBeLessThanOrEqual(seenCards);
    expect(summary.due.space).toBeGreaterThanOrEqual(1); // apple's missed recall
  });

  it('shows 30 days of activity ending today, and the exam outlook', () => {
    expect(summary.activity).toHaveLength(30);
    expect(summary.activity.at(-1)).toEqual({ day: Math.floor(TODAY), answers: 5 });
    expect(summary.activity.at(-2)?.answers).toBe(2);
    expect(summary.exam).toMatchObject({ daysLeft: 30, words: 3 });
    expect(summary.exam?.recognised).toBeLessThanOrEqual(2);
    expect(summary.habit.daysThisWeek).toBe(2);
  });

  it('an exam date in the past gives no outlook', () => {
    const past = progressSummary({
      lists: [],
      cards,
      answersByDay: new Map(),
      today: TODAY,
      weeklyGoal: 4,
      examDate: dateOfDay(TODAY - 1),
    });
    expect(past.exam).toBeNull();
  });
});

describe('the word table', () => {
  const cards = new Map([
    [id('apple', 'recognition'), played([GRADE.good, GRADE.good], TODAY - 4)],
    [id('river', 'recall'), played([GRADE.again], TODAY)],
  ]);
  const words = progressWords(list, cards, TODAY);

  it('lists every word once with both skills; new words have no strength', () => {
    expect(words.map((word) => word.front)).toEqual(['apple', 'river', 'city']);
    expect(words[2]).toMatchObject({ recognition: { status: 'new', strength: null }, dueInDays: null });
    expect(words[0]?.recognition.strength).toBeGreaterThan(0.5);
    expect(words[1]?.recall).toMatchObject({ status: 'learning', misses: 1 });
  });

  it('sorts by word, strength or due day, both ways; new words are weakest and never due', () => {
    expect(sortWords(words, 'word', 'asc').map((w) => w.front)).toEqual(['apple', 'city', 'river']);
    expect(sortWords(words, 'word', 'desc').map((w) => w.front)).toEqual(['river', 'city', 'apple']);
    expect(sortWords(words, 'recognition', 'desc')[0]?.front).toBe('apple');
    expect(sortWords(words, 'recognition', 'asc').at(-1)?.front).toBe('apple');
    expect(sortWords(words, 'due', 'asc').at(-1)?.front).toBe('city');
  });

  it('weak words are those missed on their last answer, or missed twice and not known', () => {
    // apple: right twice, still learning: not weak. river: missed on its only answer: weak.
    expect(words[0]?.recognition).toMatchObject({ status: 'learning', weak: false });
    expect(words.filter(isWeak).map((word) => word.front)).toEqual(['river']);
    // city: missed twice, then right: weak until it is known.
    const twice = new Map([
      ...cards,
      [id('city', 'recognition'), played([GRADE.again, GRADE.again, GRADE.good], TODAY - 6)],
    ]);
    expect(
      progressWords(list, twice, TODAY)
        .filter(isWeak)
        .map((word) => word.front),
    ).toEqual(['river', 'city']);
    // A word that fades with time is due, not weak.
    const known = new Map([
      [id('apple', 'recognition'), played([GRADE.easy, GRADE.easy, GRADE.easy], TODAY - 30)],
    ]);
    expect(progressWords(list, known, TODAY)[0]?.recognition.status).toBe('known');
    expect(progressWords(list, known, TODAY + 120).filter(isWeak)).toEqual([]);
  });

  it('the known count does not change from day to day with nothing played', () => {
    const mixed = new Map([
      [id('apple', 'recognition'), played([GRADE.good, GRADE.good, GRADE.good], TODAY - 9)],
      [id('river', 'recognition'), played([GRADE.easy], TODAY - 1)],
      [id('city', 'recognition'), played([GRADE.good, GRADE.easy, GRADE.easy], TODAY - 20)],
    ]);
    const knownOn = (day: number) =>
      progressSummary({
        lists: [list],
        cards: mixed,
        answersByDay: new Map(),
        today: day,
        weeklyGoal: 4,
        examDate: null,
      }).lists[0]?.recognition;
    const today = knownOn(TODAY);
    expect(today?.known).toBeGreaterThan(0);
    for (let later = 1; later <= 30; later += 1) expect(knownOn(TODAY + later)).toEqual(today);
  });
});

describe('sheetCsv', () => {
  it('writes the sheet’s three columns, quoted where needed, formulas defused', () => {
    const csv = sheetCsv([
      { front: 'apple', back: 'pomme', hint: 'a "red" fruit, or green' },
      { front: '=HYPERLINK("x")', back: '+1', hint: '' },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Word,Translation,Hint',
      'apple,pomme,"a ""red"" fruit, or green"',
      `"'=HYPERLINK(""x"")","'+1",`,
      '',
    ]);
  });
});

describe('the game modes’ skills on the progress page', () => {
  const skillId = (front: string, skill: Skill) => cardIdString({ wordKey: wordKey('en', front), skill });
  const cards = new Map([
    [skillId('apple', 'paraphrase-recognition'), played([GRADE.good], TODAY)],
    [skillId('river', 'paraphrase-recall'), played([GRADE.again], TODAY - 1)],
    [skillId('city', 'spelling'), played([GRADE.good, GRADE.easy], TODAY - 6)],
  ]);

  it('counts each mode as its own skill, and its due words under its game', () => {
    const summary = progressSummary({
      lists: [list],
      cards,
      answersByDay: new Map([[Math.floor(TODAY), 3]]),
      today: TODAY,
      weeklyGoal: 4,
      examDate: null,
    });
    const [mine] = summary.lists;
    expect(mine?.paraphraseRecognition).toMatchObject({ new: 2 });
    expect((mine?.paraphraseRecognition.learning ?? 0) + (mine?.paraphraseRecognition.known ?? 0)).toBe(1);
    expect(mine?.paraphraseRecall).toMatchObject({ new: 2, learning: 1 });
    expect(mine?.spelling.new).toBe(2);
    // Translation's skills are untouched by the modes' cards.
    expect(mine?.recognition).toEqual({ new: 3, learning: 0, known: 0 });
    // river was missed yesterday in an upgrade wave: due today, in Space Words.
    expect(mine?.due.space).toBeGreaterThanOrEqual(1);
  });

  it('gives every word a strength per mode, and sorts by one', () => {
    const words = progressWords(list, cards, TODAY);
    const apple = words.find((word) => word.front === 'apple');
    expect(apple?.paraphraseRecognition.strength).toBeGreaterThan(0.9);
    expect(apple?.recognition.strength).toBeNull();
    expect(words.find((word) => word.front === 'city')?.spelling.status).not.toBe('new');
    const sorted = sortWords(words, 'paraphraseRecall', 'desc');
    expect(sorted[0]?.front).toBe('river');
    expect(isWeak(words.find((word) => word.front === 'river') as (typeof words)[number])).toBe(true);
  });
});
