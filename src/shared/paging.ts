import { PAGING_WINDOW } from './constants.ts';

export type PagingItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The paging control's numbers: a window of 5 pages around the current
 * one; once the current page is 5 or higher, the first and last pages are added, with an
 * ellipsis wherever numbers are skipped.
 */
export function pagingItems(current: number, totalPages: number): PagingItem[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  const size = Math.min(PAGING_WINDOW, totalPages);
  const start = Math.min(Math.max(1, page - Math.floor(PAGING_WINDOW / 2)), totalPages - size + 1);
  const end = start + size - 1;
  const items: PagingItem[] = [];
  const withEnds = page >= PAGING_WINDOW;
  if (withEnds && start > 1) {
    items.push({ kind: 'page', page: 1 });
    if (start > 2) items.push({ kind: 'gap', key: 'start' });
  }
  for (let number = start; number <= end; number += 1) items.push({ kind: 'page', page: number });
  if (withEnds && end < totalPages) {
    if (end < totalPages - 1) items.push({ kind: 'gap', key: 'end' });
    items.push({ kind: 'page', page: totalPages });
  }
  return items;
}
