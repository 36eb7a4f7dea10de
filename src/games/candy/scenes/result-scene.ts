import Phaser from 'phaser';
import type { WordOutcome } from '../../../shared/game-protocol.ts';
import { GameScene } from '../../common/game-scene.ts';
import { SCENES } from '../../common/scene-keys.ts';
import { speak } from '../../common/speech.ts';
import { fitText, isolateDirection, isRightToLeft } from '../../common/text-fit.ts';
import { Button, FocusGroup } from '../../common/ui.ts';
import { measureLabel } from '../candy-sprite.ts';
import type { CandyContext } from '../context.ts';
import { Effects } from '../effects.ts';
import { formatTime } from '../hud.ts';
import type { CandySnapshot } from '../test-state.ts';
import { ICON_SIZE, type IconName, iconTexture } from '../textures.ts';
import { colourNumber, FONT_DISPLAY, FONT_UI, PALETTE } from '../theme.ts';
import type { ResultData } from './play-scene.ts';

/** Far to the side, where only the list's own camera looks: it scrolls inside its panel. */
const LIST_ORIGIN_X = 100_000;
const ROW_HEIGHT = 50;

function outcomeOf(word: WordOutcome): { icon: IconName; colour: string; note: string } {
  if (!word.matched) return { icon: 'clock', colour: PALETTE.inkSoft, note: 'Not reached' };
  if (word.mistakes > 0) {
    const note = `${word.mistakes} mistake${word.mistakes === 1 ? '' : 's'}${word.hinted ? ' · hint' : ''}`;
    return { icon: 'cross', colour: PALETTE.danger, note };
  }
  if (word.hinted) return { icon: 'bulb', colour: PALETTE.goldDark, note: 'With a hint' };
  return { icon: 'check', colour: PALETTE.success, note: 'Right first time' };
}

/** Stars, score, each word's outcome, Play again and Practice missed words. */
export class ResultScene extends GameScene<CandyContext> {
  private resultData!: ResultData;
  private animate = true;
  private focus: FocusGroup | null = null;
  private listCamera: Phaser.Cameras.Scene2D.Camera | null = null;
  private listHeight = 0;
  private scrollMax = 0;
  private scrollBar: Phaser.GameObjects.Graphics | null = null;
  private listRect = { x: 0, y: 0, width: 0, height: 0 };
  private leaving = false;

  constructor() {
    super(SCENES.result);
  }

  init(data: ResultData & { replay?: boolean }): void {
    this.resultData = data;
    this.animate = !data.replay;
    this.focus = null;
    this.listCamera = null;
    this.scrollBar = null;
    this.leaving = false;
  }

  create(): void {
    const data = this.resultData;
    const context = this.context;
    this.build();
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
    const results = data.results;
    context.announce(
      `${results.completed ? 'Round complete' : "Time's up"}. ${results.stars} of 3 stars. Score ${results.score}.`,
    );
    context.publisher.describe(
      (): Partial<CandySnapshot> => ({
        scene: 'result',
        ready: !this.leaving,
        buttons: this.buttonStates(this.focus?.items ?? []),
        result: {
          score: results.score,
          stars: results.stars,
          completed: results.completed,
          words: results.words.map((word) => ({ ...word })),
        },
      }),
    );
  }

