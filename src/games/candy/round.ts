/**
 * One round of Word Candy Match as plain TypeScript: the deck, the board, selection, pair checks,
 * score, combo, the clock and each word's outcome. The Play scene feeds it taps and elapsed time
 * and animates what it answers; tests drive it the same way without a canvas.
 */
import type { GameMode } from '../../shared/game-modes.ts';
import type { RoundResults, WordCard, WordOutcome } from '../../shared/game-protocol.ts';
import { createRng, type Rng } from '../../shared/rng.ts';
import { buildDeck, MAX_ROUND_WORDS } from '../common/deck.ts';
import { practiceCards } from '../common/verdict.ts';
import {
  applyGravity,
  type Board,
  type Candy,
  type Cell,
  createBoard,
  dropPair,
  type Fall,
  fillBoard,
  findCandy,
  isEmpty,
  isRightPair,
  removeCandies,
  type Spawn,
} from './board.ts';
import { multiplierFor, nextCombo, pairPoints, RULES, roundTimeMs, starsFor, timeBonus } from './scoring.ts';
import { candyVerdict } from './verdict.ts';

export type RoundOptions = {
  cards: readonly WordCard[];
  seed: number;
  cols: number;
  rows: number;
  /** The list the words came with (list-id.ts), echoed in the results. */
  listId: string;
  listName: string;
  /** Epoch ms the round started (only recorded in the results). */
  startedAt?: number;
  maxWords?: number;
  /** The cards come in the learning engine's order: play the first ones. */
  dealt?: boolean;
  /** Paraphrase: the cards pair words with synonyms (paraphrase-deck.ts); reported with the results. */
  mode?: GameMode;
};

export type SelectEvent =
  | { kind: 'ignored' }
  | { kind: 'selected'; id: number; previous: number | null }
  | { kind: 'deselected'; id: number }
  | {
      kind: 'match';
      ids: [number, number];
      pairId: number;
      points: number;
      combo: number;
      multiplier: number;
      falls: Fall[];
      spawns: Spawn[];
      finished: boolean;
    }
  | { kind: 'mismatch'; ids: [number, number]; penaltyMs: number };

export type RoundStatus = 'playing' | 'completed' | 'timeout';

type Progress = {
  mistakes: number;
  hinted: boolean;
  matched: boolean;
  /** Round time (ms) its pair came onto the board; null while it has not. */
  shownAtMs: number | null;
  /** Time the player spent finding this pair: from the later of its arrival and the previous pair. */
  thinkMs: number | null;
};

export class CandyRound {
  readonly deck: WordCard[];
  readonly board: Board;
  readonly listId: string;
  readonly listName: string;
  readonly seed: number;
  readonly timeLimitMs: number;
  readonly startedAt: number;
  /** The candies of the opening board, for the scene to drop in. */
  readonly openingSpawns: Spawn[];
  readonly mode: GameMode;

  score = 0;
  combo = 0;
  bestCombo = 0;
  elapsedMs = 0;
  penaltyMs = 0;
  selected: number | null = null;
  status: RoundStatus = 'playing';
  bonus = 0;

  private readonly rng: Rng;
  private readonly progress: Progress[];
  private nextPair: number;
  private nextId = 1;
  private lastRightAt: number | null = null;
  /** Round time (ms) of the last pair tried, right or wrong: a word's think time starts there. */
  private lastPairAt = 0;
  private wrongPairs = 0;

  constructor(options: RoundOptions) {
    this.seed = options.seed;
    this.mode = options.mode ?? 'translation';
    this.rng = createRng(options.seed);
    this.deck = buildDeck(options.cards, this.rng, options.maxWords ?? MAX_ROUND_WORDS, options.dealt);
    this.listId = options.listId;
    this.listName = options.listName;
    this.startedAt = options.startedAt ?? 0;
    this.timeLimitMs = roundTimeMs(this.deck.length);
    this.progress = this.deck.map(() => ({
      mistakes: 0,
      hinted: false,
      matched: false,
      shownAtMs: null,
      thinkMs: null,
    }));
    this.board = createBoard(options.cols, options.rows);
    const pairIds = this.deck.map((_, index) => index);
    this.openingSpawns = fillBoard(this.board, pairIds, this.nextId, this.rng);
    this.nextId += this.openingSpawns.length;
    this.nextPair = this.openingSpawns.length / 2;
    for (const word of this.progress.slice(0, this.nextPair)) word.shownAtMs = 0;
    if (this.deck.length === 0) this.status = 'completed';
  }

