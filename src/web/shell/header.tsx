import { Link } from 'react-router';
import { useAppStore } from '../state/app-store.ts';
import { BackButton } from './back-button.tsx';
import { ConnectionStatus } from './connection-status.tsx';
import { MenuIcon } from './icons.tsx';
import { LogoMark } from './logo.tsx';

export function Header() {
  const isOpen = useAppStore((state) => state.isDrawerOpen);
  const toggleDrawer = useAppStore((state) => state.toggleDrawer);
  const siteName = useAppStore((state) => state.siteName);
  return (
    <header className="header">
      <button
        type="button"
        className="icon-button"
        aria-label={isOpen ? 'Close menu' : 'Open menu'}
        aria-expanded={isOpen}
        aria-controls="site-drawer"
        data-testid="burger"
        onClick={toggleDrawer}
      >
        <MenuIcon />
      </button>
      <BackButton />
      <Link to="/" className="header__brand">
        <LogoMark size={30} />
        <span>{siteName}</span>
      </Link>
      <ConnectionStatus />
    </header>
  );
}
