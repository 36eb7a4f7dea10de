import { Link } from 'react-router';
import { pagingItems } from '../../shared/paging.ts';
import './paging.css';

/**
 * The shared paging control: 5 page links, first and last pages with ellipses once the current
 * page is 5 or higher, previous and next arrows. Every link is a real href.
 */
export function Paging({
  current,
  totalPages,
  hrefFor,
}: {
  current: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav className="paging" aria-label="Pages" data-testid="paging">
      {current > 1 ? (
        <Link className="paging__arrow" to={hrefFor(current - 1)} aria-label="Previous page" rel="prev">
          ‹
        </Link>
      ) : (
        <span className="paging__arrow" aria-hidden="true" data-disabled="true">
          ‹
        </span>
      )}
      {pagingItems(current, totalPages).map((item) =>
        item.kind === 'gap' ? (
          <span key={item.key} className="paging__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={item.page}
            className="paging__page"
            to={hrefFor(item.page)}
            aria-current={item.page === current ? 'page' : undefined}
            aria-label={`Page ${item.page}`}
          >
            {item.page}
          </Link>
        ),
      )}
      {current < totalPages ? (
        <Link className="paging__arrow" to={hrefFor(current + 1)} aria-label="Next page" rel="next">
          ›
        </Link>
      ) : (
        <span className="paging__arrow" aria-hidden="true" data-disabled="true">
          ›
        </span>
      )}
    </nav>
  );
}
