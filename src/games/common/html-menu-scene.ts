import Phaser from 'phaser';
import { GameScene } from './game-scene.ts';
import { SCENES } from './scene-keys.ts';

/**
 * The engine's start screen where a game draws it in HTML (start-screen.ts): this scene shows that
 * screen over the canvas, and its Play starts a round here. When Play was pressed before the
 * engine was there, the round starts at once.
 */
export class HtmlMenuScene extends GameScene {
  constructor() {
    super(SCENES.menu);
  }

  create(): void {
    const screen = this.context.startScreen;
    if (!screen) throw new Error('no HTML start screen');
    let starting = false;
    const start = async () => {
      if (starting) return;
      starting = true;
      const vocabulary = await this.context.loadVocabulary();
      this.scene.start(SCENES.play, { cards: vocabulary.cards });
    };
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => screen.hide());
    if (screen.takeStart()) {
      void start();
      return;
    }
    // The canvas under the screen shows the sky, as every screen of the game.
    this.showBackdrop({});
    screen.show(() => void start());
  }
}
