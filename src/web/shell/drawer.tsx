import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { isSignedIn } from '../../shared/api/user.ts';
import { STORE_LAUNCH_ERROR } from '../../shared/constants.ts';
import { GAMES } from '../../shared/games.ts';
import { href } from '../../shared/routes.ts';
import { showNotice } from '../components/notice.tsx';
import type { WrapperWindow } from '../features/popups/store-review.ts';
import { useAppStore } from '../state/app-store.ts';
import { useIsNativeApp } from '../state/use-is-native-app.ts';
import {
  BookIcon,
  CandyIcon,
  ChartIcon,
  CloseIcon,
  FlagIcon,
  HomeIcon,
  LogInIcon,
  LogOutIcon,
  PeopleIcon,
  RocketIcon,
  SettingsIcon,
  SheetIcon,
  StarIcon,
  TagIcon,
  TranslateIcon,
} from './icons.tsx';

/** Native app only: the store's review page, through the wrapper (loaded when chosen). */
function rateUs() {
  import('../features/popups/store-review.ts')
    .then(({ launchStoreReview }) => launchStoreReview(window as unknown as WrapperWindow, showNotice))
    .catch((error: unknown) => showNotice(`${STORE_LAUNCH_ERROR} ${String(error)}`));
}

type NavItem = { to: string; label: string; icon: ReactNode; end?: boolean; siteOnly?: boolean };

const NAV_ITEMS: NavItem[] = [
  { to: href.home(), label: 'Home', icon: <HomeIcon />, end: true },
  { to: href.pricing(), label: 'Pricing', icon: <TagIcon />, siteOnly: true },
  { to: href.game('candy'), label: GAMES.candy.title, icon: <CandyIcon /> },
  { to: href.game('space'), label: GAMES.space.title, icon: <RocketIcon /> },
  { to: href.career(), label: 'Career', icon: <FlagIcon /> },
  { to: href.tracks(), label: 'Community tracks', icon: <PeopleIcon /> },
  { to: href.progress(), label: 'Progress', icon: <ChartIcon /> },
  { to: href.ieltsVocabularies(), label: 'IELTS Vocabularies', icon: <BookIcon /> },
  { to: href.howTo(), label: 'Sheet guide', icon: <SheetIcon /> },
  { to: href.googleTranslate(), label: 'Google Translate guide', icon: <TranslateIcon /> },
  { to: href.settings(), label: 'Settings', icon: <SettingsIcon /> },
];

export function Drawer({ onLogOut }: { onLogOut: () => void }) {
  const isOpen = useAppStore((state) => state.isDrawerOpen);
  const isMobile = useAppStore((state) => state.isMobile);
  const setDrawerOpen = useAppStore((state) => state.setDrawerOpen);

  const drawerRef = useRef<HTMLElement>(null);
  const wasOpen = useRef(isOpen);
  // The closed drawer is hidden (`visibility: hidden`, inert): its links are drawn the first time
  // it opens, and kept, so a page's first render leaves them out (a third of the shell's render on
  // a slow phone, docs/decisions/033-fewer-renders-at-load.md).
  const drawn = useRef(isOpen);
  if (isOpen) drawn.current = true;
  // On a phone the drawer overlays the page (the shell makes the page behind it inert): focus
  // moves into it when it opens. When it closes with focus inside (or lost with it), focus goes
  // back to the burger that opened it. Before paint, and before a popup opened from it takes focus.
  useLayoutEffect(() => {
    const drawer = drawerRef.current;
    if (isOpen && !wasOpen.current && isMobile) {
      drawer?.querySelector<HTMLElement>('button, a[href]')?.focus();
    }
    if (!isOpen && wasOpen.current) {
      const active = document.activeElement;
      if (!active || active === document.body || drawer?.contains(active)) {
        document.querySelector<HTMLElement>('[data-testid="burger"]')?.focus();
      }
    }
    wasOpen.current = isOpen;
  }, [isOpen, isMobile]);

  // On a phone the drawer overlays the page: Escape closes it.
  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !useAppStore.getState().popup) setDrawerOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isOpen, setDrawerOpen]);

  const closeOnMobile = () => {
    if (isMobile) setDrawerOpen(false);
  };

  return (
    <>
      {isMobile && isOpen ? (
        <div className="drawer-scrim" aria-hidden="true" onClick={() => setDrawerOpen(false)} />
      ) : null}
      <nav
        ref={drawerRef}
        id="site-drawer"
        className="drawer"
        data-open={isOpen}
        aria-label="Main"
        aria-hidden={!isOpen}
        inert={!isOpen}
        data-testid="drawer"
      >
        <div className="drawer__head">
          <span className="drawer__title">Menu</span>
          <button
            type="button"
            className="icon-button"
            aria-label="Close menu"
            onClick={() => setDrawerOpen(false)}
          >
            <CloseIcon />
          </button>
        </div>
        {drawn.current ? <DrawerLinks onLogOut={onLogOut} closeOnMobile={closeOnMobile} /> : null}
      </nav>
    </>
  );
}

/** The drawer's links and its Log In / Log Out button. */
function DrawerLinks({ onLogOut, closeOnMobile }: { onLogOut: () => void; closeOnMobile: () => void }) {
  // Only whether someone is signed in: the user's arrival from the server (a new object, the same
  // answer) does not redraw the links.
  const signedIn = useAppStore((state) => isSignedIn(state.user));
  const isNative = useIsNativeApp();
  const setDrawerOpen = useAppStore((state) => state.setDrawerOpen);
  const setPopup = useAppStore((state) => state.setPopup);
  return (
    <>
      <ul className="drawer__list">
        {NAV_ITEMS.filter((item) => !(item.siteOnly && isNative)).map((item) => (
          <li key={item.to}>
            <NavLink className="drawer__link" to={item.to} end={item.end} onClick={closeOnMobile}>
              {item.icon}
              <span>{item.label}</span>
            </NavLink>
          </li>
        ))}
        {isNative ? (
          <li>
            <button
              type="button"
              className="drawer__link drawer__link--button"
              onClick={() => {
                closeOnMobile();
                rateUs();
              }}
            >
              <StarIcon />
              <span>Rate us</span>
            </button>
          </li>
        ) : null}
      </ul>
      <div className="drawer__foot">
        {signedIn ? (
          <button
            type="button"
            className="drawer__link drawer__link--button"
            onClick={() => {
              setDrawerOpen(false);
              onLogOut();
            }}
          >
            <LogOutIcon />
            <span>Log Out</span>
          </button>
        ) : (
          <button
            type="button"
            className="drawer__link drawer__link--button"
            onClick={() => {
              setDrawerOpen(false);
              setPopup('sign-in');
            }}
          >
            <LogInIcon />
            <span>Log In</span>
          </button>
        )}
      </div>
    </>
  );
}
