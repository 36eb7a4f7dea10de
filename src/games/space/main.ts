/**
 * Space Words: `startGame(parent)` runs the game in an element. The page starts it in #game.
 * The start screen is HTML (common/start-screen.ts); Phaser and the scenes load at the first Play
 * (engine.ts), so the page's first seconds run no engine (docs/decisions/038-html-start-screen.md).
 */
import '../../shared/zod-jitless.ts';
import { groupDigits } from '../../shared/number-format.ts';
import { SPACE_LOOP } from '../common/audio.ts';
import { plural } from '../common/plural.ts';
import { prepareGame } from '../common/prepare.ts';
import { StartScreen } from '../common/start-screen.ts';
import { type SpaceBackdropParts, spaceBackdrop } from './backdrop.ts';
import { BEST_KEY, readOptions, type SpaceContext, writeOptions } from './context.ts';
import { decorate } from './decorations.ts';
import { SPACE_LOOK } from './look.ts';
import { createPublisher, type SpaceSnapshot } from './test-state.ts';
import { PALETTE } from './theme.ts';

/**
 * The on-screen keyboard shows on a touch screen without a mouse, until a hardware key is typed.
 * `?keyboard=screen` or `?keyboard=hardware` decides it, for tests and screenshots.
 */
function wantsScreenKeyboard(): boolean {
  const wanted = new URLSearchParams(window.location.search).get('keyboard');
  if (wanted === 'screen') return true;
  if (wanted === 'hardware') return false;
  return window.matchMedia?.('(pointer: coarse)').matches === true && navigator.maxTouchPoints > 0;
}

/** A key a player types (not Shift, arrows, F-keys…): it means a hardware keyboard is there. */
function isTypingKey(event: KeyboardEvent): boolean {
  return [...event.key].length === 1 && !event.metaKey && !(event.ctrlKey && !event.altKey);
}

export function startGame(parent: HTMLElement): StartScreen<SpaceContext> {
  const publisher = createPublisher();
  const prepared = prepareGame<SpaceSnapshot, SpaceBackdropParts, SpaceContext>({
    id: 'space',
    parent,
    publisher,
    look: SPACE_LOOK,
    backdrop: spaceBackdrop,
    music: SPACE_LOOP,
    extend: (context, game) => ({
      screenKeyboard: wantsScreenKeyboard(),
      setScreenKeyboard: (shown) => {
        if (context.screenKeyboard === shown) return;
        context.screenKeyboard = shown;
        game()?.events.emit('screen-keyboard', shown);
      },
      options: readOptions(),
      setOptions: (part) => {
        context.options = { ...context.options, ...part };
        writeOptions(context.options);
        publisher.update({ forgiveAccents: context.options.forgiveAccents });
      },
      keyArrivedAtFrame: null,
      keyArrivedAt: 0,
      keyToShotFrames: [],
      keyToShotMs: [],
    }),
    onKeyDown: (event, context, game) => {
      // When the key arrived, in frames of the game loop: the shot it fires must show in the next.
      context.keyArrivedAtFrame = game.loop.frame;
      context.keyArrivedAt = event.timeStamp;
      if (isTypingKey(event)) context.setScreenKeyboard(false);
    },
  });
  const { context } = prepared;
  publisher.update({ forgiveAccents: context.options.forgiveAccents });
  Object.defineProperty(window, '__spaceKeys', {
    get: () => ({ keyToShotFrames: [...context.keyToShotFrames], keyToShotMs: [...context.keyToShotMs] }),
    configurable: true,
  });
  // Boot, Preload and the menu scene ask for the words too; this answer is shared (prepare.ts).
  void context.loadVocabulary();
  return new StartScreen(parent, prepared, {
    game: 'space',
    bestKey: BEST_KEY,
    name: 'Space Words',
    title: (heading) => {
      for (const [word, className] of [
        ['SPACE', 'start__word start__word--gold'],
        ['WORDS', 'start__word start__word--teal'],
      ] as const) {
        const span = document.createElement('span');
        span.className = className;
        span.setAttribute('aria-hidden', 'true');
        span.textContent = word;
        heading.append(span, ' ');
      }
    },
    subtitle: () => 'Type the word before it lands',
    help: (layout) => {
      if (context.screenKeyboard) return 'Tap the letters of each word';
      return layout === 'stacked'
        ? 'Type the word for each translation · Esc or ⌫ lets a target go · ↑ shows a hint'
        : 'Type each word · Esc lets a target go';
    },
    playIcon: 'rocket',
    extraButtons: [
      {
        name: 'accents',
        label: () => {
          if (context.mode === 'dictation') return 'Accents: required in Dictation';
          return context.options.forgiveAccents
            ? 'Accents: optional (café = cafe)'
            : 'Accents: required (café ≠ cafe)';
        },
        press: () => {
          // Dictation's spelling is exact whatever the setting: nothing to switch there.
          if (context.mode === 'dictation') return;
          context.setOptions({ forgiveAccents: !context.options.forgiveAccents });
          context.sound.play('button');
        },
      },
    ],
    typeToPlay: true,
    describe: (): Partial<SpaceSnapshot> => ({
      keyboard: { visible: false, keys: [] },
      play: null,
      result: null,
    }),
    listInfoText: (words, best, dealt) =>
      `${dealt ?? `${plural(words, 'word')} a game`}${best ? ` · Best ${groupDigits(best.score)}` : ''}`,
    iconInk: { primary: PALETTE.outline, secondary: PALETTE.ink },
    decorate,
    startEngine: async () => {
      const { startSpaceEngine } = await import('./engine.ts');
      startSpaceEngine(parent, prepared);
    },
  });
}

const parent = document.getElementById('game');
if (parent) startGame(parent);
