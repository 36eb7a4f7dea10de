import Phaser from 'phaser';
import type { RoundResults, WordCard } from '../../shared/game-protocol.ts';
import { saveBest } from './best-score.ts';
import { TEST_LIST_ID } from './bridge.ts';
import type { GameContext, PlayData } from './context.ts';
import { GameScene } from './game-scene.ts';
import { SCENES } from './scene-keys.ts';
import type { FocusGroup } from './ui.ts';

/**
 * What both games' play screens do alike: the round's words, pausing (the pause card, and on its
 * own when the page is hidden), and reporting the results to the site and the best-score table.
 */
export abstract class RoundScene<
  // biome-ignore lint/suspicious/noExplicitAny: any game's snapshot and backdrop parts.
  Context extends GameContext<any, any>,
  Data extends PlayData = PlayData,
> extends GameScene<Context> {
  protected playData = {} as Data;
  protected cards: WordCard[] = [];
  protected paused = false;
  /** The round is over and the results screen is on its way. */
  protected ending = false;
  protected pauseFocus: FocusGroup | null = null;
  private pauseLayer: Phaser.GameObjects.GameObject[] = [];

  /** Where the game keeps its best scores (common/best-score.ts). */
  protected abstract readonly bestKey: string;

  constructor() {
    super(SCENES.play);
  }

  init(data: Data): void {
    this.playData = data ?? ({} as Data);
    this.paused = false;
    this.ending = false;
    this.pauseFocus = null;
    this.pauseLayer = [];
  }

  /** Pauses when the page is hidden (another tab, the phone locked) until the scene ends. */
  protected pauseWhenHidden(): void {
    const onHidden = () => {
      if (document.hidden && !this.paused && !this.ending) this.pause();
    };
    document.addEventListener('visibilitychange', onHidden);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () =>
      document.removeEventListener('visibilitychange', onHidden),
    );
  }

  /** Called as the game pauses (before the card shows) and as it resumes. */
  protected onPauseChange(_paused: boolean): void {}

  protected pause(): void {
    if (this.paused || this.ending) return;
    this.paused = true;
    this.context.sound.play('button');
    this.onPauseChange(true);
    this.showPauseCard();
  }

  protected resume(): void {
    if (!this.paused) return;
    this.paused = false;
    this.hidePauseCard();
    this.context.sound.play('button');
    this.onPauseChange(false);
  }

  /** After a resize: the pause card again, at the new size. */
  protected relayoutPause(): void {
    if (!this.paused) return;
    this.hidePauseCard();
    this.showPauseCard();
  }

  /**
   * The round so far, for a player who leaves it from the pause card (Restart or Menu): the words
   * already answered, each with its review; null when there is nothing to record.
   */
  protected partialResults(): RoundResults | null {
    return null;
  }

  /** Leaving a round part-played: the words answered are reviews all the same (no best score). */
  private recordPartial(): void {
    if (this.ending) return;
    this.ending = true;
    const results = this.partialResults();
    if (results?.words.some((word) => word.review)) this.recordResults(results, true, false);
  }

  private showPauseCard(): void {
    const menu = this.openPauseMenu({
      onResume: () => this.resume(),
      onRestart: () => {
        this.recordPartial();
        this.scene.restart({ cards: this.cards, practice: this.playData.practice });
      },
      onQuit: () => {
        this.recordPartial();
        this.scene.start(SCENES.menu);
      },
    });
    this.pauseLayer = menu.objects;
    this.pauseFocus = menu.focus;
  }

  private hidePauseCard(): void {
    for (const object of this.pauseLayer) object.destroy();
    this.pauseLayer = [];
    this.pauseFocus = null;
  }

  /**
   * Sends the results to the site (unless `report` is false) and keeps the best score of a real
   * round (not practice; not with `keepBest` false); returns true for a new best.
   */
  protected recordResults(results: RoundResults, report = true, keepBest = report): boolean {
    if (report) this.context.bridge.send({ type: 'round-results', data: results });
    if (this.playData.practice === true || !keepBest) return false;
    return saveBest(
      this.bestKey,
      { id: results.listId ?? TEST_LIST_ID, name: results.listName },
      results.score,
      results.stars,
    );
  }
}
