/**
 * A game of Space Words: enemies labelled with translations fall towards the base; the player
 * types the words. Typing picks a target (the first letter locks onto the enemy nearest the base
 * whose answer starts with it), each right letter is a shot, the last one destroys the enemy. A
 * wrong letter is a miss; an enemy that reaches the base costs a shield and shows its word. Waves
 * grow faster and denser; the round is won when the fifth wave is cleared (RULES.roundWaves), and
 * lost when the shields are gone. Deterministic for a seed; positions are in field units (x from 0
 * to 1 across, y from 0 at the top to 1 at the base).
 */
import type { GameMode } from '../../shared/game-modes.ts';
import type { RoundResults, WordCard, WordOutcome } from '../../shared/game-protocol.ts';
import { createRng, type Rng, shuffled } from '../../shared/rng.ts';
import { buildDeck, MAX_ROUND_WORDS } from '../common/deck.ts';
import type { ModeCard } from '../common/modes.ts';
import { practiceCards } from '../common/verdict.ts';
import {
  type AnswerForm,
  DEFAULT_MATCH_OPTIONS,
  foldKey,
  formKey,
  isComplete,
  lettersLeft,
  type MatchOptions,
  type Position,
  prepareAnswer,
  replay,
  typedPart,
} from './answer.ts';
import { spaceVerdict } from './verdict.ts';
import {
  lengthFactor,
  multiplierFor,
  RULES,
  starsFor,
  type WaveSpec,
  waveBonus,
  waveSpec,
  wordPoints,
} from './waves.ts';

export type EnemyKind = 'asteroid' | 'ship';

export type Enemy = {
  id: number;
  /** Index of its card in the deck. */
  cardIndex: number;
  card: WordCard;
  forms: AnswerForm[];
  kind: EnemyKind;
  lane: number;
  x: number;
  y: number;
  /** Field heights per second. */
  speed: number;
  /** Letters of its shortest spelling. */
  letters: number;
  hinted: boolean;
  /** Epoch of the round (ms) when it appeared. */
  spawnedAtMs: number;
};

export type RoundOptions = {
  cards: readonly WordCard[];
  seed: number;
  /** The list the words came with (list-id.ts), echoed in the results. */
  listId: string;
  listName: string;
  /** Lanes across the field (the scene fits them to the screen width). */
  lanes?: number;
  match?: MatchOptions;
  /** Slows every fall (1.2 gives 20% more time), for touch typing. */
  pace?: number;
  startedAt?: number;
  maxWords?: number;
  /** The cards come in the learning engine's order: play the first ones. */
  dealt?: boolean;
  /**
   * The game mode (docs/decisions/017-game-modes.md). Paraphrase: the cards are upgrades (modes.ts). Dictation: the
   * spelling is strict (the match options' `strict`), and a misspelling is kept for the results.
   */
  mode?: GameMode;
  /**
   * Benchmark mode: keeps this many enemies in flight, spawning up to four a tick while fewer
   * fly; enemies that land cost nothing.
   */
  stress?: number;
};

export type RoundStatus = 'playing' | 'over';

export type LockView = { enemyId: number; typed: string; left: number; form: string };

export type TypeEvent =
  | { kind: 'ignored' }
  | { kind: 'miss'; enemyId: number | null; key: string }
  | {
      kind: 'hit';
      enemyId: number;
      /** The lock is new (first letter) or moved here from another enemy. */
      locked: boolean;
      retargetedFrom: number | null;
      view: LockView;
    }
  | {
      kind: 'destroy';
      enemy: Enemy;
      /** The spelling typed, as the list writes it. */
      answer: string;
      points: number;
      combo: number;
      multiplier: number;
      retargetedFrom: number | null;
      /** The lock was taken by this keystroke (a one-letter word). */
      locked: boolean;
    };

export type TickEvent =
  | { kind: 'spawn'; enemy: Enemy }
  | { kind: 'landed'; enemy: Enemy; shields: number; wasLocked: boolean }
  | { kind: 'wave-start'; wave: number }
  | { kind: 'wave-clear'; wave: number; bonus: number; shieldRestored: boolean }
  | { kind: 'over' };

