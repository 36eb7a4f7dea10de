/** Type and colour helpers both games draw with. */

/** System fonts only; canvas text falls back per character for scripts the first face lacks. */
export const FONT_UI =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans CJK SC", "PingFang SC", "Hiragino Sans", "Microsoft YaHei", "Apple SD Gothic Neo", "Malgun Gothic", "Noto Sans Devanagari", sans-serif';
/**
 * Headings, buttons and scores: a rounded face where the system has one (Apple's through
 * ui-rounded; macOS and Office for Windows have Arial Rounded). Every name the system lacks is one
 * more lookup before the text is laid out, on Linux a round trip to the browser process: no names
 * that almost no system has ("SF Pro Rounded" by name, "Nunito"; decision record 041).
 */
export const FONT_DISPLAY = `ui-rounded, "Arial Rounded MT Bold", ${FONT_UI}`;

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
