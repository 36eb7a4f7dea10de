/**
 * The on-screen keyboard of a touch screen: the letters that type the round's words, then a row
 * with "let go" (drop the target), the space bar and the hint. Keys act as the finger comes down,
 * so quick typing with two thumbs works.
 */
import type Phaser from 'phaser';
import { Button } from '../common/ui.ts';
import { type KeyboardLayout, keyCentre } from './layout.ts';
import type { Box } from './test-state.ts';
import { FONT_UI } from './theme.ts';

export const SPACE_KEY = ' ';
export const DROP_KEY = 'Backspace';
export const HINT_KEY = 'Hint';

export class ScreenKeyboard {
  private keys: { key: string; button: Button }[] = [];

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly u: number,
    private readonly layout: KeyboardLayout,
    private readonly onKey: (key: string) => void,
  ) {}

  /** (Re)builds the keys for these letters. */
  show(letters: readonly string[]): void {
    this.destroy();
    const { layout } = this;
    letters.slice(0, layout.capacity).forEach((letter, index) => {
      const row = Math.floor(index / layout.cols);
      const col = index % layout.cols;
      // The last row of letters is centred.
      const inRow = Math.min(layout.cols, letters.length - row * layout.cols);
      const shift = ((layout.cols - inRow) * (layout.keyWidth + layout.gap)) / 2;
      const centre = keyCentre(layout, row, col);
      this.add(letter, letter, centre.x + shift, centre.y, layout.keyWidth, 'key');
    });
    // Bottom row: let go, space, hint.
    const row = layout.letterRows;
    const left = keyCentre(layout, row, 0);
    const right = keyCentre(layout, row, layout.cols - 1);
    const side = Math.max(layout.keyWidth * 1.5, 56);
    const start = left.x - layout.keyWidth / 2;
    const end = right.x + layout.keyWidth / 2;
    this.add(DROP_KEY, '', start + side / 2, left.y, side, 'key-wide', 'backspace');
    this.add(HINT_KEY, '', end - side / 2, left.y, side, 'key-wide', 'bulb');
    const spaceWidth = end - start - side * 2 - layout.gap * 2;
    this.add(SPACE_KEY, 'space', (start + end) / 2, left.y, spaceWidth, 'key-wide');
  }

  private add(
    key: string,
    label: string,
    x: number,
    y: number,
    width: number,
    style: 'key' | 'key-wide',
    icon?: 'backspace' | 'bulb',
  ): void {
    const { u, layout } = this;
    const button = new Button(this.scene, x * u, y * u, {
      name: `key-${key}`,
      label: label || undefined,
      icon,
      style,
      width: width * u,
      height: layout.keyHeight * u,
      fontSize: (label.length > 1 && key !== SPACE_KEY ? 17 : key === SPACE_KEY ? 15 : 22) * u,
      fontFamily: FONT_UI,
      onDown: true,
      onPress: () => this.onKey(key),
    });
    button.setDepth(80);
    this.keys.push({ key, button });
  }

  get letters(): string[] {
    return this.keys
      .map((entry) => entry.key)
      .filter((key) => key.length > 0 && ![SPACE_KEY, DROP_KEY, HINT_KEY].includes(key));
  }

  boxes(): (Box & { key: string })[] {
    return this.keys.map(({ key, button }) => ({ key, ...button.box(this.u) }));
  }

  destroy(): void {
    for (const { button } of this.keys) button.destroy();
    this.keys = [];
  }
}
