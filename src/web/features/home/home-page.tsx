import { Link } from 'react-router';
import { HOME_STEPS, PROMO_VIDEO, SLOGAN } from '../../../shared/constants.ts';
import { GAMES } from '../../../shared/games.ts';

import { href } from '../../../shared/routes.ts';
import { OwnSheetsNote } from '../../components/own-sheets-note.tsx';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { useAppStore } from '../../state/app-store.ts';
import { useIsNativeApp } from '../../state/use-is-native-app.ts';
import AndroidBanner from './android-banner.tsx';
import { useStoreUrl } from './store-url.ts';
import './home.css';

/** In the first chunk: a chunk of its own cost Android phones more (0.8 KB) than it saved others. */ const isAndroid =
  typeof navigator !== 'undefined' && /\bAndroid\b/i.test(navigator.userAgent);

/** Its own component, so the site config's arrival re-renders the badge, not the whole page. */
function StoreBadge() {
  const storeUrl = useStoreUrl();
  if (!storeUrl) return null;
  return (
    <a className="store-badge" href={storeUrl} rel="noopener" data-testid="store-badge">
      <img src="/images/android-app-badge.svg" alt="Get the free Android app" width="180" height="56" />
    </a>
  );
}

function PlayIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.18" />
      <path d="M10 8.2v7.6l6-3.8z" fill="currentColor" />
    </svg>
  );
}

/** The two game cards: what each game trains, and a picture of it. */
const GAME_CARDS = [
  {
    game: 'candy',
    kind: 'Passive vocabulary',
    alt: 'Glossy candies, each with a word or its translation',
    pitch: 'Spot each word and its translation, and pop the pair before the clock runs out.',
  },
  {
    game: 'space',
    kind: 'Active vocabulary',
    alt: 'A rocket firing at asteroids labelled with words while the player types',
    pitch: 'Read the translation, type the word, and blast the asteroid before it reaches your base.',
  },
] as const;

export function HomePage() {
  usePageTitle(undefined);
  const siteName = useAppStore((state) => state.siteName);
  const setPopup = useAppStore((state) => state.setPopup);
  const isNative = useIsNativeApp();

  return (
    <div className="home">
      {isAndroid && !isNative ? <AndroidBanner /> : null}
      <section className="hero">
        <div className="hero__inner">
          <div className="hero__text">
            <p className="hero__eyebrow">Vocabulary games for IELTS</p>
            <h1 className="hero__title">{siteName}</h1>
            <p className="hero__slogan">{SLOGAN}</p>
            <div className="hero__actions">
              <Link className="button button--primary" to={href.game('candy')}>
                Play now
              </Link>
              <button
                type="button"
                className="button button--ghost hero__ghost"
                onClick={() => setPopup('video')}
                data-testid="watch-video"
              >
                <PlayIcon />
                Watch the video
              </button>
            </div>
            {isNative ? null : <StoreBadge />}
            <a className="hero__more" href="#games-heading">
              Two games below
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  d="M6 9l6 6 6-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.4"
                  strokeLinecap="round"
                />
              </svg>
            </a>
          </div>
          {/* The same popup as "Watch the video", as a picture on wide screens; hidden from assistive tech. */}
          <button
            type="button"
            className="hero__video"
            onClick={() => setPopup('video')}
            tabIndex={-1}
            aria-hidden="true"
          >
            <img src={PROMO_VIDEO.poster} alt="" width="1280" height="720" loading="lazy" />
            <span className="hero__play">
              <svg width="84" height="84" viewBox="0 0 84 84" aria-hidden="true" focusable="false">
                <circle cx="42" cy="42" r="40" fill="#fff" />
                <path d="M35 27v30l24-15z" fill="#5b3df5" />
              </svg>
            </span>
            <span className="hero__video-label">Watch the tour</span>
          </button>
        </div>
      </section>

      <section className="page home__games" aria-labelledby="games-heading">
        <h2 id="games-heading" className="home__section-title">
          Pick a game
        </h2>
        <div className="game-cards">
          {GAME_CARDS.map((card) => (
            <Link key={card.game} className={`game-card game-card--${card.game}`} to={href.game(card.game)}>
              <img
                className="game-card__art"
                src={`/images/games/${card.game}.svg`}
                alt={card.alt}
                width="640"
                height="400"
                loading="lazy"
                decoding="async"
              />
              <div className="game-card__body">
                <span className="game-card__kind">{card.kind}</span>
                <h3>{GAMES[card.game].title}</h3>
                <p>{card.pitch}</p>
                <span className="game-card__cta">Play {GAMES[card.game].title} →</span>
              </div>
            </Link>
          ))}
        </div>

        {isNative ? null : (
          <section className="steps" aria-labelledby="steps-heading" data-testid="three-steps">
            <h2 id="steps-heading" className="home__section-title">
              Your own words in three steps
            </h2>
            <OwnSheetsNote />
            <ol className="steps__list">
              {HOME_STEPS.map((step, index) => (
                <li key={step.title} className="steps__item">
                  <span className="steps__number" aria-hidden="true">
                    {index + 1}
                  </span>
                  <h3>{step.title}</h3>
                  <p>{step.text}</p>
                </li>
              ))}
            </ol>
            <div className="steps__actions">
              <Link className="button button--ghost" to={href.howTo()}>
                Read the step-by-step guide
              </Link>
              <button
                type="button"
                className="link-button"
                onClick={() => setPopup('video-writing-correction')}
                data-testid="watch-writing-correction"
              >
                How writing correction works
              </button>
            </div>
          </section>
        )}

        <section className="home__ielts" aria-labelledby="ielts-heading">
          <div>
            <h2 id="ielts-heading" className="home__section-title">
              Preparing for IELTS?
            </h2>
            <p>
              Ready-made word lists for bands 5 to 9, each word with its synonyms and antonyms. Band 5 is
              free; bands 6 to 9 come with{' '}
              <span className="home__nowrap">
                <button
                  type="button"
                  className="link-button"
                  onClick={() => setPopup('subscribe-to-premium')}
                  data-testid="about-premium"
                >
                  Premium
                </button>
                .
              </span>
            </p>
          </div>
          <Link className="button button--primary" to={href.ieltsVocabularies()}>
            Browse IELTS vocabularies
          </Link>
        </section>
      </section>
    </div>
  );
}
