import { describe, expect, it } from 'vitest';
import { STANDALONE_TEST_VOCABULARY } from '../../shared/test-vocabulary.ts';
import { candies, findCandy, isRightPair } from './board.ts';
import { CandyRound, type SelectEvent } from './round.ts';
import { RULES, roundTimeMs } from './scoring.ts';

function newRound(seed = 1, cards = STANDALONE_TEST_VOCABULARY) {
  return new CandyRound({
    cards,
    seed,
    cols: 3,
    rows: 4,
    listId: 'test-vocabulary',
    listName: 'Test Vocabulary',
    startedAt: 1000,
  });
}

function rightPair(round: CandyRound): [number, number] {
  const list = candies(round.board);
  for (const candy of list) {
    const partner = list.find((other) => isRightPair(candy, other));
    if (partner) return [candy.id, partner.id];
  }
  throw new Error('no pair on the board');
}

function wrongPair(round: CandyRound): [number, number] {
  const list = candies(round.board);
  const front = list.find((candy) => candy.side === 'front');
  const back = list.find((candy) => front && candy.side === 'back' && candy.pairId !== front.pairId);
  if (!front || !back) throw new Error('no wrong pair on the board');
  return [front.id, back.id];
}

function choose(round: CandyRound, [a, b]: [number, number]): SelectEvent {
  round.select(a);
  return round.select(b);
}

describe('a round', () => {
  it('deals sixteen words, six pairs at a time, the same for the same seed', () => {
    const round = newRound(3);
    expect(round.deck).toHaveLength(16);
    expect(candies(round.board)).toHaveLength(12);
    expect(round.remainingInDeck).toBe(10);
    expect(round.timeLimitMs).toBe(roundTimeMs(16));
    expect(newRound(3).board).toEqual(round.board);
  });

  it('shows the word on the front and the translation on the back', () => {
    const round = newRound();
    for (const candy of candies(round.board)) {
      const card = round.card(candy.pairId);
      expect(round.textOf(candy)).toBe(candy.side === 'front' ? card?.front : card?.back);
    }
  });

  it('pops a right pair, scores it and drops the next word in', () => {
    const round = newRound();
    const event = choose(round, rightPair(round));
    expect(event.kind).toBe('match');
    if (event.kind !== 'match') return;
    expect(event.points).toBe(RULES.pairPoints);
    expect(event.spawns).toHaveLength(2);
    expect(event.spawns[0]?.candy.pairId).toBe(6);
    expect(round.score).toBe(RULES.pairPoints);
    expect(candies(round.board)).toHaveLength(12);
    for (const id of event.ids) expect(findCandy(round.board, id)).toBeNull();
  });

  it('grows the combo for quick pairs; a wrong pair breaks it and costs time', () => {
    const round = newRound();
    choose(round, rightPair(round));
    round.tick(1000);
    const second = choose(round, rightPair(round));
    expect(second.kind === 'match' && second.multiplier).toBe(2);
    expect(round.score).toBe(3 * RULES.pairPoints);
    const before = round.timeLeftMs;
    const miss = choose(round, wrongPair(round));
    expect(miss.kind).toBe('mismatch');
    expect(round.combo).toBe(0);
    expect(round.multiplier).toBe(1);
    expect(round.timeLeftMs).toBe(before - RULES.wrongPenaltyMs);
    const third = choose(round, rightPair(round));
    expect(third.kind === 'match' && third.multiplier).toBe(1);
  });

  it('starts the combo again after a slow pair', () => {
    const round = newRound();
    choose(round, rightPair(round));
    round.tick(RULES.comboWindowMs + 1);
    const slow = choose(round, rightPair(round));
    expect(slow.kind === 'match' && slow.combo).toBe(1);
  });

  it('moves the selection to another candy of the same side, and lets go on a second tap', () => {
    const round = newRound();
    const fronts = candies(round.board).filter((candy) => candy.side === 'front');
    const [a, b] = fronts;
    if (!a || !b) throw new Error('two fronts expected');
    expect(round.select(a.id)).toEqual({ kind: 'selected', id: a.id, previous: null });
    expect(round.select(b.id)).toEqual({ kind: 'selected', id: b.id, previous: a.id });
    expect(round.select(b.id)).toEqual({ kind: 'deselected', id: b.id });
    expect(round.selected).toBeNull();
    expect(round.select(9999)).toEqual({ kind: 'ignored' });
  });

  it('completes with a time bonus and three stars when every pair is right', () => {
    const round = newRound(11);
    let last: SelectEvent = { kind: 'ignored' };
    while (round.status === 'playing') {
      round.tick(500);
      last = choose(round, rightPair(round));
    }
    expect(round.status).toBe('completed');
    expect(last.kind === 'match' && last.finished).toBe(true);
    expect(round.matchedCount).toBe(16);
    expect(round.bonus).toBeGreaterThan(0);
    expect(round.stars).toBe(3);
    const results = round.results();
    expect(results.completed).toBe(true);
    expect(results.words).toHaveLength(16);
    expect(results.words.every((word) => word.matched && word.mistakes === 0)).toBe(true);
    expect(results.bestCombo).toBe(16);
    expect(round.missedCards()).toEqual([]);
    expect(round.select(1)).toEqual({ kind: 'ignored' });
  });

  it('charges a wrong pair to one word, the one picked first, and offers it for practice', () => {
    for (const order of ['word first', 'translation first'] as const) {
      const round = newRound(4);
      const [frontId, backId] = wrongPair(round);
      const front = findCandy(round.board, frontId);
      const back = findCandy(round.board, backId);
      const first = order === 'word first' ? front : back;
      const other = order === 'word first' ? back : front;
      choose(round, order === 'word first' ? [frontId, backId] : [backId, frontId]);
      const outcomes = round.outcomes();
      expect(outcomes[first?.pairId ?? -1]?.mistakes).toBe(1);
      expect(outcomes[other?.pairId ?? -1]?.mistakes).toBe(0);
      expect(outcomes.reduce((sum, word) => sum + word.mistakes, 0)).toBe(round.mistakes);
      const missed = round.missedCards().map((card) => card.front);
      expect(missed).toContain(round.card(first?.pairId ?? -1)?.front);
      expect(round.mistakes).toBe(1);
    }
  });

  it('charges for a hint once per word', () => {
    const round = newRound();
    expect(round.takeHint()).toBeNull();
    choose(round, rightPair(round));
    const [id] = rightPair(round);
    round.select(id);
    const candy = findCandy(round.board, id);
    const hint = round.takeHint();
    expect(hint?.hint).toBe(round.card(candy?.pairId ?? -1)?.hint);
    expect(hint?.cost).toBe(RULES.hintCost);
    expect(round.takeHint()?.cost).toBe(0);
    expect(round.score).toBe(RULES.pairPoints - RULES.hintCost);
    expect(round.outcomes()[candy?.pairId ?? -1]?.hinted).toBe(true);
  });

  it('ends when the time runs out, with unmatched words missed', () => {
    const round = newRound();
    choose(round, rightPair(round));
    expect(round.tick(round.timeLimitMs)).toBe(true);
    expect(round.status).toBe('timeout');
    expect(round.stars).toBe(1);
    const results = round.results();
    expect(results.completed).toBe(false);
    expect(results.words.filter((word) => word.matched)).toHaveLength(1);
    expect(round.missedCards()).toHaveLength(15);
  });

  it('plays a short list with a part-filled board', () => {
    const round = newRound(2, STANDALONE_TEST_VOCABULARY.slice(0, 3));
    expect(candies(round.board)).toHaveLength(6);
    while (round.status === 'playing') choose(round, rightPair(round));
    expect(round.status).toBe('completed');
  });
});

