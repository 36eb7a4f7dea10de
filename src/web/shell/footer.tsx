import { Link } from 'react-router';
import { href } from '../../shared/routes.ts';
import { useAppStore } from '../state/app-store.ts';

export function Footer() {
  const siteName = useAppStore((state) => state.siteName);
  const year = new Date().getFullYear();
  return (
    <footer className="footer" data-testid="footer">
      <span>
        © {year} {siteName}
      </span>
      <nav className="footer__links" aria-label="Footer">
        <Link to={href.privacy()}>Privacy Policy</Link>
        <Link to={`${href.privacy()}#credits`}>Credits</Link>
        <Link to={href.howTo()}>How to</Link>
        <Link to={href.ieltsVocabularies()}>IELTS Vocabularies</Link>
      </nav>
    </footer>
  );
}
