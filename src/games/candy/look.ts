/** How Word Candy Match draws its buttons, focus rings and pause card (common/ui.ts does the rest). */
import type { GameLook } from '../common/ui.ts';
import { makeButtonFace } from './textures.ts';
import { PALETTE } from './theme.ts';

export const CANDY_LOOK: GameLook = {
  button: {
    drawFace: makeButtonFace,
    radius: (_style, height) => height / 2,
    ink: (style) => (style === 'primary' ? PALETTE.white : PALETTE.ink),
    labelShadow: (style) => (style === 'primary' ? PALETTE.primaryDark : null),
  },
  focus: { colour: PALETTE.focus, outline: PALETTE.ink },
  pause: {
    shade: PALETTE.ink,
    shadeAlpha: 0.55,
    panel: { radius: 28, fill: '#ffffff', shadow: PALETTE.panelShadow },
    title: PALETTE.ink,
  },
};