type Progress = {
  /** Times typed right. */
  right: number;
  /** Times it reached the base. */
  landed: number;
  /** Wrong letters typed while it was the target. */
  wrongKeys: number;
  hinted: boolean;
  /** Times it appeared. */
  appeared: number;
  /** From its label appearing to the first right key aimed at it (ms); null until then. */
  reactionMs: number | null;
  /** Shot down only through the forgiving rule (accents typed without their marks). */
  forgiven: boolean;
  /** Dictation: the first wrong spelling typed (as far as it went, with the wrong letter). */
  misspelt: string | null;
};

/** A word before the round has shown it. */
function emptyProgress(): Progress {
  return {
    right: 0,
    landed: 0,
    wrongKeys: 0,
    hinted: false,
    appeared: 0,
    reactionMs: null,
    forgiven: false,
    misspelt: null,
  };
}

export type SpaceRoundWord = WordOutcome & {
  right: number;
  landed: number;
  appeared: number;
  /** Dictation: the first wrong spelling typed, null when none. */
  misspelt?: string | null;
};

const SEPARATOR_KEYS = new Set([' ', '-']);

export class SpaceRound {
  readonly deck: WordCard[];
  readonly listId: string;
  readonly listName: string;
  readonly seed: number;
  readonly startedAt: number;
  readonly lanes: number;
  readonly match: MatchOptions;
  readonly pace: number;
  readonly stress: number;
  readonly mode: GameMode;

  status: RoundStatus = 'playing';
  /** Every wave of the round cleared (the round ended won, not with the shields gone). */
  won = false;
  score = 0;
  combo = 0;
  bestCombo = 0;
  shields: number = RULES.shields;
  elapsedMs = 0;
  wave = 1;
  wavesCleared = 0;
  /** Keystrokes that were right (a shot) and wrong (a miss). */
  rightKeys = 0;
  wrongKeys = 0;
  destroyed = 0;
  landed = 0;
  enemies: Enemy[] = [];
  lockedId: number | null = null;

  private readonly rng: Rng;
  private readonly progress: Progress[];
  private readonly answers: AnswerForm[][];
  private typedKeys: string[] = [];
  /** The raw keys behind typedKeys (before folding), to tell a forgiven answer from an exact one. */
  private rawTyped = '';
  private spec: WaveSpec;
  private spawnedInWave = 0;
  private spawnTimerMs: number = RULES.firstSpawnMs;
  private breakMs = 0;
  private shieldLostInWave = false;
  private queue: number[] = [];
  private nextId = 1;

  constructor(options: RoundOptions) {
    this.seed = options.seed;
    this.rng = createRng(options.seed);
    this.mode = options.mode ?? 'translation';
    const match = options.match ?? DEFAULT_MATCH_OPTIONS;
    this.match = this.mode === 'dictation' ? { ...match, forgiveAccents: false, strict: true } : match;
    // A front with nothing to type (only punctuation) cannot be played.
    const playable = options.cards.filter((card) => prepareAnswer(card.front, this.match).length > 0);
    this.deck = buildDeck(playable, this.rng, options.maxWords ?? MAX_ROUND_WORDS, options.dealt);
    this.listId = options.listId;
    this.listName = options.listName;
    this.startedAt = options.startedAt ?? 0;
    this.lanes = Math.max(1, Math.floor(options.lanes ?? 4));
    this.pace = Math.max(0.5, options.pace ?? 1);
    this.stress = Math.max(0, Math.floor(options.stress ?? 0));
    this.answers = this.deck.map((card) => prepareAnswer(card.front, this.match));
    this.progress = this.deck.map(emptyProgress);
    this.spec = waveSpec(1);
    if (this.deck.length === 0) this.status = 'over';
  }

  get multiplier(): number {
    return multiplierFor(this.combo);
  }

  get waveSpec(): WaveSpec {
    return this.spec;
  }

