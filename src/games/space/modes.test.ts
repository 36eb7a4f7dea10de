import { describe, expect, it } from 'vitest';
import type { ParaphraseEntry } from '../../shared/game-modes.ts';
import type { WordCard } from '../../shared/game-protocol.ts';
import { DEFAULT_MATCH_OPTIONS, matchesAnswer } from './answer.ts';
import { dictationText, upgradeCards } from './modes.ts';
import { SpaceRound } from './round.ts';

const card = (front: string, back = `translation of ${front}`): WordCard => ({ front, back, hint: '' });
const entry = (front: string, band: number, upgrades: ParaphraseEntry['upgrades']): ParaphraseEntry => ({
  front,
  band,
  synonyms: [],
  definition: '',
  upgrades,
});

const ENTRIES = [
  entry('conclusion', 5, [{ plain: 'conclusion', stronger: ['decision', 'determination'] }]),
  entry('decision', 8, [{ plain: 'conclusion', stronger: ['decision', 'determination'] }]),
  entry('assess', 7, [
    { plain: 'measure', stronger: ['assess', 'evaluate'] },
    { plain: 'judge', stronger: ['assess'] },
  ]),
  entry('well-being', 7, [{ plain: 'health', stronger: ['well-being', 'welfare'] }]),
  entry('state', 5, []),
];

describe('the upgrade wave (Space Words, Paraphrase)', () => {
  it('shows the plain word and accepts every stronger paraphrase the lists give it', () => {
    const [conclusion] = upgradeCards([card('conclusion')], ENTRIES);
    expect(conclusion).toMatchObject({
      front: 'decision / determination',
      back: 'conclusion',
      recordAs: 'conclusion',
    });
    const front = conclusion?.front ?? '';
    expect(matchesAnswer(front, 'decision')).toBe(true);
    expect(matchesAnswer(front, 'determination')).toBe(true);
    expect(matchesAnswer(front, 'conclusion')).toBe(false);
    expect(matchesAnswer(front, 'decisions')).toBe(false);
    expect(matchesAnswer(front, 'decis')).toBe(false);
  });

  it('accepts each paraphrase with the usual forgiving rules', () => {
    const [health] = upgradeCards([card('well-being')], ENTRIES);
    const front = health?.front ?? '';
    expect(health?.back).toBe('health');
    expect(matchesAnswer(front, 'Well-Being')).toBe(true);
    expect(matchesAnswer(front, ' well being ')).toBe(true);
    expect(matchesAnswer(front, 'wellbeing')).toBe(true);
    expect(matchesAnswer(front, 'WELFARE')).toBe(true);
    expect(matchesAnswer(front, 'welfair')).toBe(false);
  });

  it('makes one enemy per plain word, skips words with no upgrade, and reports the list’s word', () => {
    const cards = upgradeCards(
      [card('conclusion'), card('decision'), card('assess'), card('state')],
      ENTRIES,
    );
    expect(cards.map((item) => `${item.back}→${item.recordAs}`)).toEqual([
      'conclusion→conclusion',
      'measure→assess',
    ]);
    const round = new SpaceRound({
      cards,
      seed: 2,
      listId: 'ielts-band-7',
      listName: 'Band 7',
      mode: 'paraphrase',
    });
    const index = round.deck.findIndex((item) => item.back === 'measure');
    round.spawn(index, { y: 0.5 });
    for (const key of 'evaluate') round.type(key);
    const results = round.results();
    expect(results.mode).toBe('paraphrase');
    expect(results.words.find((word) => word.back === 'measure')).toMatchObject({
      front: 'assess',
      matched: true,
    });
  });
});

describe('the dictation wave (Space Words, Dictation): strict spelling', () => {
  const strict = { ...DEFAULT_MATCH_OPTIONS, strict: true };

  it('forgives case only', () => {
    expect(matchesAnswer('receive', 'receive', strict)).toBe(true);
    expect(matchesAnswer('receive', 'RECEIVE', strict)).toBe(true);
    expect(matchesAnswer('Wednesday', 'wednesday', strict)).toBe(true);
    expect(matchesAnswer('receive', 'recieve', strict)).toBe(false);
    expect(matchesAnswer('accommodation', 'accomodation', strict)).toBe(false);
  });

  it('wants accents, hyphens, apostrophes and spaces as the list writes them', () => {
    expect(matchesAnswer('café', 'cafe', strict)).toBe(false);
    expect(matchesAnswer('café', 'CAFÉ', strict)).toBe(true);
    expect(matchesAnswer('well-being', 'well being', strict)).toBe(false);
    expect(matchesAnswer('well-being', 'wellbeing', strict)).toBe(false);
    expect(matchesAnswer('well-being', 'well-being', strict)).toBe(true);
    expect(matchesAnswer("don't", 'dont', strict)).toBe(false);
    expect(matchesAnswer("don't", 'don’t', strict)).toBe(true);
    expect(matchesAnswer('ice cream', 'icecream', strict)).toBe(false);
    expect(matchesAnswer('ice cream', 'ice cream', strict)).toBe(true);
    // The forgiving rules, for comparison.
    expect(matchesAnswer('well-being', 'wellbeing')).toBe(true);
    expect(matchesAnswer("don't", 'dont')).toBe(true);
  });

  it('accepts each listed spelling, and says the first aloud without its note', () => {
    expect(matchesAnswer('colour / color', 'color', strict)).toBe(true);
    expect(dictationText(card('bank (of a river)'))).toBe('bank');
    expect(dictationText(card('colour / color'))).toBe('colour');
  });

  it('keeps the misspelling typed, for the results, and grades nothing by accent', () => {
    const round = new SpaceRound({
      cards: [card('receive')],
      seed: 4,
      listId: 'test-vocabulary',
      listName: 'Dictation',
      mode: 'dictation',
    });
    round.spawn(0, { y: 0.5 });
    for (const key of 'reci') round.type(key);
    for (const key of 'eive') round.type(key);
    const [word] = round.outcomes();
    expect(word).toMatchObject({ front: 'receive', matched: true, misspelt: 'reci' });
    expect(word?.review).toMatchObject({ typed: true, wrongKeys: 1 });
    expect(round.results().mode).toBe('dictation');
  });
});

describe('the dictation wave’s on-screen keys', () => {
  it('offer the hyphen and apostrophe that strict spelling needs', async () => {
    const { keyboardLetters } = await import('./keyboard-keys.ts');
    const strict = { ...DEFAULT_MATCH_OPTIONS, strict: true };
    const keys = keyboardLetters(['well-being', "don't"], [], strict, 32);
    expect(keys).toContain('-');
    expect(keys).toContain("'");
    expect(keyboardLetters(['well-being'], [], DEFAULT_MATCH_OPTIONS, 32)).not.toContain('-');
  });
});
