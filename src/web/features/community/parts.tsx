import { Link } from 'react-router';
import type { TrackSummary } from '../../../shared/api/community.ts';
import { avatarPath } from '../../../shared/community/avatar.ts';
import { abbreviateCount } from '../../../shared/community/count.ts';
import { LANGUAGES } from '../../../shared/languages.ts';
import { groupDigits } from '../../../shared/number-format.ts';
import { href } from '../../../shared/routes.ts';

/** A learner's avatar: a generated one by number, a built-in one by name, or the default. */
export function Avatar({ value, size = 40 }: { value: string; size?: number }) {
  return (
    <img
      className="avatar"
      src={avatarPath(value)}
      width={size}
      height={size}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}

export function languageName(code: string): string {
  return LANGUAGES.find((language) => language.langCode === code)?.lang ?? code;
}

/** "English words, meanings in Spanish": the words' language, then the meanings'. */
export function languagesLabel(track: Pick<TrackSummary, 'languageNative' | 'languageLearn'>): string {
  const words = `${languageName(track.languageLearn)} words`;
  return track.languageNative && track.languageNative !== track.languageLearn
    ? `${words}, meanings in ${languageName(track.languageNative)}`
    : words;
}

const ICON_PATHS = {
  like: 'M7 10v11H3V10h4zm2 11h8.3a2 2 0 0 0 2-1.6l1.4-7A2 2 0 0 0 18.7 10H14l.9-4.4A1.7 1.7 0 0 0 13.2 3.5L9 10v11z',
  dislike:
    'M17 14V3h4v11h-4zm-2-11H6.7a2 2 0 0 0-2 1.6l-1.4 7A2 2 0 0 0 5.3 14H10l-.9 4.4a1.7 1.7 0 0 0 1.7 2.1L15 14V3z',
  play: 'M7 4.5v15l12.5-7.5L7 4.5z',
} as const;

/** The like, dislike and play marks (drawn, so every system shows them alike). */
export function CountIcon({ kind }: { kind: keyof typeof ICON_PATHS }) {
  return (
    <svg
      className="count-icon"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={ICON_PATHS[kind]} fill="currentColor" />
    </svg>
  );
}

/** Likes, dislikes and plays, abbreviated by the spec's rule (section 9). */
export function TrackStats({ track }: { track: Pick<TrackSummary, 'likes' | 'dislikes' | 'started'> }) {
  return (
    <span className="track-stats">
      <span title={`${groupDigits(track.likes)} likes`}>
        <CountIcon kind="like" /> {abbreviateCount(track.likes)}
        <span className="visually-hidden"> likes</span>
      </span>
      <span title={`${groupDigits(track.dislikes)} dislikes`}>
        <CountIcon kind="dislike" /> {abbreviateCount(track.dislikes)}
        <span className="visually-hidden"> dislikes</span>
      </span>
      <span title={`played by ${groupDigits(track.started)}`}>
        <CountIcon kind="play" /> {abbreviateCount(track.started)}
        <span className="visually-hidden"> plays</span>
      </span>
    </span>
  );
}

export function TrackCard({ track, showAuthor = true }: { track: TrackSummary; showAuthor?: boolean }) {
  return (
    <li className="track-card" data-testid="track-card">
      <Link className="track-card__title" to={href.track(track.id)}>
        {track.trackTitle}
      </Link>
      {track.description ? <p className="track-card__description">{track.description}</p> : null}
      <p className="track-card__meta">
        {track.words} {languagesLabel(track)}
      </p>
      <div className="track-card__foot">
        {showAuthor ? (
          <Link className="track-card__author" to={href.tracksUser(track.uid)}>
            <Avatar value={track.avatar} size={28} />
            <span>{track.username}</span>
          </Link>
        ) : (
          <span />
        )}
        <TrackStats track={track} />
      </div>
    </li>
  );
}

export function Loading({ what, screen = false }: { what: string; screen?: boolean }) {
  return (
    <p className={`community__loading${screen ? ' community__loading--screen' : ''}`} aria-live="polite">
      Loading {what}…
    </p>
  );
}

/** The page number of `?page=`: 1 when absent; null when it is not a page number. */
export function pageParam(search: URLSearchParams): number | null {
  const raw = search.get('page');
  if (raw === null) return 1;
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : null;
}
