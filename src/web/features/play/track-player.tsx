import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import type { CareerStage, TrackResponse } from '../../../shared/api/tracks.ts';
import { isSignedIn } from '../../../shared/api/user.ts';
import { mayPlayStage } from '../../../shared/career.ts';
import type { IeltsBand } from '../../../shared/constants.ts';
import { GAMES, type GameId, isGameId } from '../../../shared/games.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { href } from '../../../shared/routes.ts';
import { formatListId, trackListId } from '../../../shared/word-lists/list-id.ts';
import { ApiError, errorLinesOf } from '../../api/client.ts';
import { ErrorLines } from '../../components/error-lines.tsx';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PremiumNotice } from '../../components/premium-notice.tsx';
import { SpeakButton } from '../../components/speak-button.tsx';
import { useAppStore } from '../../state/app-store.ts';
import { useIsNativeApp } from '../../state/use-is-native-app.ts';
import { careerQueries, EpisodePicture, useCareer } from '../career/index.ts';
import { postTrackStarted, useTrack } from '../tracks/index.ts';
import './track-player.css';

/** The game frame loads only when a game is chosen: the word list stays light. */
const GameFrame = lazy(() => import('./game-page.tsx').then((m) => ({ default: m.GameFrame })));

/** Which game is being played: `?game=candy|space` (so Back returns to the words). */
const GAME_PARAM = 'game';

/**
 * `/play/{trackId}/{label}`: a career stage's 15 words (or a community track's), and the two games
 * that play them. The label is the spec's `{episode}-{stage}: {name}`; the track id alone says
 * what is played. The games play the track's list id (career-N or community-N) in the frame.
 */
export function PlayTrackPage() {
  const { trackId = '' } = useParams();
  if (!/^[1-9]\d{0,5}$/.test(trackId)) return <NotFoundPage />;
  return <PlayTrack key={trackId} id={Number(trackId)} />;
}

/**
 * A premium stage for a learner without Premium: why, in the page, in a live region,
 * and what is free and what unlocks the rest. The track itself is not asked for.
 */
function PremiumStage({ stage }: { stage: CareerStage }) {
  const isNative = useIsNativeApp();
  const signedIn = useAppStore((state) => isSignedIn(state.user));
  return (
    <div className="page career" data-testid="premium-stage">
      <PageHeader title={stage.name} documentTitle={`Career: ${stage.name}`} />
      <div className="premium-stage card" role="status" aria-live="polite" data-testid="premium-stage-why">
        <p>
          <strong>This is a Band {stage.band} stage, so it is part of Premium.</strong> The Band 5 stages, the
          first two of every episode, are free for everyone
          {signedIn ? '' : ', no account needed'}.
        </p>
        {isNative ? (
          // The app has no pricing page: the spec's sentence.
          <p data-testid="premium-notice">{MESSAGES.premiumOnlyNative}</p>
        ) : (
          <p>
            Premium opens every stage of the career, every IELTS band and your own sheets. It cannot be bought
            yet: a premium code from your school or teacher unlocks it, entered under “Have a code?” on{' '}
            <Link to={`${href.pricing()}#code`}>Pricing</Link> or in{' '}
            <Link to={href.settings()}>Settings</Link>.
          </p>
        )}
      </div>
      <p className="episode-nav">
        <Link to={href.careerEpisode(stage.episode)}>← Episode {stage.episode}</Link>
        <Link to={href.career()}>All episodes</Link>
      </p>
    </div>
  );
}

function PlayTrack({ id }: { id: number }) {
  const role = useAppStore((state) => state.user?.role);
  const isCareerStage = trackListId(id)?.kind === 'career';
  const career = useCareer();
  const stage = career.data?.episodes.flatMap((episode) => episode.stages).find((item) => item.id === id);
  // A career stage waits for the career (it says the stage's band): a premium one is not asked for.
  const blocked = stage !== undefined && !mayPlayStage(role, stage.band);
  const track = useTrack(id, !isCareerStage || (career.isSuccess && !blocked) || career.isError);
  const isNative = useIsNativeApp();
  if (blocked && stage) return <PremiumStage stage={stage} />;
  const error = track.error;
  if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;
  if (error instanceof ApiError && error.status === 403) {
    // A premium track the page could not tell in advance: the site sends a free learner to the
    // plans; the native app (no pricing there) says the spec's sentence.
    if (!isNative) return <Navigate to={href.pricing()} replace />;
    return (
      <div className="page career">
        <PageHeader title="Premium stage" />
        <PremiumNotice
          ask={{
            kind: 'list',
            list: {
              id: formatListId({ kind: 'career', trackId: id }),
              name: `Stage ${id}`,
              premium: true,
              band: null,
            },
          }}
        />
      </div>
    );
  }
  if (track.isPending) {
    return (
      <div className="page career">
        <PageHeader title="Career stage" />
        <p className="career__loading career__loading--screen">Loading…</p>
      </div>
    );
  }
  if (!track.data) {
    return (
      <div className="page career">
        <PageHeader title="Career stage" />
        <ErrorLines errors={errorLinesOf(error)} />
      </div>
    );
  }
  return <TrackPlayer track={track.data} />;
}

