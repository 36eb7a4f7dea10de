/** Colours and type of Word Candy Match. Words are warm candies, translations cool ones. */

export type CandyColour = { name: string; light: string; base: string; dark: string; ink: string };

export const FRONT_COLOURS: readonly CandyColour[] = [
  { name: 'strawberry', light: '#ff9cc8', base: '#ff4f9a', dark: '#c81f66', ink: '#8d0f45' },
  { name: 'tangerine', light: '#ffc58a', base: '#ff8a2b', dark: '#d9590a', ink: '#8f3a04' },
  { name: 'cherry', light: '#ff9a9a', base: '#f5474f', dark: '#bf1f2c', ink: '#86101b' },
  { name: 'honey', light: '#ffe08a', base: '#ffb81f', dark: '#d98a00', ink: '#7a4a00' },
];

export const BACK_COLOURS: readonly CandyColour[] = [
  { name: 'blueberry', light: '#9cccff', base: '#3d8bff', dark: '#1c55d1', ink: '#0f2f7d' },
  { name: 'mint', light: '#8ff0cf', base: '#22c48e', dark: '#0e8a62', ink: '#064d36' },
  { name: 'grape', light: '#cdb0ff', base: '#9660ff', dark: '#6333d6', ink: '#3a1a86' },
  { name: 'lagoon', light: '#93ecf7', base: '#1fb9d3', dark: '#0d84a3', ink: '#064a5c' },
];

export const ALL_COLOURS = [...FRONT_COLOURS, ...BACK_COLOURS];

export const PALETTE = {
  skyTop: '#ffd9ec',
  skyMiddle: '#f6c7ff',
  skyBottom: '#b9c3ff',
  ink: '#3b1747',
  inkSoft: '#6f4a7c',
  white: '#ffffff',
  panel: 'rgba(255,255,255,0.42)',
  primary: '#ff4f9a',
  primaryDark: '#d12a72',
  gold: '#ffc53d',
  goldDark: '#e08e00',
  danger: '#ff4757',
  /** Points a hint costs, on the white hint bubble. */
  cost: '#b3123a',
  success: '#1fbf7a',
  focus: '#ffd23f',
  panelShadow: 'rgba(74,16,70,0.18)',
} as const;

export { colourNumber, FONT_DISPLAY, FONT_UI } from '../common/theme.ts';

/** Every colour a particle can have: the candies', gold for stars, white for sparkles. */
export const PARTICLE_COLOURS: readonly string[] = [
  ...new Set([
    ...ALL_COLOURS.flatMap((colour) => [colour.base, colour.light]),
    PALETTE.gold,
    '#fff2a8',
    '#ffffff',
  ]),
];
