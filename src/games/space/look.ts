/** How Space Words draws its buttons, keys, focus rings and pause card (common/ui.ts does the rest). */
import { type ButtonFace, makeButtonFace } from '../common/panels.ts';
import type { ButtonStyle, GameLook } from '../common/ui.ts';
import { PALETTE } from './theme.ts';

function radius(style: ButtonStyle, height: number): number {
  return style === 'key' || style === 'key-wide' ? Math.min(height * 0.22, 12) : height / 2;
}

/** Glowing pills: gold for the main action, night glass for the rest; keys a shade lighter. */
function face(style: ButtonStyle, height: number): ButtonFace {
  const r = radius(style, height);
  const shadow = 'rgba(0,0,0,0.45)';
  switch (style) {
    case 'primary':
      return {
        radius: r,
        top: '#ffe9a8',
        bottom: PALETTE.gold,
        edge: '#b87400',
        stroke: 'rgba(255,255,255,0.6)',
        shadow: 'rgba(255,197,61,0.55)',
        gloss: 0.6,
      };
    case 'ghost':
      return {
        radius: r,
        top: 'rgba(255,255,255,0.10)',
        bottom: 'rgba(255,255,255,0.04)',
        edge: 'rgba(0,0,0,0.25)',
        stroke: 'rgba(179,170,219,0.45)',
        shadow,
        gloss: 0,
      };
    case 'key':
    case 'key-wide':
      return {
        radius: r,
        top: '#3a3f8f',
        bottom: '#262a6b',
        edge: '#12143a',
        stroke: 'rgba(179,170,219,0.5)',
        shadow,
        gloss: 0,
      };
    default:
      return {
        radius: r,
        top: '#2f3580',
        bottom: '#1c2160',
        edge: '#0c0f33',
        stroke: 'rgba(111,242,226,0.55)',
        shadow,
        gloss: 0,
      };
  }
}

export const SPACE_LOOK: GameLook = {
  button: {
    drawFace: (textures, key, width, height, style) =>
      makeButtonFace(textures, key, width, height, face(style, height)),
    radius,
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
