import Phaser from 'phaser';
import type { Best } from '../../common/best-score.ts';
import { MenuSceneBase } from '../../common/menu-scene.ts';
import { plural } from '../../common/plural.ts';
import { FocusGroup } from '../../common/ui.ts';
import { BEST_KEY, type CandyContext } from '../context.ts';
import { chooseGrid, playLayout } from '../layout.ts';
import { candyKey, makeCandyTextures } from '../textures.ts';
import { ALL_COLOURS, FONT_DISPLAY, PALETTE } from '../theme.ts';

const TITLE_COLOURS = ['#ff4f9a', '#ff8a2b', '#ffb81f', '#22c48e', '#3d8bff', '#9660ff'];

/** The start screen: the list being played, Play, Settings and Home, sound switches. */
export class MenuScene extends MenuSceneBase<CandyContext> {
  protected readonly bestKey = BEST_KEY;

  protected build(): void {
    const u = this.u;
    const { width, height } = this.view;
    const compact = width < 520;
    const columns = this.inColumns(width, height);

    // Sound switches, top right.
    const small = compact || columns ? 44 : 50;
    const margin = columns ? 10 : 16;
    const [sounds, music] = this.addMuteButtons(
      (width - margin - small * 1.5 - 10) * u,
      (margin + small / 2) * u,
      small * u,
      10 * u,
    );

    const { play, settings, home, modes } = columns
      ? this.buildColumns(width, height, small + margin)
      : this.buildStacked(width, height, compact, small);

    // Draw the board's candies now, while the player reads, not when Play is pressed: one texture a
    // frame, so that no frame is long (Play before they are all drawn draws the rest at once).
    const grid = chooseGrid(width, height);
    const layout = playLayout(width, height, grid.cols, grid.rows);
    const board = [Math.round(layout.candyWidth * u), Math.round(layout.candyHeight * u)] as const;
    this.time.delayedCall(300, () => {
      const step = () => {
        if (makeCandyTextures(this.textures, board[0], board[1], { budget: 1 }))
          this.events.off(Phaser.Scenes.Events.UPDATE, step);
      };
      this.events.on(Phaser.Scenes.Events.UPDATE, step);
      this.events.once(Phaser.Scenes.Events.SHUTDOWN, () =>
        this.events.off(Phaser.Scenes.Events.UPDATE, step),
      );
    });

    this.focus = new FocusGroup(this.context, [play, settings, home, ...modes, sounds, music]);
    this.focus.focus(0);
  }

  /** Title, list card, Play, then Settings and Home, one under another (a phone held upright, a desktop). */
  private buildStacked(width: number, height: number, compact: boolean, small: number) {
    const u = this.u;
    // Everything below the switches is one block, centred in the height left.
    const titleSize = Math.min(compact ? 50 : 76, width / 7.2, height / 9);
    const cardWidth = Math.min(width - 40, 420);
    const cardHeight = compact ? 100 : 112;
    const playHeight = compact ? 62 : 68;
    const gap = compact ? 18 : 26;
    const modeHeight = 40;
    const blockHeight =
      titleSize * 2.55 + gap + cardHeight + 12 + modeHeight + gap + playHeight + 16 + 50 + 44;
    const top = Math.max(small + 28, (height - blockHeight) / 2);

    // Title: one glossy letter at a time, drawn in the frames after the list and the buttons.
    this.later(() => this.addTitle('Word Candy', width / 2, top + titleSize * 0.42, titleSize * 0.78));
    this.later(() => this.addTitle('Match', width / 2, top + titleSize * 1.42, titleSize * 1.08));
    this.later(() =>
      this.title(
        (width / 2) * u,
        (top + titleSize * 2.3) * u,
        this.subtitle(),
        Math.min(17, width / 22) * u,
        PALETTE.inkSoft,
      ),
    );
    this.later(() => this.addDecorations(width, height));

    const cardY = top + titleSize * 2.55 + gap + cardHeight / 2;
    this.addCard(width / 2, cardY, cardWidth, cardHeight);

    // The mode switch, Play, then Settings and Home.
    const playWidth = Math.min(width - 64, 300);
    const modeY = cardY + cardHeight / 2 + 12 + modeHeight / 2;
    const modes = this.addModeButtons(width / 2, modeY, Math.min(width - 40, 320), modeHeight);
    const playY = modeY + modeHeight / 2 + gap + playHeight / 2;
    const buttons = this.addMenuButtons(
      width / 2,
      playY,
      { width: playWidth, height: playHeight, icon: 'play', fontSize: compact ? 26 : 28 },
      16,
      50,
    );
    this.addHelp(
      width / 2,
      Math.min(height - 20, buttons.rowY + 25 + 30),
      compact
        ? 'Tap a word, then its translation'
        : 'Tap a word, then its translation · Keyboard: arrows and Enter',
      PALETTE.inkSoft,
      width - 32,
    );
    return { ...buttons, modes };
  }

  private subtitle(): string {
    return this.context.mode === 'paraphrase'
      ? 'Pop each word with its paraphrase'
      : 'Pop each word with its translation';
  }

