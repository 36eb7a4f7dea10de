import { Link } from 'react-router';
import type { TrackSummary } from '../../../shared/api/community.ts';
import { avatarPath } from '../../../shared/community/avatar.ts';
import { abbreviateCount } from '../../../shared/community/count.ts';
import { LANGUAGES } from '../../../shared/languages.ts';
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

/** "Spanish → English": the card backs' language, then the words'. */
export function languagesLabel(track: Pick<TrackSummary, 'languageNative' | 'languageLearn'>): string {
  return track.languageNative
    ? `${languageName(track.languageLearn)} · ${languageName(track.languageNative)}`
    : languageName(track.languageLearn);
}

/** Likes, dislikes and plays, abbreviated by the spec's rule (section 9). */
export function TrackStats({ track }: { track: Pick<TrackSummary, 'likes' | 'dislikes' | 'started'> }) {
  return (
    <span className="track-stats">
      <span title={`${track.likes.toLocaleString('en-US')} likes`}>
        <span aria-hidden="true">👍</span> {abbreviateCount(track.likes)}
        <span className="visually-hidden"> likes</span>
      </span>
      <span title={`${track.dislikes.toLocaleString('en-US')} dislikes`}>
        <span aria-hidden="true">👎</span> {abbreviateCount(track.dislikes)}
        <span className="visually-hidden"> dislikes</span>
      </span>
      <span title={`played by ${track.started.toLocaleString('en-US')}`}>
        <span aria-hidden="true">▶</span> {abbreviateCount(track.started)}
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
        {track.words} words · {languagesLabel(track)}
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

export function Loading({ what }: { what: string }) {
  return (
    <p className="community__loading" aria-live="polite">
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