  get timeLeftMs(): number {
    return Math.max(0, this.timeLimitMs - this.elapsedMs - this.penaltyMs);
  }

  get multiplier(): number {
    return multiplierFor(this.combo);
  }

  get matchedCount(): number {
    return this.progress.filter((word) => word.matched).length;
  }

  /** Wrong pairs chosen (each counts against one word: the one picked first). */
  get mistakes(): number {
    return this.wrongPairs;
  }

  get hintsUsed(): number {
    return this.progress.filter((word) => word.hinted).length;
  }

  get stars(): number {
    return starsFor({
      completed: this.status === 'completed',
      words: this.deck.length,
      mistakes: this.wrongPairs,
      hints: this.hintsUsed,
    });
  }

  /** Words not yet dealt onto the board. */
  get remainingInDeck(): number {
    return this.deck.length - this.nextPair;
  }

  card(pairId: number): WordCard | undefined {
    return this.deck[pairId];
  }

  /** The text a candy shows: the word (front) or its translation (back). */
  textOf(candy: Candy): string {
    const card = this.deck[candy.pairId];
    return card ? card[candy.side] : '';
  }

  /** Advances the clock; returns true when this tick ran the time out. */
  tick(deltaMs: number): boolean {
    if (this.status !== 'playing') return false;
    this.elapsedMs += Math.max(0, deltaMs);
    if (this.timeLeftMs > 0) return false;
    this.status = 'timeout';
    this.selected = null;
    return true;
  }

  /**
   * A tap on a candy. The first tap selects it; a tap on the other side of the same word pops the
   * pair; a tap on another candy of the same side moves the selection; a tap on the selected
   * candy lets it go; a tap on the other side of a different word is a wrong pair.
   */
  select(id: number): SelectEvent {
    if (this.status !== 'playing') return { kind: 'ignored' };
    const candy = findCandy(this.board, id);
    if (!candy) return { kind: 'ignored' };
    if (this.selected === null) {
      this.selected = id;
      return { kind: 'selected', id, previous: null };
    }
    if (this.selected === id) {
      this.selected = null;
      return { kind: 'deselected', id };
    }
    const first = findCandy(this.board, this.selected);
    if (!first) {
      this.selected = id;
      return { kind: 'selected', id, previous: null };
    }
    if (first.side === candy.side) {
      const previous = this.selected;
      this.selected = id;
      return { kind: 'selected', id, previous };
    }
    this.selected = null;
    return isRightPair(first, candy) ? this.pop(first, candy) : this.miss(first, candy);
  }

  private pop(first: Candy & Cell, second: Candy & Cell): SelectEvent {
    const sinceLast = this.lastRightAt === null ? null : this.elapsedMs - this.lastRightAt;
    this.combo = nextCombo(this.combo, sinceLast);
    this.bestCombo = Math.max(this.bestCombo, this.combo);
    this.lastRightAt = this.elapsedMs;
    const points = pairPoints(this.combo);
    this.score += points;
    const word = this.progress[first.pairId];
    if (word) {
      word.matched = true;
      word.thinkMs ??= Math.max(0, this.elapsedMs - Math.max(this.lastPairAt, word.shownAtMs ?? 0));
    }
    this.lastPairAt = this.elapsedMs;

    removeCandies(this.board, [first.id, second.id]);
    const falls = applyGravity(this.board);
    let spawns: Spawn[] = [];
    if (this.nextPair < this.deck.length) {
      spawns = dropPair(this.board, this.nextPair, this.nextId, this.rng, [first.col, second.col]);
      if (spawns.length > 0) {
        const arriving = this.progress[this.nextPair];
        if (arriving) arriving.shownAtMs = this.elapsedMs;
        this.nextPair += 1;
        this.nextId += spawns.length;
      }
    }
    const finished = isEmpty(this.board) && this.nextPair >= this.deck.length;
    if (finished) {
      this.status = 'completed';
      this.bonus = timeBonus(this.timeLeftMs);
      this.score += this.bonus;
    }
    return {
      kind: 'match',
      ids: [first.id, second.id],
      pairId: first.pairId,
      points,
      combo: this.combo,
      multiplier: multiplierFor(this.combo),
      falls,
      spawns,
      finished,
    };
  }

