import Phaser from 'phaser';
import type { RoundResults, WordCard } from '../../../shared/game-protocol.ts';
import { newSeed } from '../../../shared/rng.ts';
import { TEST_LIST_ID } from '../../common/bridge.ts';
import { hasClues } from '../../common/clues.ts';
import { ICON_SIZE, iconTexture } from '../../common/icons.ts';
import { createMeasure } from '../../common/measure-text.ts';
import type { ModeCard } from '../../common/modes.ts';
import { makePanel } from '../../common/panels.ts';
import { RoundScene } from '../../common/round-scene.ts';
import { SCENES } from '../../common/scene-keys.ts';
import { canSpeak, isSpeaking, speak } from '../../common/speech.ts';
import { seedFromAddress, timeScale } from '../../common/test-pace.ts';
import { fitText, isolateDirection } from '../../common/text-fit.ts';
import { Button } from '../../common/ui.ts';
import { benchCards } from '../bench-cards.ts';
import type { SpaceContext } from '../context.ts';
import { BEST_KEY, type SpacePlayData } from '../context.ts';
import { Effects } from '../effects.ts';
import { EnemySprite, measureLabel } from '../enemy-sprite.ts';
import { Hud, hudPanel } from '../hud.ts';
import { coversWords, keyboardLetters } from '../keyboard-keys.ts';
import { fieldPoint, type PlayLayout, playLayout } from '../layout.ts';
import { dictationText, upgradeCards } from '../modes.ts';
import { SpaceRound, type SpaceRoundWord, type TickEvent, type TypeEvent } from '../round.ts';
import { DROP_KEY, HINT_KEY, ScreenKeyboard } from '../screen-keyboard.ts';
import type { SpaceSnapshot } from '../test-state.ts';
import { makeCannon, makeEnemyTextures, makeShieldArc } from '../textures.ts';
import { colourNumber, FONT_CONSOLE, FONT_DISPLAY, FONT_UI, PALETTE } from '../theme.ts';
import { RULES } from '../waves.ts';

export type ResultData = {
  results: RoundResults;
  outcomes: SpaceRoundWord[];
  missed: WordCard[];
  cards: WordCard[];
  practice: boolean;
  newBest: boolean;
  wave: number;
  wavesCleared: number;
  /** Right keystrokes as a share of all keystrokes: typing accuracy, not words. */
  accuracy: number;
  destroyed: number;
};

/** The learning moment: how long the word of an enemy that got through stays on screen. */
const REVEAL_MS = 2600;
/** What a dictation enemy carries instead of text: a sound. */
const DICTATION_LABEL = '♪ listen';
/** A rectangle as the test state gives boxes: its centre and size. */
function centreBox(rect: { x: number; y: number; width: number; height: number }) {
  return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2, width: rect.width, height: rect.height };
}

const measureHint = createMeasure('italic 600', FONT_UI);
/** The most letter keys the on-screen keyboard shows. */
const MAX_KEYS = 32;

/** Enemies fall; the player types their words. */
export class PlayScene extends RoundScene<SpaceContext, SpacePlayData> {
  private round!: SpaceRound;
  private layout!: PlayLayout;
  private effects!: Effects;
  private readonly sprites = new Map<number, EnemySprite>();
  private readonly dying = new Set<EnemySprite>();
  private hud: Hud | null = null;
  private chrome: Phaser.GameObjects.GameObject[] = [];
  private barButtons: Button[] = [];
  private cannon: Phaser.GameObjects.Image | null = null;
  private shield: Phaser.GameObjects.Image | null = null;
  private consoleText: Phaser.GameObjects.Text | null = null;
  private missText: Phaser.GameObjects.Text | null = null;
  private keyboard: ScreenKeyboard | null = null;
  private letters: string[] = [];
  private reveal: { front: string; back: string } | null = null;
  private revealLayer: Phaser.GameObjects.Container | null = null;
  private revealTimer: Phaser.Time.TimerEvent | null = null;
  /** The hint asked for, shown whole on its line over the cannon while its enemy flies. */
  private hintShown: { enemyId: number; text: string; lines: string[]; fontSize: number } | null = null;
  private hintLayer: Phaser.GameObjects.Container | null = null;
  /** Keys whose shots are waiting to be drawn: the frame and time each arrived. */
  private shotKeys: { frame: number; at: number }[] = [];
  private cannonAngle = 0;
  private shots = 0;

  protected readonly bestKey = BEST_KEY;

  override init(data: SpacePlayData): void {
    super.init(data);
    this.sprites.clear();
    this.dying.clear();
    this.hud = null;
    this.chrome = [];
    this.barButtons = [];
    this.cannon = null;
    this.shield = null;
    this.consoleText = null;
    this.missText = null;
    this.keyboard = null;
    this.letters = [];
    this.reveal = null;
    this.revealLayer = null;
    this.revealTimer = null;
    this.hintShown = null;
    this.hintLayer = null;
    this.shotKeys = [];
    this.cannonAngle = 0;
    this.shots = 0;
  }