  /** Right keystrokes as a share of all keystrokes (1 before any). */
  get accuracy(): number {
    const total = this.rightKeys + this.wrongKeys;
    return total === 0 ? 1 : this.rightKeys / total;
  }

  get stars(): number {
    return starsFor(this.wavesCleared);
  }

  /** Between waves (the banner for the next one shows). */
  get betweenWaves(): boolean {
    return this.breakMs > 0;
  }

  enemy(id: number | null): Enemy | undefined {
    return id === null ? undefined : this.enemies.find((enemy) => enemy.id === id);
  }

  /** The enemy the player aims at: the locked one, else the one nearest the base. */
  target(): Enemy | undefined {
    return this.enemy(this.lockedId) ?? this.mostDangerous(this.enemies);
  }

  // ——— Time ———

  tick(deltaMs: number): TickEvent[] {
    const events: TickEvent[] = [];
    if (this.status !== 'playing') return events;
    const dt = Math.max(0, deltaMs);
    this.elapsedMs += dt;
    for (const enemy of this.enemies) enemy.y += (enemy.speed * dt) / 1000;
    for (const enemy of this.enemies.filter((candidate) => candidate.y >= 1)) {
      events.push(this.land(enemy));
      if (this.status !== 'playing') {
        events.push({ kind: 'over' });
        return events;
      }
    }
    if (this.stress > 0) {
      // Refills at once, a few a frame.
      for (let count = 0; count < 4 && this.enemies.length < this.stress; count += 1) {
        const enemy = this.spawn();
        if (!enemy) break;
        events.push({ kind: 'spawn', enemy });
      }
      return events;
    }
    if (this.breakMs > 0) {
      this.breakMs -= dt;
      if (this.breakMs <= 0) {
        this.breakMs = 0;
        this.wave += 1;
        this.spec = waveSpec(this.wave);
        this.spawnedInWave = 0;
        this.spawnTimerMs = 0;
        this.shieldLostInWave = false;
        events.push({ kind: 'wave-start', wave: this.wave });
      }
      return events;
    }
    this.spawnTimerMs -= dt;
    if (
      this.spawnedInWave < this.spec.count &&
      this.spawnTimerMs <= 0 &&
      this.enemies.length < this.spec.maxAlive
    ) {
      const enemy = this.spawn();
      if (enemy) {
        this.spawnedInWave += 1;
        events.push({ kind: 'spawn', enemy });
        this.spawnTimerMs = this.spec.gapSeconds * 1000 * (0.8 + 0.4 * this.rng());
      } else {
        // Every word is in flight (or would be mistaken for one in flight): try again soon.
        this.spawnTimerMs = 250;
      }
    }
    if (this.spawnedInWave >= this.spec.count && this.enemies.length === 0) {
      const bonus = waveBonus(this.wave);
      this.score += bonus;
      this.wavesCleared += 1;
      const shieldRestored = !this.shieldLostInWave && this.shields < RULES.shields;
      if (shieldRestored) this.shields += 1;
      events.push({ kind: 'wave-clear', wave: this.wave, bonus, shieldRestored });
      if (this.wavesCleared >= RULES.roundWaves) {
        this.won = true;
        this.status = 'over';
        this.clearLock();
        events.push({ kind: 'over' });
        return events;
      }
      this.breakMs = RULES.waveBreakMs;
    }
    return events;
  }

  private land(enemy: Enemy): TickEvent {
    this.remove(enemy);
    const wasLocked = this.lockedId === enemy.id;
    if (wasLocked) this.clearLock();
    const word = this.progress[enemy.cardIndex];
    if (this.stress > 0) return { kind: 'landed', enemy, shields: this.shields, wasLocked };
    if (word) word.landed += 1;
    this.landed += 1;
    this.combo = 0;
    this.shields = Math.max(0, this.shields - 1);
    this.shieldLostInWave = true;
    if (this.shields === 0) {
      this.status = 'over';
      this.clearLock();
    }
    return { kind: 'landed', enemy, shields: this.shields, wasLocked };
  }