  private build(): void {
    const u = this.u;
    const data = this.resultData;
    const results = data.results;
    const reduced = this.context.reducedMotion || !this.animate;
    const { width, height } = this.view;
    const compact = width < 520 || height < 600;
    const columnWidth = Math.min(width - 24, 560);
    const left = (width - columnWidth) / 2;
    const effects = new Effects(this, u, reduced);

    // Heading.
    let y = compact ? 40 : 58;
    this.title(
      (width / 2) * u,
      y * u,
      results.completed ? 'Round complete!' : "Time's up!",
      (compact ? 28 : 36) * u,
      PALETTE.ink,
    ).setShadow(0, 3 * u, 'rgba(255,255,255,0.9)', 0, false, true);
    if (data.practice) {
      this.add
        .text((width / 2) * u, (y + (compact ? 24 : 30)) * u, 'Practice round', {
          fontFamily: FONT_UI,
          fontSize: `${12 * u}px`,
          fontStyle: '800',
          color: PALETTE.primary,
        })
        .setOrigin(0.5);
    }

    // Stars.
    y += compact ? 66 : 86;
    const starSize = compact ? 58 : 74;
    for (let index = 0; index < 3; index += 1) {
      const x = width / 2 + (index - 1) * starSize * 1.15;
      const sy = y - (index === 1 ? 10 : 0);
      const scale = ((index === 1 ? 1.18 : 1) * starSize * u) / 160;
      this.add.image(x * u, sy * u, 'star-empty').setScale(scale);
      if (index >= results.stars) continue;
      const star = this.add.image(x * u, sy * u, 'star-gold').setScale(scale);
      if (reduced) continue;
      star.setScale(0).setAngle(-40);
      this.tweens.add({
        targets: star,
        scale,
        angle: 0,
        delay: 350 + index * 320,
        duration: 420,
        ease: 'Back.easeOut',
        onStart: () => this.context.sound.play('star', index),
        onComplete: () => effects.burst(star.x, star.y, [PALETTE.gold, '#fff2a8']),
      });
    }

    // Score.
    y += starSize * 0.5 + (compact ? 32 : 44);
    const score = this.title((width / 2) * u, y * u, '0', (compact ? 40 : 50) * u, PALETTE.primary);
    score.setStroke('#ffffff', 7 * u);
    const counter = { value: reduced ? results.score : 0 };
    const showScore = () => score.setText(Math.round(counter.value).toLocaleString('en'));
    showScore();
    if (!reduced) {
      this.tweens.add({
        targets: counter,
        value: results.score,
        duration: 900,
        delay: 200,
        ease: 'Cubic.easeOut',
        onUpdate: showScore,
      });
    }
    if (data.newBest) {
      const badge = this.add
        .text((width / 2 + 96) * u, (y - 22) * u, 'NEW BEST', {
          fontFamily: FONT_DISPLAY,
          fontSize: `${12 * u}px`,
          fontStyle: '900',
          color: '#ffffff',
          backgroundColor: PALETTE.gold,
          padding: { x: 7 * u, y: 3 * u },
        })
        .setOrigin(0.5)
        .setAngle(8);
      if (!reduced)
        this.tweens.add({
          targets: badge,
          scale: { from: 1, to: 1.12 },
          duration: 500,
          yoyo: true,
          repeat: -1,
        });
    }

    // Numbers of the round.
    y += compact ? 34 : 42;
    const matched = results.words.filter((word) => word.matched).length;
    const parts = [
      `${matched}/${results.words.length} words`,
      `${data.mistakes} mistake${data.mistakes === 1 ? '' : 's'}`,
      `best combo ×${Math.max(1, Math.min(5, results.bestCombo))}`,
      formatTime(results.durationMs),
    ];
    if (data.bonus > 0) parts.push(`time bonus +${data.bonus}`);
    // Lines break between the numbers, never inside one.
    const statsSize = 13;
    const statsLines: string[] = [];
    for (const part of parts) {
      const last = statsLines.at(-1);
      const joined = last ? `${last}  ·  ${part}` : part;
      if (last && measureLabel(joined, statsSize) <= columnWidth - 16)
        statsLines[statsLines.length - 1] = joined;
      else statsLines.push(part);
    }
    const statsFit = { fontSize: statsSize, lines: statsLines };
    this.add
      .text((width / 2) * u, y * u, statsFit.lines.join('\n'), {
        fontFamily: FONT_UI,
        fontSize: `${statsFit.fontSize * u}px`,
        fontStyle: '700',
        color: PALETTE.inkSoft,
        align: 'center',
      })
      .setOrigin(0.5);

    // Buttons at the bottom.
    const buttonHeight = compact ? 52 : 58;
    const bottom = height - (compact ? 14 : 24);
    const rowY = bottom - buttonHeight / 2;
    const playY = rowY - buttonHeight - 12;
    const missed = data.missed.length;
    const again = new Button(this, (width / 2) * u, playY * u, {
      name: 'play-again',
      label: 'Play again',
      icon: 'restart',
      style: 'primary',
      width: Math.min(columnWidth, 360) * u,
      height: buttonHeight * u,
      fontSize: (compact ? 21 : 23) * u,
      onPress: () => void this.playAgain(),
    });
    const halfWidth = (Math.min(columnWidth, 360) - 12) / 2;
    const practice = new Button(this, (width / 2 - halfWidth / 2 - 6) * u, rowY * u, {
      name: 'practice',
      label: missed > 0 ? `Practice ${missed}` : 'No misses',
      icon: 'target',
      style: 'secondary',
      width: halfWidth * u,
      height: buttonHeight * u,
      fontSize: (compact ? 16 : 18) * u,
      onPress: () => this.practice(),
    }).setEnabled(missed > 0);
    const menu = new Button(this, (width / 2 + halfWidth / 2 + 6) * u, rowY * u, {
      name: 'menu',
      label: 'Menu',
      icon: 'home',
      style: 'secondary',
      width: halfWidth * u,
      height: buttonHeight * u,
      fontSize: (compact ? 16 : 18) * u,
      onPress: () => {
        this.context.sound.play('button');
        this.leaving = true;
        this.scene.start(SCENES.menu);
      },
    });
    this.focus = new FocusGroup(this.context, [again, practice, menu]);
    this.focus.focus(0);

    // The words, in a scrolling panel between the numbers and the buttons.
    const listTop = y + (statsFit.lines.length > 1 ? 30 : 22);
    const listBottom = playY - buttonHeight / 2 - 14;
    // Words to work on first: not reached, then mistaken, then hinted, then right first time.
    const rank = (word: WordOutcome) => (!word.matched ? 0 : word.mistakes > 0 ? 1 : word.hinted ? 2 : 3);
    const words = [...results.words].sort((a, b) => rank(a) - rank(b));
    this.buildList(left, listTop, columnWidth, Math.max(ROW_HEIGHT * 1.5, listBottom - listTop), words);
  }

