import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pagingItems } from './paging.ts';

const show = (current: number, total: number) =>
  pagingItems(current, total)
    .map((item) => (item.kind === 'page' ? String(item.page) : '…'))
    .join(' ');

describe('pagingItems', () => {
  it('shows five pages and no ends below page 5', () => {
    expect(show(1, 100)).toBe('1 2 3 4 5');
    expect(show(3, 100)).toBe('1 2 3 4 5');
    expect(show(4, 100)).toBe('2 3 4 5 6');
  });
  it('adds the first and last pages with ellipses from page 5', () => {
    expect(show(5, 100)).toBe('1 … 3 4 5 6 7 … 100');
    expect(show(50, 100)).toBe('1 … 48 49 50 51 52 … 100');
    expect(show(98, 100)).toBe('1 … 96 97 98 99 100');
    expect(show(100, 100)).toBe('1 … 96 97 98 99 100');
  });
  it('leaves out an ellipsis where no page is skipped', () => {
    expect(show(5, 8)).toBe('1 … 3 4 5 6 7 8');
    expect(show(6, 9)).toBe('1 … 4 5 6 7 8 9');
    expect(show(5, 15)).toBe('1 … 3 4 5 6 7 … 15');
  });
  it('copes with few pages', () => {
    expect(show(1, 1)).toBe('1');
    expect(show(2, 3)).toBe('1 2 3');
    expect(show(1, 0)).toBe('');
  });
  it('always shows the current page, in order, without duplicates', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (a, b) => {
        const total = Math.max(a, b);
        const current = Math.min(a, b);
        const pages = pagingItems(current, total).flatMap((item) =>
          item.kind === 'page' ? [item.page] : [],
        );
        expect(pages).toContain(current);
        expect([...pages].sort((x, y) => x - y)).toEqual(pages);
        expect(new Set(pages).size).toBe(pages.length);
        expect(pages.every((page) => page >= 1 && page <= total)).toBe(true);
      }),
    );
  });
});
