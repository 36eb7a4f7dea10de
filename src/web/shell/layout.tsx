import { Outlet, useLocation } from 'react-router';
import { matchRoute } from '../../shared/routes.ts';
import { NoticeRegion } from '../components/notice.tsx';
import { useAppStore } from '../state/app-store.ts';
import { Drawer } from './drawer.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { type PopupComponents, PopupLayer } from './popup-layer.tsx';
import { useViewportFlags } from './use-viewport-flags.ts';
import './shell.css';

export function Layout({ popups, onLogOut }: { popups: PopupComponents; onLogOut: () => void }) {
  useViewportFlags();
  const isDrawerOpen = useAppStore((state) => state.isDrawerOpen);
  const isMobile = useAppStore((state) => state.isMobile);
  const { pathname, search } = useLocation();
  // The game frame takes the whole screen: the site's chrome stays out of its way (a career
  // stage's page too, while it plays a game: `?game=`).
  const route = matchRoute(pathname);
  const isGame = route === 'game' || (route === 'play' && new URLSearchParams(search).has('game'));
  const pushed = isDrawerOpen && !isMobile;
  // On a phone the open drawer is modal: everything behind its scrim is inert (no focus, no clicks).
  const behindDrawer = isDrawerOpen && isMobile;

  return (
    <div className="shell" data-game={isGame} data-pushed={pushed}>
      <a className="skip-link" href="#main" inert={behindDrawer}>
        Skip to content
      </a>
      <Drawer onLogOut={onLogOut} />
      <div className="shell__body" inert={behindDrawer}>
        <Header />
        <main id="main" className="shell__main" tabIndex={-1}>
          <Outlet />
        </main>
        {isGame ? null : <Footer />}
      </div>
      <PopupLayer popups={popups} />
      <NoticeRegion />
    </div>
  );
}
