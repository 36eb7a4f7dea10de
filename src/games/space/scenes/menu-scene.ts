import type Phaser from 'phaser';
import type { Best } from '../../common/best-score.ts';
import { createMeasure } from '../../common/measure-text.ts';
import { MenuSceneBase } from '../../common/menu-scene.ts';
import { plural } from '../../common/plural.ts';
import { Button, FocusGroup } from '../../common/ui.ts';
import { BEST_KEY, type SpaceContext } from '../context.ts';
import type { SpaceSnapshot } from '../test-state.ts';
import { asteroidKey, makeCannon, makeEnemyTextures, shipKey } from '../textures.ts';
import { colourNumber, FONT_DISPLAY, FONT_UI, PALETTE } from '../theme.ts';

const measureTitle = createMeasure('900', FONT_DISPLAY);

/** The start screen: the list being played, Play, Settings and Home, the accents setting, sound switches. */
export class MenuScene extends MenuSceneBase<SpaceContext> {
  protected readonly bestKey = BEST_KEY;
  /** The list card (CSS pixels): painted in the backdrop, so a decoration over it would hide it. */
  private card: { x: number; y: number; width: number; height: number } | null = null;

  protected override handleKey(event: KeyboardEvent): boolean {
    if (super.handleKey(event)) return true;
    // Typing starts a game straight away, as in an arcade.
    if (event.key.length === 1 && /\p{L}/u.test(event.key) && this.play?.enabled) {
      void this.startRound();
      return true;
    }
    return false;
  }

  protected override describeMenu(): Partial<SpaceSnapshot> {
    return { keyboard: { visible: false, keys: [] }, play: null, result: null };
  }

  protected listInfoText(words: number, best: Best | null, dealt: string | null): string {
    return `${dealt ?? `${plural(words, 'word')} a game`}${best ? ` · Best ${best.score.toLocaleString('en')}` : ''}`;
  }

  protected build(): void {
    const { width, height } = this.view;
    const compact = width < 520;
    const columns = this.inColumns(width, height);
    const planetRadius = Math.min(width, height) * (compact ? 0.34 : 0.3);

    // Sound switches, top right.
    const small = compact || columns ? 42 : 48;
    const margin = columns ? 10 : 14;
    const [sounds, music] = this.addMuteButtons(
      this.px(width - margin - small * 1.5 - 10),
      this.px(margin + small / 2),
      this.px(small),
      this.px(10),
    );

    const help = this.context.screenKeyboard
      ? 'Tap the letters of each word'
      : compact || columns
        ? 'Type each word · Esc lets a target go'
        : 'Type the word for each translation · Esc or ⌫ lets a target go · ↑ shows a hint';
    const planet = columns
      ? { x: width * 0.5, y: height * 1.02, radius: height * 0.34 }
      : { x: width * (compact ? 0.92 : 0.86), y: height * 0.86, radius: planetRadius };
    const { play, settings, home, accents, modes } = columns
      ? this.buildColumns(width, height, small + margin, help, planet)
      : this.buildStacked(width, height, compact, small, help, planet);

    this.focus = new FocusGroup(this.context, [play, settings, home, accents, ...modes, sounds, music]);
    this.focus.focus(0);
  }