  /** The next card that may fly now: not already in flight, and not a prefix of one in flight. */
  private nextCard(): number | null {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      if (this.queue.length === 0) {
        this.queue = shuffled(
          this.deck.map((_, index) => index),
          this.rng,
        );
      }
      const index = this.queue.findIndex((cardIndex) => this.mayFly(cardIndex));
      if (index >= 0) return this.queue.splice(index, 1)[0] ?? null;
      if (this.queue.length >= this.deck.length) return null;
      // Only cards in flight are left in this pass: start the next pass.
      this.queue = [];
    }
    return null;
  }

  private mayFly(cardIndex: number): boolean {
    const keys = (this.answers[cardIndex] ?? []).map(formKey);
    for (const enemy of this.enemies) {
      if (enemy.cardIndex === cardIndex) return false;
      for (const other of enemy.forms.map(formKey)) {
        if (keys.some((key) => key.startsWith(other) || other.startsWith(key))) return false;
      }
    }
    return true;
  }

  /** Puts a card in flight (the next one in the deck's order unless given); null when none may fly. */
  spawn(cardIndex: number | null = null, at: { lane?: number; y?: number } = {}): Enemy | null {
    const index = cardIndex ?? this.nextCard();
    if (index === null) return null;
    const card = this.deck[index];
    const forms = this.answers[index];
    if (!card || !forms || forms.length === 0) return null;
    const ship = this.stress === 0 && this.rng() < this.spec.shipShare;
    const letters = Math.min(...forms.map((form) => formKey(form).replace(/\s/g, '').length));
    const fall =
      this.spec.fallSeconds *
      lengthFactor(letters) *
      (ship ? 1 / RULES.shipSpeed : 1) *
      (0.9 + 0.2 * this.rng()) *
      this.pace *
      (this.stress > 0 ? 4 : 1);
    const y = at.y ?? (this.stress > 0 ? this.rng() * 0.6 : RULES.spawnY);
    const lane = at.lane ?? this.chooseLane(y, 1 / fall);
    const jitter = (this.rng() - 0.5) * 0.3;
    const enemy: Enemy = {
      id: this.nextId++,
      cardIndex: index,
      card,
      forms,
      kind: ship ? 'ship' : 'asteroid',
      lane,
      x: (lane + 0.5 + jitter) / this.lanes,
      y,
      speed: 1 / fall,
      letters,
      hinted: false,
      spawnedAtMs: this.elapsedMs,
    };
    this.enemies.push(enemy);
    const word = this.progress[index];
    if (word) word.appeared += 1;
    return enemy;
  }

  /**
   * The lane with the most room for an enemy starting at `y` with `speed`: the least distance it
   * will ever have to an enemy ahead of it, in its lane or beside it (labels are wider than rocks),
   * while that one still flies. A fast enemy behind a slow one would catch it up and cover its
   * label. Ties broken by the seed.
   */
  private chooseLane(y: number, speed: number): number {
    const room = new Array<number>(this.lanes).fill(2);
    for (const enemy of this.enemies) {
      const flying = (1 - enemy.y) / enemy.speed;
      const closest = Math.min(enemy.y - y, 1 - y - speed * flying);
      for (const [offset, extra] of [
        [0, 0],
        [-1, 0.12],
        [1, 0.12],
      ] as const) {
        const lane = enemy.lane + offset;
        if (lane >= 0 && lane < this.lanes) room[lane] = Math.min(room[lane] ?? 2, closest + extra);
      }
    }
    const best = Math.max(...room);
    const free = room.map((gap, lane) => ({ gap, lane })).filter((entry) => entry.gap >= best - 0.05);
    return free[Math.floor(this.rng() * free.length)]?.lane ?? 0;
  }

  private mostDangerous(enemies: readonly Enemy[]): Enemy | undefined {
    let best: Enemy | undefined;
    for (const enemy of enemies) if (!best || enemy.y > best.y) best = enemy;
    return best;
  }

  private remove(enemy: Enemy): void {
    this.enemies = this.enemies.filter((other) => other !== enemy);
  }

  // ——— Typing ———

  private positions(enemy: Enemy, keys: readonly string[]): (Position | null)[] {
    return enemy.forms.map((form) => replay(form, keys));
  }

  private completeForm(enemy: Enemy, positions: (Position | null)[]): AnswerForm | null {
    for (const [index, position] of positions.entries()) {
      const form = enemy.forms[index];
      if (form && position && isComplete(form, position)) return form;
    }
    return null;
  }

  /** What the locked enemy shows: its spelling as far as typed, and the letters left. */
  lockView(): LockView | null {
    const enemy = this.enemy(this.lockedId);
    if (!enemy) return null;
    const positions = this.positions(enemy, this.typedKeys);
    let best: LockView | null = null;
    for (const [index, position] of positions.entries()) {
      const form = enemy.forms[index];
      if (!form || !position) continue;
      const view = {
        enemyId: enemy.id,
        typed: typedPart(form, position),
        left: lettersLeft(form, position),
        form: form.text,
      };
      if (!best || view.left < best.left) best = view;
    }
    return best;
  }

  /**
   * A key the player typed (one character, or a few from the on-screen keyboard). Returns what
   * happened, for the scene to show.
   */
  type(raw: string): TypeEvent {
    if (this.status !== 'playing' || !raw) return { kind: 'ignored' };
    const keys = [...foldKey(raw, this.match)];
    if (keys.length === 0) return { kind: 'ignored' };
    const locked = this.enemy(this.lockedId);
    // Spaces before a word mean nothing.
    if (!locked && keys.every((key) => SEPARATOR_KEYS.has(key))) return { kind: 'ignored' };
    const nextKeys = [...this.typedKeys, ...keys];

    if (locked) {
      const before = this.positions(locked, this.typedKeys);
      const after = this.positions(locked, nextKeys);
      const unchanged = after.every(
        (position, index) =>
          position === null ||
          (position.unit === before[index]?.unit && position.offset === before[index]?.offset),
      );
      if (unchanged && after.some((position) => position !== null)) return { kind: 'ignored' };
    }

    const candidates: { enemy: Enemy; positions: (Position | null)[]; complete: AnswerForm | null }[] = [];
    for (const enemy of this.enemies) {
      const positions = this.positions(enemy, nextKeys);
      if (positions.every((position) => position === null)) continue;
      candidates.push({ enemy, positions, complete: this.completeForm(enemy, positions) });
    }

    if (candidates.length === 0) {
      this.wrongKeys += 1;
      this.combo = 0;
      if (locked) {
        const word = this.progress[locked.cardIndex];
        if (word) {
          word.wrongKeys += 1;
          word.misspelt ??= `${this.lockView()?.typed ?? ''}${raw}`;
        }
      }
      return { kind: 'miss', enemyId: locked?.id ?? null, key: raw };
    }

    // A whole word typed wins; then the current target; then the enemy nearest the base.
    const complete = candidates.filter((candidate) => candidate.complete);
    const pool = complete.length > 0 ? complete : candidates;
    const chosen =
      pool.find((candidate) => candidate.enemy.id === this.lockedId) ??
      pool.reduce((best, candidate) => (candidate.enemy.y > best.enemy.y ? candidate : best));
    const retargetedFrom = locked && locked.id !== chosen.enemy.id ? locked.id : null;
    const newLock = this.lockedId !== chosen.enemy.id;
    this.rightKeys += 1;
    this.lockedId = chosen.enemy.id;
    this.typedKeys = nextKeys;
    this.rawTyped += raw;
    const aimed = this.progress[chosen.enemy.cardIndex];
    if (aimed && aimed.reactionMs === null)
      aimed.reactionMs = Math.max(0, this.elapsedMs - chosen.enemy.spawnedAtMs);

    if (chosen.complete) return this.destroy(chosen.enemy, chosen.complete, retargetedFrom, newLock);
    const view = this.lockView();
    if (!view) return { kind: 'ignored' };
    return { kind: 'hit', enemyId: chosen.enemy.id, locked: newLock, retargetedFrom, view };
  }

  /** Letters and digits as typed, with accents kept: what the forgiving rule did not need to forgive. */
  private strictLetters(text: string): string {
    return foldKey(text, { ...this.match, forgiveAccents: false }).replace(/[^\p{L}\p{N}]/gu, '');
  }

  private destroy(enemy: Enemy, form: AnswerForm, retargetedFrom: number | null, locked: boolean): TypeEvent {
    const typedNow = this.rawTyped;
    this.remove(enemy);
    this.clearLock();
    this.combo += 1;
    this.bestCombo = Math.max(this.bestCombo, this.combo);
    this.destroyed += 1;
    const multiplier = multiplierFor(this.combo);
    const points = wordPoints(enemy.letters, enemy.kind === 'ship', multiplier, enemy.hinted);
    this.score += points;
    const word = this.progress[enemy.cardIndex];
    if (word) {
      word.right += 1;
      if (this.strictLetters(typedNow) !== this.strictLetters(form.text)) word.forgiven = true;
    }
    return {
      kind: 'destroy',
      enemy,
      answer: form.text,
      points,
      combo: this.combo,
      multiplier,
      retargetedFrom,
      locked,
    };
  }

  private clearLock(): void {
    this.lockedId = null;
    this.typedKeys = [];
    this.rawTyped = '';
  }

  /** Backspace or Escape: lets the target go (its typed letters are forgotten). */
  dropLock(): { kind: 'drop'; enemyId: number } | { kind: 'ignored' } {
    const enemyId = this.lockedId;
    if (enemyId === null || this.status !== 'playing') return { kind: 'ignored' };
    this.clearLock();
    return { kind: 'drop', enemyId };
  }

  /** The hint of the target; the first look at each enemy's hint costs a few points. */
  takeHint(): { enemyId: number; hint: string; cost: number } | null {
    if (this.status !== 'playing') return null;
    const enemy = this.target();
    if (!enemy) return null;
    let cost = 0;
    if (!enemy.hinted) {
      enemy.hinted = true;
      cost = Math.min(this.score, RULES.hintCost);
      this.score -= cost;
      const word = this.progress[enemy.cardIndex];
      if (word) word.hinted = true;
    }
    return { enemyId: enemy.id, hint: enemy.card.hint, cost };
  }

  // ——— Results ———

  outcomes(): SpaceRoundWord[] {
    return this.deck.map((card, index) => {
      const word = this.progress[index] ?? emptyProgress();
      // Reviewed once it was shot down or got through; never came, or still in flight: no review.
      const reached = word.right > 0 || word.landed > 0;
      return {
        front: (card as ModeCard).recordAs ?? card.front,
        back: card.back,
        matched: word.right > 0,
        mistakes: word.wrongKeys + word.landed,
        hinted: word.hinted,
        review: reached
          ? {
              game: 'space' as const,
              typed: word.right > 0,
              landed: word.landed,
              shotDown: word.right,
              wrongKeys: word.wrongKeys,
              forgiven: word.forgiven,
              hinted: word.hinted,
              // The review's times are whole milliseconds (learning/review-input.ts).
              reactionMs: Math.round(word.reactionMs ?? 0),
            }
          : null,
        right: word.right,
        landed: word.landed,
        appeared: word.appeared,
        misspelt: word.misspelt,
      };
    });
  }

  /**
   * Cards to practise: the words missed (verdict.ts: got through, a wrong letter or a hint), as
   * the results list them.
   */
  missedCards(): WordCard[] {
    return practiceCards(this.deck, this.outcomes().map(spaceVerdict));
  }

  results(): RoundResults {
    const words = this.outcomes().map(({ front, back, matched, mistakes, hinted, review }) => ({
      front,
      back,
      matched,
      mistakes,
      hinted,
      review,
    }));
    return {
      game: 'space',
      listId: this.listId,
      listName: this.listName,
      startedAt: this.startedAt,
      durationMs: Math.round(this.elapsedMs),
      score: this.score,
      stars: this.stars,
      bestCombo: this.bestCombo,
      completed: this.won,
      words,
      ...(this.mode === 'translation' ? {} : { mode: this.mode }),
    };
  }
}