function TrackPlayer({ track }: { track: TrackResponse }) {
  const [search, setSearch] = useSearchParams();
  const queryClient = useQueryClient();
  const career = useCareer();
  const playing = search.get(GAME_PARAM);
  const completed = career.data?.completed.includes(track.id) ?? false;
  const source = useMemo(
    () => ({
      listId: track.listId,
      name: track.name,
      cards: track.words.map((word) => word.card),
      languageLearn: track.languageLearn,
    }),
    [track],
  );
  const community = track.kind === 'community';
  const gameChosen = playing !== null && isGameId(playing);
  useEffect(() => {
    // A community track counts who started it (docs/decisions/019-community-lists.md).
    if (community && gameChosen) postTrackStarted(track.id);
  }, [community, gameChosen, track.id]);
  const onRoundRecorded = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: careerQueries.all });
  }, [queryClient]);
  // Only the game changes in the address: other parameters (a test's ?pace=) stay.
  const withGame = useCallback(
    (game: GameId | null) => (current: URLSearchParams) => {
      const next = new URLSearchParams(current);
      if (game) next.set(GAME_PARAM, game);
      else next.delete(GAME_PARAM);
      return next;
    },
    [],
  );
  const backToWords = useCallback(() => setSearch(withGame(null), { replace: true }), [setSearch, withGame]);

  if (playing !== null && isGameId(playing)) {
    return (
      <Suspense fallback={<p className="career__loading career__loading--screen">Loading the game…</p>}>
        <GameFrame
          key={playing}
          game={playing}
          source={source}
          onRoundRecorded={onRoundRecorded}
          onHomepage={backToWords}
        />
      </Suspense>
    );
  }

  const play = (game: GameId) => setSearch(withGame(game));
  if (track.kind === 'community') {
    return (
      <div className="page career play-track">
        <PageHeader title={track.name} lead={`A community track by ${track.community.username}`} />
        <GameChoices play={play} />
        <TrackWords track={track} />
        <p className="play-track__back">
          <Link to={href.track(track.id)}>← About this track</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="page career play-track">
      <div className="play-track__head">
        <EpisodePicture episode={track.episode} size={56} />
        <PageHeader
          title={track.name}
          lead={
            <>
              Episode {track.episode} ({track.episodeName}), stage {track.stage} ·{' '}
              <span className={`band-chip band-chip--${track.band as IeltsBand}`}>Band {track.band}</span>
            </>
          }
        />
      </div>
      <p
        className={`play-track__status${completed ? ' play-track__status--done' : ''}`}
        data-testid="play-status"
      >
        {completed
          ? '✓ Completed: every word was right in both games.'
          : 'Get every word right at least once in both games to complete this stage.'}
      </p>
      <GameChoices play={play} />
      <TrackWords track={track} />
      <p className="play-track__back">
        <Link to={href.careerEpisode(track.episode)}>← All stages of {track.episodeName}</Link>
      </p>
    </div>
  );
}

function GameChoices({ play }: { play: (game: GameId) => void }) {
  return (
    <div className="play-track__games">
      <button type="button" className="game-choice game-choice--candy" onClick={() => play('candy')}>
        <span className="game-choice__title">{GAMES.candy.title}</span>
        <span className="game-choice__text">Recognise: match each word with its meaning.</span>
      </button>
      <button type="button" className="game-choice game-choice--space" onClick={() => play('space')}>
        <span className="game-choice__title">{GAMES.space.title}</span>
        <span className="game-choice__text">Recall: type the word its meaning describes.</span>
      </button>
    </div>
  );
}

function TrackWords({ track }: { track: TrackResponse }) {
  return (
    <>
      <h2 className="play-track__words-title">The {track.words.length} words</h2>
      <ul className="track-words" data-testid="track-words">
        {track.words.map((word) => (
          <li key={word.word} className="track-word">
            <span className="track-word__word">
              {word.word}
              <SpeakButton text={word.word} />
            </span>
            <span className="track-word__paraphrase">{word.paraphrase}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