  private miss(first: Candy, second: Candy): SelectEvent {
    this.combo = 0;
    this.lastRightAt = null;
    this.lastPairAt = this.elapsedMs;
    this.wrongPairs += 1;
    // One wrong pair, one mistake, charged to the word the player picked first: the one they were
    // trying to match (decision record 008). The other only happened to be tapped.
    const word = this.progress[first.pairId];
    if (word) word.mistakes += 1;
    this.penaltyMs += RULES.wrongPenaltyMs;
    if (this.timeLeftMs <= 0) {
      this.status = 'timeout';
    }
    return { kind: 'mismatch', ids: [first.id, second.id], penaltyMs: RULES.wrongPenaltyMs };
  }

  /** The hint of the selected candy's word; the first look at each word's hint costs points. */
  takeHint(): { pairId: number; hint: string; cost: number } | null {
    if (this.status !== 'playing' || this.selected === null) return null;
    const candy = findCandy(this.board, this.selected);
    const word = candy ? this.progress[candy.pairId] : undefined;
    const card = candy ? this.deck[candy.pairId] : undefined;
    if (!candy || !word || !card) return null;
    let cost = 0;
    if (!word.hinted) {
      word.hinted = true;
      cost = Math.min(this.score, RULES.hintCost);
      this.score -= cost;
    }
    return { pairId: candy.pairId, hint: card.hint, cost };
  }

  outcomes(): WordOutcome[] {
    return this.deck.map((card, index) => {
      const word = this.progress[index];
      const base = {
        front: card.front,
        back: card.back,
        matched: word?.matched ?? false,
        mistakes: word?.mistakes ?? 0,
        hinted: word?.hinted ?? false,
      };
      // A word whose pair never came onto the board was not reached: no review.
      if (!word || word.shownAtMs === null) return { ...base, review: null };
      const thinkMs =
        word.thinkMs ?? Math.max(0, Math.min(this.elapsedMs, this.timeLimitMs) - word.shownAtMs);
      return {
        ...base,
        review: {
          game: 'candy',
          matched: base.matched,
          wrongPairs: base.mistakes,
          hinted: base.hinted,
          // The review's times are whole milliseconds (learning/review-input.ts).
          thinkMs: Math.round(thinkMs),
        },
      };
    });
  }

  /** Cards the player should practise: the words missed (verdict.ts), as the results list them. */
  missedCards(): WordCard[] {
    return practiceCards(this.deck, this.outcomes().map(candyVerdict));
  }

  /**
   * The round so far, for a player who leaves it from the pause card: the words answered (matched,
   * or paired wrongly) are reviews; a word still on the board, untouched, is not a miss.
   */
  partialResults(game: RoundResults['game'] = 'candy'): RoundResults {
    const results = this.results(game);
    return {
      ...results,
      words: results.words.map((word) =>
        word.matched || word.mistakes > 0 ? word : { ...word, review: null },
      ),
    };
  }

  results(game: RoundResults['game'] = 'candy'): RoundResults {
    return {
      game,
      listId: this.listId,
      listName: this.listName,
      startedAt: this.startedAt,
      durationMs: Math.round(Math.min(this.elapsedMs, this.timeLimitMs)),
      score: this.score,
      stars: this.stars,
      bestCombo: this.bestCombo,
      completed: this.status === 'completed',
      words: this.outcomes(),
      ...(this.mode === 'translation' ? {} : { mode: this.mode }),
    };
  }
}