  /** Title, list card, Play, Settings and Home, the accents: one under another. */
  private buildStacked(
    width: number,
    height: number,
    compact: boolean,
    small: number,
    help: string,
    planet: { x: number; y: number; radius: number },
  ) {
    const cardWidth = Math.min(width - 40, 420);
    const cardHeight = compact ? 96 : 108;
    const playHeight = compact ? 60 : 66;
    const gap = compact ? 14 : 22;
    const modeHeight = 38;
    const rest = gap + cardHeight + 12 + modeHeight + gap + playHeight + 14 + 48 + 14 + 40 + 52;
    // On a phone the title gives way, so the help line stays clear of the buttons.
    const titleSize = Math.max(
      34,
      Math.min(compact ? 54 : 84, width / 6.2, height / 8.5, (height - small - 28 - rest) / 2.6),
    );
    const blockHeight = titleSize * 2.6 + rest;
    const top = Math.max(small + 24, (height - blockHeight) / 2);

    // The title and the decorations, in the frames after the list and the buttons.
    this.later(() => this.addTitle(width / 2, top + titleSize * 0.5, titleSize, compact));
    this.later(() =>
      this.title(
        this.px(width / 2),
        this.px(top + titleSize * (compact ? 2.3 : 2.2)),
        'Type the word before it lands',
        this.px(Math.min(18, width / 21)),
        PALETTE.inkSoft,
      ),
    );
    this.later(() => this.addDecorations(width, height, compact));

    const cardY = top + titleSize * 2.6 + gap + cardHeight / 2;
    this.addCard(width / 2, cardY, cardWidth, cardHeight, planet);

    // The mode switch, Play, then Settings and Home, then the accents setting.
    const playWidth = Math.min(width - 64, 300);
    const modeY = cardY + cardHeight / 2 + 12 + modeHeight / 2;
    const modes = this.addModeButtons(width / 2, modeY, Math.min(width - 32, 340), modeHeight);
    const playY = modeY + modeHeight / 2 + gap + playHeight / 2;
    const buttons = this.addMenuButtons(
      width / 2,
      playY,
      { width: playWidth, height: playHeight, icon: 'rocket', fontSize: compact ? 26 : 28 },
      14,
      48,
    );
    const accentsY = buttons.rowY + 24 + 14 + 20;
    const accents = this.addAccents(width / 2, accentsY, playWidth, 40);
    this.addHelp(
      width / 2,
      Math.min(height - 26, accentsY + 20 + 28),
      help,
      PALETTE.ink,
      width - 24,
      PALETTE.helpBacking,
    );
    return { ...buttons, accents, modes };
  }

  /** Title and list card on the left; the buttons, the accents and the help on the right. */
  private buildColumns(
    width: number,
    height: number,
    switchesBottom: number,
    help: string,
    planet: { x: number; y: number; radius: number },
  ) {
    const gutter = 20;
    const columnWidth = Math.min((width - gutter * 3) / 2, 400);
    const leftX = width / 2 - gutter / 2 - columnWidth / 2;
    const rightX = width / 2 + gutter / 2 + columnWidth / 2;

    const titleSize = Math.min(46, columnWidth / 5.2, height / 7.5);
    const cardHeight = Math.min(90, height * 0.3);
    const gap = Math.min(16, height * 0.05);
    const modeHeight = 34;
    const leftHeight = titleSize * 2.55 + gap + cardHeight + 8 + modeHeight;
    const leftTop = Math.max(6, (height - leftHeight) / 2);
    this.later(() => this.addTitle(leftX, leftTop + titleSize * 0.5, titleSize, true));
    this.later(() =>
      this.title(
        this.px(leftX),
        this.px(leftTop + titleSize * 2.2),
        'Type the word before it lands',
        this.px(Math.min(15, columnWidth / 19)),
        PALETTE.inkSoft,
      ),
    );
    this.later(() => this.addDecorations(width, height, true));
    const cardY = leftTop + titleSize * 2.55 + gap + cardHeight / 2;
    this.addCard(leftX, cardY, columnWidth, cardHeight, planet);
    const modes = this.addModeButtons(
      leftX,
      cardY + cardHeight / 2 + 8 + modeHeight / 2,
      columnWidth,
      modeHeight,
    );

    const buttonWidth = Math.min(columnWidth, 300);
    const playHeight = Math.min(56, height * 0.17);
    const rowHeight = 44;
    const accentsHeight = 36;
    const rightHeight = playHeight + 10 + rowHeight + 8 + accentsHeight + 10 + 30;
    const rightTop = Math.max(switchesBottom + 6, (height - rightHeight) / 2);
    const buttons = this.addMenuButtons(
      rightX,
      rightTop + playHeight / 2,
      { width: buttonWidth, height: playHeight, icon: 'rocket', fontSize: 24 },
      10,
      rowHeight,
    );
    const accentsY = buttons.rowY + rowHeight / 2 + 8 + accentsHeight / 2;
    const accents = this.addAccents(rightX, accentsY, buttonWidth, accentsHeight);
    this.addHelp(
      rightX,
      accentsY + accentsHeight / 2 + 10 + 13,
      help,
      PALETTE.ink,
      columnWidth,
      PALETTE.helpBacking,
    );
    return { ...buttons, accents, modes };
  }

