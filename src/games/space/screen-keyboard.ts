/**
 * The on-screen keyboard of a touch screen: the letters that type the round's words, then a row
 * with "let go" (drop the target), the space bar and the hint; under the field, or at its sides
 * on a phone held sideways (layout.ts). Keys act as the finger comes down,
 * so quick typing with two thumbs works.
 */
import type Phaser from 'phaser';
import { Button } from '../common/ui.ts';
import { type KeyboardLayout, letterSlots } from './layout.ts';
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
    /** The hint key's icon (dictation: the word said again). */
    private readonly hintIcon: 'bulb' | 'voice' = 'bulb',
  ) {}

  /** (Re)builds the keys for these letters. */
  show(letters: readonly string[]): void {
    this.destroy();
    const { layout } = this;
    const slots = letterSlots(layout, letters.length);
    slots.forEach((slot, index) => {
      const letter = letters[index] ?? '';
      this.add(letter, letter, slot.x, slot.y, layout.keyWidth, 'key');
    });
    this.add(DROP_KEY, '', layout.drop.x, layout.drop.y, layout.drop.width, 'key-wide', 'backspace');
    this.add(HINT_KEY, '', layout.hint.x, layout.hint.y, layout.hint.width, 'key-wide', this.hintIcon);
    this.add(SPACE_KEY, 'space', layout.space.x, layout.space.y, layout.space.width, 'key-wide');
  }

  private add(
    key: string,
    label: string,
    x: number,
    y: number,
    width: number,
    style: 'key' | 'key-wide',
    icon?: 'backspace' | 'bulb' | 'voice',
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
