/**
 * Colours and type of Space Words, after the game's card on the home page
 * (public/images/games/space.svg): a deep blue night, lilac asteroids, a teal planet, labels in
 * bright pills and golden laser fire.
 */

import { FONT_UI } from '../common/theme.ts';

export type LabelColour = { name: string; fill: string; dark: string };

/** Label pills; an enemy's colour is spread by its id. */
export const LABEL_COLOURS: readonly LabelColour[] = [
  { name: 'teal', fill: '#12b5a5', dark: '#0a6f66' },
  { name: 'pink', fill: '#ff4f9a', dark: '#b3195d' },
  { name: 'violet', fill: '#7b5cff', dark: '#4a2fc4' },
  { name: 'orange', fill: '#ff8a2b', dark: '#b8520a' },
];

export const PALETTE = {
  skyTop: '#060d24',
  skyMiddle: '#0b1b3f',
  skyBottom: '#24106a',
  ink: '#e9e7ff',
  inkSoft: '#b3aadb',
  inkDim: '#7d74a8',
  panel: 'rgba(18,22,64,0.82)',
  panelStroke: 'rgba(179,170,219,0.35)',
  rockLight: '#c9c1ec',
  rock: '#8d84bd',
  rockDark: '#4e4577',
  crater: '#5c5390',
  outline: '#2a2450',
  teal: '#12b5a5',
  tealLight: '#6ff2e2',
  planet: '#39e0cf',
  planetDark: '#0a6f66',
  pink: '#ff4f9a',
  violet: '#7b5cff',
  gold: '#ffc53d',
  goldLight: '#ffe08a',
  orange: '#ff7a1f',
  danger: '#ff4757',
  /** Points a hint costs, floating up over the night: a light red that reads on navy. */
  cost: '#ff9aa3',
  /** Behind the start screen's help line, so it reads over the planet and the stars alike. */
  helpBacking: '#141a44',
  success: '#2fe39a',
  white: '#ffffff',
  focus: '#ffd23f',
  shadow: 'rgba(0,0,0,0.5)',
} as const;

export { colourNumber, FONT_DISPLAY, FONT_UI } from '../common/theme.ts';

/** What the player types shows in a typewriter face, like a ship's console. */
export const FONT_CONSOLE = `ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", "Liberation Mono", ${FONT_UI}`;

/** Every colour a particle can have: sparks, fire, rock dust, label colours. */
export const PARTICLE_COLOURS: readonly string[] = [
  PALETTE.white,
  PALETTE.goldLight,
  PALETTE.gold,
  PALETTE.orange,
  PALETTE.rockLight,
  PALETTE.rock,
  PALETTE.tealLight,
  PALETTE.danger,
  ...LABEL_COLOURS.map((colour) => colour.fill),
];
