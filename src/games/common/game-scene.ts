import Phaser from 'phaser';
import { type GameContext, gameContext } from './context.ts';
import type { IconName } from './icons.ts';
import { makePanel } from './panels.ts';
import { SCENES } from './scene-keys.ts';
import type { ButtonState } from './test-state.ts';
import { colourNumber, FONT_DISPLAY } from './theme.ts';
import { Button, FocusGroup } from './ui.ts';

/** The pause card's objects and the focus over its buttons. */
export type PauseMenu = { objects: Phaser.GameObjects.GameObject[]; focus: FocusGroup };

/**
 * What every screen of both games does alike: the sky behind it, sizes in CSS pixels (`u` device
 * pixels each), keyboard handling, the sound and music switches and the pause card.
 */
// biome-ignore lint/suspicious/noExplicitAny: any game's snapshot and backdrop parts.
export abstract class GameScene<Context extends GameContext<any, any> = GameContext> extends Phaser.Scene {
  protected get context(): Context {
    return gameContext<Context>(this);
  }

  /** Device pixels per CSS pixel. */
  protected get u(): number {
    return this.context.dpr;
  }

  /** The viewport in CSS pixels. */
  protected get view(): { width: number; height: number } {
    return { width: this.scale.width / this.u, height: this.scale.height / this.u };
  }

  /** CSS pixels to device pixels. */
  protected px(value: number): number {
    return value * this.u;
  }

  private backdropImage: Phaser.GameObjects.Image | null = null;

  /** The sky and this screen's still parts (CSS pixels), painted once behind everything. */
  protected showBackdrop(parts: Parameters<Context['backdrop']['show']>[1]): void {
    if (this.backdropImage?.active) this.backdropImage.destroy();
    this.backdropImage = this.context.backdrop.show(this, parts);
  }

