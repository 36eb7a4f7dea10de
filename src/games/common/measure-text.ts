/** Measuring text on a scratch canvas, for fitting words into the space a game gives them. */
import type { Measure } from './text-fit.ts';

let scratch: CanvasRenderingContext2D | null = null;

/**
 * A measure for one weight and font family, cached: fitting tries several sizes per word.
 * Without a canvas (unit tests) every character counts as 0.6 em.
 */
export function createMeasure(weight: string, family: string): Measure {
  const widths = new Map<string, number>();
  return (text, fontSize) => {
    const key = `${fontSize}|${text}`;
    const known = widths.get(key);
    if (known !== undefined) return known;
    if (scratch === null && typeof document !== 'undefined') {
      scratch = document.createElement('canvas').getContext('2d');
    }
    if (!scratch) return [...text].length * fontSize * 0.6;
    scratch.font = `${weight} ${fontSize}px ${family}`;
    const width = scratch.measureText(text).width;
    if (widths.size > 5000) widths.clear();
    widths.set(key, width);
    return width;
  };
}
