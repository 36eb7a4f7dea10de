import Phaser from 'phaser';
import { GameScene } from '../../common/game-scene.ts';
import { ICON_SIZE, type IconName, iconTexture } from '../../common/icons.ts';
import { createMeasure } from '../../common/measure-text.ts';
import { SCENES } from '../../common/scene-keys.ts';
import { speak } from '../../common/speech.ts';
import { fitText, isolateDirection } from '../../common/text-fit.ts';
import { Button, FocusGroup } from '../../common/ui.ts';
import type { SpaceContext } from '../context.ts';
import { measureLabel } from '../enemy-sprite.ts';
import type { SpaceWordOutcome } from '../round.ts';
import type { SpaceSnapshot } from '../test-state.ts';
import { FONT_DISPLAY, FONT_UI, PALETTE } from '../theme.ts';
import type { ResultData } from './play-scene.ts';

/** Far to the side, where only the list's own camera looks: it scrolls inside its panel. */
const LIST_ORIGIN_X = 100_000;
const ROW_HEIGHT = 50;
const measureScore = createMeasure('800', FONT_DISPLAY);

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** How a word went: typed right every time, got through or mistyped, hinted, or never came. */
export function outcomeOf(word: SpaceWordOutcome): { icon: IconName; colour: string; note: string } {
  if (word.appeared === 0) return { icon: 'clock', colour: PALETTE.inkDim, note: 'Not reached' };
  const notes: string[] = [];
  if (word.right > 0) notes.push(`${word.right}× right`);
  if (word.landed > 0) notes.push(`got through${word.landed > 1 ? ` ${word.landed}×` : ''}`);
  const wrongLetters = word.mistakes - word.landed;
  if (wrongLetters > 0) notes.push(plural(wrongLetters, 'wrong letter'));
  if (word.hinted) notes.push('hint');
  if (word.landed > 0 || wrongLetters > 0)
    return { icon: 'cross', colour: PALETTE.danger, note: notes.join(' · ') };
  // In flight when the game ended.
  if (word.right === 0)
    return { icon: 'clock', colour: PALETTE.inkSoft, note: notes.join(' · ') || 'Not typed' };
  if (word.hinted) return { icon: 'bulb', colour: PALETTE.gold, note: notes.join(' · ') };
  return { icon: 'check', colour: PALETTE.success, note: notes.join(' · ') };
}