  /**
   * Keys go to `handler`; a key it handles does nothing else (no page scrolling). Straight from
   * the page, not through Phaser's keyboard plugin: that one replays a queued key down when a
   * key up follows in the same frame, and quick typing would count keys twice. A held Enter or
   * Space does not press a button again and again.
   */
  protected onKeys(handler: (event: KeyboardEvent) => boolean): void {
    const listener = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (event.repeat && (event.key === 'Enter' || event.key === ' ')) {
        event.preventDefault();
        return;
      }
      if (handler(event)) event.preventDefault();
    };
    window.addEventListener('keydown', listener);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => window.removeEventListener('keydown', listener));
  }

  /** Runs `layout` again whenever the game is resized. */
  protected onResize(layout: () => void): void {
    const handler = () => layout();
    this.scale.on(Phaser.Scale.Events.RESIZE, handler);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () =>
      this.scale.off(Phaser.Scale.Events.RESIZE, handler),
    );
  }

  /** Sound and music switches, kept in step with the site. Sizes in device pixels. */
  protected addMuteButtons(x: number, y: number, size: number, gap: number): [Button, Button] {
    const context = this.context;
    const toggle = (name: 'sounds' | 'music', at: number) =>
      new Button(this, at, y, {
        name,
        icon: this.muteIcon(name),
        style: 'secondary',
        width: size,
        height: size,
        onPress: () => {
          context.setMuteFlags({
            isSoundsMuted: context.sound.soundsMuted !== (name === 'sounds'),
            isMusicMuted: context.sound.musicMuted !== (name === 'music'),
          });
          context.sound.play('button');
        },
      });
    const sounds = toggle('sounds', x);
    const music = toggle('music', x + size + gap);
    const sync = () => {
      sounds.setIcon(this.muteIcon('sounds'));
      music.setIcon(this.muteIcon('music'));
    };
    this.game.events.on('mute', sync);
    // Off when the buttons go (a re-layout rebuilds them) or the scene ends.
    sounds.once(Phaser.GameObjects.Events.DESTROY, () => this.game.events.off('mute', sync));
    return [sounds, music];
  }

  private muteIcon(name: 'sounds' | 'music'): IconName {
    const sound = this.context.sound;
    if (name === 'sounds') return sound.soundsMuted ? 'speaker-off' : 'speaker';
    return sound.musicMuted ? 'note-off' : 'note';
  }

  /** Text in the display face (sizes in device pixels). */
  protected title(x: number, y: number, text: string, size: number, colour: string): Phaser.GameObjects.Text {
    return this.add
      .text(x, y, text, {
        fontFamily: FONT_DISPLAY,
        fontSize: `${Math.round(size)}px`,
        fontStyle: '800',
        color: colour,
        align: 'center',
      })
      .setOrigin(0.5);
  }

  /** Starts a round with the words asked for afresh: a list changed in the settings plays from now on. */
  protected async playFreshWords(): Promise<void> {
    this.context.sound.play('button');
    const vocabulary = await this.context.loadVocabulary();
    this.scene.start(SCENES.play, { cards: vocabulary.cards });
  }

  /** Buttons as the test state shows them. */
  protected buttonStates(buttons: readonly Button[]): ButtonState[] {
    return buttons.map((button) => button.snapshot(this.u));
  }

  /**
   * The pause card over the game: Resume, Restart, Menu, and the sound switches. Escape or Resume
   * is the caller's to handle through `onResume`; Menu goes to the start screen (after `onQuit`).
   */
  protected openPauseMenu(actions: {
    onResume: () => void;
    onRestart: () => void;
    /** Menu: what to do before going to the start screen (default: just go). */
    onQuit?: () => void;
  }): PauseMenu {
    const u = this.u;
    const look = this.context.look.pause;
    const { width, height } = this.view;
    const shade = this.add
      .rectangle(0, 0, this.scale.width, this.scale.height, colourNumber(look.shade), look.shadeAlpha)
      .setOrigin(0)
      .setDepth(90)
      .setInteractive();
    const panelWidth = Math.min(width - 40, 340);
    // On a short screen (a phone held sideways) the card shrinks to fit, buttons included.
    const k = Math.min(1, (height - 16) / 330);
    const panelHeight = Math.round(330 * k);
    const key = `pause-${panelWidth}x${panelHeight}-${u}`;
    if (!this.textures.exists(key)) {
      makePanel(this.textures, key, panelWidth * u, panelHeight * u, {
        ...look.panel,
        radius: look.panel.radius * u,
      });
    }
    const cx = (width / 2) * u;
    const cy = (height / 2) * u;
    const panel = this.add.image(cx, cy, key).setDepth(91);
    const title = this.title(cx, cy - 128 * k * u, 'Paused', 32 * k * u, look.title).setDepth(92);
    const buttonWidth = (panelWidth - 60) * u;
    const make = (name: string, label: string, icon: IconName, y: number, onPress: () => void) =>
      new Button(this, cx, cy + y * k * u, {
        name,
        label,
        icon,
        style: name === 'resume' ? 'primary' : 'secondary',
        width: buttonWidth,
        height: 50 * k * u,
        fontSize: 19 * Math.max(0.85, k) * u,
        onPress,
      }).setDepth(92);
    const resume = make('resume', 'Resume', 'play', -64, actions.onResume);
    const restart = make('restart', 'Restart', 'restart', -2, actions.onRestart);
    const quit = make('quit', 'Menu', 'home', 60, actions.onQuit ?? (() => this.scene.start(SCENES.menu)));
    const [sounds, music] = this.addMuteButtons(cx - 29 * k * u, cy + 124 * k * u, 48 * k * u, 10 * k * u);
    sounds.setDepth(92);
    music.setDepth(92);
    const focus = new FocusGroup(this.context, [resume, restart, quit, sounds, music]);
    focus.focus(0);
    this.context.announce('Paused');
    return { objects: [shade, panel, title, resume, restart, quit, sounds, music], focus };
  }
}
