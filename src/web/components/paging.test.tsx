// @vitest-environment happy-dom
import { render, screen } from '@testing-library/preact';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Paging } from './paging.tsx';

function renderPaging(current: number, totalPages: number) {
  return render(
    <MemoryRouter>
      <Paging current={current} totalPages={totalPages} hrefFor={(page) => `/words/${page}`} />
    </MemoryRouter>,
  );
}

const pageLinks = () => screen.queryAllByRole('link', { name: /^Page \d+$/ });

describe('the paging control', () => {
  it('shows nothing for a single page', () => {
    renderPaging(1, 1);
    expect(screen.queryByTestId('paging')).toBeNull();
  });

  it('shows five page links with real hrefs, the current one marked, and no previous arrow on page 1', () => {
    renderPaging(1, 9);
    expect(pageLinks().map((link) => link.textContent)).toEqual(['1', '2', '3', '4', '5']);
    expect(pageLinks().map((link) => link.getAttribute('href'))).toEqual([
      '/words/1',
      '/words/2',
      '/words/3',
      '/words/4',
      '/words/5',
    ]);
    expect(screen.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/words/2');
  });

  it('from page 5 shows the first and last pages with ellipses, and both arrows', () => {
    renderPaging(5, 12);
    const texts = screen.getByTestId('paging').textContent ?? '';
    expect(texts).toContain('…');
    const pages = pageLinks().map((link) => Number(link.textContent));
    expect(pages[0]).toBe(1);
    expect(pages.at(-1)).toBe(12);
    expect(pages).toContain(5);
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/words/4');
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/words/6');
  });

  it('has no next arrow on the last page', () => {
    renderPaging(12, 12);
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Page 12' }).getAttribute('aria-current')).toBe('page');
  });
});
