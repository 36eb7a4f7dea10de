/**
 * The candy board as plain data: a grid of cells (row 0 at the top), each empty or holding a
 * candy that shows one side of a word card. Popping a pair lets the candies above fall, and the
 * next word of the deck drops in as a new pair. Every candy on the board has its partner on it.
 */
import { type Rng, randomInt, shuffled } from '../../shared/rng.ts';

export type Side = 'front' | 'back';
export type Candy = { id: number; pairId: number; side: Side };
export type Board = { cols: number; rows: number; cells: (Candy | null)[] };
export type Cell = { col: number; row: number };
/** A candy that moved down a column after the cells below it emptied. */
export type Fall = { id: number; col: number; fromRow: number; toRow: number };
/** A new candy; it enters from `fromRow` (above the board, negative) and lands on `row`. */
export type Spawn = { candy: Candy; col: number; row: number; fromRow: number };

export function createBoard(cols: number, rows: number): Board {
  return { cols, rows, cells: Array.from({ length: cols * rows }, () => null) };
}

function cellIndex(board: Board, col: number, row: number): number {
  return row * board.cols + col;
}

export function candyAt(board: Board, col: number, row: number): Candy | null {
  if (col < 0 || row < 0 || col >= board.cols || row >= board.rows) return null;
  return board.cells[cellIndex(board, col, row)] ?? null;
}

export function findCandy(board: Board, id: number): (Candy & Cell) | null {
  const index = board.cells.findIndex((candy) => candy?.id === id);
  const candy = board.cells[index];
  if (index < 0 || !candy) return null;
  return { ...candy, col: index % board.cols, row: Math.floor(index / board.cols) };
}

export function candies(board: Board): (Candy & Cell)[] {
  const list: (Candy & Cell)[] = [];
  board.cells.forEach((candy, index) => {
    if (candy) list.push({ ...candy, col: index % board.cols, row: Math.floor(index / board.cols) });
  });
  return list;
}

export function isEmpty(board: Board): boolean {
  return board.cells.every((candy) => candy === null);
}

/** A right pair: the word and the translation of one card. */
export function isRightPair(a: Candy, b: Candy): boolean {
  return a.pairId === b.pairId && a.side !== b.side;
}

function emptyCount(board: Board, col: number): number {
  let count = 0;
  for (let row = 0; row < board.rows; row += 1) if (!candyAt(board, col, row)) count += 1;
  return count;
}

/** Removes candies by id; returns the cells they left. */
export function removeCandies(board: Board, ids: readonly number[]): Cell[] {
  const left: Cell[] = [];
  board.cells.forEach((candy, index) => {
    if (candy && ids.includes(candy.id)) {
      board.cells[index] = null;
      left.push({ col: index % board.cols, row: Math.floor(index / board.cols) });
    }
  });
  return left;
}

/** Lets every candy fall to the lowest free cell of its column, keeping their order. */
export function applyGravity(board: Board): Fall[] {
  const falls: Fall[] = [];
  for (let col = 0; col < board.cols; col += 1) {
    let target = board.rows - 1;
    for (let row = board.rows - 1; row >= 0; row -= 1) {
      const candy = candyAt(board, col, row);
      if (!candy) continue;
      if (row !== target) {
        board.cells[cellIndex(board, col, target)] = candy;
        board.cells[cellIndex(board, col, row)] = null;
        falls.push({ id: candy.id, col, fromRow: row, toRow: target });
      }
      target -= 1;
    }
  }
  return falls;
}

/**
 * The same candies in a grid of another shape with as many cells, for a phone turned mid-round
 * (two columns of six become four of three): they keep their reading order, the empty cells
 * first, so that those stay at the top of their columns. False (and nothing moved) when the cell
 * counts differ or the shape is the same.
 */
export function reshapeBoard(board: Board, cols: number, rows: number): boolean {
  if (cols * rows !== board.cols * board.rows || (cols === board.cols && rows === board.rows)) return false;
  const held = board.cells.filter((candy): candy is Candy => candy !== null);
  const empty = board.cells.length - held.length;
  board.cols = cols;
  board.rows = rows;
  board.cells.splice(0, board.cells.length, ...Array.from({ length: empty }, () => null), ...held);
  return true;
}

/**
 * Drops one word in as a pair: each half goes to the top of a column with room, preferring
 * `preferredCols` (where a pair just popped, so new candies fill the gap they left). The board
 * must already have settled (gravity applied). Returns no spawns when there is no room for two.
 */
export function dropPair(
  board: Board,
  pairId: number,
  nextId: number,
  rng: Rng,
  preferredCols: readonly number[] = [],
): Spawn[] {
  const room = Array.from({ length: board.cols }, (_, col) => emptyCount(board, col));
  if (room.reduce((sum, count) => sum + count, 0) < 2) return [];
  const sides: Side[] = rng() < 0.5 ? ['front', 'back'] : ['back', 'front'];
  const preferred = [...preferredCols];
  const spawns: Spawn[] = [];
  const filled = room.map(() => 0);
  for (const [offset, side] of sides.entries()) {
    const preferredIndex = preferred.findIndex((col) => (room[col] ?? 0) > 0);
    let col: number;
    if (preferredIndex >= 0) {
      col = preferred[preferredIndex] as number;
      preferred.splice(preferredIndex, 1);
    } else {
      const open = room.flatMap((count, index) => (count > 0 ? [index] : []));
      col = open[randomInt(rng, open.length)] as number;
    }
    const emptyBefore = emptyCount(board, col) + (filled[col] ?? 0);
    const row = (room[col] ?? 0) - 1;
    room[col] = row;
    filled[col] = (filled[col] ?? 0) + 1;
    const candy: Candy = { id: nextId + offset, pairId, side };
    board.cells[cellIndex(board, col, row)] = candy;
    spawns.push({ candy, col, row, fromRow: row - emptyBefore });
  }
  return spawns;
}

/**
 * A new board holding the first pairs of the deck (as many as fit), scattered at random and
 * settled to the bottom. Candies enter from above, column by column.
 */
export function fillBoard(board: Board, pairIds: readonly number[], firstId: number, rng: Rng): Spawn[] {
  const capacity = Math.floor((board.cols * board.rows) / 2);
  const pieces: Candy[] = [];
  let id = firstId;
  for (const pairId of pairIds.slice(0, capacity)) {
    pieces.push({ id: id++, pairId, side: 'front' }, { id: id++, pairId, side: 'back' });
  }
  const cells = shuffled(
    Array.from({ length: board.cols * board.rows }, (_, index) => index),
    rng,
  ).slice(0, pieces.length);
  cells.forEach((cell, index) => {
    board.cells[cell] = pieces[index] ?? null;
  });
  applyGravity(board);
  return candies(board).map(({ col, row, ...candy }) => ({ candy, col, row, fromRow: row - board.rows }));
}
