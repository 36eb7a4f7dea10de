/**
 * The results screen both games show after a round: a heading, stars, the score counting up, the
 * round's numbers, every word with how it went (in a scrolling list: tap a row to hear the word),
 * and Play again, Practice missed words and Menu. Each game says what its heading and numbers are,
 * how a word went, and how it all looks (`ResultLook`).
 */
import Phaser from 'phaser';
import type { RoundResults, WordCard } from '../../shared/game-protocol.ts';
import { groupDigits } from '../../shared/number-format.ts';
import { type ReviewChange, reviewNote } from '../../shared/site-messages.ts';
import type { GameContext } from './context.ts';
import { GameScene } from './game-scene.ts';
import { ICON_SIZE, type IconName, iconTexture } from './icons.ts';
import { createMeasure } from './measure-text.ts';
import type { PanelStyle } from './panels.ts';
import { SCENES } from './scene-keys.ts';
import { speak } from './speech.ts';
import type { ResultScreenState } from './test-state.ts';
import { fitText, isolateDirection } from './text-fit.ts';
import { colourNumber, FONT_DISPLAY, FONT_UI } from './theme.ts';
import { Button, FocusGroup } from './ui.ts';
import { VERDICT_RANK, type Verdict } from './verdict.ts';

/** Far to the side, where only the list's own camera looks: it scrolls inside its panel. */
const LIST_ORIGIN_X = 100_000;
const ROW_HEIGHT = 50;
const measureDisplay = createMeasure('800', FONT_DISPLAY);
const measureUi = createMeasure('800', FONT_UI);
const measureRule = createMeasure('600', FONT_UI);

/** What every game hands its results screen. */
export type BaseResultData = {
  results: RoundResults;
  missed: WordCard[];
  cards: WordCard[];
  practice: boolean;
  newBest: boolean;
};

/** A word in the list: what it is, how it went (verdict, icon, colour, a short note). */
export type ResultRow = {
  front: string;
  back: string;
  verdict: Verdict;
  icon: IconName;
  colour: string;
  note: string;
};

export type ResultLook = {
  /** Filled and empty star textures and the size they are drawn at. */
  stars: { filled: string; empty: string; textureSize: number; size: [compact: number, wide: number] };
  score: { colour: string; stroke: string; strokeWidth: number };
  badge: { ink: string; fill: string };
  /** The numbers line. */
  stats: string;
  /** The list's panel (drawn on the backdrop) and its rows. */
  panel: PanelStyle;
  row: { ink: string; inkSoft: string; stripe: string; stripeAlpha: number };
  scrollBar: { colour: string; alpha: number };
};

/** Lines of `parts` joined by dots that fit `width`: lines break between parts, never inside one. */
export function statLines(
  parts: readonly string[],
  width: number,
  size: number,
  measure: (text: string, size: number) => number = measureUi,
): string[] {
  const lines: string[] = [];
  for (const part of parts) {
    const last = lines.at(-1);
    const joined = last ? `${last}  ·  ${part}` : part;
    if (last && measure(joined, size) <= width) lines[lines.length - 1] = joined;
    else lines.push(part);
  }
  return lines;
}

export abstract class ResultSceneBase<
  Data extends BaseResultData,
  // biome-ignore lint/suspicious/noExplicitAny: any game's snapshot and backdrop parts.
  Context extends GameContext<any, any>,