  /**
   * Title and list card on the left, Play, Settings, Home and the help on the right: a screen too
   * short for them one under another (a phone held sideways shows about 300 px in the site).
   */
  private buildColumns(width: number, height: number, switchesBottom: number) {
    const u = this.u;
    const gutter = 20;
    const columnWidth = Math.min((width - gutter * 3) / 2, 400);
    const leftX = width / 2 - gutter / 2 - columnWidth / 2;
    const rightX = width / 2 + gutter / 2 + columnWidth / 2;

    const titleSize = Math.min(46, columnWidth / 6.4, height / 7);
    const cardHeight = Math.min(92, height * 0.3);
    const gap = Math.min(18, height * 0.05);
    const modeHeight = 34;
    const leftHeight = titleSize * 2.5 + gap + cardHeight + 8 + modeHeight;
    const leftTop = Math.max(8, (height - leftHeight) / 2);
    this.later(() => this.addTitle('Word Candy', leftX, leftTop + titleSize * 0.42, titleSize * 0.78));
    this.later(() => this.addTitle('Match', leftX, leftTop + titleSize * 1.42, titleSize * 1.08));
    this.later(() =>
      this.title(
        leftX * u,
        (leftTop + titleSize * 2.25) * u,
        this.subtitle(),
        Math.min(15, columnWidth / 20) * u,
        PALETTE.inkSoft,
      ),
    );
    this.later(() => this.addDecorations(width, height));
    const cardY = leftTop + titleSize * 2.5 + gap + cardHeight / 2;
    this.addCard(leftX, cardY, columnWidth, cardHeight);
    const modes = this.addModeButtons(
      leftX,
      cardY + cardHeight / 2 + 8 + modeHeight / 2,
      columnWidth,
      modeHeight,
    );

    // The buttons, centred in the height under the sound switches.
    const playHeight = Math.min(58, height * 0.18);
    const rowHeight = 46;
    const rightHeight = playHeight + 12 + rowHeight + 14 + 34;
    const rightTop = Math.max(switchesBottom + 8, (height - rightHeight) / 2);
    const buttons = this.addMenuButtons(
      rightX,
      rightTop + playHeight / 2,
      { width: Math.min(columnWidth, 300), height: playHeight, icon: 'play', fontSize: 24 },
      12,
      rowHeight,
    );
    this.addHelp(
      rightX,
      buttons.rowY + rowHeight / 2 + 14 + 17,
      'Tap a word, then its translation',
      PALETTE.inkSoft,
      columnWidth,
    );
    return { ...buttons, modes };
  }

  /** The list card: a frosted panel with the list being played. */
  private addCard(cx: number, cy: number, cardWidth: number, cardHeight: number): void {
    this.showBackdrop({
      panels: [
        {
          x: cx - cardWidth / 2,
          y: cy - cardHeight / 2,
          width: cardWidth,
          height: cardHeight,
          radius: 26,
          fill: 'rgba(255,255,255,0.82)',
          stroke: '#ffffff',
          shadow: PALETTE.panelShadow,
        },
      ],
    });
    this.addListCard(
      cx,
      cy,
      { width: cardWidth, height: cardHeight },
      { label: PALETTE.primary, name: PALETTE.ink, info: PALETTE.inkSoft },
    );
  }

  protected listInfoText(words: number, best: Best | null, dealt: string | null): string {
    const stars = best
      ? ` · Best ${'★'.repeat(best.stars)}${'☆'.repeat(3 - best.stars)} ${best.score.toLocaleString('en')}`
      : '';
    return `${dealt ?? `${plural(words, 'word')} a round`}${stars}`;
  }

  private addTitle(text: string, centreX: number, y: number, size: number): void {
    const u = this.u;
    const letters = [...text];
    const objects = letters.map((letter, index) =>
      this.add
        .text(0, y * u, letter, {
          fontFamily: FONT_DISPLAY,
          fontSize: `${Math.round(size * u)}px`,
          fontStyle: '900',
          color: TITLE_COLOURS[index % TITLE_COLOURS.length],
          stroke: '#ffffff',
          strokeThickness: size * 0.16 * u,
        })
        .setOrigin(0.5)
        .setShadow(0, size * 0.08 * u, 'rgba(120,30,110,0.35)', size * 0.06 * u, true, true),
    );
    const widths = objects.map((object) => object.width * 0.9);
    let x = centreX * u - widths.reduce((sum, value) => sum + value, 0) / 2;
    objects.forEach((object, index) => {
      const w = widths[index] ?? 0;
      object.setX(x + w / 2);
      x += w;
      if (!this.context.reducedMotion && letters[index] !== ' ') {
        this.tweens.add({
          targets: object,
          y: object.y - size * 0.08 * u,
          angle: { from: -3, to: 3 },
          duration: 900,
          delay: index * 90,
          yoyo: true,
          repeat: -1,
          ease: 'Sine.easeInOut',
        });
      }
    });
  }

  /** Candies drifting at the edges, behind everything. */
  private addDecorations(width: number, height: number): void {
    const u = this.u;
    const size = Math.round(Math.min(70, width / 6) * u);
    const spots: [number, number, number][] = [
      [0.07, 0.06, -12],
      [0.95, 0.3, 10],
      [0.03, 0.6, 8],
      [0.97, 0.72, -8],
      [0.12, 0.93, 14],
      [0.86, 0.95, -14],
    ];
    const colours = spots.map((_, index) => ALL_COLOURS[(index * 3) % ALL_COLOURS.length] ?? ALL_COLOURS[0]);
    // Only the colours shown here, without the rings: these candies are never played.
    makeCandyTextures(this.textures, size, Math.round(size * 0.8), {
      colours: colours.filter((colour) => colour !== undefined),
      rings: false,
    });
    spots.forEach(([x, y, angle], index) => {
      const colour = colours[index];
      if (!colour) return;
      const candy = this.add
        .image(x * width * u, y * height * u, candyKey(colour, size, Math.round(size * 0.8)))
        .setAngle(angle)
        .setAlpha(0.85)
        .setDepth(-50);
      if (!this.context.reducedMotion) {
        this.tweens.add({
          targets: candy,
          y: candy.y - 10 * u,
          angle: angle + 6,
          duration: 1800 + index * 230,
          yoyo: true,
          repeat: -1,
          ease: 'Sine.easeInOut',
        });
      }
    });
  }
}
