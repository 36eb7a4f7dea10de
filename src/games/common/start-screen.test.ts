import { describe, expect, it } from 'vitest';
import { startLayout } from './start-screen.ts';

describe('startLayout', () => {
  it.each([
    [375, 812, 'compact'],
    [519, 900, 'compact'],
    [520, 900, 'stacked'],
    [1280, 800, 'stacked'],
    [812, 375, 'columns'],
    [640, 360, 'columns'],
    [812, 519, 'columns'],
    [812, 520, 'stacked'],
    [479, 300, 'compact'],
  ] as const)('a %i×%i screen is %s', (width, height, layout) => {
    expect(startLayout(width, height)).toBe(layout);
  });
});
