import { describe, expect, it } from 'vitest';
import {
  commonPasswordList,
  foldPassword,
  isCommonPassword,
  passwordCandidates,
} from './common-passwords.ts';

describe('breached-password list', () => {
  it('holds the packaged list (well over 100,000 entries), folded', () => {
    const list = commonPasswordList();
    expect(list.size).toBeGreaterThan(300_000);
    expect(list.has('password')).toBe(true);
    expect(list.has('qwerty')).toBe(true);
  });

  it('folds case and leet substitutions on both sides', () => {
    expect(foldPassword('P@ssw0rd')).toBe('password');
    expect(foldPassword('$h4d0w')).toBe('shadow');
    expect(foldPassword('7rus7n0')).toBe(foldPassword('trustno'));
    expect(foldPassword('Adm1n')).toBe(foldPassword('admin'));
    expect(foldPassword('3L1T3')).toBe(foldPassword('elite'));
  });

  it('looks a password up whole and without the digits and symbols added at its ends', () => {
    expect(passwordCandidates('Qwerty123!')).toEqual([foldPassword('Qwerty123!'), 'qwerty']);
    expect(passwordCandidates('2024Dragon!')).toEqual([
      foldPassword('2024Dragon!'),
      foldPassword('2024Dragon'),
      'dragon',
    ]);
    // A stem shorter than four characters is not looked up on its own.
    expect(passwordCandidates('Abc!!!!!')).toEqual([foldPassword('Abc!!!!!')]);
  });

  it('tells common passwords from strong ones', () => {
    for (const common of [
      'P@ssw0rd',
      'Password123',
      'Admin123',
      'Qwerty123!',
      'Welcome1',
      '2024Dragon!',
      // The site's own words.
      'Vocabarcade1',
      'Ielts2025!',
      'VocabArcade!2026',
    ]) {
      expect(isCommonPassword(common), common).toBe(true);
    }
    for (const strong of [
      'Violet-Harbour-Tractor-42',
      'Correct-Horse9',
      'Play-words-2026',
      'Fresh-Start42',
    ]) {
      expect(isCommonPassword(strong), strong).toBe(false);
    }
  });
});
