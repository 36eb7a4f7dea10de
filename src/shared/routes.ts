import { stageLabel } from './career.ts';
import { IELTS_BANDS } from './constants.ts';
import { GAME_IDS, type GameId } from './games.ts';

/**
 * The one route table. The router, links, the server's status codes and the
 * browser tests all read it. `pattern` uses React Router syntax.
 */
export const ROUTES = {
  home: { pattern: '/', title: 'Home' },
  homeIndexHtml: { pattern: '/index.html', title: 'Home' },
  howTo: { pattern: '/how-to', title: 'How to make a vocabulary sheet' },
  ieltsVocabularies: { pattern: '/ielts-vocabularies', title: 'IELTS Vocabularies' },
  ieltsBand: { pattern: '/ielts-vocabulary/:band', title: 'IELTS Vocabulary' },
  ieltsBandPage: { pattern: '/ielts-vocabulary/:band/:page', title: 'IELTS Vocabulary' },
  googleTranslate: { pattern: '/google-translate', title: 'Google Translate history to a sheet' },
  career: { pattern: '/career', title: 'Career' },
  careerEpisode: { pattern: '/career/:page', title: 'Career' },
  play: { pattern: '/play/:trackId/:label', title: 'Play' },
  tracks: { pattern: '/tracks', title: 'Community tracks' },
  tracksDesigners: { pattern: '/tracks/designers', title: 'Top designers' },
  tracksUser: { pattern: '/tracks/user/:uid', title: 'Designer' },
  track: { pattern: '/tracks/:id', title: 'Track' },
  game: { pattern: '/game/:game', title: 'Game' },
  signIn: { pattern: '/sign-in', title: 'Log In' },
  resetPassword: { pattern: '/reset-password', title: 'Reset password' },
  settings: { pattern: '/settings', title: 'Settings' },
  progress: { pattern: '/progress', title: 'Progress' },
  pricing: { pattern: '/pricing', title: 'Pricing' },
  privacy: { pattern: '/privacy', title: 'Privacy Policy' },
  admin: { pattern: '/admin', title: 'Admin' },
  /** Admins only (decision record 025): reported tracks and comments to hide or restore. */
  adminReports: { pattern: '/admin/reports', title: 'Reports' },
} as const;

export type RouteName = keyof typeof ROUTES;

export const href = {
  home: () => '/',
  howTo: () => '/how-to',
  ieltsVocabularies: () => '/ielts-vocabularies',
  /** Page 1 is the band's own address; later pages add the page number. */
  ieltsBand: (band: number, page = 1) =>
    page <= 1 ? `/ielts-vocabulary/${band}` : `/ielts-vocabulary/${band}/${page}`,
  googleTranslate: () => '/google-translate',
  career: () => '/career',
  careerEpisode: (episode: number) => `/career/${episode}`,
  /** Spec link shape: /play/{trackId}/{episode}-{stage}: {name}, the label encoded as one segment. */
  play: (trackId: number, episode: number, stage: number, name: string) =>
    `/play/${trackId}/${encodeURIComponent(stageLabel(episode, stage, name))}`,
  /** A community track (docs/decisions/019-community-lists.md) plays at /play/{id}/{title}, the title encoded as one segment. */
  playCommunity: (trackId: number, title: string) =>
    `/play/${trackId}/${encodeURIComponent(title || 'track')}`,
  /** The catalog, designers and a designer's tracks; page 1 is the plain address, later pages add ?page=. */
  tracks: (page = 1) => (page <= 1 ? '/tracks' : `/tracks?page=${page}`),
  tracksDesigners: (page = 1) => (page <= 1 ? '/tracks/designers' : `/tracks/designers?page=${page}`),
  tracksUser: (uid: number, page = 1) =>
    page <= 1 ? `/tracks/user/${uid}` : `/tracks/user/${uid}?page=${page}`,
  track: (id: number, commentId?: number) => `/tracks/${id}${commentId ? `#comment-${commentId}` : ''}`,
  game: (game: GameId) => `/game/${game}`,
  signIn: () => '/sign-in',
  resetPassword: () => '/reset-password',
  settings: () => '/settings',
  progress: () => '/progress',
  pricing: () => '/pricing',
  privacy: () => '/privacy',
  admin: () => '/admin',
  adminReports: () => '/admin/reports',
} as const;

const POSITIVE_INT = /^[1-9]\d{0,5}$/;

function segments(pathname: string): string[] {
  return pathname.replace(/\/+$/, '').split('/').filter(Boolean);
}

/**
 * Which route a path belongs to, or null for Not Found. Parameters are checked too: an unknown
 * band or game is not a route. (Whether a band page number is in range needs the data, so the
 * page checks that.)
 */
export function matchRoute(pathname: string): RouteName | null {
  const parts = segments(pathname);
  const [first, second, third, ...rest] = parts;
  if (rest.length > 0) return null;
  if (!first) return 'home';
  if (parts.length === 1) {
    const single: Record<string, RouteName> = {
      'index.html': 'homeIndexHtml',
      'how-to': 'howTo',
      'ielts-vocabularies': 'ieltsVocabularies',
      'google-translate': 'googleTranslate',
      career: 'career',
      tracks: 'tracks',
      'sign-in': 'signIn',
      'reset-password': 'resetPassword',
      settings: 'settings',
      progress: 'progress',
      pricing: 'pricing',
      privacy: 'privacy',
      admin: 'admin',
    };
    return Object.hasOwn(single, first) ? (single[first] ?? null) : null;
  }
  if (first === 'ielts-vocabulary' && second !== undefined && isBandParam(second)) {
    if (third === undefined) return 'ieltsBand';
    return POSITIVE_INT.test(third) ? 'ieltsBandPage' : null;
  }
  if (first === 'play' && second !== undefined && third !== undefined) {
    // A career track's id is its global stage number (src/shared/career.ts); community tracks
    // (docs/decisions/019-community-lists.md) have ids above the career's. Whether a track exists needs the data.
    return POSITIVE_INT.test(second) ? 'play' : null;
  }
  if (first === 'tracks' && second === 'user' && third !== undefined) {
    return POSITIVE_INT.test(third) ? 'tracksUser' : null;
  }
  if (third !== undefined || second === undefined) return null;
  if (first === 'career') {
    const episode = Number(second);
    return POSITIVE_INT.test(second) && episode <= 9 ? 'careerEpisode' : null;
  }
  if (first === 'tracks') {
    if (second === 'designers') return 'tracksDesigners';
    return POSITIVE_INT.test(second) ? 'track' : null;
  }
  if (first === 'game') return (GAME_IDS as string[]).includes(second) ? 'game' : null;
  if (first === 'admin') return second === 'reports' ? 'adminReports' : null;
  return null;
}

export function isBandParam(value: string): boolean {
  return (IELTS_BANDS as readonly number[]).map(String).includes(value);
}

export type BackTarget = { kind: 'none' } | { kind: 'link'; to: string } | { kind: 'history' };

/**
 * Band pages go back to the band list; the band list, /how-to and /settings go
 * home; every other page uses browser history; the home page has no back button.
 */
export function backTarget(pathname: string): BackTarget {
  const route = matchRoute(pathname);
  switch (route) {
    case 'home':
    case 'homeIndexHtml':
      return { kind: 'none' };
    case 'ieltsBand':
    case 'ieltsBandPage':
      return { kind: 'link', to: href.ieltsVocabularies() };
    case 'ieltsVocabularies':
    case 'howTo':
    case 'settings':
      return { kind: 'link', to: href.home() };
    default:
      return { kind: 'history' };
  }
}
