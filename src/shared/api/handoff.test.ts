import { describe, expect, it } from 'vitest';
import { withHandoffMark } from './handoff.ts';

describe('withHandoffMark', () => {
  it.each([
    ['/settings', '/settings?signed-in=google'],
    ['/game/candy?x=1', '/game/candy?x=1&signed-in=google'],
    ['/settings#your-data', '/settings?signed-in=google#your-data'],
    ['/?a=1#b?c', '/?a=1&signed-in=google#b?c'],
  ])('%j gives %j', (input, expected) => {
    expect(withHandoffMark(input)).toBe(expected);
  });
});
