import { Link, useLocation, useNavigate } from 'react-router';
import { backTarget } from '../../shared/routes.ts';
import { BackIcon } from './icons.tsx';

/** Spec section 2: where "back" goes depends on the page; none on the home page. */
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
      onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
    >
      <BackIcon />
    </button>
  );
}