  private addCard(
    cx: number,
    cy: number,
    cardWidth: number,
    cardHeight: number,
    planet: { x: number; y: number; radius: number },
  ): void {
    this.card = { x: cx - cardWidth / 2, y: cy - cardHeight / 2, width: cardWidth, height: cardHeight };
    this.showBackdrop({
      planet,
      panels: [
        {
          x: cx - cardWidth / 2,
          y: cy - cardHeight / 2,
          width: cardWidth,
          height: cardHeight,
          radius: 22,
          fill: PALETTE.panel,
          stroke: PALETTE.panelStroke,
        },
      ],
    });
    this.addListCard(
      cx,
      cy,
      { width: cardWidth, height: cardHeight },
      { label: PALETTE.tealLight, name: PALETTE.ink, info: PALETTE.inkSoft },
    );
  }

  /** The accents setting: a switch that says what it does. */
  private addAccents(cx: number, y: number, width: number, height: number): Button {
    const accents: Button = new Button(this, this.px(cx), this.px(y), {
      name: 'accents',
      label: this.accentsLabel(),
      style: 'ghost',
      width: this.px(width),
      height: this.px(height),
      fontSize: this.px(14),
      fontFamily: FONT_UI,
      onPress: () => {
        // Dictation's spelling is exact whatever the setting: nothing to switch there.
        if (this.context.mode === 'dictation') return;
        this.context.setOptions({ forgiveAccents: !this.context.options.forgiveAccents });
        this.context.sound.play('button');
        accents.setLabel(this.accentsLabel());
      },
    });
    return accents;
  }

  private accentsLabel(): string {
    if (this.context.mode === 'dictation') return 'Accents: required in Dictation';
    return this.context.options.forgiveAccents
      ? 'Accents: optional (café = cafe)'
      : 'Accents: required (café ≠ cafe)';
  }

  /** "SPACE WORDS" in gold and teal with a glow; on a phone, on two lines. */
  private addTitle(centreX: number, y: number, size: number, compact: boolean): void {
    const u = this.u;
    const make = (text: string, x: number, ty: number, colour: string, glow: string) =>
      this.add
        .text(this.px(x), this.px(ty), text, {
          fontFamily: FONT_DISPLAY,
          fontSize: `${Math.round(size * u)}px`,
          fontStyle: '900',
          color: colour,
          stroke: PALETTE.outline,
          strokeThickness: size * 0.12 * u,
          // Room for the glow, so it fades out inside the text's own canvas.
          padding: { x: size * 0.4 * u, y: size * 0.4 * u },
        })
        .setOrigin(0.5)
        .setShadow(0, 0, glow, size * 0.3 * u, true, true);
    let parts: Phaser.GameObjects.Text[];
    if (compact) {
      parts = [
        make('SPACE', centreX, y, PALETTE.gold, 'rgba(255,197,61,0.8)'),
        make('WORDS', centreX, y + size * 1.0, PALETTE.tealLight, 'rgba(111,242,226,0.8)'),
      ];
    } else {
      const space = measureTitle('SPACE ', size);
      const words = measureTitle('WORDS', size);
      const left = centreX - (space + words) / 2;
      parts = [
        make('SPACE', left + space / 2 - size * 0.12, y + size * 0.5, PALETTE.gold, 'rgba(255,197,61,0.8)'),
        make('WORDS', left + space + words / 2, y + size * 0.5, PALETTE.tealLight, 'rgba(111,242,226,0.8)'),
      ];
    }
    if (this.context.reducedMotion) return;
    parts.forEach((part, index) => {
      this.tweens.add({
        targets: part,
        y: part.y - size * 0.06 * u,
        duration: 1400,
        delay: index * 300,
        yoyo: true,
        repeat: -1,
        ease: 'Sine.easeInOut',
      });
    });
  }

