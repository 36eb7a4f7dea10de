import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { CommunityTrack } from '../../../shared/api/community.ts';
import { isSignedIn } from '../../../shared/api/user.ts';
import { abbreviateCount } from '../../../shared/community/count.ts';
import { GAME_IDS, GAMES } from '../../../shared/games.ts';
import { href } from '../../../shared/routes.ts';
import { ApiError, errorLinesOf } from '../../api/client.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ErrorLines } from '../../components/error-lines.tsx';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useAppStore } from '../../state/app-store.ts';
import { PublishForm, useUnpublish } from '../tracks/index.ts';
import { useCommunityTrack, useVote } from './api/tracks.ts';
import { Comments } from './comments.tsx';
import { Avatar, CountIcon, Loading, languagesLabel } from './parts.tsx';
import { ReportButton } from './report-button.tsx';
import './community.css';

/** /tracks/{id}: a community track, its words, its designer, votes, Play and comments. */
export function TrackPage() {
  const { id = '' } = useParams();
  if (!/^[1-9]\d{0,5}$/.test(id)) return <NotFoundPage />;
  return <TrackView key={id} id={Number(id)} />;
}

function TrackView({ id }: { id: number }) {
  const track = useCommunityTrack(id);
  if (track.error instanceof ApiError && track.error.status === 404) return <NotFoundPage />;
  if (track.isPending)
    return (
      <div className="page community">
        <PageHeader title="Track" />
        <Loading what="the track" screen />
      </div>
    );
  if (!track.data)
    return (
      <div className="page community">
        <PageHeader title="Track" />
        <ErrorLines errors={errorLinesOf(track.error)} />
      </div>
    );
  return <TrackDetails track={track.data} />;
}

function Votes({ track }: { track: CommunityTrack }) {
  const vote = useVote(track.id);
  const signedIn = useAppStore((state) => isSignedIn(state.user));
  const setPopup = useAppStore((state) => state.setPopup);
  const cast = (choice: 'like' | 'dislike') => {
    if (!signedIn) {
      setPopup('sign-in');
      return;
    }
    const mine = choice === 'like' ? 1 : -1;
    vote.mutate(track.myVote === mine ? 'none' : choice);
  };
  return (
    <div className="votes">
      <button
        type="button"
        className="vote"
        aria-pressed={track.myVote === 1}
        onClick={() => cast('like')}
        disabled={vote.isPending || track.mine}
        title={track.mine ? 'Your own track: others like or dislike it' : undefined}
      >
        <CountIcon kind="like" /> Like <span className="vote__count">{abbreviateCount(track.likes)}</span>
      </button>
      <button
        type="button"
        className="vote"
        aria-pressed={track.myVote === -1}
        onClick={() => cast('dislike')}
        disabled={vote.isPending || track.mine}
        title={track.mine ? 'Your own track: others like or dislike it' : undefined}
      >
        <CountIcon kind="dislike" /> Dislike{' '}
        <span className="vote__count">{abbreviateCount(track.dislikes)}</span>
      </button>
      <span className="votes__plays" data-testid="play-count">
        <CountIcon kind="play" /> Played by {abbreviateCount(track.started)}
      </span>
      {signedIn && !track.mine ? <ReportButton kind="track" id={track.id} /> : null}
      {vote.isError ? <ErrorLines errors={errorLinesOf(vote.error)} /> : null}
    </div>
  );
}

function OwnerTools({ track }: { track: CommunityTrack }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const unpublish = useUnpublish(track.id);
  const navigate = useNavigate();
  return (
    <section className="owner-tools">
      {editing ? (
        <PublishForm
          trackId={track.id}
          initial={{ title: track.trackTitle, description: track.description }}
          onDone={() => setEditing(false)}
        />
      ) : (
        <div className="owner-tools__buttons">
          <button type="button" className="button button--ghost" onClick={() => setEditing(true)}>
            Republish
          </button>
          <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
            Unpublish
          </button>
        </div>
      )}
      {unpublish.isError ? <ErrorLines errors={errorLinesOf(unpublish.error)} /> : null}
      {confirming ? (
        <ConfirmDialog
          title="Unpublish this track?"
          message="It leaves the catalog with its likes and comments. Your sheet is not changed."
          confirmLabel="Unpublish"
          onConfirm={() => {
            setConfirming(false);
            unpublish.mutate(undefined, { onSuccess: () => void navigate(href.tracksUser(track.uid)) });
          }}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </section>
  );
}

function TrackDetails({ track }: { track: CommunityTrack }) {
  const play = href.playCommunity(track.id, track.trackTitle);
  return (
    <div className="page community track-page">
      <PageHeader title={track.trackTitle} documentTitle={`${track.trackTitle}: community track`} />
      {track.description ? <p className="track-page__description">{track.description}</p> : null}
      <Link className="track-page__author" to={href.tracksUser(track.uid)}>
        <Avatar value={track.avatar} size={48} />
        <span>
          <span className="track-page__by">by</span> {track.username}
        </span>
      </Link>
      <Votes track={track} />
      {track.mine ? <OwnerTools track={track} /> : null}
      <div className="community-games">
        {GAME_IDS.map((game) => (
          <Link key={game} className={`community-game community-game--${game}`} to={`${play}?game=${game}`}>
            <span className="community-game__title">Play {GAMES[game].title}</span>
            <span className="community-game__text">
              {game === 'candy'
                ? 'Recognise: match each word with its meaning.'
                : 'Recall: type the word its meaning describes.'}
            </span>
          </Link>
        ))}
      </div>
      <h2 className="track-page__words-title">The {track.words} words</h2>
      <p className="track-page__languages">{languagesLabel(track)}</p>
      <ul className="community-words" data-testid="track-words">
        {track.cards.map((card, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a list may hold the same word twice
          <li key={index} className="community-word">
            <span className="community-word__front">{card.front}</span>
            <span className="community-word__back">{card.back}</span>
          </li>
        ))}
      </ul>
      <Comments contentId={track.id} />
    </div>
  );
}
