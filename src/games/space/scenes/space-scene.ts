import Phaser from 'phaser';
import type { BackdropScene } from '../backdrop.ts';
import { type SpaceContext, spaceContext } from '../context.ts';
import { FONT_DISPLAY } from '../theme.ts';
import { Button } from '../ui.ts';

/**
 * What every screen of the game does alike: the sky behind it, sizes in CSS pixels (`u` device
 * pixels each), keyboard handling, and the sound and music switches.
 */
export abstract class SpaceScene extends Phaser.Scene {
  protected get context(): SpaceContext {
    return spaceContext(this);
  }

  /** Device pixels per CSS pixel. */
  protected get u(): number {
    return this.context.dpr;
  }

  /** The viewport in CSS pixels. */
  protected get view(): { width: number; height: number } {
    return { width: this.scale.width / this.u, height: this.scale.height / this.u };
  }

  protected px(value: number): number {
    return value * this.u;
  }

  private backdropImage: Phaser.GameObjects.Image | null = null;

  /** The sky and this screen's still parts (CSS pixels), painted once behind everything. */
  protected showBackdrop(parts: BackdropScene): void {
    if (this.backdropImage?.active) this.backdropImage.destroy();
    this.backdropImage = this.context.backdrop.show(this, parts);
  }

  /**
   * Keys go to `handler`; a key it handles does nothing else (no page scrolling). Straight from
   * the page, not through Phaser's keyboard plugin: that one replays a queued key down when a
   * key up follows in the same frame, and quick typing would count letters twice.
   */
  protected onKeys(handler: (event: KeyboardEvent) => boolean): void {
    const listener = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
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
    const sounds = new Button(this, x, y, {
      name: 'sounds',
      icon: context.sound.soundsMuted ? 'speaker-off' : 'speaker',
      style: 'secondary',
      width: size,
      height: size,
      onPress: () => {
        context.setMuteFlags({
          isSoundsMuted: !context.sound.soundsMuted,
          isMusicMuted: context.sound.musicMuted,
        });
        context.sound.play('button');
      },
    });
    const music = new Button(this, x + size + gap, y, {
      name: 'music',
      icon: context.sound.musicMuted ? 'note-off' : 'note',
      style: 'secondary',
      width: size,
      height: size,
      onPress: () => {
        context.setMuteFlags({
          isSoundsMuted: context.sound.soundsMuted,
          isMusicMuted: !context.sound.musicMuted,
        });
        context.sound.play('button');
      },
    });
    const sync = () => {
      sounds.setIcon(context.sound.soundsMuted ? 'speaker-off' : 'speaker');
      music.setIcon(context.sound.musicMuted ? 'note-off' : 'note');
    };
    this.game.events.on('mute', sync);
    sounds.once(Phaser.GameObjects.Events.DESTROY, () => this.game.events.off('mute', sync));
    return [sounds, music];
  }

  /** Text in the game's display face (sizes in device pixels). */
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
}
