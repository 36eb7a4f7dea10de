/** How Space Words draws its buttons, keys, focus rings and pause card (common/ui.ts does the rest). */
import type { GameLook } from '../common/ui.ts';
import { makeButtonFace } from './textures.ts';
import { PALETTE } from './theme.ts';

export const SPACE_LOOK: GameLook = {
  button: {
    drawFace: makeButtonFace,
    radius: (style, height) =>
      style === 'key' || style === 'key-wide' ? Math.min(height * 0.22, 12) : height / 2,
    ink: (style) => (style === 'primary' ? '#3a2200' : PALETTE.ink),
    labelShadow: () => null,
  },
  focus: { colour: PALETTE.focus, outline: null },
  pause: {
    shade: PALETTE.skyTop,
    shadeAlpha: 0.7,
    panel: { radius: 24, fill: 'rgba(20,26,74,0.97)', stroke: PALETTE.panelStroke, shadow: PALETTE.shadow },
    title: PALETTE.ink,
  },
};