  private buildList(left: number, top: number, width: number, height: number, words: WordOutcome[]): void {
    const u = this.u;
    this.showBackdrop({
      panels: [
        {
          x: left,
          y: top,
          width,
          height,
          radius: 22,
          fill: 'rgba(255,255,255,0.85)',
          stroke: '#ffffff',
          shadow: PALETTE.panelShadow,
        },
      ],
    });
    const inner = { x: left + 6, y: top + 6, width: width - 12, height: height - 12 };
    this.listRect = { x: inner.x * u, y: inner.y * u, width: inner.width * u, height: inner.height * u };

    const origin = LIST_ORIGIN_X;
    const rowWidth = inner.width;
    const textWidth = (rowWidth - 56) / 2 - 8;
    const addRow = (word: WordOutcome, index: number) => {
      const rowY = index * ROW_HEIGHT;
      const outcome = outcomeOf(word);
      const centreY = (rowY + ROW_HEIGHT / 2) * u;
      if (index % 2 === 1) {
        this.add
          .rectangle(origin, rowY * u, rowWidth * u, ROW_HEIGHT * u, colourNumber('#f3e6fa'), 0.7)
          .setOrigin(0);
      }
      this.add
        .image(origin + 24 * u, centreY, iconTexture(this.textures, outcome.icon, outcome.colour))
        .setScale((20 * u) / ICON_SIZE);
      const front = fitText(
        word.front,
        { width: textWidth, height: 22, maxSize: 17, minSize: 11 },
        measureLabel,
      );
      this.add
        .text(origin + 46 * u, centreY - 8 * u, isolateDirection(front.lines.join(' ')), {
          fontFamily: FONT_UI,
          fontSize: `${front.fontSize * u}px`,
          fontStyle: '800',
          color: PALETTE.ink,
        })
        .setOrigin(0, 0.5);
      this.add
        .text(origin + 46 * u, centreY + 11 * u, outcome.note, {
          fontFamily: FONT_UI,
          fontSize: `${11.5 * u}px`,
          fontStyle: '700',
          color: outcome.colour,
        })
        .setOrigin(0, 0.5);
      const back = fitText(
        word.back,
        { width: textWidth, height: 36, maxSize: 17, minSize: 11 },
        measureLabel,
      );
      const backText = this.add
        .text(origin + (rowWidth - 14) * u, centreY, back.lines.map(isolateDirection).join('\n'), {
          fontFamily: FONT_UI,
          fontSize: `${back.fontSize * u}px`,
          fontStyle: '600',
          color: PALETTE.inkSoft,
          align: isRightToLeft(word.back) ? 'right' : 'right',
        })
        .setOrigin(1, 0.5);
      // Tap a row to hear the word.
      const hit = this.add
        .rectangle(origin, rowY * u, rowWidth * u, ROW_HEIGHT * u, 0xffffff, 0.001)
        .setOrigin(0)
        .setInteractive({ useHandCursor: true });
      hit.on('pointerup', (pointer: Phaser.Input.Pointer) => {
        if (pointer.getDistance() > 8 * u) return;
        const vocabulary = this.context.vocabulary;
        speak(word.front, vocabulary?.languageLearn ?? null);
        this.tweens.add({ targets: backText, scale: { from: 1.08, to: 1 }, duration: 200 });
      });
    };
    // The rows in view now; the rest a few per frame, so the screen appears without a stall.
    const visible = Math.ceil(inner.height / ROW_HEIGHT) + 1;
    for (const [index, word] of words.slice(0, visible).entries()) addRow(word, index);
    let next = visible;
    if (next < words.length) {
      this.time.addEvent({
        delay: 16,
        repeat: Math.ceil((words.length - visible) / 3) - 1,
        callback: () => {
          for (const word of words.slice(next, next + 3)) addRow(word, next++);
        },
      });
    }
    this.listHeight = words.length * ROW_HEIGHT * u;
    this.scrollMax = Math.max(0, this.listHeight - this.listRect.height);

    const camera = this.cameras.add(
      this.listRect.x,
      this.listRect.y,
      this.listRect.width,
      this.listRect.height,
    );
    camera.setScroll(origin, 0);
    camera.transparent = true;
    this.listCamera = camera;
    this.scrollBar = this.add.graphics();
    this.drawScrollBar();

    this.input.on(
      Phaser.Input.Events.POINTER_WHEEL,
      (pointer: Phaser.Input.Pointer, _over: unknown, _dx: number, dy: number) => {
        if (this.inList(pointer)) this.scrollBy(dy);
      },
    );
    this.input.on(Phaser.Input.Events.POINTER_MOVE, (pointer: Phaser.Input.Pointer) => {
      if (!pointer.isDown || !this.inList(pointer.downX, pointer.downY)) return;
      this.scrollBy(pointer.prevPosition.y - pointer.y);
    });
  }

  private inList(pointerOrX: Phaser.Input.Pointer | number, maybeY?: number): boolean {
    const x = typeof pointerOrX === 'number' ? pointerOrX : pointerOrX.x;
    const y = typeof pointerOrX === 'number' ? (maybeY ?? 0) : pointerOrX.y;
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
    bar.fillStyle(colourNumber(PALETTE.ink), 0.25);
    bar.fillRoundedRect(rect.x + rect.width - 2 * u, y, 4 * u, thumb, 2 * u);
  }

  private async playAgain(): Promise<void> {
    if (this.leaving) return;
    this.leaving = true;
    this.context.sound.play('button');
    const vocabulary = await this.context.loadVocabulary();
    this.scene.start(SCENES.play, { cards: vocabulary.cards });
  }

  private practice(): void {
    if (this.leaving || this.resultData.missed.length === 0) return;
    this.leaving = true;
    this.context.sound.play('button');
    this.scene.start(SCENES.play, { cards: this.resultData.missed, practice: true });
  }
}
