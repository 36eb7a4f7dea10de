/** How Word Candy Match draws its buttons, focus rings and pause card (common/ui.ts does the rest). */
import { type ButtonFace, makeButtonFace } from '../common/panels.ts';
import type { ButtonStyle, GameLook } from '../common/ui.ts';
import { PALETTE } from './theme.ts';

const SHADOW = 'rgba(74,16,70,0.28)';

/** Glossy pills: pink for the main action, white for the rest, frosted glass for quiet ones. */
function face(style: ButtonStyle, height: number): ButtonFace {
  const radius = height / 2;
  if (style === 'primary')
    return {
      radius,
      top: '#ff8cc0',
      bottom: PALETTE.primary,
      edge: PALETTE.primaryDark,
      shadow: SHADOW,
      gloss: 0.55,
    };
  if (style === 'ghost')
    return {
      radius,
      top: 'rgba(255,255,255,0.5)',
      bottom: 'rgba(255,255,255,0.32)',
      edge: 'rgba(255,255,255,0.2)',
      shadow: SHADOW,
      gloss: 0.55,
    };
  return { radius, top: '#ffffff', bottom: '#f6eefe', edge: '#d8c6ea', shadow: SHADOW, gloss: 0.55 };
}

export const CANDY_LOOK: GameLook = {
  button: {
    drawFace: (textures, key, width, height, style) =>
      makeButtonFace(textures, key, width, height, face(style, height)),
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
