/**
 * Word Candy Match: `startGame(parent)` runs the game in an element. The page starts it in #game.
 * The start screen is HTML (common/start-screen.ts); Phaser and the scenes load at the first Play
 * (engine.ts), so the page's first seconds run no engine (docs/decisions/038-html-start-screen.md).
 */
import '../../shared/zod-jitless.ts';
import { prepareGame } from '../common/prepare.ts';
import { StartScreen } from '../common/start-screen.ts';
import { candyBackdrop } from './backdrop.ts';
import type { CandyContext } from './context.ts';
import { BEST_KEY } from './context.ts';
import { decorate } from './decorations.ts';
import { listInfoText } from './list-info.ts';
import { CANDY_LOOK } from './look.ts';
import { type CandySnapshot, createPublisher } from './test-state.ts';
import { PALETTE } from './theme.ts';

const TITLE_COLOURS = ['#ff4f9a', '#ff8a2b', '#ffb81f', '#22c48e', '#3d8bff', '#9660ff'];

export function startGame(parent: HTMLElement): StartScreen<CandyContext> {
  const prepared = prepareGame<CandySnapshot, never, CandyContext>({
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
    title: ['Word Candy', 'Match'],
    titleColours: TITLE_COLOURS,
    subtitle: (mode) =>
      mode === 'paraphrase' ? 'Pop each word with its paraphrase' : 'Pop each word with its translation',
    help: {
      stacked: 'Tap a word, then its translation · Keyboard: arrows and Enter',
      compact: 'Tap a word, then its translation',
      columns: 'Tap a word, then its translation',
    },
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
