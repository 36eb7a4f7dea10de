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
