import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { UserInfo } from '../../shared/api/user.ts';
import { SITE_APP_NAME } from '../../shared/app-mode.ts';
import { BREAKPOINTS, DEFAULT_SITE_NAME } from '../../shared/constants.ts';
import type { VocabularyEntry, VocabularySettings } from '../../shared/word-lists/lists.ts';

export type PopupName =
  | ''
  | 'sign-in'
  | 'video'
  | 'video-writing-correction'
  | 'settings-popup'
  | 'subscribe-to-premium'
  | 'privacy-terms';

export type VocabularySlot = VocabularyEntry;
export type Vocabularies = VocabularySettings;

/** The app state. */
export type AppState = {
  popup: PopupName;
  /**
   * The one home of the signed-in user (persisted, so a page shows it at once from the last visit).
   * `userConfirmed` says the server confirmed it in this visit: what must not act on a stale user
   * (a token that expired since) waits for it.
   */
  user: UserInfo | null;
  userConfirmed: boolean;
  isAdsEnabled: boolean;
  postHubFilter: string;
  domain: string;
  domainStatic: string;
  isDrawerOpen: boolean;
  isMobile: boolean;
  siteName: string;
  appName: string;
  isMusicMuted: boolean;
  isSoundsMuted: boolean;
  goFullscreen: boolean;
  vocabularies: Vocabularies | null;
};

export type AppActions = {
  setPopup: (popup: PopupName) => void;
  closePopup: () => void;
  /** The user as the server just answered it (or null at log out). */
  setUser: (user: UserInfo | null) => void;
  setDrawerOpen: (open: boolean) => void;
  toggleDrawer: () => void;
  setMobile: (isMobile: boolean) => void;
  setAppName: (appName: string) => void;
  setMusicMuted: (muted: boolean) => void;
  setSoundsMuted: (muted: boolean) => void;
  setGoFullscreen: (goFullscreen: boolean) => void;
  setVocabularies: (vocabularies: Vocabularies | null) => void;
  /** The community catalog's sort (new, popular, top). */
  setPostHubFilter: (postHubFilter: string) => void;
  /** Back to the defaults, as after a failed start or a log out. */
  reset: () => void;
};

const APP_STATE_STORAGE_KEY = 'app-state';

function siteNameFromPage(): string {
  if (typeof document === 'undefined') return DEFAULT_SITE_NAME;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="application-name"]');
  const name = meta?.content.trim();
  return name && !name.includes('__SITE_NAME__') ? name : DEFAULT_SITE_NAME;
}

function isMobileWidth(): boolean {
  return typeof window !== 'undefined' && window.innerWidth < BREAKPOINTS.mobile;
}

function initialAppState(): AppState {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return {
    popup: '',
    user: null,
    userConfirmed: false,
    isAdsEnabled: false,
    postHubFilter: 'new',
    domain: origin,
    domainStatic: origin,
    isDrawerOpen: false,
    isMobile: isMobileWidth(),
    siteName: siteNameFromPage(),
    appName: SITE_APP_NAME,
    isMusicMuted: true,
    isSoundsMuted: false,
    goFullscreen: false,
    vocabularies: null,
  };
}

/**
 * Persisted fields survive a reload; the open popup, the drawer, the mobile flag (measured), the
 * site name (from the page) and whether the user was confirmed in this visit are transient.
 */
const PERSISTED_FIELDS = [
  'user',
  'isAdsEnabled',
  'postHubFilter',
  'domain',
  'domainStatic',
  'appName',
  'isMusicMuted',
  'isSoundsMuted',
  'goFullscreen',
  'vocabularies',
] as const satisfies readonly (keyof AppState)[];

type PersistedState = Pick<AppState, (typeof PERSISTED_FIELDS)[number]>;

export const useAppStore = create<AppState & AppActions>()(
  persist(
    (set) => ({
      ...initialAppState(),
      setPopup: (popup) => set({ popup }),
      closePopup: () => set({ popup: '' }),
      setUser: (user) => set({ user, userConfirmed: user !== null }),
      setDrawerOpen: (isDrawerOpen) => set({ isDrawerOpen }),
      toggleDrawer: () => set((state) => ({ isDrawerOpen: !state.isDrawerOpen })),
      setMobile: (isMobile) => set({ isMobile }),
      setAppName: (appName) => set({ appName }),
      setMusicMuted: (isMusicMuted) => set({ isMusicMuted }),
      setSoundsMuted: (isSoundsMuted) => set({ isSoundsMuted }),
      setGoFullscreen: (goFullscreen) => set({ goFullscreen }),
      setVocabularies: (vocabularies) => set({ vocabularies }),
      setPostHubFilter: (postHubFilter) => set({ postHubFilter }),
      reset: () => set(initialAppState()),
    }),
    {
      name: APP_STATE_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state): PersistedState => {
        const persisted: Partial<PersistedState> = {};
        for (const field of PERSISTED_FIELDS) {
          (persisted as Record<string, unknown>)[field] = state[field];
        }
        return persisted as PersistedState;
      },
    },
  ),
);