> extends GameScene<Context> {
  protected resultData!: Data;
  private animate = true;
  private focus: FocusGroup | null = null;
  private listCamera: Phaser.Cameras.Scene2D.Camera | null = null;
  private listHeight = 0;
  private scrollMax = 0;
  private scrollBar: Phaser.GameObjects.Graphics | null = null;
  private listRect = { x: 0, y: 0, width: 0, height: 0 };
  private leaving = false;
  private shown: ResultScreenState | null = null;
  /** The game's look, read once per build (a game may make textures to give it). */
  private style!: ResultLook;

  protected abstract readonly look: ResultLook;
  /** The title and the line under it, centred on (cx, y), in CSS pixels. */
  protected abstract drawHeading(cx: number, y: number, compact: boolean): void;
  /** The round's numbers, as short parts ("12 right"), each saying what it counts. */
  protected abstract statParts(): string[];
  /** How the stars are earned, on a line under the numbers. */
  protected abstract starRule(): string;
  /** Every word of the round, with how it went. */
  protected abstract rows(): ResultRow[];
  /** What a screen reader hears when the screen opens. */
  protected abstract announcement(): string;
  /** The game's own part of the test state (`result`, and what else it shows). */
  protected abstract describeResult(): object;
  /** Called as a filled star lands, at its centre in device pixels. */
  protected starLanded(_x: number, _y: number): void {}

  constructor() {
    super(SCENES.result);
  }

  /** Redraws each row's note when the learning engine's review of the round arrives. */
  private noteUpdaters: (() => void)[] = [];

  /** The habit line shown for this round, once it has been shown. */
  private habitShown: string | null = null;
  /** Whether the habit line is drawn on the screen as built now (it is drawn again on a rebuild). */
  private habitDrawn = false;
  /**
   * Where the habit line goes, in CSS pixels: a slot of its own that the layout keeps free (under
   * the numbers upright, above the buttons sideways), so it never covers the title or a word.
   */
  private habitSlot = { x: 0, y: 0, width: 0, height: 0 };
  /** The heading's band and the word list's panel, in CSS pixels (for the test state). */
  private headingArea = { x: 0, y: 0, width: 0, height: 0 };
  private listArea = { x: 0, y: 0, width: 0, height: 0 };

  /**
   * The learner's week in one kind line ("3 of 4 days this week · 2-week streak"), in its own slot:
   * it fades in when the site's review of the round arrives and stays (drawn again, without the
   * fade, when the screen is rebuilt for a new size).
   */
  private showHabit(): void {
    const review = this.context.review;
    const text = review?.startedAt === this.resultData.results.startedAt ? review.habit : undefined;
    if (!text || this.habitDrawn) return;
    const firstTime = this.habitShown === null;
    this.habitShown = text;
    this.habitDrawn = true;
    const slot = this.habitSlot;
    const fitted = fitText(
      text,
      { width: slot.width - 28, height: slot.height - 8, maxSize: 13, minSize: 10 },
      measureUi,
    );
    const label = this.add
      .text(0, 0, fitted.lines.join('\n'), {
        fontFamily: FONT_UI,
        fontSize: `${this.px(fitted.fontSize)}px`,
        fontStyle: '700',
        color: '#ffffff',
        align: 'center',
      })
      .setOrigin(0.5);
    const pillWidth = Math.min(label.width + this.px(28), this.px(slot.width));
    const pillHeight = this.px(slot.height);
    const pill = this.add.graphics();
    pill.fillStyle(0x1b1838, 0.82);
    pill.fillRoundedRect(-pillWidth / 2, -pillHeight / 2, pillWidth, pillHeight, pillHeight / 2);
    const line = this.add.container(this.px(slot.x + slot.width / 2), this.px(slot.y + slot.height / 2), [
      pill,
      label,
    ]);
    if (!firstTime || this.reduced) return;
    line.setAlpha(0);
    this.tweens.add({ targets: line, alpha: 1, duration: 250 });
  }

  /** The change the learning engine reported for this round's word, if it has answered. */
  private reviewOf(front: string): ReviewChange | undefined {
    const review = this.context.review;
    if (!review || review.startedAt !== this.resultData.results.startedAt) return undefined;
    const key = front.trim().toLowerCase();
    return review.changes.find((change) => change.front.trim().toLowerCase() === key);
  }

  init(data: Data & { replay?: boolean }): void {
    this.noteUpdaters = [];
    this.resultData = data;
    this.animate = !data.replay;
    this.focus = null;
    this.listCamera = null;
    this.scrollBar = null;
    this.leaving = false;
    this.shown = null;
    this.habitShown = data.replay ? this.habitShown : null;
    this.habitDrawn = false;
  }

  create(): void {
    const data = this.resultData;
    this.build();
    const onReview = () => {
      for (const update of this.noteUpdaters) update();
      this.showHabit();
    };
    // A review that arrived before this screen was built (shown once: not again when it is rebuilt).
    this.showHabit();
    this.game.events.on('review', onReview);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.game.events.off('review', onReview));
    this.onResize(() => this.scene.restart({ ...data, replay: true }));
    this.onKeys((event) => {
      if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
        this.scrollBy((event.key === 'ArrowUp' ? -1 : 1) * ROW_HEIGHT * this.u);
        return true;
      }
      if (event.key === 'PageUp' || event.key === 'PageDown') {
        this.scrollBy((event.key === 'PageUp' ? -1 : 1) * this.listRect.height * 0.8);
        return true;
      }
      return this.focus?.handle(event) ?? false;
    });
    this.context.announce(this.announcement());
    this.context.publisher.describe(() => ({
      scene: 'result',
      ready: !this.leaving,
      buttons: this.buttonStates(this.focus?.items ?? []),
      resultScreen: this.shown && {
        ...this.shown,
        rows: this.shown.rows.map((row) => {
          const change = this.reviewOf(row.front);
          return { ...row, memory: change ? reviewNote(change) : null };
        }),
        habit: this.habitShown,
        areas: {
          view: { width: this.view.width, height: this.view.height },
          heading: this.headingArea,
          list: this.listArea,
          habit: this.habitSlot,
        },
      },
      ...this.describeResult(),
    }));
  }

  /** Whether the screen animates in (not when it is rebuilt for a new size, nor with reduced motion). */
  protected get reduced(): boolean {
    return this.context.reducedMotion || !this.animate;
  }

  private build(): void {
    const results = this.resultData.results;
    this.style = this.look;
    const { width, height } = this.view;
    const rows = this.rows().sort((a, b) => VERDICT_RANK[a.verdict] - VERDICT_RANK[b.verdict]);
    const stats = this.statParts();
    const starRule = this.starRule();
    const missed = this.resultData.missed.length;
    this.shown = {
      stats,
      starRule,
      rows: rows.map((row) => ({ front: row.front, verdict: row.verdict, note: row.note })),
      practice: missed > 0 ? `Practice ${missed}` : 'No misses',
    };
    // A phone held sideways: the numbers and buttons on the left, the words on the right.
    if (width > height && height < 520 && width >= 560) {
      const gutter = 14;
      const leftWidth = Math.min((width - gutter * 3) * 0.48, 400);
      const cx = gutter + leftWidth / 2;
      const buttonHeight = 42;
      const rowY = height - 10 - buttonHeight / 2;
      const playY = rowY - buttonHeight - 8;
      let y = 20;
      this.drawHeading(cx, y, true);
      y += 50;
      const starSize = Math.min(this.style.stars.size[0], height * 0.08);
      this.drawStars(cx, y, starSize, results.stars);
      y += starSize * 0.5 + 12;
      this.drawScore(cx, y, 24, gutter + leftWidth);
      y += 14;
      this.headingArea = { x: gutter, y: 0, width: leftWidth, height: 20 + 34 };
      const habitHeight = 24;
      const habitTop = playY - buttonHeight / 2 - 6 - habitHeight;
      this.drawNumbers(cx, y, leftWidth, stats, starRule, habitTop - 4, 12);
      this.habitSlot = { x: gutter, y: habitTop, width: leftWidth, height: habitHeight };
      this.buildButtons(cx, playY, rowY, leftWidth, buttonHeight, true, missed);
      const listLeft = gutter * 2 + leftWidth;
      this.buildList(listLeft, 10, width - listLeft - gutter, height - 20, rows);
      return;
    }
    const compact = width < 520 || height < 600;
    const columnWidth = Math.min(width - 24, 560);
    const left = (width - columnWidth) / 2;

    let y = compact ? 38 : 56;
    this.drawHeading(width / 2, y, compact);
    y += compact ? 66 : 87;
    this.headingArea = { x: left, y: 0, width: columnWidth, height: y - (compact ? 30 : 40) };
    const starSize = this.style.stars.size[compact ? 0 : 1];
    this.drawStars(width / 2, y, starSize, results.stars);
    y += starSize * 0.5 + (compact ? 30 : 42);
    this.drawScore(width / 2, y, compact ? 40 : 50, width);
    y += compact ? 24 : 32;
    y = this.drawNumbers(width / 2, y, columnWidth, stats, starRule, Number.POSITIVE_INFINITY);
    const habitHeight = compact ? 24 : 28;
    const habitWidth = Math.min(columnWidth, 420);
    this.habitSlot = { x: (width - habitWidth) / 2, y: y + 2, width: habitWidth, height: habitHeight };
    y += habitHeight + 4;

    // Buttons at the bottom.
    const buttonHeight = compact ? 50 : 56;
    const bottom = height - (compact ? 12 : 22);
    const rowY = bottom - buttonHeight / 2;
    const playY = rowY - buttonHeight - 12;
    this.buildButtons(width / 2, playY, rowY, Math.min(columnWidth, 360), buttonHeight, compact, missed);

    // The words, in a scrolling panel between the numbers and the buttons: words to work on first.
    const listTop = y + 10;
    const listBottom = playY - buttonHeight / 2 - 14;
    this.buildList(left, listTop, columnWidth, Math.max(ROW_HEIGHT * 1.5, listBottom - listTop), rows);
  }

  /**
   * The round's numbers, then the star rule (shrunk to end above `bottom`), centred on cx from y;
   * returns the y under them.
   */
  private drawNumbers(
    cx: number,
    y: number,
    width: number,
    stats: string[],
    starRule: string,
    bottom: number,
    size = 13.5,
  ): number {
    const look = this.style;
    const lines = statLines(stats, width - 16, size);
    this.add
      .text(this.px(cx), this.px(y), lines.join('\n'), {
        fontFamily: FONT_UI,
        fontSize: `${this.px(size)}px`,
        fontStyle: '700',
        color: look.stats,
        align: 'center',
        lineSpacing: this.px(3),
      })
      .setOrigin(0.5, 0);
    const ruleTop = y + lines.length * (size * 1.2 + 3) + 2;
    const rule = fitText(
      starRule,
      { width: width - 16, height: Math.max(12, Math.min(32, bottom - ruleTop)), maxSize: 12, minSize: 10 },
      measureRule,
    );
    this.add
      .text(this.px(cx), this.px(ruleTop), rule.lines.join('\n'), {
        fontFamily: FONT_UI,
        fontSize: `${this.px(rule.fontSize)}px`,
        fontStyle: '600',
        color: look.stats,
        align: 'center',
      })
      .setOrigin(0.5, 0);
    return ruleTop + rule.lines.length * rule.fontSize * 1.2 + 4;
  }

  private drawStars(cx: number, y: number, size: number, stars: number): void {
    const look = this.style.stars;
    for (let index = 0; index < 3; index += 1) {
      const x = this.px(cx + (index - 1) * size * 1.18);
      const sy = this.px(y - (index === 1 ? 9 : 0));
      const scale = ((index === 1 ? 1.2 : 1) * this.px(size)) / look.textureSize;
      this.add.image(x, sy, look.empty).setScale(scale);
      if (index >= stars) continue;
      const star = this.add.image(x, sy, look.filled).setScale(scale);
      if (this.reduced) continue;
      star.setScale(0).setAngle(-40);
      this.tweens.add({
        targets: star,
        scale,
        angle: 0,
        delay: 320 + index * 310,
        duration: 410,
        ease: 'Back.easeOut',
        onStart: () => this.context.sound.play('star', index),
        onComplete: () => this.starLanded(star.x, star.y),
      });
    }
  }

  /** The score counting up, and a NEW BEST badge beside it. */
  private drawScore(cx: number, y: number, size: number, width: number): void {
    const look = this.style;
    const { score: total } = this.resultData.results;
    const score = this.title(this.px(cx), this.px(y), '0', this.px(size), look.score.colour);
    score.setStroke(look.score.stroke, this.px(look.score.strokeWidth));
    const counter = { value: this.reduced ? total : 0 };
    const showScore = () => score.setText(groupDigits(counter.value));
    showScore();
    if (!this.reduced) {
      this.tweens.add({
        targets: counter,
        value: total,
        duration: 900,
        delay: 200,
        ease: 'Cubic.easeOut',
        onUpdate: showScore,
      });
    }
    if (!this.resultData.newBest) return;
    const scoreWidth = measureDisplay(groupDigits(total), size);
    const badgeX = Math.min(width - 50, cx + scoreWidth / 2 + 58);
    const badge = this.add
      .text(this.px(badgeX), this.px(y - 20), 'NEW BEST', {
        fontFamily: FONT_DISPLAY,
        fontSize: `${this.px(12)}px`,
        fontStyle: '900',
        color: look.badge.ink,
        backgroundColor: look.badge.fill,
        padding: { x: this.px(7), y: this.px(3) },
      })
      .setOrigin(0.5)
      .setAngle(8);
    if (!this.reduced)
      this.tweens.add({
        targets: badge,
        scale: { from: 1, to: 1.12 },
        duration: 500,
        yoyo: true,
        repeat: -1,
      });
  }

  private buildButtons(
    cx: number,
    playY: number,
    rowY: number,
    width: number,
    height: number,
    compact: boolean,
    missed: number,
  ): void {
    const again = new Button(this, this.px(cx), this.px(playY), {
      name: 'play-again',
      label: 'Play again',
      icon: 'restart',
      style: 'primary',
      width: this.px(width),
      height: this.px(height),
      fontSize: this.px(compact ? 21 : 23),
      onPress: () => void this.playAgain(),
    });
    const halfWidth = (width - 12) / 2;
    const secondary = (name: string, label: string, icon: IconName, x: number, onPress: () => void) =>
      new Button(this, this.px(x), this.px(rowY), {
        name,
        label,
        icon,
        style: 'secondary',
        width: this.px(halfWidth),
        height: this.px(height),
        fontSize: this.px(compact ? 16 : 18),
        onPress,
      });
    const practice = secondary(
      'practice',
      missed > 0 ? `Practice ${missed}` : 'No misses',
      'target',
      cx - halfWidth / 2 - 6,
      () => this.practice(),
    ).setEnabled(missed > 0);
    const menu = secondary('menu', 'Menu', 'home', cx + halfWidth / 2 + 6, () => {
      this.context.sound.play('button');
      this.leaving = true;
      this.scene.start(SCENES.menu);
    });
    this.focus = new FocusGroup(this.context, [again, practice, menu]);
    this.focus.focus(0);
  }

  private buildList(left: number, top: number, width: number, height: number, rows: ResultRow[]): void {
    const u = this.u;
    const look = this.style;
    this.showBackdrop({ panels: [{ x: left, y: top, width, height, ...look.panel }] });
    const inner = { x: left + 6, y: top + 6, width: width - 12, height: height - 12 };
    this.listArea = { x: left, y: top, width, height };
    this.listRect = { x: inner.x * u, y: inner.y * u, width: inner.width * u, height: inner.height * u };
    const origin = LIST_ORIGIN_X;
    const rowWidth = inner.width;
    const textWidth = (rowWidth - 56) / 2 - 8;
    const addRow = (row: ResultRow, index: number) => {
      const rowY = index * ROW_HEIGHT;
      const centreY = (rowY + ROW_HEIGHT / 2) * u;
      if (index % 2 === 1) {
        this.add
          .rectangle(
            origin,
            rowY * u,
            rowWidth * u,
            ROW_HEIGHT * u,
            colourNumber(look.row.stripe),
            look.row.stripeAlpha,
          )
          .setOrigin(0);
      }
      this.add
        .image(origin + 23 * u, centreY, iconTexture(this.textures, row.icon, row.colour))
        .setScale((20 * u) / ICON_SIZE);
      const front = fitText(row.front, { width: textWidth, height: 22, maxSize: 17, minSize: 11 }, measureUi);
      this.add
        .text(origin + 45 * u, centreY - 8 * u, isolateDirection(front.lines.join(' ')), {
          fontFamily: FONT_UI,
          fontSize: `${front.fontSize * u}px`,
          fontStyle: '800',
          color: look.row.ink,
        })
        .setOrigin(0, 0.5);
      const back = fitText(row.back, { width: textWidth, height: 36, maxSize: 16, minSize: 11 }, measureUi);
      const backWidth = Math.max(...back.lines.map((line) => measureUi(line, back.fontSize)));
      const noteWidth = Math.max(textWidth, rowWidth - 56 - backWidth - 16);
      const noteText = this.add
        .text(origin + 45 * u, centreY + 11 * u, '', {
          fontFamily: FONT_UI,
          fontStyle: '700',
          color: row.colour,
        })
        .setOrigin(0, 0.5);
      const showNote = () => {
        // What the round did to the word's memory, once the learning engine answers.
        // A right word's tick says enough: its note becomes what it did to the memory.
        const change = this.reviewOf(row.front);
        const text = !change
          ? row.note
          : row.verdict === 'right'
            ? reviewNote(change)
            : `${row.note} · ${reviewNote(change)}`;
        const note = fitText(text, { width: noteWidth, height: 24, maxSize: 11.5, minSize: 9 }, measureUi);
        noteText
          .setFontSize(note.fontSize * u)
          .setLineSpacing(-2 * u)
          .setY(centreY + (note.lines.length > 1 ? 13 : 11) * u)
          .setText(note.lines.join('\n'));
      };
      showNote();
      this.noteUpdaters.push(showNote);
      const backText = this.add
        .text(origin + (rowWidth - 13) * u, centreY, back.lines.map(isolateDirection).join('\n'), {
          fontFamily: FONT_UI,
          fontSize: `${back.fontSize * u}px`,
          fontStyle: '600',
          color: look.row.inkSoft,
          align: 'right',
        })
        .setOrigin(1, 0.5);
      // Tap a row to hear the word.
      const hit = this.add
        .rectangle(origin, rowY * u, rowWidth * u, ROW_HEIGHT * u, 0xffffff, 0.001)
        .setOrigin(0)
        .setInteractive({ useHandCursor: true });
      hit.on('pointerup', (pointer: Phaser.Input.Pointer) => {
        if (pointer.getDistance() > 8 * u) return;
        speak(row.front, this.context.vocabulary?.languageLearn ?? null);
        this.tweens.add({ targets: backText, scale: { from: 1.08, to: 1 }, duration: 200 });
      });
    };
    // The rows in view now; the rest a few per frame, so the screen appears without a stall.
    const visible = Math.ceil(inner.height / ROW_HEIGHT) + 1;
    for (const [index, row] of rows.slice(0, visible).entries()) addRow(row, index);
    let next = visible;
    if (next < rows.length) {
      this.time.addEvent({
        delay: 16,
        repeat: Math.ceil((rows.length - visible) / 3) - 1,
        callback: () => {
          for (const row of rows.slice(next, next + 3)) addRow(row, next++);
        },
      });
    }
    this.listHeight = rows.length * ROW_HEIGHT * u;
    this.scrollMax = Math.max(0, this.listHeight - this.listRect.height);
    const rect = this.listRect;
    const camera = this.cameras.add(rect.x, rect.y, rect.width, rect.height);
    camera.setScroll(origin, 0);
    camera.transparent = true;
    this.listCamera = camera;
    this.scrollBar = this.add.graphics();
    this.drawScrollBar();
    this.input.on(
      Phaser.Input.Events.POINTER_WHEEL,
      (pointer: Phaser.Input.Pointer, _over: unknown, _dx: number, dy: number) => {
        if (this.inList(pointer.x, pointer.y)) this.scrollBy(dy);
      },
    );
    this.input.on(Phaser.Input.Events.POINTER_MOVE, (pointer: Phaser.Input.Pointer) => {
      if (!pointer.isDown || !this.inList(pointer.downX, pointer.downY)) return;
      this.scrollBy(pointer.prevPosition.y - pointer.y);
    });
  }

  private inList(x: number, y: number): boolean {
    const rect = this.listRect;
    return x >= rect.x && x <= rect.x + rect.width && y >= rect.y && y <= rect.y + rect.height;
  }

  private scrollBy(delta: number): void {
    const camera = this.listCamera;
    if (!camera || this.scrollMax <= 0) return;
    camera.scrollY = Math.max(0, Math.min(this.scrollMax, camera.scrollY + delta));
    this.drawScrollBar();
  }

  private drawScrollBar(): void {
    const bar = this.scrollBar;
    const camera = this.listCamera;
    if (!bar || !camera) return;
    bar.clear();
    if (this.scrollMax <= 0) return;
    const u = this.u;
    const rect = this.listRect;
    const thumb = Math.max(30 * u, (rect.height * rect.height) / this.listHeight);
    const y = rect.y + ((rect.height - thumb) * camera.scrollY) / this.scrollMax;
    bar.fillStyle(colourNumber(this.style.scrollBar.colour), this.style.scrollBar.alpha);
    bar.fillRoundedRect(rect.x + rect.width - 2 * u, y, 4 * u, thumb, 2 * u);
  }

  private async playAgain(): Promise<void> {
    if (this.leaving) return;
    this.leaving = true;
    await this.playFreshWords();
  }

  private practice(): void {
    if (this.leaving || this.resultData.missed.length === 0) return;
    this.leaving = true;
    this.context.sound.play('button');
    this.scene.start(SCENES.play, { cards: this.resultData.missed, practice: true });
  }
}
