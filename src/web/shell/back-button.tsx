import { Link, useLocation, useNavigate } from 'react-router';
import { backTarget } from '../../shared/routes.ts';
import { BackIcon } from './icons.tsx';

/**
 * Whether the history entry before this one is a page of this app. React Router numbers the
 * entries it makes in `history.state.idx`, from 0 at the page load that started the app: above
 * 0, the previous entry is ours. At 0 it may be another site, a blank tab or nothing at all.
 */
function previousEntryIsInApp(): boolean {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' && idx > 0;
}

/**
 * Where "back" goes depends on the page; none on the home page. Where it follows
 * the browser's history, it never leaves the site: without a previous page of ours it goes home.
 */
export function BackButton() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const target = backTarget(pathname);
  if (target.kind === 'none') return null;
  if (target.kind === 'link') {
    return (
      <Link className="icon-button" to={target.to} aria-label="Back" data-testid="back-button">
        <BackIcon />
      </Link>
    );
  }
  return (
    <button
      type="button"
      className="icon-button"
      aria-label="Back"
      data-testid="back-button"
      onClick={() => (previousEntryIsInApp() ? navigate(-1) : navigate('/'))}
    >
      <BackIcon />
    </button>
  );
}