/** Score, waves, accuracy, each word's outcome, Play again and Practice missed words. */
export class ResultScene extends GameScene<SpaceContext> {
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
    const right = data.outcomes.filter((word) => word.matched).length;
    context.announce(
      `Game over at wave ${data.wave}. Score ${results.score}. ${right} of ${data.outcomes.length} words typed right.`,
    );
    context.publisher.describe(
      (): Partial<SpaceSnapshot> => ({
        scene: 'result',
        ready: !this.leaving,
        keyboard: { visible: false, keys: [] },
        play: null,
        buttons: this.buttonStates(this.focus?.items ?? []),
        result: {
          score: results.score,
          stars: results.stars,
          wave: data.wave,
          accuracy: data.accuracy,
          completed: results.completed,
          practice: data.practice,
          words: data.outcomes.map((word) => ({ ...word })),
        },
      }),
    );
  }

  private build(): void {
    const data = this.resultData;
    const results = data.results;
    const reduced = this.context.reducedMotion || !this.animate;
    const { width, height } = this.view;
    const compact = width < 520 || height < 600;
    const columnWidth = Math.min(width - 24, 560);
    const left = (width - columnWidth) / 2;

    // Heading.
    let y = compact ? 36 : 54;
    this.title(this.px(width / 2), this.px(y), 'GAME OVER', this.px(compact ? 30 : 40), PALETTE.gold)
      .setPadding(this.px(16), this.px(16))
      .setStroke(PALETTE.outline, this.px(6))
      .setShadow(0, 0, 'rgba(255,197,61,0.7)', this.px(16), true, true);
    const sub = `${data.practice ? 'Practice · ' : ''}You reached wave ${data.wave}`;
    this.add
      .text(this.px(width / 2), this.px(y + (compact ? 26 : 34)), sub, {
        fontFamily: FONT_UI,
        fontSize: `${this.px(compact ? 13 : 15)}px`,
        fontStyle: '700',
        color: PALETTE.tealLight,
      })
      .setOrigin(0.5);

    // Stars.
    y += compact ? 66 : 88;
    const starSize = compact ? 40 : 52;
    for (let index = 0; index < 3; index += 1) {
      const x = width / 2 + (index - 1) * starSize * 1.2;
      const sy = y - (index === 1 ? 8 : 0);
      const scale = ((index === 1 ? 1.2 : 1) * this.px(starSize)) / ICON_SIZE;
      this.add
        .image(this.px(x), this.px(sy), iconTexture(this.textures, 'star', 'rgba(179,170,219,0.28)'))
        .setScale(scale);
      if (index >= results.stars) continue;
      const star = this.add
        .image(this.px(x), this.px(sy), iconTexture(this.textures, 'star', PALETTE.gold))
        .setScale(scale);
      if (reduced) continue;
      star.setScale(0).setAngle(-40);
      this.tweens.add({
        targets: star,
        scale,
        angle: 0,
        delay: 300 + index * 300,
        duration: 400,
        ease: 'Back.easeOut',
        onStart: () => this.context.sound.play('star', index),
      });
    }

    // Score.
    y += starSize * 0.5 + (compact ? 28 : 40);
    const score = this.title(this.px(width / 2), this.px(y), '0', this.px(compact ? 40 : 50), PALETTE.ink);
    score.setStroke(PALETTE.outline, this.px(6));
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
      const scoreWidth = measureScore(results.score.toLocaleString('en'), compact ? 40 : 50);
      const badgeX = Math.min(width - 50, width / 2 + scoreWidth / 2 + 58);
      const badge = this.add
        .text(this.px(badgeX), this.px(y - 18), 'NEW BEST', {
          fontFamily: FONT_DISPLAY,
          fontSize: `${this.px(12)}px`,
          fontStyle: '900',
          color: '#3a2200',
          backgroundColor: PALETTE.gold,
          padding: { x: this.px(7), y: this.px(3) },
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

    // The numbers of the game.
    y += compact ? 32 : 40;
    const right = data.outcomes.filter((word) => word.matched && word.mistakes === 0 && !word.hinted).length;
    const wrong = data.outcomes.filter(
      (word) => word.appeared > 0 && (word.mistakes > 0 || !word.matched),
    ).length;
    const parts = [
      `${plural(right, 'word')} right`,
      `${wrong} wrong`,
      `${Math.round(data.accuracy * 100)}% accuracy`,
      `best combo ${results.bestCombo}`,
    ];
    const stats = fitText(
      parts.join('  ·  '),
      { width: columnWidth - 16, height: 40, maxSize: 14, minSize: 11, lineHeight: 1.3 },
      measureLabel,
    );
    this.add
      .text(this.px(width / 2), this.px(y), stats.lines.join('\n'), {
        fontFamily: FONT_UI,
        fontSize: `${this.px(stats.fontSize)}px`,
        fontStyle: '700',
        color: PALETTE.inkSoft,
        align: 'center',
      })
      .setOrigin(0.5);

    // Buttons at the bottom.
    const buttonHeight = compact ? 50 : 56;
    const bottom = height - (compact ? 12 : 22);
    const rowY = bottom - buttonHeight / 2;
    const playY = rowY - buttonHeight - 12;
    const missed = data.missed.length;
    const again = new Button(this, this.px(width / 2), this.px(playY), {
      name: 'play-again',
      label: 'Play again',
      icon: 'restart',
      style: 'primary',
      width: this.px(Math.min(columnWidth, 360)),
      height: this.px(buttonHeight),
      fontSize: this.px(compact ? 21 : 23),
      onPress: () => void this.playAgain(),
    });
    const halfWidth = (Math.min(columnWidth, 360) - 12) / 2;
    const practice = new Button(this, this.px(width / 2 - halfWidth / 2 - 6), this.px(rowY), {
      name: 'practice',
      label: missed > 0 ? `Practice ${missed}` : 'No misses',
      icon: 'target',
      style: 'secondary',
      width: this.px(halfWidth),
      height: this.px(buttonHeight),
      fontSize: this.px(compact ? 16 : 18),
      onPress: () => this.practice(),
    }).setEnabled(missed > 0);
    const menu = new Button(this, this.px(width / 2 + halfWidth / 2 + 6), this.px(rowY), {
      name: 'menu',
      label: 'Menu',
      icon: 'home',
      style: 'secondary',
      width: this.px(halfWidth),
      height: this.px(buttonHeight),
      fontSize: this.px(compact ? 16 : 18),
      onPress: () => {
        this.context.sound.play('button');
        this.leaving = true;
        this.scene.start(SCENES.menu);
      },
    });
    this.focus = new FocusGroup(this.context, [again, practice, menu]);
    this.focus.focus(0);

    // The words, in a scrolling panel between the numbers and the buttons. Words that went wrong first.
    const listTop = y + (stats.lines.length > 1 ? 30 : 22);
    const listBottom = playY - buttonHeight / 2 - 14;
    const order = (word: SpaceWordOutcome) => {
      const icon = outcomeOf(word).icon;
      return icon === 'cross' ? 0 : icon === 'bulb' ? 1 : icon === 'check' ? 2 : 3;
    };
    const words = [...data.outcomes].sort((a, b) => order(a) - order(b));
    this.buildList(left, listTop, columnWidth, Math.max(ROW_HEIGHT * 1.5, listBottom - listTop), words);
  }

  private buildList(
    left: number,
    top: number,
    width: number,
    height: number,
    words: SpaceWordOutcome[],
  ): void {
    const u = this.u;
    this.showBackdrop({
      panels: [
        { x: left, y: top, width, height, radius: 20, fill: PALETTE.panel, stroke: PALETTE.panelStroke },
      ],
    });
    const inner = { x: left + 6, y: top + 6, width: width - 12, height: height - 12 };
    this.listRect = { x: inner.x * u, y: inner.y * u, width: inner.width * u, height: inner.height * u };
    const origin = LIST_ORIGIN_X;
    const rowWidth = inner.width;
    const textWidth = (rowWidth - 56) / 2 - 8;
    const addRow = (word: SpaceWordOutcome, index: number) => {
      const rowY = index * ROW_HEIGHT;
      const outcome = outcomeOf(word);
      const centreY = (rowY + ROW_HEIGHT / 2) * u;
      if (index % 2 === 1) {
        this.add.rectangle(origin, rowY * u, rowWidth * u, ROW_HEIGHT * u, 0xffffff, 0.05).setOrigin(0);
      }
      this.add
        .image(origin + 22 * u, centreY, iconTexture(this.textures, outcome.icon, outcome.colour))
        .setScale((20 * u) / ICON_SIZE);
      const front = fitText(
        word.front,
        { width: textWidth, height: 22, maxSize: 17, minSize: 11 },
        measureLabel,
      );
      this.add
        .text(origin + 44 * u, centreY - 8 * u, isolateDirection(front.lines.join(' ')), {
          fontFamily: FONT_UI,
          fontSize: `${front.fontSize * u}px`,
          fontStyle: '800',
          color: PALETTE.ink,
        })
        .setOrigin(0, 0.5);
      const back = fitText(
        word.back,
        { width: textWidth, height: 36, maxSize: 16, minSize: 11 },
        measureLabel,
      );
      const backWidth = Math.max(...back.lines.map((line) => measureLabel(line, back.fontSize)));
      const note = fitText(
        outcome.note,
        { width: rowWidth - 56 - backWidth - 16, height: 16, maxSize: 11.5, minSize: 9 },
        measureLabel,
      );
      this.add
        .text(origin + 44 * u, centreY + 11 * u, note.lines.join(' '), {
          fontFamily: FONT_UI,
          fontSize: `${note.fontSize * u}px`,
          fontStyle: '700',
          color: outcome.colour,
        })
        .setOrigin(0, 0.5);
      const backText = this.add
        .text(origin + (rowWidth - 12) * u, centreY, back.lines.map(isolateDirection).join('\n'), {
          fontFamily: FONT_UI,
          fontSize: `${back.fontSize * u}px`,
          fontStyle: '600',
          color: PALETTE.inkSoft,
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
        speak(word.front, this.context.vocabulary?.languageLearn ?? null);
        this.tweens.add({ targets: backText, scale: { from: 1.08, to: 1 }, duration: 200 });
      });
    };
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
    bar.fillStyle(0xffffff, 0.3);
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