  /** Asteroids and a ship drifting at the edges, and the cannon on watch. */
  private addDecorations(width: number, height: number, compact: boolean): void {
    const size = Math.round(Math.min(64, width / 7) * this.u);
    makeEnemyTextures(this.textures, size);
    const spots: [number, number, string, number][] = [
      [0.1, 0.12, asteroidKey(0, size), 1.1],
      [0.9, 0.36, asteroidKey(2, size), 0.8],
      [0.07, 0.58, shipKey(0, size), 0.9],
      [0.15, 0.9, asteroidKey(1, size), 0.7],
      [0.78, 0.08, shipKey(1, size), 0.7],
    ];
    spots.forEach(([x, y, key, scale], index) => {
      if (compact && (index === 2 || index === 4)) return;
      // One that would cover a corner of the list card (a phone held upright) is left out.
      const reach = (size * scale) / this.u / 2 + 12;
      const card = this.card;
      if (
        card &&
        x * width + reach > card.x &&
        x * width - reach < card.x + card.width &&
        y * height + reach > card.y &&
        y * height - reach < card.y + card.height
      )
        return;
      const sprite = this.add
        .image(this.px(x * width), this.px(y * height), key)
        .setScale(scale)
        .setAlpha(0.9)
        .setDepth(-50);
      if (this.context.reducedMotion) return;
      this.tweens.add({
        targets: sprite,
        y: sprite.y + this.px(12),
        angle: key.startsWith('asteroid') ? 40 : 0,
        duration: 2400 + index * 400,
        yoyo: true,
        repeat: -1,
        ease: 'Sine.easeInOut',
      });
    });
    // The cannon, bottom left, aiming at the sky.
    const cannonSize = Math.round(Math.min(70, width / 6) * this.u);
    makeCannon(this.textures, `cannon-${cannonSize}`, cannonSize);
    if (compact) return;
    const from = { x: width * 0.16, y: height - 18 };
    const rock = { x: width * 0.26, y: height * 0.56 };
    const angle = Math.atan2(rock.x - from.x, from.y - rock.y);
    this.add
      .image(this.px(from.x), this.px(from.y), `cannon-${cannonSize}`)
      .setOrigin(0.5, 0.85)
      .setRotation(angle)
      .setDepth(-40);
    // A golden shot on its way to an asteroid, as on the game's card.
    const length = (cannonSize / this.u) * 1.2;
    const muzzle = { x: from.x + Math.sin(angle) * length, y: from.y - Math.cos(angle) * length };
    const beam = this.add.graphics().setDepth(-41);
    beam.lineStyle(this.px(5), colourNumber(PALETTE.gold), 0.35);
    beam.lineBetween(this.px(muzzle.x), this.px(muzzle.y), this.px(rock.x), this.px(rock.y));
    beam.lineStyle(this.px(2), colourNumber(PALETTE.goldLight), 0.9);
    beam.lineBetween(this.px(muzzle.x), this.px(muzzle.y), this.px(rock.x), this.px(rock.y));
    this.add.image(this.px(rock.x), this.px(rock.y), asteroidKey(3, size)).setScale(0.9).setDepth(-45);
    const glow = this.add
      .image(this.px(rock.x), this.px(rock.y), 'glow-gold')
      .setScale(0.8)
      .setAlpha(0.85)
      .setDepth(-44);
    if (!this.context.reducedMotion) {
      this.tweens.add({ targets: glow, scale: 1.05, alpha: 0.5, duration: 600, yoyo: true, repeat: -1 });
    }
  }
}