describe('grade inputs for the learning engine', () => {
  it('times each pair from the previous pair tried, charges wrong pairs, and leaves unreached words unreviewed', () => {
    const round = newRound(5);
    round.tick(1500);
    const firstPair = rightPair(round);
    const firstId = findCandy(round.board, firstPair[0])?.pairId ?? -1;
    choose(round, firstPair);
    round.tick(700);
    const [wrongFront] = wrongPair(round);
    const missedId = findCandy(round.board, wrongFront)?.pairId ?? -1;
    choose(round, wrongPair(round));
    round.tick(2500);
    const secondPair = rightPair(round);
    const secondId = findCandy(round.board, secondPair[0])?.pairId ?? -1;
    choose(round, secondPair);

    const outcomes = round.outcomes();
    expect(outcomes[firstId]?.review).toEqual({
      game: 'candy',
      matched: true,
      wrongPairs: 0,
      hinted: false,
      thinkMs: 1500,
    });
    // The second pair's think time starts at the wrong pair, 2.2 s into the round.
    expect(outcomes[secondId]?.review).toMatchObject({ matched: true, thinkMs: 2500 });
    expect(outcomes[missedId]?.review).toMatchObject({ wrongPairs: 1 });
    // Sixteen words, twelve candies: the last words never reached the board.
    expect(outcomes.filter((word) => word.review === null).length).toBeGreaterThan(0);
    expect(outcomes.at(-1)?.review).toBeNull();
  });
});

describe('leaving a round part-played', () => {
  it('reviews the words answered, and leaves the untouched words on the board unreviewed', () => {
    const round = newRound();
    choose(round, rightPair(round));
    const [front] = wrongPair(round);
    const wrong = candies(round.board).find((candy) => candy.id === front);
    choose(round, wrongPair(round));
    const words = round.partialResults().words;
    const reviewed = words.filter((word) => word.review);
    expect(reviewed).toHaveLength(2);
    expect(reviewed.filter((word) => word.matched)).toHaveLength(1);
    expect(reviewed.find((word) => !word.matched)?.front).toBe(wrong && round.card(wrong.pairId)?.front);
    // The whole round's results would count every word on the board as missed.
    expect(round.results().words.filter((word) => word.review && !word.matched).length).toBeGreaterThan(1);
  });
});
