/** Type and colour helpers both games draw with. */

/** System fonts only; canvas text falls back per character for scripts the first face lacks. */
export const FONT_UI =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans CJK SC", "PingFang SC", "Hiragino Sans", "Microsoft YaHei", "Apple SD Gothic Neo", "Malgun Gothic", "Noto Sans Devanagari", sans-serif';
/** Headings, buttons and scores: a rounded face where the system has one. */
export const FONT_DISPLAY = `ui-rounded, "SF Pro Rounded", "Arial Rounded MT Bold", "Nunito", ${FONT_UI}`;

/** `#rrggbb` as the number Phaser's shapes and graphics take. */
export function colourNumber(hex: string): number {
  return Number.parseInt(hex.replace('#', ''), 16);
}

/** WCAG relative luminance of an opaque `#rrggbb` colour. */
function luminance(hex: string): number {
  const value = colourNumber(hex);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
}

/** WCAG contrast ratio of two opaque colours (1 to 21); text needs 4.5 at least. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
