import Phaser from 'phaser';
import type { RoundResults, WordCard } from '../../../shared/game-protocol.ts';
import { createRng, newSeed } from '../../../shared/rng.ts';
import { TEST_LIST_ID } from '../../common/bridge.ts';
import { hasClues } from '../../common/clues.ts';
import type { PlayData } from '../../common/context.ts';
import { MAX_ROUND_WORDS } from '../../common/deck.ts';
import { makePanel } from '../../common/panels.ts';
import { RoundScene } from '../../common/round-scene.ts';
import { SCENES } from '../../common/scene-keys.ts';
import { canSpeak, speak } from '../../common/speech.ts';
import { seedFromAddress } from '../../common/test-pace.ts';
import { fitText } from '../../common/text-fit.ts';
import { Button } from '../../common/ui.ts';
import { type Fall, findCandy, reshapeBoard, type Spawn } from '../board.ts';
import { CandySprite, measureLabel } from '../candy-sprite.ts';
import type { CandyContext } from '../context.ts';
import { BEST_KEY } from '../context.ts';
import { cheerFor, Effects } from '../effects.ts';
import { Hud, hudPanel } from '../hud.ts';
import { cellCentre, chooseGrid, type PlayLayout, playLayout } from '../layout.ts';
import { paraphraseDeck } from '../paraphrase-deck.ts';
import { CandyRound, type SelectEvent } from '../round.ts';
import { RULES } from '../scoring.ts';
import type { CandySnapshot } from '../test-state.ts';
import { ICON_SIZE, iconTexture } from '../textures.ts';
import { FONT_DISPLAY, FONT_UI, PALETTE } from '../theme.ts';

type Focus = { area: 'grid'; col: number; row: number } | { area: 'bar'; index: number };

export type ResultData = {
  results: ReturnType<CandyRound['results']>;
  missed: WordCard[];
  cards: WordCard[];
  practice: boolean;
  newBest: boolean;
  bonus: number;
  mistakes: number;
};

const HINT_SHOWN_MS = 6000;

/** The board: tap a word, then its translation. */
export class PlayScene extends RoundScene<CandyContext> {
  private round!: CandyRound;
  private layout!: PlayLayout;
  /** The round's cards have clues: the board is laid out for them (layout.ts). */
  private clues = false;
  private effects!: Effects;
  private readonly sprites = new Map<number, CandySprite>();
  private readonly popping = new Set<CandySprite>();
  private hud: Hud | null = null;
  private chrome: Phaser.GameObjects.GameObject[] = [];
  private barButtons: Button[] = [];
  private focusAt: Focus = { area: 'grid', col: 0, row: 0 };
  private hintLayer: Phaser.GameObjects.Container | null = null;
  private hintText: string | null = null;
  private hintTimer: Phaser.Time.TimerEvent | null = null;
  private dealt = false;
  private pendingSprites = 0;
  private lastTickSecond = -1;

  protected readonly bestKey = BEST_KEY;

  override init(data: PlayData): void {
    super.init(data);
    this.sprites.clear();
    this.popping.clear();
    this.hud = null;
    this.chrome = [];
    this.barButtons = [];
    this.hintLayer = null;
    this.hintText = null;
    this.hintTimer = null;
    this.dealt = false;
    this.pendingSprites = 0;
    this.lastTickSecond = -1;
  }