  /** Dictation: the words said aloud this round, in order (for tests). */
  private spoken: string[] = [];
  /** How fast the round's clock runs: faster at `?pace=test` (common/test-pace.ts). */
  private readonly timeScale = timeScale();

  create(): void {
    const context = this.context;
    const vocabulary = context.vocabulary;
    this.spoken = [];
    const search = new URLSearchParams(window.location.search);
    const stress = this.playData.stress ?? (Number(search.get('stress')) || 0);
    const practice = this.playData.practice === true;
    const mode = context.mode;
    const listCards = stress > 0 ? benchCards(stress * 2) : (this.playData.cards ?? vocabulary?.cards ?? []);
    // Paraphrase: upgrade waves (a practice round replays the upgrades it missed as they were).
    // The benchmark (`?stress`) runs the mode with its made-up words standing for upgrades.
    this.cards =
      mode === 'paraphrase' && !practice && stress === 0
        ? upgradeCards(listCards, vocabulary?.paraphrases)
        : listCards;
    const { width, height } = this.view;
    const match = {
      forgiveAccents: context.options.forgiveAccents,
      locale: vocabulary?.languageLearn ?? null,
    };
    this.round = new SpaceRound({
      cards: this.cards,
      seed: this.playData.seed ?? seedFromAddress() ?? newSeed(),
      listId: vocabulary?.listId ?? TEST_LIST_ID,
      listName: vocabulary?.name ?? '',
      // As many lanes as the field is wide with the on-screen keys it will likely have (fewer
      // when the labels are clues, which need wider ones).
      lanes: playLayout(
        width,
        height,
        context.screenKeyboard ? 24 : null,
        undefined,
        mode !== 'dictation' && hasClues(this.cards),
      ).lanes,
      match,
      // Thumbs on glass type slower than fingers on keys.
      pace: context.screenKeyboard ? 1.25 : 1,
      startedAt: Date.now(),
      stress,
      maxWords: stress > 0 ? stress * 2 : undefined,
      dealt: stress === 0 && !practice && vocabulary?.dealt !== undefined,
      mode,
    });
    // The round's own options: dictation's strict spelling needs its hyphens and apostrophes as keys.
    this.letters = keyboardLetters(
      this.round.deck.map((card) => card.front),
      [],
      this.round.match,
      MAX_KEYS,
    );
    this.effects = new Effects(this, this.u, context.reducedMotion);
    this.buildAll();

    this.onKeys((event) => this.handleKey(event));
    this.onResize(() => this.buildAll());
    this.input.on(Phaser.Input.Events.POINTER_DOWN, (pointer: Phaser.Input.Pointer, over: unknown[]) => {
      // A tap on the field of a touch screen brings the on-screen keyboard back.
      if (pointer.wasTouch && over.length === 0 && !context.screenKeyboard) context.setScreenKeyboard(true);
    });
    const onScreenKeyboard = () => this.buildAll();
    this.game.events.on('screen-keyboard', onScreenKeyboard);
    this.pauseWhenHidden();
    const onRendered = () => this.measureShot();
    this.game.events.on(Phaser.Core.Events.POST_RENDER, onRendered);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.game.events.off('screen-keyboard', onScreenKeyboard);
      this.game.events.off(Phaser.Core.Events.POST_RENDER, onRendered);
      this.revealTimer?.remove();
    });
    context.publisher.describe(() => this.describe());
    if (this.round.status !== 'playing') {
      this.finish();
      return;
    }
    this.time.delayedCall(250, () => {
      const field = this.layout.field;
      this.effects.banner(
        this.px(field.x + field.width / 2),
        this.px(field.y + field.height * 0.4),
        this.waveTitle(1),
        PALETTE.tealLight,
        this.round.mode === 'translation' ? 46 : 36,
        this.waveSubtitle(),
      );
      context.sound.play('wave');
    });
    context.announce(
      `Game started: ${this.round.deck.length} words. ${
        mode === 'dictation'
          ? 'Each asteroid carries a spoken word: type it, spelt exactly, before it lands. Enter says it again.'
          : mode === 'paraphrase'
            ? 'Each asteroid shows a plain word: type a stronger word for it before it lands.'
            : 'Each asteroid shows a translation: type the word before it lands.'
      }`,
    );
  }

  private waveTitle(wave: number): string {
    if (this.round.mode === 'paraphrase') return `UPGRADE WAVE ${wave}`;
    if (this.round.mode === 'dictation') return `DICTATION WAVE ${wave}`;
    return `WAVE ${wave}`;
  }

  private waveSubtitle(): string {
    if (this.round.mode === 'paraphrase') return 'Type a stronger band 7-9 word';
    if (this.round.mode === 'dictation') return 'Listen, then spell it exactly';
    return this.context.screenKeyboard
      ? 'Tap the letters of each word'
      : 'Type the word for each translation';
  }

  /** Dictation: says the target's word (the locked enemy, else the one nearest the base) again. */
  private sayAgain(): void {
    if (this.paused || this.ending || this.round.mode !== 'dictation') return;
    const enemy = this.round.target();
    if (!enemy) return;
    this.sayWord(enemy.card);
    this.context.announce('Said again.');
  }

  private sayWord(card: WordCard): void {
    // Speech is the question here, not a sound effect: it plays with the sounds off too.
    const said = speak(dictationText(card), this.context.vocabulary?.languageLearn ?? 'en');
    if (said) this.spoken.push(dictationText(card));
  }

  // ——— Layout ———

  private buildAll(): void {
    const { width, height } = this.view;
    const showKeys = this.context.screenKeyboard;
    this.layout = playLayout(width, height, showKeys ? this.letters.length : null, this.round.lanes);
    const layout = this.layout;
    for (const object of this.chrome) object.destroy();
    this.chrome = [];
    this.hud?.destroy();
    this.keyboard?.destroy();
    this.keyboard = null;
    this.effects.setStarfield(layout.field);
    makeEnemyTextures(this.textures, Math.round(this.px(layout.enemySize)));

    const keyboard = layout.keyboard;
    const keyPanels = (keyboard?.panels ?? []).map((rect) =>
      keyboard?.mode === 'sides'
        ? { ...rect, radius: 14, fill: 'rgba(6,9,30,0.92)' }
        : {
            x: -20,
            y: rect.y,
            width: width + 40,
            height: rect.height + 20,
            radius: 0,
            fill: 'rgba(6,9,30,0.92)',
          },
    );
    this.showBackdrop({
      panels: [hudPanel(layout.hud), ...keyPanels],
      ground: layout.base,
      planet: layout.compact
        ? undefined
        : {
            x: layout.field.x + layout.field.width * 0.88,
            y: layout.field.y + layout.field.height * 0.28,
            radius: 46,
            alpha: 0.4,
          },
    });

    // The score bar: pause on the left, hint (and on wide screens the sound switches) on the right.
    const size = layout.buttonSize;
    const hud = layout.hud;
    const cy = hud.y + hud.height / 2;
    const pause = new Button(this, this.px(hud.x + 6 + size / 2), this.px(cy), {
      name: 'pause',
      icon: 'pause',
      style: 'secondary',
      width: this.px(size),
      height: this.px(size),
      onPress: () => this.pause(),
    });
    let right = hud.x + hud.width - 6;
    const dictation = this.round.mode === 'dictation';
    const hint = new Button(this, this.px(right - size / 2), this.px(cy), {
      name: dictation ? 'say-again' : 'hint',
      icon: dictation ? 'voice' : 'bulb',
      style: 'secondary',
      width: this.px(size),
      height: this.px(size),
      onPress: () => (dictation ? this.sayAgain() : this.showHint()),
    });
    right -= size + 8;
    this.barButtons = [pause, hint];
    if (!layout.compact) {
      const [sounds, music] = this.addMuteButtons(
        this.px(right - size * 1.5 - 8),
        this.px(cy),
        this.px(size),
        this.px(8),
      );
      this.barButtons.push(sounds, music);
      right -= size * 2 + 16;
    }
    for (const button of this.barButtons) button.setDepth(55);
    this.chrome.push(...this.barButtons);
    this.hud = new Hud(
      this,
      this.u,
      hud,
      this.px(hud.x + 6 + size + 6),
      this.px(right),
      RULES.shields,
      this.context.reducedMotion,
    );

    // The base: the shield over it, the cannon, the line that shows what is typed.
    const base = layout.base;
    this.shield = this.add
      .image(this.px(base.x + base.width / 2), this.px(base.y + base.height * 0.06), this.shieldTexture())
      .setOrigin(0.5, 0)
      .setDepth(5)
      .setAlpha(this.shieldAlpha());
    const cannonSize = Math.round(this.px(layout.compact ? 34 : 50));
    const cannonKey = `cannon-${cannonSize}`;
    if (!this.textures.exists(cannonKey)) makeCannon(this.textures, cannonKey, cannonSize);
    this.cannon = this.add
      .image(this.px(base.x + base.width / 2), this.px(base.y + base.height * 0.5), cannonKey)
      .setOrigin(0.5, 0.8)
      .setDepth(20)
      .setRotation(this.cannonAngle);
    const consoleY = base.y + base.height - (layout.compact ? 11 : 16);
    this.consoleText = this.add
      .text(this.px(base.x + base.width / 2), this.px(consoleY), '', {
        fontFamily: FONT_CONSOLE,
        fontSize: `${this.px(layout.compact ? 14 : 18)}px`,
        fontStyle: '700',
        color: PALETTE.goldLight,
        stroke: PALETTE.outline,
        strokeThickness: this.px(4),
      })
      .setOrigin(0.5)
      .setDepth(21);
    this.missText = this.add
      .text(0, this.px(consoleY), '', {
        fontFamily: FONT_CONSOLE,
        fontSize: `${this.px(layout.compact ? 14 : 18)}px`,
        fontStyle: '700',
        color: PALETTE.danger,
        stroke: PALETTE.outline,
        strokeThickness: this.px(4),
      })
      .setOrigin(0, 0.5)
      .setDepth(21)
      .setAlpha(0);
    this.chrome.push(this.shield, this.cannon, this.consoleText, this.missText);
    this.refreshConsole();

    if (layout.keyboard) {
      this.keyboard = new ScreenKeyboard(
        this,
        this.u,
        layout.keyboard,
        (key) => this.screenKey(key),
        this.round.mode === 'dictation' ? 'voice' : 'bulb',
      );
      this.keyboard.show(this.letters);
    }
    this.syncSprites(0);
    this.drawHintLine();
    this.relayoutPause();
  }

  /** The shield turns red on its last segment. */
  private shieldTexture(): string {
    const base = this.layout.base;
    const low = this.round.shields <= 1;
    const key = `shield-${low ? 'low' : 'ok'}-${Math.round(base.width)}x${Math.round(base.height)}-${this.u}`;
    if (!this.textures.exists(key))
      makeShieldArc(this.textures, key, this.px(base.width), this.px(base.height * 0.5), low);
    return key;
  }

  private shieldAlpha(): number {
    return this.round.shields <= 0 ? 0 : 0.35 + (0.65 * this.round.shields) / RULES.shields;
  }

  /** The muzzle of the cannon, in device pixels. */
  private muzzle(): { x: number; y: number } {
    const cannon = this.cannon;
    if (!cannon) return { x: 0, y: 0 };
    const length = cannon.height * 0.8;
    return {
      x: cannon.x + Math.sin(cannon.rotation) * length,
      y: cannon.y - Math.cos(cannon.rotation) * length,
    };
  }

  // ——— The game loop ———

  override update(time: number, delta: number): void {
    const round = this.round;
    if (!this.paused && !this.ending && round.status === 'playing') {
      for (const event of round.tick(Math.min(delta, 50) * this.timeScale)) this.applyTick(event);
    }
    this.syncSprites(time);
    // The cannon turns towards its target.
    const target = round.target();
    const sprite = target ? this.sprites.get(target.id) : undefined;
    if (this.cannon) {
      let wanted = 0;
      if (sprite && this.round.lockedId !== null) {
        wanted = Math.atan2(sprite.x - this.cannon.x, this.cannon.y - sprite.y);
      }
      this.cannonAngle += (wanted - this.cannonAngle) * Math.min(1, delta / 60);
      this.cannon.setRotation(this.cannonAngle);
    }
    this.hud?.update(round.score, round.multiplier, round.wave, round.shields);
  }

  private syncSprites(time: number): void {
    if (this.hintShown && !this.sprites.has(this.hintShown.enemyId)) {
      this.hintShown = null;
      this.drawHintLine();
    }
    const layout = this.layout;
    const u = this.u;
    const minX = this.px(layout.field.x);
    const maxX = this.px(layout.field.x + layout.field.width);
    for (const sprite of this.sprites.values()) {
      const enemy = sprite.enemy;
      const point = fieldPoint(layout, enemy.x, enemy.y);
      let x = point.x * u + (sprite.wobble ? Math.sin(time / 450 + enemy.id) * sprite.wobble : 0);
      x = Math.max(minX + sprite.halfWidth, Math.min(maxX - sprite.halfWidth, x));
      sprite.setPosition(x, point.y * u);
      // Ships leave a trail of flame (every other frame is plenty).
      if (enemy.kind === 'ship' && (this.game.loop.frame + enemy.id) % 2 === 0) {
        this.effects.trail(x, point.y * u - sprite.bodySize * 0.45);
      }
      if (enemy.kind === 'asteroid' && !this.context.reducedMotion)
        sprite.rock.angle += 0.15 + (enemy.id % 3) * 0.1;
    }
  }

  private applyTick(event: TickEvent): void {
    const context = this.context;
    switch (event.kind) {
      case 'spawn': {
        const layout = this.layout;
        const sprite = new EnemySprite(this, event.enemy, {
          size: Math.round(this.px(layout.enemySize)),
          labelWidth: this.px(layout.labelWidth),
          labelFont: this.px(layout.labelFont),
          dpr: this.u,
          ...(this.round.mode === 'dictation' ? { labelText: DICTATION_LABEL } : {}),
          ...(this.round.mode === 'paraphrase' ? { labelPrefix: '↑ ' } : {}),
        });
        sprite.setDepth(10);
        if (this.round.mode === 'dictation') this.sayWord(event.enemy.card);
        this.sprites.set(event.enemy.id, sprite);
        if (!context.reducedMotion) {
          sprite.setAlpha(0);
          this.tweens.add({ targets: sprite, alpha: 1, duration: 250 });
        }
        this.checkKeys();
        return;
      }
      case 'landed':
        this.landed(event.enemy.id, event.enemy.card, event.shields);
        return;
      case 'wave-start': {
        const field = this.layout.field;
        this.effects.banner(
          this.px(field.x + field.width / 2),
          this.px(field.y + field.height * 0.4),
          this.waveTitle(event.wave),
          PALETTE.tealLight,
          this.round.mode === 'translation' ? 46 : 36,
          'Faster and denser!',
        );
        context.sound.play('wave');
        context.announce(`Wave ${event.wave}.`);
        return;
      }
      case 'wave-clear': {
        // The last wave: the round is won, and its own banner says so.
        if (this.round.won) return;
        const field = this.layout.field;
        this.effects.banner(
          this.px(field.x + field.width / 2),
          this.px(field.y + field.height * 0.4),
          'WAVE CLEARED',
          PALETTE.gold,
          38,
          event.shieldRestored ? `+${event.bonus} · Shield restored!` : `+${event.bonus}`,
        );
        context.sound.play('star', 2);
        this.shield?.setAlpha(this.shieldAlpha()).setTexture(this.shieldTexture());
        context.announce(`Wave ${event.wave} cleared. Bonus ${event.bonus}.`);
        return;
      }
      case 'over':
        this.finish();
        return;
    }
  }

  /** An enemy got through: the base is hit, and its word shows for a moment. */
  private landed(id: number, card: WordCard, shields: number): void {
    const context = this.context;
    const sprite = this.sprites.get(id);
    this.sprites.delete(id);
    const x = sprite?.x ?? this.px(this.layout.base.x + this.layout.base.width / 2);
    const y = this.px(this.layout.base.y + 6);
    this.effects.impact(x, y, this.px(this.layout.enemySize));
    sprite?.destroy();
    context.sound.play('shield');
    if (!context.reducedMotion) this.cameras.main.shake(260, 0.008);
    if (this.shield) {
      const alpha = this.shieldAlpha();
      this.tweens.add({
        targets: this.shield,
        alpha: { from: 0.1, to: alpha },
        duration: 120,
        repeat: 2,
        onComplete: () => this.shield?.setAlpha(alpha).setTexture(this.shieldTexture()),
      });
    }
    this.refreshConsole();
    this.showReveal(card);
    context.announce(
      `${card.back} got through: the word was ${card.front}. ${shields} shield${shields === 1 ? '' : 's'} left.`,
    );
  }

  private showReveal(card: WordCard): void {
    this.revealTimer?.remove();
    this.revealLayer?.destroy();
    const u = this.u;
    const layout = this.layout;
    const width = Math.min(layout.field.width - 24, 420);
    const front = fitText(
      card.front,
      { width: width - 40, height: 44, maxSize: 34, minSize: 16 },
      measureLabel,
    );
    const back = fitText(
      card.back,
      { width: width - 40, height: 22, maxSize: 16, minSize: 11 },
      measureLabel,
    );
    const height = 30 + front.fontSize * 1.2 * front.lines.length + 26;
    const key = `reveal-${Math.round(width)}x${Math.round(height)}-${u}`;
    if (!this.textures.exists(key))
      makePanel(this.textures, key, this.px(width), this.px(height), {
        radius: this.px(18),
        fill: 'rgba(12,16,52,0.92)',
        stroke: PALETTE.gold,
        shadow: PALETTE.shadow,
      });
    const panel = this.add.image(0, 0, key);
    const title = this.add
      .text(0, this.px(-height / 2 + 14), 'THE WORD WAS', {
        fontFamily: FONT_UI,
        fontSize: `${this.px(11)}px`,
        fontStyle: '800',
        color: PALETTE.danger,
        letterSpacing: this.px(2),
      } as Phaser.Types.GameObjects.Text.TextStyle)
      .setOrigin(0.5);
    const word = this.add
      .text(
        0,
        this.px(-height / 2 + 26 + (front.fontSize * 1.2 * front.lines.length) / 2),
        isolateDirection(front.lines.join('\n')),
        {
          fontFamily: FONT_DISPLAY,
          fontSize: `${this.px(front.fontSize)}px`,
          fontStyle: '900',
          color: PALETTE.goldLight,
          align: 'center',
        },
      )
      .setOrigin(0.5);
    const meaning = this.add
      .text(0, this.px(height / 2 - 16), isolateDirection(`= ${back.lines.join(' ')}`), {
        fontFamily: FONT_UI,
        fontSize: `${this.px(back.fontSize)}px`,
        fontStyle: '700',
        color: PALETTE.ink,
      })
      .setOrigin(0.5);
    // At the top of the field: the enemies near the base are the ones to watch.
    const y = layout.field.y + height / 2 + 10;
    this.revealLayer = this.add
      .container(this.px(layout.base.x + layout.base.width / 2), this.px(y), [panel, title, word, meaning])
      .setDepth(75);
    this.reveal = { front: card.front, back: card.back };
    if (!this.context.reducedMotion) {
      this.revealLayer.setScale(0.6).setAlpha(0);
      this.tweens.add({ targets: this.revealLayer, scale: 1, alpha: 1, duration: 220, ease: 'Back.easeOut' });
    }
    if (!this.context.sound.soundsMuted) speak(card.front, this.context.vocabulary?.languageLearn ?? null);
    this.revealTimer = this.time.delayedCall(REVEAL_MS, () => {
      const layer = this.revealLayer;
      this.reveal = null;
      this.revealLayer = null;
      if (!layer) return;
      this.tweens.add({ targets: layer, alpha: 0, duration: 250, onComplete: () => layer.destroy() });
    });
  }

  // ——— Typing ———

  private handleKey(event: KeyboardEvent): boolean {
    if (this.paused) {
      if (event.key === 'Escape') {
        this.resume();
        return true;
      }
      return this.pauseFocus?.handle(event) ?? false;
    }
    if (this.ending) return false;
    // Shortcuts are the browser's; AltGr (Ctrl and Alt together) and Option type letters.
    if (event.metaKey || (event.ctrlKey && !event.altKey)) return false;
    switch (event.key) {
      case 'Escape':
        if (this.round.lockedId === null) this.pause();
        else this.dropLock();
        return true;
      case 'Backspace':
        this.dropLock();
        return true;
      case 'ArrowUp':
        if (this.round.mode === 'dictation') this.sayAgain();
        else this.showHint();
        return true;
      case 'Enter':
        this.sayAgain();
        return true;
      default:
        break;
    }
    if ([...event.key].length !== 1) return false;
    // A held key repeats: one letter is one keystroke.
    if (!event.repeat) this.typeKey(event.key, false);
    return true;
  }

  private screenKey(key: string): void {
    if (this.paused || this.ending) return;
    if (key === DROP_KEY) this.dropLock();
    else if (key === HINT_KEY) {
      if (this.round.mode === 'dictation') this.sayAgain();
      else this.showHint();
    } else this.typeKey(key, true);
  }

  private typeKey(key: string, fromScreen: boolean): void {
    const event = this.round.type(key);
    this.applyType(event, fromScreen);
  }

  private applyType(event: TypeEvent, fromScreen: boolean): void {
    const context = this.context;
    const reduced = context.reducedMotion;
    switch (event.kind) {
      case 'ignored':
        return;
      case 'miss': {
        context.sound.play('miss');
        const sprite = event.enemyId === null ? undefined : this.sprites.get(event.enemyId);
        sprite?.flashWrong(reduced);
        this.showMiss(event.key);
        return;
      }
      case 'hit': {
        if (event.retargetedFrom !== null) this.sprites.get(event.retargetedFrom)?.setLocked(false, reduced);
        const sprite = this.sprites.get(event.enemyId);
        if (!sprite) return;
        sprite.setLocked(true, reduced);
        sprite.setTyped(event.view.typed, event.view.left);
        if (event.locked) context.sound.play('lock');
        context.sound.play('laser', [...event.view.typed].length);
        this.fire(sprite, fromScreen);
        this.refreshConsole();
        return;
      }
      case 'destroy': {
        if (event.retargetedFrom !== null) this.sprites.get(event.retargetedFrom)?.setLocked(false, reduced);
        const sprite = this.sprites.get(event.enemy.id);
        this.sprites.delete(event.enemy.id);
        this.refreshConsole();
        context.sound.play('laser', [...event.answer].length);
        if (!sprite) return;
        this.dying.add(sprite);
        sprite.setLocked(true, true);
        sprite.setTyped(event.answer, 0);
        this.fire(sprite, fromScreen, () => this.blowUp(sprite, event));
        context.announce(`Right: ${event.answer}. ${event.points} points.`);
        return;
      }
    }
  }

  private fire(sprite: EnemySprite, fromScreen: boolean, onHit?: () => void): void {
    this.shots += 1;
    this.effects.shoot(this.muzzle(), { x: sprite.x, y: sprite.y }, onHit);
    const frame = this.context.keyArrivedAtFrame;
    if (!fromScreen && frame !== null) this.shotKeys.push({ frame, at: this.context.keyArrivedAt });
  }

  /** After a frame is drawn: how many frames the last key's shot took to show. */
  private measureShot(): void {
    if (this.shotKeys.length === 0) return;
    const context = this.context;
    for (const key of this.shotKeys) {
      context.keyToShotFrames.push(this.game.loop.frame - key.frame + 1);
      context.keyToShotMs.push(performance.now() - key.at);
    }
    this.shotKeys = [];
    for (const samples of [context.keyToShotFrames, context.keyToShotMs]) {
      if (samples.length > 500) samples.splice(0, samples.length - 500);
    }
  }

  private blowUp(sprite: EnemySprite, event: Extract<TypeEvent, { kind: 'destroy' }>): void {
    const context = this.context;
    this.dying.delete(sprite);
    const x = sprite.x;
    const y = sprite.y;
    this.effects.explode(x, y, sprite.bodySize, [sprite.colour.fill], sprite.enemy.kind === 'ship');
    context.sound.play('explode', event.combo - 1);
    const label = event.multiplier > 1 ? `+${event.points} ×${event.multiplier}` : `+${event.points}`;
    this.effects.floatText(x, y - sprite.bodySize * 0.6, label, PALETTE.goldLight);
    if (event.combo >= 3 && event.combo % RULES.comboStep === 0) {
      const field = this.layout.field;
      this.effects.banner(
        this.px(field.x + field.width / 2),
        this.px(field.y + field.height * 0.3),
        `COMBO ×${event.multiplier}`,
        PALETTE.pink,
        36,
      );
    }
    if (!context.reducedMotion) this.cameras.main.shake(90, 0.0025);
    // Hear the word typed right, unless a word is still being read (the next one will be).
    if (!context.sound.soundsMuted && canSpeak() && !isSpeaking()) {
      speak(event.answer, context.vocabulary?.languageLearn ?? null);
    }
    sprite.destroy();
  }

  private dropLock(): void {
    const event = this.round.dropLock();
    if (event.kind !== 'drop') return;
    this.sprites.get(event.enemyId)?.setLocked(false, this.context.reducedMotion);
    this.context.sound.play('deselect');
    this.refreshConsole();
  }

  private showHint(): void {
    if (this.paused || this.ending) return;
    const hint = this.round.takeHint();
    if (!hint) return;
    const sprite = this.sprites.get(hint.enemyId);
    if (!sprite) return;
    if (sprite.hint === null) sprite.showHint(hint.hint);
    this.hintShown = {
      enemyId: hint.enemyId,
      text: `${sprite.enemy.card.back}: ${hint.hint || 'no hint for this word'}`,
      lines: [],
      fontSize: 0,
    };
    this.drawHintLine();
    this.context.sound.play('hint');
    if (hint.cost > 0)
      this.effects.floatText(sprite.x, sprite.y - sprite.bodySize, `−${hint.cost}`, PALETTE.cost, 18);
    this.context.announce(`Hint for ${sprite.enemy.card.back}: ${hint.hint || 'no hint'}`);
  }

  /**
   * The hint, whole, on its line across the foot of the field: it wraps between words and
   * shrinks to fit, never cut (common/text-fit.ts).
   */
  private drawHintLine(): void {
    this.hintLayer?.destroy();
    this.hintLayer = null;
    const shown = this.hintShown;
    if (!shown) return;
    const rect = this.layout.hintLine;
    const fitted = fitText(
      shown.text,
      { width: rect.width - 44, height: rect.height - 6, maxSize: 15, minSize: 11, lineHeight: 1.2 },
      measureHint,
    );
    shown.lines = fitted.lines;
    shown.fontSize = fitted.fontSize;
    const panel = this.add
      .graphics()
      .fillStyle(colourNumber(PALETTE.helpBacking), 0.88)
      .fillRoundedRect(
        this.px(-rect.width / 2),
        this.px(-rect.height / 2),
        this.px(rect.width),
        this.px(rect.height),
        this.px(10),
      );
    const icon = this.add
      .image(this.px(-rect.width / 2 + 16), 0, iconTexture(this.textures, 'bulb', PALETTE.gold))
      .setScale(this.px(18) / ICON_SIZE);
    const text = this.add
      .text(this.px(12), 0, fitted.lines.map(isolateDirection).join('\n'), {
        fontFamily: FONT_UI,
        fontSize: `${this.px(fitted.fontSize)}px`,
        fontStyle: 'italic 600',
        color: PALETTE.goldLight,
        align: 'center',
        lineSpacing: this.px(fitted.fontSize * 0.2),
      })
      .setOrigin(0.5);
    this.hintLayer = this.add
      .container(this.px(rect.x + rect.width / 2), this.px(rect.y + rect.height / 2), [panel, icon, text])
      .setDepth(40);
  }

  /** The line under the cannon: what is typed, or a prompt. */
  private refreshConsole(): void {
    const text = this.consoleText;
    if (!text) return;
    const view = this.round.lockView();
    if (view) {
      text
        .setText(isolateDirection(`▸ ${view.typed}▌`))
        .setColor(PALETTE.goldLight)
        .setAlpha(1);
    } else {
      text
        .setText(this.context.screenKeyboard ? '▸ tap a letter' : '▸ type a word')
        .setColor(PALETTE.inkSoft)
        .setAlpha(0.7);
    }
  }

  private showMiss(key: string): void {
    const text = this.missText;
    const consoleText = this.consoleText;
    if (!text || !consoleText) return;
    text.setText(key === ' ' ? '␣' : key).setX(consoleText.x + consoleText.width / 2 + this.px(6));
    this.tweens.killTweensOf(text);
    text.setAlpha(1);
    this.tweens.add({ targets: text, alpha: 0, delay: 250, duration: 350 });
  }

  /** Enemies whose letters have no key (a round with more letters than keys): choose the keys again. */
  private checkKeys(): void {
    if (!this.keyboard) return;
    const inFlight = [...this.sprites.values()].map((sprite) => sprite.enemy.card.front);
    const match = this.round.match;
    if (coversWords(this.letters, inFlight, match)) return;
    this.letters = keyboardLetters(
      this.round.deck.map((card) => card.front),
      inFlight,
      match,
      this.layout.keyboard?.capacity ?? MAX_KEYS,
    );
    this.keyboard.show(this.letters);
  }

  /** Leaving from the pause card: the words shot down or through so far (a benchmark's round is not the player's). */
  protected override partialResults(): RoundResults | null {
    return this.round.stress > 0 ? null : this.round.results();
  }

  // ——— The end ———

  private finish(): void {
    if (this.ending) return;
    this.ending = true;
    const context = this.context;
    const round = this.round;
    const results = round.results();
    const practice = this.playData.practice === true;
    // A benchmark's round is not the player's: neither reported nor kept as a best.
    const newBest = this.recordResults(results, round.stress === 0);
    if (round.won) context.sound.play('win');
    else context.sound.play('timeout');
    const field = this.layout.field;
    this.effects.banner(
      this.px(field.x + field.width / 2),
      this.px(field.y + field.height * 0.4),
      round.won ? 'ROUND CLEAR' : 'GAME OVER',
      round.won ? PALETTE.gold : PALETTE.danger,
      48,
      round.won ? `All ${round.wavesCleared} waves cleared!` : undefined,
    );
    if (round.won) context.announce(`Round clear: all ${round.wavesCleared} waves cleared.`);
    for (const sprite of this.sprites.values()) sprite.setLocked(false, true);
    const data: ResultData = {
      results,
      outcomes: round.outcomes(),
      missed: round.missedCards(),
      cards: this.cards,
      practice,
      newBest,
      wave: round.wave,
      wavesCleared: round.wavesCleared,
      accuracy: round.accuracy,
      destroyed: round.destroyed,
    };
    // Long enough to read the last word that got through.
    this.time.delayedCall(context.reducedMotion ? 1200 : 2200, () => this.scene.start(SCENES.result, data));
  }

  private describe(): Partial<SpaceSnapshot> {
    const u = this.u;
    const round = this.round;
    const view = round.lockView();
    return {
      scene: 'play',
      ready: !this.paused && !this.ending && round.status === 'playing',
      buttons: this.buttonStates(this.paused ? (this.pauseFocus?.items ?? []) : this.barButtons),
      keyboard: { visible: this.keyboard !== null, keys: this.keyboard?.boxes() ?? [] },
      play: {
        status: round.status,
        paused: this.paused,
        wave: round.wave,
        betweenWaves: round.betweenWaves,
        shields: round.shields,
        score: round.score,
        combo: round.combo,
        multiplier: round.multiplier,
        bestCombo: round.bestCombo,
        rightKeys: round.rightKeys,
        wrongKeys: round.wrongKeys,
        destroyed: round.destroyed,
        shots: this.shots,
        lockedId: round.lockedId,
        reveal: this.reveal,
        field: centreBox({ ...this.layout.field, height: this.layout.base.y - this.layout.field.y }),
        labelFont: this.layout.labelFont,
        lanes: this.round.lanes,
        hintLine: this.hintShown ? { ...this.hintShown, ...centreBox(this.layout.hintLine) } : null,
        deck: round.deck.map((card) => ({
          front: card.front,
          back: card.back,
          ...((card as ModeCard).recordAs ? { recordAs: (card as ModeCard).recordAs } : {}),
        })),
        mode: round.mode,
        spoken: [...this.spoken],
        enemies: [...this.sprites.values()].map((sprite) => ({
          id: sprite.enemy.id,
          front: sprite.enemy.card.front,
          back: sprite.enemy.card.back,
          kind: sprite.enemy.kind,
          depth: sprite.enemy.y,
          x: sprite.x / u,
          y: sprite.y / u,
          width: sprite.bodySize / u,
          height: sprite.bodySize / u,
          locked: sprite.enemy.id === round.lockedId,
          typed: sprite.enemy.id === view?.enemyId ? view.typed : '',
          hint: sprite.hint,
          label: sprite.fitted,
        })),
      },
      result: null,
    };
  }
}
