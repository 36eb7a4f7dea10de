/**
 * A game's start screen in HTML and CSS, shown before the engine has started: the title, the card
 * with the list being played, the mode switch, Play, Settings, Home, the sound switches and a help
 * line. Play starts the engine (Phaser is evaluated then, not at page load), and the engine's menu
 * scene shows this screen again after a round (docs/decisions/038-html-start-screen.md).
 *
 * It does what the Phaser start screen did (until record 038), with the same rules
 * (menu-status.ts), names, order of buttons and test state, so tests and players see one screen.
 * Nothing here imports Phaser.
 */
import { type GameMode, MODE_LABELS, MODES_BY_GAME } from '../../shared/game-modes.ts';
import type { GameId } from '../../shared/games.ts';
import { type Best, readBest } from './best-score.ts';
import type { GameContext, StartScreenHost } from './context.ts';
import { drawIcon, type IconName } from './icons.ts';
import { createMeasure } from './measure-text.ts';
import { modeStatus } from './menu-status.ts';
import type { PreparedGame } from './prepare.ts';
import { hasVoiceFor, onVoicesChanged } from './speech.ts';
import type { ButtonState } from './test-state.ts';
import { fitText, isolateDirection } from './text-fit.ts';
import { FONT_DISPLAY } from './theme.ts';

const measureTitle = createMeasure('800', FONT_DISPLAY);

/** How the screen is laid out: one column, or two on a short wide screen (a phone held sideways). */
export type StartLayout = 'stacked' | 'compact' | 'columns';

/**
 * Whether the start screen goes in two columns (title and list on the left, buttons on the
 * right): on a screen too short for them one under another, such as a phone held sideways.
 */
export function startLayout(width: number, height: number): StartLayout {
  if (width > height && height < 520 && width >= 480) return 'columns';
  return width < 520 ? 'compact' : 'stacked';
}

/** The width the list card gives the list's name, as start-screen.css lays it out (CSS pixels). */
export function listNameWidth(layout: StartLayout, width: number): number {
  const card = layout === 'columns' ? Math.min((width - 60) / 2, 400) : Math.min(width - 40, 420);
  return Math.max(60, card - 36);
}

export type StartScreenOptions = {
  game: GameId;
  /** Where the game keeps its best scores (best-score.ts). */
  bestKey: string;
  /** The game's name, as a screen reader says it. */
  name: string;
  /** Fills the title's heading (its look is the game's CSS). */
  title: (heading: HTMLElement) => void;
  subtitle: (mode: GameMode) => string;
  /** The help line under the buttons, by layout. */
  help: (layout: StartLayout) => string;
  /** Play's icon. */
  playIcon: IconName;
  /** Buttons under Settings and Home (a setting that says what it does), in the focus order after them. */
  extraButtons?: ExtraButton[];
  /** Typing a letter starts a round, as in an arcade. */
  typeToPlay?: boolean;
  /** The game's own part of the test state on this screen. */
  describe?: () => object;
  /** The line under the list's name; `dealt` is the learning engine's "5 due · 11 new" when it ordered the words. */
  listInfoText: (words: number, best: Best | null, dealt: string | null) => string;
  /** Ink of icons on the primary and the other buttons. */
  iconInk: { primary: string; secondary: string };
  /**
   * Paints the decorations into `layer` (emptied first), in the task after the screen's first
   * frame, and again when the layout changes; `card` is the list card's box, in CSS pixels.
   */
  decorate?: (layer: HTMLElement, dpr: number, place: DecorationPlace) => void;
  /** Starts the engine; the screen's Play calls it once, the first time. */
  startEngine: () => Promise<void>;
};

/** Puts the engine's modulepreload links (an inert template in the frame's HTML) into the head, once. */
function warmEngine(): void {
  const template = document.getElementById('engine-preloads');
  if (!(template instanceof HTMLTemplateElement)) return;
  template.remove();
  document.head.append(template.content);
}

export type ExtraButton = { name: string; label: () => string; press: () => void };

export type DecorationPlace = {
  layout: StartLayout;
  width: number;
  height: number;
  card: { x: number; y: number; width: number; height: number };
};

type Item = { name: string; element: HTMLButtonElement };

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
}

