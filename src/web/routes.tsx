import { lazy, Suspense } from 'react';
import { type RouteObject, useLocation } from 'react-router';
import { matchRoute, ROUTES, type RouteName } from '../shared/routes.ts';
import { NotFoundPage } from './components/not-found-page.tsx';
import { useLogOut } from './features/auth/use-log-out.tsx';
import { HomePage } from './features/home/home-page.tsx';
import { Layout } from './shell/layout.tsx';
import type { PopupComponents } from './shell/popup-layer.tsx';

/** Features meet here: the shell gets its popups and log-out action, each route its page. */
const popups: PopupComponents = {
  'sign-in': lazy(() => import('./features/auth/sign-in-popup.tsx')),
  video: lazy(() => import('./features/popups/promo-video-popup.tsx')),
  'video-writing-correction': lazy(() => import('./features/popups/writing-correction-video-popup.tsx')),
  'subscribe-to-premium': lazy(() => import('./features/popups/subscribe-to-premium-popup.tsx')),
  'settings-popup': lazy(() => import('./features/settings/settings-popup.tsx')),
};

/** The shell, with the account's word lists kept in step. */
const VocabularySync = lazy(() => import('./features/word-lists/vocabulary-sync.tsx'));

/** Where the word lists are used: the games and the settings (the landing page stays light). */
const ROUTES_WITH_WORD_LISTS: readonly (RouteName | null)[] = ['game', 'settings', 'progress', 'tracks'];

function SiteLayout() {
  const { pathname } = useLocation();
  const { startLogOut, logOutDialog } = useLogOut();
  return (
    <>
      {ROUTES_WITH_WORD_LISTS.includes(matchRoute(pathname)) ? (
        <Suspense fallback={null}>
          <VocabularySync />
        </Suspense>
      ) : null}
      <Layout popups={popups} onLogOut={startLogOut} />
      {logOutDialog}
    </>
  );
}

/** Pages other than the landing page load on demand, keeping the first page light. */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { path: ROUTES.home.pattern, element: <HomePage /> },
      { path: ROUTES.homeIndexHtml.pattern, element: <HomePage /> },
      {
        path: ROUTES.howTo.pattern,
        lazy: () => import('./features/how-to/how-to-page.tsx').then((m) => ({ Component: m.HowToPage })),
      },
      {
        path: ROUTES.ieltsVocabularies.pattern,
        lazy: () =>
          import('./features/ielts/ielts-vocabularies-page.tsx').then((m) => ({
            Component: m.IeltsVocabulariesPage,
          })),
      },
      {
        path: ROUTES.ieltsBand.pattern,
        lazy: () =>
          import('./features/ielts/ielts-band-page.tsx').then((m) => ({ Component: m.IeltsBandPage })),
      },
      {
        path: ROUTES.ieltsBandPage.pattern,
        lazy: () =>
          import('./features/ielts/ielts-band-page.tsx').then((m) => ({ Component: m.IeltsBandPage })),
      },
      {
        path: ROUTES.googleTranslate.pattern,
        lazy: () =>
          import('./features/google-translate/google-translate-page.tsx').then((m) => ({
            Component: m.GoogleTranslatePage,
          })),
      },
      {
        path: ROUTES.career.pattern,
        lazy: () => import('./features/career/career-pages.tsx').then((m) => ({ Component: m.CareerPage })),
      },
      {
        path: ROUTES.careerEpisode.pattern,
        lazy: () =>
          import('./features/career/career-pages.tsx').then((m) => ({ Component: m.CareerEpisodePage })),
      },
      {
        path: ROUTES.play.pattern,
        lazy: () => import('./features/play/track-player.tsx').then((m) => ({ Component: m.PlayTrackPage })),
      },
      {
        path: ROUTES.tracks.pattern,
        lazy: () =>
          import('./features/community/catalog-pages.tsx').then((m) => ({ Component: m.TracksPage })),
      },
      {
        path: ROUTES.tracksDesigners.pattern,
        lazy: () =>
          import('./features/community/catalog-pages.tsx').then((m) => ({ Component: m.DesignersPage })),
      },
      {
        path: ROUTES.tracksUser.pattern,
        lazy: () =>
          import('./features/community/catalog-pages.tsx').then((m) => ({ Component: m.DesignerPage })),
      },
      {
        path: ROUTES.track.pattern,
        lazy: () => import('./features/community/track-page.tsx').then((m) => ({ Component: m.TrackPage })),
      },
      {
        path: ROUTES.game.pattern,
        lazy: () => import('./features/play/game-page.tsx').then((m) => ({ Component: m.GamePage })),
      },
      {
        path: ROUTES.signIn.pattern,
        lazy: () => import('./features/auth/sign-in-page.tsx').then((m) => ({ Component: m.SignInPage })),
      },
      {
        path: ROUTES.resetPassword.pattern,
        lazy: () =>
          import('./features/auth/reset-password-page.tsx').then((m) => ({ Component: m.ResetPasswordPage })),
      },
      {
        path: ROUTES.settings.pattern,
        lazy: () =>
          import('./features/settings/settings-page.tsx').then((m) => ({ Component: m.SettingsPage })),
      },
      {
        path: ROUTES.progress.pattern,
        lazy: () =>
          import('./features/progress/progress-page.tsx').then((m) => ({ Component: m.ProgressPage })),
      },
      {
        path: ROUTES.pricing.pattern,
        lazy: () => import('./features/pricing/pricing-page.tsx').then((m) => ({ Component: m.PricingPage })),
      },
      {
        path: ROUTES.privacy.pattern,
        lazy: () => import('./features/privacy/privacy-page.tsx').then((m) => ({ Component: m.PrivacyPage })),
      },
      {
        path: ROUTES.admin.pattern,
        lazy: () =>
          import('./features/premium-codes/admin-page.tsx').then((m) => ({ Component: m.AdminPage })),
      },
      {
        path: ROUTES.adminReports.pattern,
        lazy: () =>
          import('./features/admin/reports-page.tsx').then((m) => ({ Component: m.AdminReportsPage })),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
