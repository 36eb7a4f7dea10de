/**
 * Word Candy Match: `startGame(parent)` runs the game in an element. The page starts it in #game.
 * The start screen is HTML (common/start-screen.ts); Phaser and the scenes load at the first Play
 * (engine.ts), so the page's first seconds run no engine (docs/decisions/038-html-start-screen.md).
 */
import '../../shared/zod-jitless.ts';
import type { BackdropParts } from '../common/backdrop.ts';
import { prepareGame } from '../common/prepare.ts';
import { StartScreen } from '../common/start-screen.ts';
import { candyBackdrop } from './backdrop.ts';
import { BEST_KEY, type CandyContext } from './context.ts';
import { decorate } from './decorations.ts';
import { listInfoText } from './list-info.ts';
import { CANDY_LOOK } from './look.ts';
import { type CandySnapshot, createPublisher } from './test-state.ts';
import { PALETTE } from './theme.ts';

const TITLE_COLOURS = ['#ff4f9a', '#ff8a2b', '#ffb81f', '#22c48e', '#3d8bff', '#9660ff'];

/** The title's lines, one glossy letter at a time, coloured in turn, each bobbing a moment after the last. */
function letterTitle(heading: HTMLElement, lines: string[]): void {
  lines.forEach((line, lineIndex) => {
    const row = document.createElement('span');
    row.className = `start__title-line start__title-line--${lineIndex + 1}`;
    row.setAttribute('aria-hidden', 'true');
    [...line].forEach((letter, index) => {
      if (letter === ' ') {
        row.append(' ');
        return;
      }
      const span = document.createElement('span');
      span.className = 'start__letter';
      span.textContent = letter;
      span.style.color = TITLE_COLOURS[index % TITLE_COLOURS.length] ?? '';
      span.style.animationDelay = `${index * 90}ms`;
      row.append(span);
    });
    heading.append(row);
  });
}

export function startGame(parent: HTMLElement): StartScreen<CandyContext> {
  const prepared = prepareGame<CandySnapshot, BackdropParts, CandyContext>({
    id: 'candy',
    parent,
    publisher: createPublisher(),
    look: CANDY_LOOK,
    backdrop: candyBackdrop,
    extend: () => ({}),
  });
  // Boot, Preload and the menu scene ask for the words too; this answer is shared (prepare.ts).
  void prepared.context.loadVocabulary();
  return new StartScreen(parent, prepared, {
    game: 'candy',
    bestKey: BEST_KEY,
    name: 'Word Candy Match',
    title: (heading) => letterTitle(heading, ['Word Candy', 'Match']),
    subtitle: (mode) =>
      mode === 'paraphrase' ? 'Pop each word with its paraphrase' : 'Pop each word with its translation',
    help: (layout) =>
      layout === 'stacked'
        ? 'Tap a word, then its translation · Keyboard: arrows and Enter'
        : 'Tap a word, then its translation',
    playIcon: 'play',
    listInfoText,
    iconInk: { primary: PALETTE.white, secondary: PALETTE.ink },
    decorate,
    startEngine: async () => {
      const { startCandyEngine } = await import('./engine.ts');
      startCandyEngine(parent, prepared);
    },
  });
}

const parent = document.getElementById('game');
if (parent) startGame(parent);