export class StartScreen<Context extends GameContext> implements StartScreenHost {
  private readonly root: HTMLElement;
  private readonly context: Context;
  private readonly items: Item[] = [];
  private readonly play: HTMLButtonElement;
  private readonly playLabel: HTMLElement;
  private readonly listName: HTMLElement;
  private readonly listInfo: HTMLElement;
  private readonly subtitleLine: HTMLElement;
  private readonly helpLine: HTMLElement;
  private readonly modeButtons = new Map<GameMode, HTMLButtonElement>();
  private readonly muteButtons: Record<'sounds' | 'music', HTMLButtonElement>;
  private readonly decorations: HTMLElement;
  private layout: StartLayout;
  /** The game's element's size (CSS pixels), as last observed: read without forcing a layout. */
  private size: { width: number; height: number };
  private visible = false;
  private starting = false;
  private decorated: boolean;
  /** Counts decoration paints asked for: only the last one paints. */
  private painting = 0;
  private readonly card: HTMLElement;
  private pendingStart = false;
  private engineStarted = false;
  private playEnabled = false;
  private modeNote = '';
  private paraphraseRetries = 0;
  private index = 0;
  private onPlay: () => void;

  constructor(
    private readonly parent: HTMLElement,
    prepared: PreparedGame<Context>,
    private readonly options: StartScreenOptions,
  ) {
    this.context = prepared.context;
    this.context.startScreen = this;
    this.onPlay = () => this.bootEngine();
    this.size = { width: parent.clientWidth, height: parent.clientHeight };
    this.layout = startLayout(this.size.width, this.size.height);
    this.decorated = !options.decorate;

    const root = element('div', 'start');
    this.root = root;
    this.decorations = element('div', 'start__decorations');
    this.decorations.setAttribute('aria-hidden', 'true');

    const switches = element('div', 'start__switches');
    this.muteButtons = {
      sounds: this.button('sounds', 'start__switch', () => this.toggleMute('sounds')),
      music: this.button('music', 'start__switch', () => this.toggleMute('music')),
    };
    switches.append(this.muteButtons.sounds, this.muteButtons.music);

    const heading = element('h1', 'start__title');
    options.title(heading);
    heading.append(element('span', 'visually-hidden', options.name));
    this.subtitleLine = element('p', 'start__subtitle');

    const card = element('section', 'start__card');
    this.card = card;
    card.setAttribute('aria-label', 'Now playing');
    card.setAttribute('aria-live', 'polite');
    this.listName = element('p', 'start__list-name', 'Loading words…');
    this.listInfo = element('p', 'start__list-info');
    card.append(element('p', 'start__list-label', 'NOW PLAYING'), this.listName, this.listInfo);

    const modes = element('div', 'start__modes');
    modes.setAttribute('role', 'group');
    modes.setAttribute('aria-label', 'Game mode');
    modes.style.setProperty('--modes', String(MODES_BY_GAME[options.game].length));
    for (const mode of MODES_BY_GAME[options.game]) {
      const button = this.button(`mode-${mode}`, 'start__mode', () => this.chooseMode(mode));
      this.modeButtons.set(mode, button);
      modes.append(button);
    }

    this.play = this.button('play', 'start__play', () => this.pressPlay(), options.playIcon);
    this.playLabel = this.play.querySelector('.start__label') as HTMLElement;
    this.playLabel.textContent = 'Play';
    const row = element('div', 'start__row');
    const settings = this.button('settings', 'start__secondary', () => this.openSettings(), 'gear');
    const home = this.button('home', 'start__secondary', () => this.goHome(), 'home');
    (settings.querySelector('.start__label') as HTMLElement).textContent = 'Settings';
    (home.querySelector('.start__label') as HTMLElement).textContent = 'Home';
    row.append(settings, home);
    const extras = element('div', 'start__extras');
    for (const extra of options.extraButtons ?? []) {
      const button = this.button(extra.name, 'start__extra', () => {
        extra.press();
        this.refreshExtras();
      });
      extras.append(button);
    }
    this.helpLine = element('p', 'start__help');

    const left = element('div', 'start__left');
    left.append(heading, this.subtitleLine, card, modes);
    const right = element('div', 'start__right');
    right.append(this.play, row, ...(options.extraButtons?.length ? [extras] : []), this.helpLine);
    const main = element('div', 'start__main');
    main.append(left, right);
    root.append(this.decorations, main, switches);

    // The order the arrows and Tab walk, as on the Phaser screen.
    const order = [
      'play',
      'settings',
      'home',
      ...(options.extraButtons ?? []).map((extra) => extra.name),
      ...MODES_BY_GAME[options.game].map((mode) => `mode-${mode}`),
      'sounds',
      'music',
    ];
    this.items.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));

    this.applyLayout();
    this.refreshMode();
    this.refreshMute();
    this.showList();
    parent.append(root);
    parent.dataset.started = 'true';

    prepared.on('vocabulary', () => this.showList());
    prepared.on('mute', () => this.refreshMute());
    onVoicesChanged(() => this.showList());
    new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]?.contentRect;
      if (!box || (box.width === this.size.width && box.height === this.size.height)) return;
      this.size = { width: box.width, height: box.height };
      this.layout = startLayout(box.width, box.height);
      this.applyLayout();
      this.showList();
      this.paintLater();
    }).observe(parent);
    window.addEventListener('keydown', (event) => this.handleKey(event));
    this.visible = true;
    this.describe();
    this.paintLater();
    this.warmEngineWhenIdle();
  }

  /** A button with an optional icon canvas and a label span. */
  private button(name: string, className: string, press: () => void, icon?: IconName): HTMLButtonElement {
    const button = element('button', `start__button ${className}`);
    button.type = 'button';
    button.dataset.name = name;
    if (icon) button.append(this.icon(icon, className === 'start__play' ? 'primary' : 'secondary'));
    button.append(element('span', 'start__label'));
    button.addEventListener('click', () => {
      if (button.getAttribute('aria-disabled') === 'true') return;
      press();
    });
    button.addEventListener('focus', () => {
      const found = this.items.findIndex((item) => item.element === button);
      if (found >= 0) this.index = found;
    });
    this.items.push({ name, element: button });
    return button;
  }

  private icon(name: IconName, style: 'primary' | 'secondary'): HTMLCanvasElement {
    const canvas = element('canvas', 'start__icon');
    canvas.setAttribute('aria-hidden', 'true');
    canvas.dataset.icon = name;
    this.paintIcon(canvas, name, style);
    return canvas;
  }

  private paintIcon(canvas: HTMLCanvasElement, name: IconName, style: 'primary' | 'secondary'): void {
    const size = Math.round(36 * this.context.dpr);
    canvas.width = size;
    canvas.height = size;
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    ctx.clearRect(0, 0, size, size);
    ctx.scale(size / 24, size / 24);
    const ink = this.options.iconInk[style];
    ctx.fillStyle = ink;
    ctx.strokeStyle = ink;
    drawIcon(ctx, name);
    canvas.dataset.icon = name;
  }

  private applyLayout(): void {
    const { layout } = this;
    this.root.dataset.layout = layout;
    this.helpLine.textContent = this.modeNote || this.options.help(layout);
  }

  /** Decorations after the screen's first frame: the first task holds only what a player acts on. */
  private paintLater(): void {
    const decorate = this.options.decorate;
    if (!decorate) return;
    this.decorated = false;
    // Hidden behind a round: painted when the screen shows again.
    if (!this.visible) return;
    this.painting += 1;
    const painting = this.painting;
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (painting !== this.painting) return;
        const origin = this.root.getBoundingClientRect();
        const card = this.card.getBoundingClientRect();
        this.decorations.replaceChildren();
        decorate(this.decorations, this.context.dpr, {
          layout: this.layout,
          width: origin.width,
          height: origin.height,
          card: {
            x: card.left - origin.left,
            y: card.top - origin.top,
            width: card.width,
            height: card.height,
          },
        });
        this.decorated = true;
      }, 0),
    );
  }

  /**
   * Once the page has loaded and is idle, fetches and compiles the engine's code without running
   * it, so that Play starts quickly: the frame's HTML names the chunks in an inert template (see
   * preloadGameEngines in vite.config.ts). Not while the page loads: on a two-core phone, Phaser's
   * compile competed with the page's own first tasks.
   */
  private warmEngineWhenIdle(): void {
    const idle = () =>
      'requestIdleCallback' in window
        ? requestIdleCallback(() => warmEngine(), { timeout: 3000 })
        : setTimeout(warmEngine, 1000);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  }

  // StartScreenHost: the engine's menu scene.

  show(play: () => void): void {
    this.onPlay = play;
    this.starting = false;
    this.paraphraseRetries = 0;
    this.visible = true;
    this.root.hidden = false;
    this.playLabel.textContent = 'Play';
    if (!this.decorated) this.paintLater();
    this.applyLayout();
    this.refreshExtras();
    this.describe();
    this.showList();
    // The list may have changed while the player was away (settings, sign-in): ask again.
    if (this.context.vocabulary) void this.context.loadVocabulary();
  }

  hide(): void {
    this.visible = false;
    this.root.hidden = true;
  }

  takeStart(): boolean {
    const start = this.pendingStart;
    this.pendingStart = false;
    return start;
  }

  // What the screen does.

  private describe(): void {
    this.context.publisher.describe(() => ({
      scene: 'menu',
      ready: this.visible && this.context.vocabulary !== null && !this.starting && this.decorated,
      buttons: this.buttonStates(),
      modeNote: this.modeNote,
      ...this.options.describe?.(),
    }));
  }

  /** The buttons as the test state shows them: centres and sizes in CSS pixels of the game's element. */
  private buttonStates(): ButtonState[] {
    const origin = this.parent.getBoundingClientRect();
    return this.items.map((item, index) => {
      const box = item.element.getBoundingClientRect();
      return {
        name: item.name,
        x: box.left - origin.left + box.width / 2,
        y: box.top - origin.top + box.height / 2,
        width: box.width,
        height: box.height,
        focused: this.root.dataset.focus === 'shown' && index === this.index,
        enabled: item.element.getAttribute('aria-disabled') !== 'true',
      };
    });
  }

  private setEnabled(button: HTMLButtonElement, enabled: boolean): void {
    button.setAttribute('aria-disabled', String(!enabled));
  }

  private showList(): void {
    const vocabulary = this.context.vocabulary;
    this.subtitleLine.textContent = this.options.subtitle(this.context.mode);
    if (!vocabulary) {
      this.listName.textContent = 'Loading words…';
      this.listName.style.fontSize = '';
      this.listInfo.textContent = '';
      this.playEnabled = false;
      this.setEnabled(this.play, false);
      return;
    }
    const fitted = fitText(
      vocabulary.name,
      { width: listNameWidth(this.layout, this.size.width), height: 30, maxSize: 24, minSize: 14 },
      measureTitle,
    );
    this.listName.style.fontSize = `${fitted.fontSize}px`;
    this.listName.textContent = isolateDirection(fitted.lines.join(' '));
    const status = modeStatus({
      game: this.options.game,
      mode: this.context.mode,
      vocabulary,
      hasVoice: hasVoiceFor,
      stress: Number(new URLSearchParams(window.location.search).get('stress')) > 0,
      retries: this.paraphraseRetries,
    });
    if (status.retry) {
      this.paraphraseRetries += 1;
      setTimeout(() => void this.context.loadVocabulary(), 1000);
    }
    const counts = vocabulary.dealt;
    const pace = counts?.pace ? ` · ${counts.pace} new a day` : '';
    const dealt = counts ? `${counts.due} due · ${counts.fresh} new${pace}` : null;
    this.listInfo.textContent = this.options.listInfoText(
      Math.min(16, status.words),
      readBest(this.options.bestKey, { id: vocabulary.listId, name: vocabulary.name }),
      dealt,
    );
    this.playEnabled = status.playable;
    this.setEnabled(this.play, status.playable && !this.starting);
    this.modeNote = status.note;
    this.helpLine.textContent = status.note || this.options.help(this.layout);
    // The first frame a player can act on: the benchmark measures up to here.
    const playable = `${this.options.game}:playable`;
    if (!performance.getEntriesByName(playable).length)
      requestAnimationFrame(() => {
        if (!performance.getEntriesByName(playable).length) performance.mark(playable);
      });
  }

  private refreshExtras(): void {
    for (const extra of this.options.extraButtons ?? []) {
      const item = this.items.find((candidate) => candidate.name === extra.name);
      const label = item?.element.querySelector('.start__label');
      if (label) label.textContent = extra.label();
    }
  }

  private refreshMode(): void {
    this.refreshExtras();
    for (const [mode, button] of this.modeButtons) {
      const chosen = mode === this.context.mode;
      (button.querySelector('.start__label') as HTMLElement).textContent = chosen
        ? `✓ ${MODE_LABELS[mode]}`
        : MODE_LABELS[mode];
      button.setAttribute('aria-pressed', String(chosen));
      button.classList.toggle('start__mode--chosen', chosen);
    }
  }

  private refreshMute(): void {
    const { sound } = this.context;
    const set = (name: 'sounds' | 'music', muted: boolean, on: IconName, off: IconName) => {
      const button = this.muteButtons[name];
      button.setAttribute('aria-label', name === 'sounds' ? 'Sounds' : 'Music');
      button.setAttribute('aria-pressed', String(!muted));
      const icon = muted ? off : on;
      const canvas = button.querySelector('canvas');
      if (canvas) {
        if (canvas.dataset.icon !== icon) this.paintIcon(canvas, icon, 'secondary');
      } else button.prepend(this.icon(icon, 'secondary'));
    };
    set('sounds', sound.soundsMuted, 'speaker', 'speaker-off');
    set('music', sound.musicMuted, 'note', 'note-off');
  }

  private toggleMute(name: 'sounds' | 'music'): void {
    const { context } = this;
    context.setMuteFlags({
      isSoundsMuted: context.sound.soundsMuted !== (name === 'sounds'),
      isMusicMuted: context.sound.musicMuted !== (name === 'music'),
    });
    context.sound.play('button');
  }

  private chooseMode(mode: GameMode): void {
    if (mode === this.context.mode) {
      // The same mode again: its words are asked for again (paraphrases that did not load).
      this.paraphraseRetries = 0;
      void this.context.loadVocabulary();
      return;
    }
    this.context.sound.play('button');
    this.paraphraseRetries = 0;
    this.context.setMode(mode);
    this.context.announce(`${MODE_LABELS[mode]} mode`);
    this.refreshMode();
    this.showList();
  }

  private pressPlay(): void {
    if (this.starting || !this.playEnabled || !this.visible) return;
    this.starting = true;
    this.setEnabled(this.play, false);
    this.context.sound.play('button');
    this.onPlay();
  }

  /** The first Play: the engine starts, and its menu scene starts the round (`takeStart`). */
  private bootEngine(): void {
    if (this.engineStarted) return;
    this.engineStarted = true;
    this.pendingStart = true;
    this.playLabel.textContent = 'Starting…';
    warmEngine();
    this.options.startEngine().catch(() => {
      // The engine's code did not load (offline before it was kept): say so, and let Play try again.
      this.engineStarted = false;
      this.pendingStart = false;
      this.starting = false;
      this.playLabel.textContent = 'Play';
      this.setEnabled(this.play, this.playEnabled);
      this.helpLine.textContent = 'The game did not load. Check the connection and press Play again.';
    });
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

  /** Arrows and Tab walk the buttons (the first only shows where the focus is); Enter and Space press. */
  private handleKey(event: KeyboardEvent): void {
    if (!this.visible || event.defaultPrevented) return;
    if (event.repeat && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      return;
    }
    const count = this.items.length;
    const current = this.items[this.index];
    const showing = this.root.dataset.focus === 'shown';
    const moving = ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp', 'Tab'].includes(event.key);
    const moveTo = (next: number) => {
      this.index = (next + count) % count;
      this.items[this.index]?.element.focus({ preventScroll: true });
      this.showFocus();
    };
    const step = (delta: number) => {
      let next = this.index;
      for (let tries = 0; tries < count; tries += 1) {
        next = (next + delta + count) % count;
        if (this.items[next]?.element.getAttribute('aria-disabled') !== 'true') break;
      }
      moveTo(next);
    };
    if (moving && !showing) {
      moveTo(this.index);
      event.preventDefault();
      return;
    }
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        step(1);
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        step(-1);
        break;
      case 'Tab': {
        const atEdge = event.shiftKey ? this.index === 0 : this.index === count - 1;
        if (atEdge) return;
        step(event.shiftKey ? -1 : 1);
        break;
      }
      case 'Enter':
      case ' ':
        current?.element.click();
        break;
      default:
        // Typing a letter starts a round, as in an arcade.
        if (
          this.options.typeToPlay &&
          [...event.key].length === 1 &&
          /\p{L}/u.test(event.key) &&
          !event.ctrlKey &&
          !event.metaKey
        ) {
          this.pressPlay();
          break;
        }
        return;
    }
    event.preventDefault();
  }

  /** The focus ring shows from the first key, and hides at the next tap. */
  private showFocus(): void {
    this.root.dataset.focus = 'shown';
    this.items.forEach((item, index) => {
      item.element.classList.toggle('start__button--focused', index === this.index);
    });
    const hide = () => {
      this.root.dataset.focus = '';
      for (const item of this.items) item.element.classList.remove('start__button--focused');
    };
    window.addEventListener('pointerdown', hide, { once: true, capture: true });
  }
}
