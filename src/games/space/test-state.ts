/**
 * The game's state, readable (never writable) as `window.__space`, so browser tests and the
 * benchmark see what is on screen without guessing pixels. Positions are CSS pixels from the
 * canvas's top-left corner: a test taps there, through the same input path as a player.
 */
import { StatePublisher } from '../common/state-publisher.ts';
import { type BaseSnapshot, type Box, EMPTY_BASE } from '../common/test-state.ts';

export type { Box } from '../common/test-state.ts';

export type SpaceSnapshotEnemy = Box & {
  id: number;
  /** The answer (hidden from the player, who sees the translation). */
  front: string;
  back: string;
  kind: 'asteroid' | 'ship';
  /** 0 at the top of the field, 1 at the base. */
  depth: number;
  locked: boolean;
  /** The answer as far as typed, while locked. */
  typed: string;
  hint: string | null;
  /** The translation as drawn in its pill: lines, font size, widest line and the room it had (CSS pixels). */
  label: { lines: string[]; fontSize: number; width: number; room: { width: number; height: number } };
};

export type SpaceSnapshotWord = {
  front: string;
  back: string;
  matched: boolean;
  mistakes: number;
  hinted: boolean;
  right: number;
  landed: number;
  appeared: number;
};

export type SpaceSnapshot = BaseSnapshot & {
  /** Missing accents are forgiven (the setting on the start screen). */
  forgiveAccents: boolean;
  /** The on-screen keyboard: shown on a touch screen until a hardware key is pressed. */
  keyboard: { visible: boolean; keys: (Box & { key: string })[] };
  play: {
    status: 'playing' | 'over';
    paused: boolean;
    wave: number;
    betweenWaves: boolean;
    shields: number;
    score: number;
    combo: number;
    multiplier: number;
    bestCombo: number;
    rightKeys: number;
    wrongKeys: number;
    destroyed: number;
    /** Shots fired so far (one per right letter). */
    shots: number;
    lockedId: number | null;
    /** The word shown at the base after an enemy got through (the learning moment). */
    reveal: { front: string; back: string } | null;
    /** Where the enemies fly, down to the base line (CSS pixels). */
    field: Box;
    /** The labels' normal font size, a clue's too (CSS pixels), and the round's lanes. */
    labelFont: number;
    lanes: number;
    /** The hint asked for, whole on its line over the cannon (CSS pixels). */
    hintLine: (Box & { text: string; lines: string[]; fontSize: number }) | null;
    /** The round's words; `recordAs` is the list's word an upgrade reports. */
    deck: { front: string; back: string; recordAs?: string }[];
    /** The game mode the round plays (docs/decisions/017-game-modes.md). */
    mode: 'translation' | 'paraphrase' | 'dictation';
    /** Dictation: the words said aloud so far, in order. */
    spoken: string[];
    enemies: SpaceSnapshotEnemy[];
  } | null;
  result: {
    score: number;
    stars: number;
    wave: number;
    accuracy: number;
    completed: boolean;
    practice: boolean;
    words: SpaceSnapshotWord[];
  } | null;
};

export function createPublisher(): StatePublisher<SpaceSnapshot> {
  return new StatePublisher<SpaceSnapshot>({
    ...EMPTY_BASE,
    forgiveAccents: true,
    keyboard: { visible: false, keys: [] },
    play: null,
    result: null,
  });
}
