import { describe, expect, it } from 'vitest';
import { avatarFolder, avatarPath, isAvatarValue } from './avatar.ts';
import { likedShare, PRIOR_MEAN, rankScore } from './ranking.ts';

describe('catalog ranking (decision record 019)', () => {
  it('starts every track at the prior and pulls few votes towards it', () => {
    expect(likedShare(0, 0)).toBe(PRIOR_MEAN);
    expect(likedShare(1, 0)).toBeCloseTo(3.5 / 6);
    // forty likes and two dislikes beat a single like
    expect(likedShare(40, 2)).toBeGreaterThan(likedShare(1, 0));
    expect(likedShare(0, 3)).toBeLessThan(PRIOR_MEAN);
  });

  it('adds the log of plays: heavily for popular, as a tie-break for top', () => {
    const fewPlays = { likes: 10, dislikes: 0, started: 10 };
    const manyPlays = { likes: 6, dislikes: 2, started: 10_000 };
    expect(rankScore('popular', manyPlays)).toBeGreaterThan(rankScore('popular', fewPlays));
    expect(rankScore('top', fewPlays)).toBeGreaterThan(rankScore('top', manyPlays));
    expect(rankScore('popular', { likes: 0, dislikes: 0, started: 9 })).toBeCloseTo(0.5 + 0.2 * 1);
    expect(rankScore('top', { likes: 0, dislikes: 0, started: 99 })).toBeCloseTo(0.5 + 0.02 * 2);
  });
});

describe('avatar paths', () => {
  it('groups generated avatars in folders of 1000 ids', () => {
    expect(avatarFolder(1)).toBe(0);
    expect(avatarFolder(999)).toBe(0);
    expect(avatarFolder(1000)).toBe(1);
    expect(avatarFolder(1999)).toBe(1);
    expect(avatarFolder(2000)).toBe(2);
    expect(avatarPath('1')).toBe('/avatars/0/1.svg');
    expect(avatarPath('999')).toBe('/avatars/0/999.svg');
    expect(avatarPath('1000')).toBe('/avatars/1/1000.svg');
    expect(avatarPath('123456')).toBe('/avatars/123/123456.svg');
  });

  it('maps a name to a built-in avatar and anything else to the default', () => {
    expect(avatarPath('teacher')).toBe('/avatars/named/teacher.svg');
    expect(avatarPath('')).toBe('/avatars/named/default.svg');
    expect(avatarPath(null)).toBe('/avatars/named/default.svg');
    expect(avatarPath('0')).toBe('/avatars/named/default.svg');
    expect(avatarPath('01')).toBe('/avatars/named/default.svg');
    expect(avatarPath('../x')).toBe('/avatars/named/default.svg');
    expect(isAvatarValue('42')).toBe(true);
    expect(isAvatarValue('explorer')).toBe(true);
    expect(isAvatarValue('1234567')).toBe(false);
  });
});
