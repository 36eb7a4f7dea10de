import Phaser from 'phaser';
import { type GameMode, MODE_LABELS, MODES_BY_GAME } from '../../shared/game-modes.ts';
import { type Best, readBest } from './best-score.ts';
import type { GameContext } from './context.ts';
import { GameScene } from './game-scene.ts';
import type { IconName } from './icons.ts';
import { createMeasure } from './measure-text.ts';
import { type ModeStatus, modeStatus } from './menu-status.ts';
import { SCENES } from './scene-keys.ts';
import { hasVoiceFor, onVoicesChanged } from './speech.ts';
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
  /** The help line under the buttons: the game's own, or what the mode needs to say. */
  private help: {
    label: Phaser.GameObjects.Text;
    backing: Phaser.GameObjects.Graphics | null;
    backingColour?: string;
    width: number;
    text: string;
  } | null = null;
  private modeNote = '';
  /** Times this screen asked again for paraphrases that had not come. */
  private paraphraseRetries = 0;
  /** Parts of the screen still to draw, one a frame (`later`). */
  private laterParts: (() => void)[] = [];

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
    this.paraphraseRetries = 0;
    this.laterParts = [];
    this.build();
    this.drawLaterParts();
    this.showList();
    this.onResize(() => this.scene.restart());
    this.onKeys((event) => this.handleKey(event));
    const onWords = () => this.showList();
    this.game.events.on('vocabulary', onWords);
    const offVoices = onVoicesChanged(onWords);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.game.events.off('vocabulary', onWords);
      offVoices();
    });
    // The list may have changed while the player was away (settings, sign-in): ask again.
    if (this.context.vocabulary) void this.context.loadVocabulary();
    this.context.publisher.describe(() => ({
      scene: 'menu',
      ready: this.context.vocabulary !== null && !this.starting && this.laterParts.length === 0,
      buttons: this.buttonStates(this.focus?.items ?? []),
      modeNote: this.modeNote,
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

  /**
   * Draws `part` in a later frame, one part a frame, in the order given: the screen's first frame
   * holds what a player acts on (the list, the buttons), the title and decorations follow. A frame
   * is one task of the page's main thread; the whole screen in one was about 80 ms on this machine,
   * over 300 ms on Lighthouse's phone (issue #33, docs/decisions/037-game-page-floor.md).
   */
  protected later(part: () => void): void {
    this.laterParts.push(part);
  }

  private drawLaterParts(): void {
    if (this.laterParts.length === 0) return;
    // The scene is created at the start of a frame whose update follows at once: skip that one.
    const created = this.game.loop.frame;
    const step = () => {
      if (this.game.loop.frame === created) return;
      this.laterParts.shift()?.();
      if (this.laterParts.length === 0) this.events.off(Phaser.Scenes.Events.UPDATE, step);
    };
    this.events.on(Phaser.Scenes.Events.UPDATE, step);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.events.off(Phaser.Scenes.Events.UPDATE, step);
      this.laterParts = [];
    });
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
    const label = this.add
      .text(this.px(cx), this.px(y), '', {
        fontFamily: FONT_UI,
        fontStyle: '600',
        color: colour,
        align: 'center',
      })
      .setOrigin(0.5);
    const graphics = backing ? this.add.graphics().setDepth(label.depth - 1) : null;
    this.help = { label, backing: graphics, backingColour: backing, width, text };
    this.setHelp(this.modeNote || text);
  }

  /** Puts `text` in the help line, fitted to two lines, on its backing. */
  private setHelp(text: string): void {
    const help = this.help;
    if (!help) return;
    const fitted = fitText(
      text,
      { width: help.width - (help.backing ? 24 : 0), height: 36, maxSize: 13, minSize: 11, lineHeight: 1.3 },
      measureHelp,
    );
    help.label
      .setFontSize(this.px(fitted.fontSize))
      .setLineSpacing(this.px(fitted.fontSize * 0.3))
      .setText(fitted.lines.join('\n'));
    if (!help.backing || !help.backingColour) return;
    const { label } = help;
    const w = label.width + this.px(24);
    const h = label.height + this.px(10);
    help.backing
      .clear()
      .fillStyle(colourNumber(help.backingColour), 1)
      .fillRoundedRect(label.x - w / 2, label.y - h / 2, w, h, Math.min(h / 2, this.px(14)));
  }

  /**
   * The mode switch (docs/decisions/017-game-modes.md): one button per mode the game offers, the chosen one raised,
   * centred on (cx, y) of `width`. Choosing one remembers it and asks for the words again.
   */
  protected addModeButtons(cx: number, y: number, width: number, height: number): Button[] {
    const modes = MODES_BY_GAME[this.context.bridge.game];
    const gap = 6;
    const each = (width - gap * (modes.length - 1)) / modes.length;
    return modes.map((mode, index) => {
      const chosen = mode === this.context.mode;
      return new Button(this, this.px(cx - width / 2 + each / 2 + index * (each + gap)), this.px(y), {
        name: `mode-${mode}`,
        label: chosen ? `✓ ${MODE_LABELS[mode]}` : MODE_LABELS[mode],
        style: chosen ? 'secondary' : 'ghost',
        width: this.px(each),
        height: this.px(height),
        fontSize: this.px(Math.min(15, each / 8)),
        fontFamily: FONT_UI,
        onPress: () => this.chooseMode(mode),
      });
    });
  }

  private chooseMode(mode: GameMode): void {
    if (mode === this.context.mode) {
      // The same mode again: its words are asked for again (paraphrases that did not load).
      this.paraphraseRetries = 0;
      void this.context.loadVocabulary();
      return;
    }
    this.context.sound.play('button');
    this.context.setMode(mode);
    this.context.announce(`${MODE_LABELS[mode]} mode`);
    const focused = this.focus?.index ?? 0;
    this.scene.restart();
    // Keep the keyboard focus on the switch.
    this.events.once(Phaser.Scenes.Events.CREATE, () => this.focus?.focus(focused));
  }

  /**
   * What the start screen says of the mode, and whether a round can start (menu-status.ts); asks
   * again for paraphrases that did not come with the words.
   */
  private modeStatus(): ModeStatus {
    const status = modeStatus({
      game: this.context.bridge.game,
      mode: this.context.mode,
      vocabulary: this.context.vocabulary,
      hasVoice: hasVoiceFor,
      stress: Number(new URLSearchParams(window.location.search).get('stress')) > 0,
      retries: this.paraphraseRetries,
    });
    if (status.retry) {
      this.paraphraseRetries += 1;
      this.time.delayedCall(1000, () => void this.context.loadVocabulary());
    }
    return status;
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
    const status = this.modeStatus();
    const words = Math.min(16, status.words);
    const counts = vocabulary.dealt;
    const pace = counts?.pace ? ` · ${counts.pace} new a day` : '';
    const dealt = counts ? `${counts.due} due · ${counts.fresh} new${pace}` : null;
    this.listInfo.setText(
      this.listInfoText(
        words,
        readBest(this.bestKey, { id: vocabulary.listId, name: vocabulary.name }),
        dealt,
      ),
    );
    this.play.setEnabled(status.playable);
    this.modeNote = status.note;
    this.setHelp(status.note || (this.help?.text ?? ''));
  }

  protected async startRound(): Promise<void> {
    if (this.starting || !this.play?.enabled) return;
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
