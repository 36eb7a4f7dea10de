import { describe, expect, it } from 'vitest';
import { GENTLE_LOOP, type MusicLoop, SPACE_LOOP } from './audio.ts';

describe('music loops', () => {
  for (const [name, loop] of [
    ['gentle', GENTLE_LOOP],
    ['space', SPACE_LOOP],
  ] as [string, MusicLoop][]) {
    it(`${name}: whole bars, a bass note every half bar, notes people can hear`, () => {
      expect(loop.melody.length % 8).toBe(0);
      expect(loop.bass.length).toBe(loop.melody.length / 4);
      const size = loop.scale.length;
      for (const step of loop.melody) {
        const semitones =
          loop.root + Math.floor(step / size) * 12 + (loop.scale[((step % size) + size) % size] ?? 0);
        const frequency = 440 * 2 ** (semitones / 12);
        expect(frequency).toBeGreaterThan(100);
        expect(frequency).toBeLessThan(2000);
      }
      for (const bass of loop.bass) expect(440 * 2 ** (bass / 12)).toBeGreaterThan(40);
    });
  }
});