  create(): void {
    const context = this.context;
    const vocabulary = context.vocabulary;
    const mode = context.mode;
    const practice = this.playData.practice === true;
    const dealt = !practice && vocabulary?.dealt !== undefined;
    const seed = this.playData.seed ?? seedFromAddress() ?? newSeed();
    const cards = this.playData.cards ?? vocabulary?.cards ?? [];
    // Paraphrase: each word meets one of its synonyms, no two overlapping words in a round
    // (a practice round replays the pairs it missed as they were).
    const paraphrase = mode === 'paraphrase' && !practice;
    this.cards = paraphrase
      ? paraphraseDeck(cards, vocabulary?.paraphrases, createRng(seed + 1), MAX_ROUND_WORDS, dealt)
      : cards;
    const { width, height } = this.view;
    this.clues = hasClues(this.cards);
    const grid = chooseGrid(width, height, this.clues);
    this.round = new CandyRound({
      cards: this.cards,
      seed,
      cols: grid.cols,
      rows: grid.rows,
      listId: vocabulary?.listId ?? TEST_LIST_ID,
      listName: vocabulary?.name ?? '',
      startedAt: Date.now(),
      dealt: dealt || paraphrase,
      mode,
    });
    this.focusAt = { area: 'grid', col: Math.floor(grid.cols / 2), row: Math.floor(grid.rows / 2) };
    this.effects = new Effects(this, this.u, context.reducedMotion);
    this.layout = playLayout(width, height, grid.cols, grid.rows, this.clues);
    this.buildChrome();
    this.hud?.setCombo(0, 1, false);
    this.dealOpening();

    this.input.on(
      Phaser.Input.Events.GAMEOBJECT_DOWN,
      (_pointer: Phaser.Input.Pointer, object: Phaser.GameObjects.GameObject) => {
        const sprite = object.parentContainer;
        if (sprite instanceof CandySprite && !this.paused) this.choose(sprite.candy.id);
      },
    );
    this.input.on(Phaser.Input.Events.POINTER_DOWN, () => this.refreshFocus());
    this.onKeys((event) => this.handleKey(event));
    this.onResize(() => this.relayout());
    this.pauseWhenHidden();
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.hintTimer?.remove();
    });
    context.publisher.describe(() => this.describe());
    // Nothing to play (no usable word): straight to the results rather than an empty board.
    if (this.round.status !== 'playing') this.finish();
    context.announce(
      `Round started: ${this.round.deck.length} words. Tap a word, then its ${mode === 'paraphrase' ? 'paraphrase' : 'translation'}.`,
    );
  }

  override update(_time: number, delta: number): void {
    const round = this.round;
    // The clock starts once the opening candies have landed.
    if (!this.dealt && this.isSettled()) this.dealt = true;
    if (this.dealt && !this.paused && !this.ending && round.status === 'playing') {
      if (round.tick(Math.min(delta, 100))) this.finish();
      const second = Math.ceil(round.timeLeftMs / 1000);
      if (second <= 10 && second > 0 && second !== this.lastTickSecond) {
        this.lastTickSecond = second;
        this.context.sound.play('tick');
      }
    }
    this.hud?.update(round.score, round.timeLeftMs, round.timeLimitMs, round.matchedCount, round.deck.length);
  }

  // ——— Board ———

  private cellPoint(col: number, row: number): { x: number; y: number } {
    const point = cellCentre(this.layout, col, row);
    return { x: this.px(point.x), y: this.px(point.y) };
  }

  private makeSprite(spawn: Spawn): CandySprite {
    const sprite = new CandySprite(
      this,
      spawn.candy,
      this.round.textOf(spawn.candy),
      this.px(this.layout.candyWidth),
      this.px(this.layout.candyHeight),
      this.px(this.layout.maxFont),
      this.clueFontFor(spawn.candy.side),
    );
    sprite.col = spawn.col;
    sprite.row = spawn.row;
    sprite.setDepth(10);
    this.sprites.set(spawn.candy.id, sprite);
    return sprite;
  }

  /** In a round with clues, the back of every card is drawn at the clue size (device pixels). */
  private clueFontFor(side: 'front' | 'back'): number | null {
    return side === 'back' && this.layout.clueFont > 0 ? this.px(this.layout.clueFont) : null;
  }

  /** Moves a candy to its cell: a fall with a little bounce (a quick slide with reduced motion). */
  private moveTo(sprite: CandySprite, col: number, row: number, fromRow: number | null, delay: number): void {
    sprite.col = col;
    sprite.row = row;
    const target = this.cellPoint(col, row);
    const cellHeight = this.px(this.layout.cellHeight);
    // New candies start just above the board (rows above it squeezed together, so they do not
    // cross the score bar) and fade in as they fall.
    const startY =
      fromRow === null
        ? null
        : this.px(this.layout.board.y) - cellHeight * (0.1 + 0.3 * Math.max(1, -fromRow));
    if (startY !== null) sprite.setPosition(target.x, startY);
    else sprite.setX(target.x);
    const rows = Math.abs(target.y - sprite.y) / cellHeight;
    const reduced = this.context.reducedMotion;
    const duration = reduced ? 140 : 220 + 55 * rows;
    sprite.moving += 1;
    if (startY !== null) {
      sprite.setAlpha(0);
      this.tweens.add({ targets: sprite, alpha: 1, delay, duration: reduced ? 120 : duration * 0.45 });
    }
    this.tweens.add({
      targets: sprite,
      y: target.y,
      delay,
      duration,
      ease: reduced ? 'Quad.easeOut' : 'Bounce.easeOut',
      onComplete: () => {
        sprite.moving = Math.max(0, sprite.moving - 1);
      },
    });
  }

  /** Candies drop in column by column; each is made when its drop starts, spreading the work. */
  private dealOpening(): void {
    for (const spawn of this.round.openingSpawns) {
      const delay = this.context.reducedMotion
        ? 0
        : spawn.col * 60 + (this.round.board.rows - spawn.row) * 45;
      this.pendingSprites += 1;
      this.time.delayedCall(delay, () => {
        this.pendingSprites -= 1;
        const sprite = this.makeSprite(spawn);
        this.moveTo(sprite, spawn.col, spawn.row, spawn.fromRow, 0);
        this.refreshFocus();
      });
    }
  }

  private choose(id: number): void {
    if (this.ending || this.paused) return;
    const event = this.round.select(id);
    this.apply(event);
  }

  private apply(event: SelectEvent): void {
    const context = this.context;
    const reduced = context.reducedMotion;
    switch (event.kind) {
      case 'ignored':
        return;
      case 'selected': {
        if (event.previous !== null) this.sprites.get(event.previous)?.setSelected(false, reduced);
        const sprite = this.sprites.get(event.id);
        sprite?.setSelected(true, reduced);
        context.sound.play('select', sprite?.candy.side === 'back' ? 3 : 0);
        if (sprite) context.announce(`Selected ${sprite.word}`);
        if (this.hintText) this.hideHint();
        return;
      }
      case 'deselected':
        this.sprites.get(event.id)?.setSelected(false, reduced);
        context.sound.play('deselect');
        return;
      case 'match':
        this.pop(event);
        return;
      case 'mismatch':
        this.miss(event.ids);
        return;
    }
  }

  private pop(event: Extract<SelectEvent, { kind: 'match' }>): void {
    const context = this.context;
    const reduced = context.reducedMotion;
    const pair = event.ids
      .map((id) => this.sprites.get(id))
      .filter((sprite): sprite is CandySprite => !!sprite);
    const colours: string[] = [];
    let midX = 0;
    let midY = 0;
    for (const sprite of pair) {
      this.sprites.delete(sprite.candy.id);
      this.popping.add(sprite);
      sprite.setSelected(false, true);
      sprite.setDepth(30);
      colours.push(sprite.colour.base, sprite.colour.light);
      midX += sprite.x / pair.length;
      midY += sprite.y / pair.length;
      this.effects.burst(sprite.x, sprite.y, [sprite.colour.base, sprite.colour.light]);
      this.tweens.add({
        targets: sprite,
        scale: reduced ? 1 : 1.35,
        alpha: 0,
        duration: reduced ? 120 : 200,
        ease: 'Quad.easeOut',
        onComplete: () => {
          this.popping.delete(sprite);
          sprite.destroy();
        },
      });
    }
    context.sound.play('pop', event.combo - 1);
    const label = event.multiplier > 1 ? `+${event.points} ×${event.multiplier}` : `+${event.points}`;
    this.effects.floatText(midX, midY, label, event.multiplier > 1 ? PALETTE.primary : PALETTE.ink);
    const cheer = cheerFor(event.combo);
    if (cheer) {
      const board = this.layout.board;
      this.effects.banner(
        this.px(board.x + board.width / 2),
        this.px(board.y + board.height * 0.45),
        cheer,
        PALETTE.primary,
      );
    }
    this.hud?.setCombo(event.combo, event.multiplier, false);
    const card = this.round.card(event.pairId);
    if (card) context.announce(`Right: ${card.front} is ${card.back}. ${event.points} points.`);
    if (this.hintText) this.hideHint();

    this.applyFalls(event.falls);
    for (const spawn of event.spawns) {
      const sprite = this.makeSprite(spawn);
      this.moveTo(sprite, spawn.col, spawn.row, spawn.fromRow, reduced ? 0 : 150);
    }
    this.refreshFocus();
    if (event.finished) this.finish();
  }

  private applyFalls(falls: Fall[]): void {
    for (const fall of falls) {
      const sprite = this.sprites.get(fall.id);
      if (sprite) this.moveTo(sprite, fall.col, fall.toRow, null, this.context.reducedMotion ? 0 : 90);
    }
  }

  private miss(ids: [number, number]): void {
    const context = this.context;
    const reduced = context.reducedMotion;
    for (const id of ids) {
      const sprite = this.sprites.get(id);
      if (!sprite) continue;
      sprite.setSelected(false, reduced);
      this.tweens.add({
        targets: sprite.jelly,
        alpha: { from: 1, to: 0.45 },
        duration: 90,
        yoyo: true,
        repeat: 1,
      });
      if (!reduced) {
        const x = this.cellPoint(sprite.col, sprite.row).x;
        sprite.moving += 1;
        this.tweens.add({
          targets: sprite,
          x: { from: x - this.px(7), to: x + this.px(7) },
          duration: 55,
          yoyo: true,
          repeat: 3,
          onComplete: () => {
            sprite.setX(x);
            sprite.moving = Math.max(0, sprite.moving - 1);
          },
        });
      }
    }
    if (!reduced) this.cameras.main.shake(160, 0.004);
    context.sound.play('wrong');
    this.hud?.setCombo(0, 1, true);
    this.hud?.flashPenalty(RULES.wrongPenaltyMs / 1000);
    context.announce('Not a pair. Three seconds lost.');
    if (this.round.status === 'timeout') this.finish();
  }

  private isSettled(): boolean {
    if (this.popping.size > 0 || this.pendingSprites > 0) return false;
    for (const sprite of this.sprites.values()) if (sprite.moving > 0) return false;
    return true;
  }

  // ——— Chrome: tray, score bar, buttons ———

  private buildChrome(): void {
    for (const object of this.chrome) object.destroy();
    this.hud?.destroy();
    this.chrome = [];
    const u = this.u;
    const layout = this.layout;
    const board = layout.board;
    const trayPad = 10;
    // The tray and the score bar's card never move: painted once into the backdrop (backdrop.ts).
    this.showBackdrop({
      panels: [
        {
          x: board.x - trayPad,
          y: board.y - trayPad,
          width: board.width + trayPad * 2,
          height: board.height + trayPad * 2,
          radius: 28,
          fill: 'rgba(255,255,255,0.38)',
          stroke: 'rgba(255,255,255,0.85)',
        },
        hudPanel(layout.hud),
      ],
    });
    this.hud = new Hud(this, u, layout.hud, this.context.reducedMotion);
    this.hud.setCombo(this.round.combo, this.round.multiplier, false);

    const size = layout.buttonSize;
    const gap = layout.compact ? 10 : 16;
    const hintWidth = size * 2;
    const specs: { name: string; width: number; make: (x: number, y: number) => Button }[] = [];
    const round = (name: string, icon: Parameters<Button['setIcon']>[0], onPress: () => void) => ({
      name,
      width: size,
      make: (x: number, y: number) =>
        new Button(this, x, y, {
          name,
          icon,
          style: 'secondary',
          width: this.px(size),
          height: this.px(size),
          onPress,
        }),
    });
    specs.push(round('pause', 'pause', () => this.pause()));
    specs.push({
      name: 'hint',
      width: hintWidth,
      make: (x, y) =>
        new Button(this, x, y, {
          name: 'hint',
          label: 'Hint',
          icon: 'bulb',
          style: 'primary',
          width: this.px(hintWidth),
          height: this.px(size),
          fontSize: this.px(layout.compact ? 17 : 19),
          onPress: () => this.showHint(),
        }),
    });
    if (canSpeak()) specs.push(round('speak', 'voice', () => this.speakSelected()));
    if (layout.side) {
      // A column at the right of the board: pause and read aloud, the hint, the sound switches.
      const bar = layout.bar;
      const cx = bar.x + bar.width / 2;
      const rowGap = 8;
      const top = bar.y + Math.max(0, (bar.height - size * 3 - rowGap * 2) / 2) + size / 2;
      const half = (size + 8) / 2;
      const byName = new Map(specs.map((spec) => [spec.name, spec]));
      const placed: Button[] = [];
      const pauseSpec = byName.get('pause');
      const speakSpec = byName.get('speak');
      const hintSpec = byName.get('hint');
      if (pauseSpec) placed.push(pauseSpec.make(this.px(speakSpec ? cx - half : cx), this.px(top)));
      if (hintSpec) placed.push(hintSpec.make(this.px(cx), this.px(top + size + rowGap)));
      if (speakSpec) placed.push(speakSpec.make(this.px(cx + half), this.px(top)));
      this.barButtons = placed;
      const [sounds, music] = this.addMuteButtons(
        this.px(cx - half),
        this.px(top + (size + rowGap) * 2),
        this.px(size),
        this.px(8),
      );
      this.barButtons.push(sounds, music);
      for (const button of this.barButtons) button.setDepth(50);
      this.chrome.push(...this.barButtons);
      this.refreshFocus();
      return;
    }
    // The sound and music switches follow the others.
    const total = specs.reduce((sum, spec) => sum + spec.width, 0) + size * 2 + gap * (specs.length + 1);
    let x = layout.bar.x + layout.bar.width / 2 - total / 2;
    const y = layout.bar.y + layout.bar.height / 2 - 2;
    this.barButtons = specs.map((spec) => {
      const button = spec.make(this.px(x + spec.width / 2), this.px(y));
      x += spec.width + gap;
      return button;
    });
    const [sounds, music] = this.addMuteButtons(
      this.px(x + size / 2),
      this.px(y),
      this.px(size),
      this.px(gap),
    );
    this.barButtons.push(sounds, music);
    for (const button of this.barButtons) button.setDepth(50);
    this.chrome.push(...this.barButtons);
    this.refreshFocus();
  }

  private relayout(): void {
    const { width, height } = this.view;
    // A phone turned: the board takes the shape this screen gets when it has as many cells (a
    // board of two columns would leave sideways candies too small to read or tap).
    const board = this.round.board;
    const grid = chooseGrid(width, height, this.clues);
    if (reshapeBoard(board, grid.cols, grid.rows)) {
      for (const sprite of this.sprites.values()) {
        const at = findCandy(board, sprite.candy.id);
        if (at) {
          sprite.col = at.col;
          sprite.row = at.row;
        }
      }
      if (this.focusAt.area === 'grid') {
        this.focusAt = {
          area: 'grid',
          col: Math.min(this.focusAt.col, board.cols - 1),
          row: Math.min(this.focusAt.row, board.rows - 1),
        };
      }
    }
    this.layout = playLayout(width, height, board.cols, board.rows, this.clues);
    this.buildChrome();
    this.hideHint();
    for (const sprite of this.sprites.values()) {
      this.tweens.killTweensOf(sprite);
      sprite.moving = 0;
      sprite.setAlpha(1);
      sprite.resize(
        this.px(this.layout.candyWidth),
        this.px(this.layout.candyHeight),
        this.px(this.layout.maxFont),
        this.clueFontFor(sprite.candy.side),
      );
      const point = this.cellPoint(sprite.col, sprite.row);
      sprite.setPosition(point.x, point.y);
      sprite.setSelected(sprite.selected, this.context.reducedMotion);
    }
    this.relayoutPause();
  }

  // ——— Keyboard ———

  private refreshFocus(): void {
    const keyboard = this.context.keyboardMode && !this.paused;
    const at = this.focusAt;
    for (const sprite of this.sprites.values()) {
      sprite.setFocused(keyboard && at.area === 'grid' && sprite.col === at.col && sprite.row === at.row);
    }
    this.barButtons.forEach((button, index) => {
      button.setFocused(keyboard && at.area === 'bar' && at.index === index);
    });
  }

  private candyAtFocus(): CandySprite | undefined {
    const at = this.focusAt;
    if (at.area !== 'grid') return undefined;
    for (const sprite of this.sprites.values())
      if (sprite.col === at.col && sprite.row === at.row) return sprite;
    return undefined;
  }

  private handleKey(event: KeyboardEvent): boolean {
    if (this.paused) {
      if (event.key === 'Escape') {
        this.resume();
        return true;
      }
      const handled = this.pauseFocus?.handle(event) ?? false;
      return handled;
    }
    if (this.ending) return false;
    const key = event.key;
    if (key === 'Escape' || key === 'p' || key === 'P') {
      this.pause();
      return true;
    }
    if (key === 'h' || key === 'H') {
      this.showHint();
      return true;
    }
    if (key === 's' || key === 'S') {
      this.speakSelected();
      return true;
    }
    // The first arrow only shows where the focus is.
    const shown = [...this.sprites.values(), ...this.barButtons].some((item) => item.focused);
    if (!shown && event.key.startsWith('Arrow')) {
      this.refreshFocus();
      return true;
    }
    const handled = this.focusAt.area === 'grid' ? this.gridKey(event) : this.barKey(event);
    this.refreshFocus();
    return handled;
  }

  private gridKey(event: KeyboardEvent): boolean {
    const at = this.focusAt;
    if (at.area !== 'grid') return false;
    const { cols, rows } = this.round.board;
    switch (event.key) {
      case 'ArrowLeft':
        at.col = (at.col - 1 + cols) % cols;
        return true;
      case 'ArrowRight':
        at.col = (at.col + 1) % cols;
        return true;
      case 'ArrowUp':
        at.row = Math.max(0, at.row - 1);
        return true;
      case 'ArrowDown':
        if (at.row < rows - 1) at.row += 1;
        else
          this.focusAt = {
            area: 'bar',
            index: Math.min(
              this.barButtons.length - 1,
              Math.round((at.col / Math.max(1, cols - 1)) * (this.barButtons.length - 1)),
            ),
          };
        return true;
      case 'Enter':
      case ' ': {
        const sprite = this.candyAtFocus();
        if (sprite) this.choose(sprite.candy.id);
        return true;
      }
      case 'Tab':
        if (event.shiftKey) return false;
        this.focusAt = { area: 'bar', index: 0 };
        return true;
      default:
        return false;
    }
  }

  private barKey(event: KeyboardEvent): boolean {
    const at = this.focusAt;
    if (at.area !== 'bar') return false;
    const count = this.barButtons.length;
    const toGrid = () => {
      const { cols, rows } = this.round.board;
      this.focusAt = {
        area: 'grid',
        col: Math.round((at.index / Math.max(1, count - 1)) * (cols - 1)),
        row: rows - 1,
      };
    };
    switch (event.key) {
      case 'ArrowLeft':
        at.index = (at.index - 1 + count) % count;
        return true;
      case 'ArrowRight':
        at.index = (at.index + 1) % count;
        return true;
      case 'ArrowUp':
        toGrid();
        return true;
      case 'ArrowDown':
        return true;
      case 'Enter':
      case ' ':
        this.barButtons[at.index]?.press();
        return true;
      case 'Tab':
        if (event.shiftKey) {
          if (at.index === 0) toGrid();
          else at.index -= 1;
          return true;
        }
        if (at.index === count - 1) return false;
        at.index += 1;
        return true;
      default:
        return false;
    }
  }

  // ——— Hint and speech ———

  private selectedSprite(): CandySprite | undefined {
    const id = this.round.selected;
    return id === null ? undefined : this.sprites.get(id);
  }

  private showHint(): void {
    if (this.ending || this.paused) return;
    const context = this.context;
    const hint = this.round.takeHint();
    if (!hint) {
      this.showBubble('Choose a candy first, then ask for its hint.', null);
      return;
    }
    context.sound.play('hint');
    const text = hint.hint || 'This word has no hint.';
    this.showBubble(text, hint.cost > 0 ? `−${hint.cost}` : null);
    context.announce(`Hint: ${text}`);
  }

  private showBubble(text: string, cost: string | null): void {
    this.hideHint();
    const u = this.u;
    const layout = this.layout;
    const width = Math.min(layout.side ? layout.board.width : layout.hud.width, 560);
    const textWidth = width - 84;
    const fitted = fitText(
      text,
      { width: textWidth, height: 88, maxSize: 18, minSize: 12, lineHeight: 1.25 },
      measureLabel,
    );
    const height = Math.max(60, fitted.lines.length * fitted.fontSize * 1.25 + 30);
    const key = `bubble-${Math.round(width)}x${Math.round(height)}-${u}`;
    if (!this.textures.exists(key)) {
      makePanel(this.textures, key, width * u, height * u, {
        radius: 20 * u,
        fill: 'rgba(255,255,255,0.97)',
        stroke: '#ffd0e6',
        shadow: PALETTE.panelShadow,
      });
    }
    // Above the buttons, unless the chosen candy is in the lower half: then over the top rows.
    const selected = this.selectedSprite();
    const board = layout.board;
    const low = selected !== undefined && selected.y / this.u > board.y + board.height / 2;
    const x = this.px(layout.side ? board.x + board.width / 2 : layout.bar.x + layout.bar.width / 2);
    const bottom = layout.side ? board.y + board.height : layout.bar.y;
    const y = this.px(low ? board.y + height / 2 + 4 : bottom - height / 2 - 4);
    const panel = this.add.image(0, 0, key);
    const icon = this.add
      .image(this.px(-width / 2 + 30), 0, iconTexture(this.textures, 'bulb', PALETTE.goldDark))
      .setScale(this.px(26) / ICON_SIZE);
    const label = this.add
      .text(this.px(-width / 2 + 56), 0, fitted.lines.join('\n'), {
        fontFamily: FONT_UI,
        fontSize: `${this.px(fitted.fontSize)}px`,
        fontStyle: '600',
        color: PALETTE.ink,
        lineSpacing: this.px(fitted.fontSize * 0.25),
        rtl: false,
      })
      .setOrigin(0, 0.5);
    const parts: Phaser.GameObjects.GameObject[] = [panel, icon, label];
    if (cost) {
      parts.push(
        this.add
          .text(this.px(width / 2 - 14), this.px(-height / 2 + 12), cost, {
            fontFamily: FONT_DISPLAY,
            fontSize: `${this.px(13)}px`,
            fontStyle: '900',
            color: PALETTE.cost,
          })
          .setOrigin(1, 0),
      );
    }
    this.hintLayer = this.add.container(x, y, parts).setDepth(80);
    panel.setInteractive().on('pointerdown', () => this.hideHint());
    this.hintText = text;
    if (!this.context.reducedMotion) {
      this.hintLayer.setScale(0.85).setAlpha(0);
      this.tweens.add({ targets: this.hintLayer, scale: 1, alpha: 1, duration: 180, ease: 'Back.easeOut' });
    }
    this.hintTimer = this.time.delayedCall(HINT_SHOWN_MS, () => this.hideHint());
  }

  private hideHint(): void {
    this.hintTimer?.remove();
    this.hintTimer = null;
    this.hintLayer?.destroy();
    this.hintLayer = null;
    this.hintText = null;
  }

  private speakSelected(): void {
    const sprite = this.selectedSprite() ?? this.candyAtFocus();
    if (!sprite) {
      this.showBubble('Choose a candy first to hear it.', null);
      return;
    }
    const vocabulary = this.context.vocabulary;
    // A paraphrase is in the learned language, as the word is.
    const lang =
      sprite.candy.side === 'front' || this.round.mode === 'paraphrase'
        ? vocabulary?.languageLearn
        : vocabulary?.languageNative;
    speak(sprite.word, lang ?? null);
  }

  // ——— Pause (the card itself: common/round-scene.ts) ———

  protected override onPauseChange(paused: boolean): void {
    if (paused) this.hideHint();
    this.refreshFocus();
  }

  /** Leaving from the pause card: the words answered so far. */
  protected override partialResults(): RoundResults | null {
    return this.round.partialResults('candy');
  }

  // ——— End of the round ———

  private finish(): void {
    if (this.ending) return;
    this.ending = true;
    const context = this.context;
    const round = this.round;
    const completed = round.status === 'completed';
    const results = round.results('candy');
    const practice = this.playData.practice === true;
    const newBest = this.recordResults(results);
    context.sound.play(completed ? 'win' : 'timeout');
    this.hideHint();
    for (const sprite of this.sprites.values()) sprite.setSelected(false, true);
    const board = this.layout.board;
    this.effects.banner(
      this.px(board.x + board.width / 2),
      this.px(board.y + board.height / 2),
      completed ? 'All matched!' : "Time's up!",
      completed ? PALETTE.primary : PALETTE.danger,
      46,
    );
    const data: ResultData = {
      results,
      missed: round.missedCards(),
      cards: this.cards,
      practice,
      newBest,
      bonus: round.bonus,
      mistakes: round.mistakes,
    };
    this.time.delayedCall(context.reducedMotion ? 700 : 1400, () => this.scene.start(SCENES.result, data));
  }

  private describe(): Partial<CandySnapshot> {
    const u = this.u;
    const round = this.round;
    const settled = this.isSettled();
    return {
      scene: 'play',
      ready: settled && !this.paused && !this.ending,
      buttons: this.buttonStates(this.paused ? (this.pauseFocus?.items ?? []) : this.barButtons),
      play: {
        status: round.status,
        paused: this.paused,
        settled,
        score: round.score,
        combo: round.combo,
        multiplier: round.multiplier,
        bestCombo: round.bestCombo,
        mistakes: round.mistakes,
        timeLeftMs: round.timeLeftMs,
        selected: round.selected,
        hint: this.hintText,
        clueFont: this.layout.clueFont,
        deck: round.deck.map((card) => ({ front: card.front, back: card.back })),
        candies: [...this.sprites.values()].map((sprite) => ({
          id: sprite.candy.id,
          pairId: sprite.candy.pairId,
          side: sprite.candy.side,
          text: sprite.word,
          col: sprite.col,
          row: sprite.row,
          x: sprite.x / u,
          y: sprite.y / u,
          width: sprite.candyWidth / u,
          height: sprite.candyHeight / u,
          selected: sprite.selected,
          focused: sprite.focused,
          moving: sprite.moving > 0,
          label: {
            lines: sprite.fitted.lines,
            fontSize: sprite.fitted.fontSize / u,
            width: sprite.fitted.width / u,
            room: { width: sprite.fitted.room.width / u, height: sprite.fitted.room.height / u },
          },
        })),
      },
    };
  }
}
