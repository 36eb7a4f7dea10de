import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../shared/rng.ts';
import {
  applyGravity,
  type Board,
  candies,
  candyAt,
  createBoard,
  dropPair,
  fillBoard,
  isRightPair,
  removeCandies,
  reshapeBoard,
} from './board.ts';

/** Every candy rests on another or on the floor, and every candy's partner is on the board. */
function expectSettledAndPaired(board: Board) {
  for (let col = 0; col < board.cols; col += 1) {
    let seenCandy = false;
    for (let row = 0; row < board.rows; row += 1) {
      const candy = candyAt(board, col, row);
      if (candy) seenCandy = true;
      else expect(seenCandy, `hole under a candy in column ${col}`).toBe(false);
    }
  }
  const list = candies(board);
  for (const candy of list) {
    expect(list.filter((other) => isRightPair(candy, other))).toHaveLength(1);
  }
  expect(new Set(list.map((candy) => candy.id)).size).toBe(list.length);
}

describe('fillBoard', () => {
  it('fills a 3x4 board with six pairs', () => {
    const board = createBoard(3, 4);
    const spawns = fillBoard(board, [0, 1, 2, 3, 4, 5, 6, 7], 1, createRng(1));
    expect(spawns).toHaveLength(12);
    expect(board.cells.every(Boolean)).toBe(true);
    expectSettledAndPaired(board);
    for (const spawn of spawns) expect(spawn.fromRow).toBeLessThan(0);
  });

  it('settles a short deck to the bottom', () => {
    const board = createBoard(4, 3);
    fillBoard(board, [0, 1], 1, createRng(3));
    expect(candies(board)).toHaveLength(4);
    expectSettledAndPaired(board);
  });

  it('is deterministic for a seed', () => {
    const a = createBoard(4, 4);
    const b = createBoard(4, 4);
    fillBoard(a, [0, 1, 2, 3, 4, 5, 6, 7], 1, createRng(42));
    fillBoard(b, [0, 1, 2, 3, 4, 5, 6, 7], 1, createRng(42));
    expect(a).toEqual(b);
  });
});

describe('pop, fall and refill', () => {
  it('drops the candies above a popped pair and refills the same columns', () => {
    const board = createBoard(3, 4);
    fillBoard(board, [0, 1, 2, 3, 4, 5], 1, createRng(5));
    const pair = candies(board).filter((candy) => candy.pairId === 0);
    const [first, second] = pair;
    if (!first || !second) throw new Error('pair 0 is missing');
    const left = removeCandies(board, [first.id, second.id]);
    expect(left).toHaveLength(2);
    const falls = applyGravity(board);
    for (const fall of falls) expect(fall.toRow).toBeGreaterThan(fall.fromRow);
    const spawns = dropPair(board, 6, 100, createRng(9), [first.col, second.col]);
    expect(spawns.map((spawn) => spawn.candy.pairId)).toEqual([6, 6]);
    expect(new Set(spawns.map((spawn) => spawn.candy.side))).toEqual(new Set(['front', 'back']));
    expect(spawns.map((spawn) => spawn.col).sort()).toEqual([first.col, second.col].sort());
    for (const spawn of spawns) expect(spawn.fromRow).toBeLessThan(0);
    expect(board.cells.every(Boolean)).toBe(true);
    expectSettledAndPaired(board);
  });

  it('stacks both halves in one column when that column emptied', () => {
    const board = createBoard(2, 3);
    board.cells = [
      { id: 1, pairId: 0, side: 'front' },
      { id: 2, pairId: 1, side: 'front' },
      { id: 3, pairId: 0, side: 'back' },
      { id: 4, pairId: 1, side: 'back' },
      { id: 5, pairId: 2, side: 'front' },
      { id: 6, pairId: 2, side: 'back' },
    ];
    removeCandies(board, [1, 3]);
    expect(applyGravity(board)).toEqual([]);
    const spawns = dropPair(board, 3, 10, createRng(1), [0, 0]);
    expect(spawns.map((spawn) => [spawn.col, spawn.row, spawn.fromRow])).toEqual([
      [0, 1, -1],
      [0, 0, -2],
    ]);
  });

  it('keeps the board settled and paired through any sequence of pops', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.nat(), { maxLength: 30 }), (seed, picks) => {
        const rng = createRng(seed);
        const board = createBoard(4, 3);
        let nextPair = 6;
        let nextId = 100;
        fillBoard(board, [0, 1, 2, 3, 4, 5], 1, rng);
        for (const pick of picks) {
          const list = candies(board);
          if (list.length === 0) break;
          const first = list[pick % list.length];
          const second = list.find((other) => first && isRightPair(first, other));
          if (!first || !second) throw new Error('unpaired candy');
          removeCandies(board, [first.id, second.id]);
          applyGravity(board);
          if (nextPair < 12) {
            expect(dropPair(board, nextPair, nextId, rng, [first.col, second.col])).toHaveLength(2);
            nextPair += 1;
            nextId += 2;
          }
          expectSettledAndPaired(board);
        }
      }),
    );
  });
});

describe('reshapeBoard', () => {
  it('turns two columns of six into four of three, in reading order, holes on top', () => {
    const board = createBoard(2, 6);
    fillBoard(board, [0, 1, 2, 3, 4, 5], 1, createRng(3));
    // A pair popped: two holes, settled.
    const [first, second] = candies(board);
    if (!first || !second) throw new Error('no candies');
    removeCandies(board, [first.id, second.id]);
    applyGravity(board);
    const order = candies(board).map((candy) => candy.id);
    expect(reshapeBoard(board, 4, 3)).toBe(true);
    expect([board.cols, board.rows, board.cells.length]).toEqual([4, 3, 12]);
    expect(candies(board).map((candy) => candy.id)).toEqual(order);
    for (let col = 0; col < board.cols; col += 1) {
      let seenCandy = false;
      for (let row = 0; row < board.rows; row += 1) {
        if (candyAt(board, col, row)) seenCandy = true;
        else expect(seenCandy, `hole under a candy in column ${col}`).toBe(false);
      }
    }
  });

  it('leaves a board alone when the cell count or the shape is the same', () => {
    const board = createBoard(3, 4);
    fillBoard(board, [0, 1, 2, 3, 4, 5], 1, createRng(4));
    const cells = [...board.cells];
    expect(reshapeBoard(board, 4, 4)).toBe(false);
    expect(reshapeBoard(board, 3, 4)).toBe(false);
    expect(board.cells).toEqual(cells);
    expect([board.cols, board.rows]).toEqual([3, 4]);
  });
});
