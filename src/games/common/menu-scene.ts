import Phaser from 'phaser';
import { type Best, readBest } from './best-score.ts';
import type { GameContext } from './context.ts';
import { GameScene } from './game-scene.ts';
import type { IconName } from './icons.ts';
import { createMeasure } from './measure-text.ts';
import { SCENES } from './scene-keys.ts';
import { fitText, isolateDirection } from './text-fit.ts';
import { colourNumber, FONT_DISPLAY, FONT_UI } from './theme.ts';
import { Button, type FocusGroup } from './ui.ts';

const measureTitle = createMeasure('800', FONT_DISPLAY);
const measureHelp = createMeasure('600', FONT_UI);

/**
 * What both games' start screens do alike: the card with the list being played (and the best
 * score on it), Play, Settings and Home, the help line, and starting a round with fresh words.
 * Each game draws its own title and decorations and lays the parts out.
 */
export abstract class MenuSceneBase<
  // biome-ignore lint/suspicious/noExplicitAny: any game's snapshot and backdrop parts.
  Context extends GameContext<any, any>,
> extends GameScene<Context> {
  protected focus: FocusGroup | null = null;
  protected play: Button | null = null;
  private listName: Phaser.GameObjects.Text | null = null;
  private listInfo: Phaser.GameObjects.Text | null = null;
  private listWidth = 0;
  private starting = false;

  /** Where the game keeps its best scores (common/best-score.ts). */
  protected abstract readonly bestKey: string;
  /** Lays out the screen (called again after a resize). */
  protected abstract build(): void;
  /** The line under the list's name: words a round and the best score. */
  /** The line under the list's name; `dealt` is the learning engine's "5 due · 11 new" when it ordered the words. */
  protected abstract listInfoText(words: number, best: Best | null, dealt: string | null): string;

  constructor() {
    super(SCENES.menu);
  }

  create(): void {
    this.starting = false;
    this.build();
    this.showList();
    this.onResize(() => this.scene.restart());
    this.onKeys((event) => this.handleKey(event));
    const onWords = () => this.showList();
    this.game.events.on('vocabulary', onWords);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.game.events.off('vocabulary', onWords));
    // The list may have changed while the player was away (settings, sign-in): ask again.
    if (this.context.vocabulary) void this.context.loadVocabulary();
    this.context.publisher.describe(() => ({
      scene: 'menu',
      ready: this.context.vocabulary !== null && !this.starting,
      buttons: this.buttonStates(this.focus?.items ?? []),
      ...this.describeMenu(),
    }));
    const playable = `${this.context.bridge.game}:playable`;
    if (!performance.getEntriesByName(playable).length) {
      // The first frame a player can act on: the benchmark measures up to here.
      this.events.once(Phaser.Scenes.Events.POST_UPDATE, () => {
        if (this.context.vocabulary) performance.mark(playable);
        else this.game.events.once('vocabulary', () => performance.mark(playable));
      });
    }
  }

  protected handleKey(event: KeyboardEvent): boolean {
    return this.focus?.handle(event) ?? false;
  }

  /** The game's own part of the test state on this screen. */
  protected describeMenu(): object {
    return {};
  }

  /** "NOW PLAYING", the list's name and its info line, centred on (cx, cy) of a card (CSS pixels). */
  protected addListCard(
    cx: number,
    cy: number,
    card: { width: number; height: number },
    colours: { label: string; name: string; info: string },
  ): void {
    this.add
      .text(this.px(cx), this.px(cy - card.height * 0.3), 'NOW PLAYING', {
        fontFamily: FONT_UI,
        fontSize: `${this.px(12)}px`,
        fontStyle: '800',
        color: colours.label,
        letterSpacing: this.px(2.5),
      } as Phaser.Types.GameObjects.Text.TextStyle)
      .setOrigin(0.5);
    this.listName = this.title(this.px(cx), this.px(cy - card.height * 0.01), '', this.px(24), colours.name);
    this.listInfo = this.add
      .text(this.px(cx), this.px(cy + card.height * 0.285), '', {
        fontFamily: FONT_UI,
        fontSize: `${this.px(14)}px`,
        fontStyle: '600',
        color: colours.info,
      })
      .setOrigin(0.5);
    this.listWidth = card.width - 36;
  }

  /** Play (pulsing), with Settings and Home under it; returns the row's centre (CSS pixels). */
  protected addMenuButtons(
    cx: number,
    playY: number,
    play: { width: number; height: number; icon: IconName; fontSize: number },
    rowGap: number,
    rowHeight: number,
  ): { play: Button; settings: Button; home: Button; rowY: number } {
    const playButton = new Button(this, this.px(cx), this.px(playY), {
      name: 'play',
      label: 'Play',
      icon: play.icon,
      style: 'primary',
      width: this.px(play.width),
      height: this.px(play.height),
      fontSize: this.px(play.fontSize),
      onPress: () => void this.startRound(),
    });
    this.play = playButton;
    if (!this.context.reducedMotion) {
      this.tweens.add({
        targets: playButton,
        scale: { from: 1, to: 1.04 },
        duration: 700,
        yoyo: true,
        repeat: -1,
        ease: 'Sine.easeInOut',
      });
    }
    const rowY = playY + play.height / 2 + rowGap + rowHeight / 2;
    const width = Math.min((play.width - 14) / 2, 150);
    const secondary = (name: string, label: string, icon: IconName, x: number, onPress: () => void) =>
      new Button(this, this.px(x), this.px(rowY), {
        name,
        label,
        icon,
        style: 'secondary',
        width: this.px(width),
        height: this.px(rowHeight),
        fontSize: this.px(17),
        onPress,
      });
    const settings = secondary('settings', 'Settings', 'gear', cx - width / 2 - 7, () => this.openSettings());
    const home = secondary('home', 'Home', 'home', cx + width / 2 + 7, () => this.goHome());
    return { play: playButton, settings, home, rowY };
  }

  /**
   * A line of help under the buttons, centred on (cx, y), at most `width` wide (it wraps between
   * words and shrinks to fit two lines). With `backing`, on a dark pill of that colour, so it
   * reads whatever the sky behind it.
   */
  protected addHelp(
    cx: number,
    y: number,
    text: string,
    colour: string,
    width: number,
    backing?: string,
  ): void {
    const fitted = fitText(
      text,
      { width: width - (backing ? 24 : 0), height: 36, maxSize: 13, minSize: 11, lineHeight: 1.3 },
      measureHelp,
    );
    const label = this.add
      .text(this.px(cx), this.px(y), fitted.lines.join('\n'), {
        fontFamily: FONT_UI,
        fontSize: `${this.px(fitted.fontSize)}px`,
        fontStyle: '600',
        color: colour,
        align: 'center',
        lineSpacing: this.px(fitted.fontSize * 0.3),
      })
      .setOrigin(0.5);
    if (!backing) return;
    const w = label.width + this.px(24);
    const h = label.height + this.px(10);
    this.add
      .graphics()
      .fillStyle(colourNumber(backing), 1)
      .fillRoundedRect(label.x - w / 2, label.y - h / 2, w, h, Math.min(h / 2, this.px(14)))
      .setDepth(label.depth - 1);
  }

  /**
   * Whether the start screen goes in two columns (title and list on the left, buttons on the
   * right): on a screen too short for them one under another, such as a phone held sideways.
   */
  protected inColumns(width: number, height: number): boolean {
    return width > height && height < 520 && width >= 480;
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
    const fitted = fitText(
      vocabulary.name,
      { width: this.listWidth, height: 30, maxSize: 24, minSize: 14 },
      measureTitle,
    );
    this.listName.setFontSize(this.px(fitted.fontSize)).setText(isolateDirection(fitted.lines.join(' ')));
    const words = Math.min(16, vocabulary.cards.length);
    const dealt = vocabulary.dealt ? `${vocabulary.dealt.due} due · ${vocabulary.dealt.fresh} new` : null;
    this.listInfo.setText(this.listInfoText(words, readBest(this.bestKey, vocabulary.name), dealt));
    this.play.setEnabled(true);
  }

  protected async startRound(): Promise<void> {
    if (this.starting) return;
    this.starting = true;
    await this.playFreshWords();
  }

  private openSettings(): void {
    const { bridge, sound } = this.context;
    sound.play('button');
    if (bridge.embedded) bridge.send({ type: 'settings-popup', data: { game: bridge.game } });
    else window.location.assign('/settings');
  }

  private goHome(): void {
    const { bridge, sound } = this.context;
    sound.play('button');
    if (bridge.embedded) bridge.send({ type: 'homepage', data: null });
    else window.location.assign('/');
  }
}
