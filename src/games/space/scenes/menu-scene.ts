import Phaser from 'phaser';
import { readBest } from '../../common/best-score.ts';
import { GameScene } from '../../common/game-scene.ts';
import { createMeasure } from '../../common/measure-text.ts';
import { SCENES } from '../../common/scene-keys.ts';
import { fitText, isolateDirection } from '../../common/text-fit.ts';
import { Button, FocusGroup } from '../../common/ui.ts';
import type { SpaceContext } from '../context.ts';
import { BEST_KEY } from '../context.ts';
import { asteroidKey, makeCannon, makeEnemyTextures, shipKey } from '../textures.ts';
import { colourNumber, FONT_DISPLAY, FONT_UI, PALETTE } from '../theme.ts';

const measureTitle = createMeasure('800', FONT_DISPLAY);

/** The start screen: the list being played, Play, Settings and Home, the accents setting, sound switches. */
export class MenuScene extends GameScene<SpaceContext> {
  private focus: FocusGroup | null = null;
  private play: Button | null = null;
  private accents: Button | null = null;
  private listName: Phaser.GameObjects.Text | null = null;
  private listInfo: Phaser.GameObjects.Text | null = null;
  private starting = false;

  constructor() {
    super(SCENES.menu);
  }

  create(): void {
    this.starting = false;
    this.build();
    this.onResize(() => this.scene.restart());
    this.onKeys((event) => {
      if (this.focus?.handle(event)) return true;
      // Typing starts a game straight away, as in an arcade.
      if (event.key.length === 1 && /\p{L}/u.test(event.key) && this.play?.enabled) {
        void this.startRound();
        return true;
      }
      return false;
    });
    const onWords = () => this.showList();
    this.game.events.on('vocabulary', onWords);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.game.events.off('vocabulary', onWords));
    // The list may have changed while the player was away (settings, sign-in): ask again.
    if (this.context.vocabulary) void this.context.loadVocabulary();
    this.context.publisher.describe(() => ({
      scene: 'menu',
      ready: this.context.vocabulary !== null && !this.starting,
      keyboard: { visible: false, keys: [] },
      play: null,
      result: null,
      buttons: this.buttonStates(this.focus?.items ?? []),
    }));
    if (!performance.getEntriesByName('space:playable').length) {
      // The first frame a player can act on: the benchmark measures up to here.
      this.events.once(Phaser.Scenes.Events.POST_UPDATE, () => {
        if (this.context.vocabulary) performance.mark('space:playable');
        else this.game.events.once('vocabulary', () => performance.mark('space:playable'));
      });
    }
  }

  private build(): void {
    const { width, height } = this.view;
    const compact = width < 520;
    const planetRadius = Math.min(width, height) * (compact ? 0.34 : 0.3);
    this.addDecorations(width, height, compact);

    // Sound switches, top right.
    const small = compact ? 42 : 48;
    const [sounds, music] = this.addMuteButtons(
      this.px(width - 14 - small * 1.5 - 10),
      this.px(14 + small / 2),
      this.px(small),
      this.px(10),
    );

    const titleSize = Math.min(compact ? 54 : 84, width / 6.2, height / 8.5);
    const cardWidth = Math.min(width - 40, 420);
    const cardHeight = compact ? 96 : 108;
    const playHeight = compact ? 60 : 66;
    const gap = compact ? 18 : 26;
    const blockHeight = titleSize * 2.6 + gap + cardHeight + gap + playHeight + 14 + 48 + 14 + 40 + 40;
    const top = Math.max(small + 24, (height - blockHeight) / 2);

    // Title.
    this.addTitle(width / 2, top + titleSize * 0.5, titleSize, compact);
    this.title(
      this.px(width / 2),
      this.px(top + titleSize * (compact ? 2.3 : 2.2)),
      'Type the word before it lands',
      this.px(Math.min(18, width / 21)),
      PALETTE.inkSoft,
    );

    // The list card.
    const cardY = top + titleSize * 2.6 + gap + cardHeight / 2;
    this.showBackdrop({
      planet: { x: width * (compact ? 0.92 : 0.86), y: height * 0.86, radius: planetRadius },
      panels: [
        {
          x: (width - cardWidth) / 2,
          y: cardY - cardHeight / 2,
          width: cardWidth,
          height: cardHeight,
          radius: 22,
          fill: PALETTE.panel,
          stroke: PALETTE.panelStroke,
        },
      ],
    });
    this.add
      .text(this.px(width / 2), this.px(cardY - cardHeight * 0.3), 'NOW PLAYING', {
        fontFamily: FONT_UI,
        fontSize: `${this.px(12)}px`,
        fontStyle: '800',
        color: PALETTE.tealLight,
        letterSpacing: this.px(2.5),
      } as Phaser.Types.GameObjects.Text.TextStyle)
      .setOrigin(0.5);
    this.listName = this.title(this.px(width / 2), this.px(cardY), '', this.px(24), PALETTE.ink);
    this.listInfo = this.add
      .text(this.px(width / 2), this.px(cardY + cardHeight * 0.29), '', {
        fontFamily: FONT_UI,
        fontSize: `${this.px(14)}px`,
        fontStyle: '600',
        color: PALETTE.inkSoft,
      })
      .setOrigin(0.5);

    // Play, then Settings and Home, then the accents setting.
    const playWidth = Math.min(width - 64, 300);
    const playY = cardY + cardHeight / 2 + gap + playHeight / 2;
    this.play = new Button(this, this.px(width / 2), this.px(playY), {
      name: 'play',
      label: 'Play',
      icon: 'rocket',
      style: 'primary',
      width: this.px(playWidth),
      height: this.px(playHeight),
      fontSize: this.px(compact ? 26 : 28),
      onPress: () => void this.startRound(),
    });
    if (!this.context.reducedMotion) {
      this.tweens.add({
        targets: this.play,
        scale: { from: 1, to: 1.04 },
        duration: 700,
        yoyo: true,
        repeat: -1,
        ease: 'Sine.easeInOut',
      });
    }
    const rowY = playY + playHeight / 2 + 14 + 24;
    const secondaryWidth = Math.min((playWidth - 14) / 2, 150);
    const settings = new Button(this, this.px(width / 2 - secondaryWidth / 2 - 7), this.px(rowY), {
      name: 'settings',
      label: 'Settings',
      icon: 'gear',
      style: 'secondary',
      width: this.px(secondaryWidth),
      height: this.px(48),
      fontSize: this.px(17),
      onPress: () => this.openSettings(),
    });
    const home = new Button(this, this.px(width / 2 + secondaryWidth / 2 + 7), this.px(rowY), {
      name: 'home',
      label: 'Home',
      icon: 'home',
      style: 'secondary',
      width: this.px(secondaryWidth),
      height: this.px(48),
      fontSize: this.px(17),
      onPress: () => this.goHome(),
    });
    const accentsY = rowY + 24 + 14 + 20;
    this.accents = new Button(this, this.px(width / 2), this.px(accentsY), {
      name: 'accents',
      label: this.accentsLabel(),
      style: 'ghost',
      width: this.px(playWidth),
      height: this.px(40),
      fontSize: this.px(14),
      fontFamily: FONT_UI,
      onPress: () => {
        this.context.setOptions({ forgiveAccents: !this.context.options.forgiveAccents });
        this.context.sound.play('button');
        this.accents?.setLabel(this.accentsLabel());
      },
    });

    const helpY = Math.min(height - 16, accentsY + 20 + 26);
    const help = this.context.screenKeyboard
      ? 'Tap the letters of each word'
      : compact
        ? 'Type each word · Esc lets a target go'
        : 'Type the word for each translation · Esc or ⌫ lets a target go · ↑ shows a hint';
    this.add
      .text(this.px(width / 2), this.px(helpY), help, {
        fontFamily: FONT_UI,
        fontSize: `${this.px(13)}px`,
        fontStyle: '600',
        color: PALETTE.inkSoft,
        align: 'center',
      })
      .setOrigin(0.5)
      .setAlpha(0.9);

    this.focus = new FocusGroup(this.context, [this.play, settings, home, this.accents, sounds, music]);
    this.focus.focus(0);
    this.showList();
  }

  private accentsLabel(): string {
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

  private showList(): void {
    const vocabulary = this.context.vocabulary;
    if (!this.listName || !this.listInfo || !this.play) return;
    if (!vocabulary) {
      this.listName.setText('Loading words…');
      this.listInfo.setText('');
      this.play.setEnabled(false);
      return;
    }
    const cardWidth = Math.min(this.view.width - 40, 420) - 36;
    const fitted = fitText(
      vocabulary.name,
      { width: cardWidth, height: 30, maxSize: 24, minSize: 14 },
      measureTitle,
    );
    this.listName.setFontSize(this.px(fitted.fontSize)).setText(isolateDirection(fitted.lines.join(' ')));
    const words = Math.min(16, vocabulary.cards.length);
    const best = readBest(BEST_KEY, vocabulary.name);
    const bestText = best ? ` · Best ${best.score.toLocaleString('en')}` : '';
    this.listInfo.setText(`${words} word${words === 1 ? '' : 's'} a game${bestText}`);
    this.play.setEnabled(true);
  }

  private async startRound(): Promise<void> {
    if (this.starting) return;
    this.starting = true;
    this.context.sound.play('button');
    // Fresh words each game: a list changed in the settings plays from now on.
    const vocabulary = await this.context.loadVocabulary();
    this.scene.start(SCENES.play, { cards: vocabulary.cards });
  }

  private openSettings(): void {
    this.context.sound.play('button');
    if (this.context.bridge.embedded)
      this.context.bridge.send({ type: 'settings-popup', data: { game: 'space' } });
    else window.location.assign('/settings');
  }

  private goHome(): void {
    this.context.sound.play('button');
    if (this.context.bridge.embedded) this.context.bridge.send({ type: 'homepage', data: null });
    else window.location.assign('/');
  }
}
