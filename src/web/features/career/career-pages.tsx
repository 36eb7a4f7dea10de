import { Link, useParams } from 'react-router';
import type { CareerStage } from '../../../shared/api/tracks.ts';
import { isSignedIn } from '../../../shared/api/user.ts';
import { mayPlayStage } from '../../../shared/career.ts';
import { CAREER_EPISODES, CAREER_STAGES_PER_EPISODE } from '../../../shared/constants.ts';
import { href } from '../../../shared/routes.ts';
import { ApiError, errorLinesOf } from '../../api/client.ts';
import { ErrorLines } from '../../components/error-lines.tsx';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useAppStore } from '../../state/app-store.ts';
import { useCareer, useSelectStage } from './api/get-career.ts';
import { EpisodePicture } from './episode-picture.tsx';
import './career.css';

const COMPLETE_RULE =
  'A stage is completed when every one of its 15 words has been right at least once in both games.';

/** `/career`: the episode selector, with each episode's progress. */
export function CareerPage() {
  const career = useCareer();
  const completed = new Set(career.data?.completed ?? []);
  return (
    <div className="page career">
      <PageHeader
        title="Career"
        lead="Eight IELTS topics and the words of academic writing, nine stages each: every stage is 15 words, from band 5 up to band 9."
      />
      <p className="career__rule">{COMPLETE_RULE}</p>
      {career.isPending ? <p className="career__loading">Loading…</p> : null}
      {career.isError ? <ErrorLines errors={errorLinesOf(career.error)} /> : null}
      {career.data ? (
        <ul className="episode-list">
          {career.data.episodes.map((episode) => {
            const done = episode.stages.filter((stage) => completed.has(stage.id)).length;
            return (
              <li key={episode.episode}>
                <Link
                  className="episode-card"
                  to={href.careerEpisode(episode.episode)}
                  data-testid={`episode-${episode.episode}`}
                >
                  <EpisodePicture episode={episode.episode} />
                  <span className="episode-card__info">
                    <span className="episode-card__number">Episode {episode.episode}</span>
                    <span className="episode-card__name">{episode.name}</span>
                    <span className="episode-card__progress">
                      <span className="progress-bar" aria-hidden="true">
                        <span style={{ width: `${(done / CAREER_STAGES_PER_EPISODE) * 100}%` }} />
                      </span>
                      <span data-testid="episode-progress">
                        {done}/{CAREER_STAGES_PER_EPISODE} completed
                      </span>
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

function episodeOf(param: string | undefined): number | null {
  const episode = Number(param);
  return /^[1-9]$/.test(param ?? '') && episode <= CAREER_EPISODES ? episode : null;
}

/** `/career/{page}`: the 9 stages of an episode, each linking to its /play page. */
export function CareerEpisodePage() {
  const episode = episodeOf(useParams().page);
  if (episode === null) return <NotFoundPage />;
  return <EpisodeStages key={episode} episode={episode} />;
}

function Stars({ count }: { count: number }) {
  return (
    <span className="stage-card__stars" role="img" aria-label={`Best: ${count} of 3 stars`}>
      {[1, 2, 3].map((star) => (
        <span key={star} className={star <= count ? 'star star--on' : 'star'} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}

const LockIcon = () => (
  <svg width="14" height="14" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M7 10V8a5 5 0 0 1 10 0v2h1a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2zm2 0h6V8a3 3 0 0 0-6 0z" />
  </svg>
);

function StageCard({
  stage,
  completed,
  stars,
  locked,
}: {
  stage: CareerStage;
  completed: boolean;
  stars: number | undefined;
  locked: boolean;
}) {
  return (
    <Link
      className={`stage-card${completed ? ' stage-card--done' : ''}`}
      to={href.play(stage.id, stage.episode, stage.stage, stage.name)}
      data-testid={`stage-${stage.stage}`}
    >
      <span className="stage-card__number" aria-hidden="true">
        {completed ? '✓' : stage.stage}
      </span>
      <span className="stage-card__info">
        <span className="stage-card__name">{stage.name}</span>
        <span className="stage-card__meta">
          <span className={`band-chip band-chip--${stage.band}`}>Band {stage.band}</span>
          {locked ? (
            <span className="stage-card__lock" data-testid="stage-locked">
              <LockIcon /> Premium
            </span>
          ) : stage.premium ? null : (
            <span className="stage-card__free">Free</span>
          )}
          {stars !== undefined ? <Stars count={stars} /> : null}
          {completed ? (
            <span className="stage-card__done" data-testid="stage-completed">
              <span aria-hidden="true">✓</span> Completed
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}

function EpisodeStages({ episode }: { episode: number }) {
  const user = useAppStore((state) => state.user);
  const career = useCareer();
  const selected = useSelectStage(episode);
  const info = career.data?.episodes.find((item) => item.episode === episode);
  if (selected.error instanceof ApiError && selected.error.status === 404) return <NotFoundPage />;
  // A signed-in learner's completions come with the spec's call; a visitor's from this browser.
  const completed = new Set(
    isSignedIn(user) ? (selected.data?.Completed ?? []) : (career.data?.completed ?? []),
  );
  const stages = (selected.data?.Tracks ?? [])
    .map((id) => info?.stages.find((stage) => stage.id === id))
    .filter((stage) => stage !== undefined);
  const done = stages.filter((stage) => completed.has(stage.id)).length;
  const error = career.error ?? selected.error;
  return (
    <div className="page career">
      <PageHeader
        title={info ? `Episode ${episode}: ${info.name}` : `Episode ${episode}`}
        documentTitle={`Career: Episode ${episode}`}
        lead={info ? `${done} of ${CAREER_STAGES_PER_EPISODE} stages completed. ${COMPLETE_RULE}` : undefined}
      />
      {stages.some((stage) => !mayPlayStage(user?.role, stage.band)) ? (
        <p className="career__free-note" data-testid="career-free-note">
          The Band 5 stages are free for everyone; the stages marked Premium open with Premium, which a
          premium code unlocks while Premium cannot be bought.
        </p>
      ) : null}
      {career.isPending || selected.isPending ? <p className="career__loading">Loading…</p> : null}
      {error ? <ErrorLines errors={errorLinesOf(error)} /> : null}
      {stages.length > 0 ? (
        <ol className="stage-list">
          {stages.map((stage) => (
            <li key={stage.id}>
              <StageCard
                stage={stage}
                completed={completed.has(stage.id)}
                stars={career.data?.bestStars[stage.id]}
                locked={!mayPlayStage(user?.role, stage.band)}
              />
            </li>
          ))}
        </ol>
      ) : null}
      <nav className="episode-nav" aria-label="Episodes">
        {episode > 1 ? <Link to={href.careerEpisode(episode - 1)}>← Episode {episode - 1}</Link> : <span />}
        <Link to={href.career()}>All episodes</Link>
        {episode < CAREER_EPISODES ? (
          <Link to={href.careerEpisode(episode + 1)}>Episode {episode + 1} →</Link>
        ) : (
          <span />
        )}
      </nav>
    </div>
  );
}
