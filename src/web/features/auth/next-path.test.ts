import { describe, expect, it } from 'vitest';
import { safeNextPath } from './next-path.ts';

const ORIGIN = 'https://vocab.test';

describe('safeNextPath (?next of /sign-in)', () => {
  it('keeps a page of this site with its query and hash', () => {
    expect(safeNextPath('/settings', ORIGIN)).toBe('/settings');
    expect(safeNextPath('/game/space?x=1#top', ORIGIN)).toBe('/game/space?x=1#top');
    expect(safeNextPath('/ielts-vocabulary/7/2', ORIGIN)).toBe('/ielts-vocabulary/7/2');
  });

  it.each([
    null,
    '',
    'settings',
    'https://evil.test/settings',
    '//evil.test/settings',
    '/\\evil.test',
    '/\t/evil.test',
    'javascript:alert(1)',
    '/api/auth/user-info',
    '/no-such-page',
    '/sign-in',
    '/sign-in?next=/settings',
  ])('refuses %j', (raw) => {
    expect(safeNextPath(raw, ORIGIN)).toBeNull();
  });
});
