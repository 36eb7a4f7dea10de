import { Link } from 'react-router';
import { SLOGAN } from '../../../shared/constants.ts';
import { GAMES } from '../../../shared/games.ts';
import { href } from '../../../shared/routes.ts';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { useAppStore } from '../../state/app-store.ts';
import { useIsNativeApp } from '../../state/use-is-native-app.ts';
import { CandyArt, SpaceArt } from './game-art.tsx';
import './home.css';

const STEPS = [
  {
    title: 'Create a public sheet',
    text: 'Put your words in a Google Sheet: Word, Translation and Hint. Share it so anyone with the link can view.',
  },
  {
    title: 'Load it in game settings',
    text: 'Paste the sheet link in Settings, or pick a ready-made IELTS band list.',
  },
  {
    title: 'Play',
    text: 'Match words in Word Candy Match, then recall and type them in Space Words.',
  },
];

export function HomePage() {
  usePageTitle(undefined);
  const siteName = useAppStore((state) => state.siteName);
  const isNative = useIsNativeApp();

  return (
    <div className="home">
      <section className="hero">
        <div className="hero__inner">
          <p className="hero__eyebrow">Vocabulary games for IELTS and beyond</p>
          <h1 className="hero__title">{siteName}</h1>
          <p className="hero__slogan">{SLOGAN}</p>
          <div className="hero__actions">
            <Link className="button button--primary" to={href.game('candy')}>
              Play now
            </Link>
            <Link className="button button--ghost hero__ghost" to={href.ieltsVocabularies()}>
              Browse IELTS words
            </Link>
          </div>
        </div>
      </section>

      <section className="page home__games" aria-labelledby="games-heading">
        <h2 id="games-heading" className="home__section-title">
          Pick a game
        </h2>
        <div className="game-cards">
          <Link className="game-card game-card--candy" to={href.game('candy')}>
            <div className="game-card__art">
              <CandyArt />
            </div>
            <div className="game-card__body">
              <span className="game-card__kind">Passive vocabulary</span>
              <h3>{GAMES.candy.title}</h3>
              <p>Spot each word and its translation, and pop the pair before the clock runs out.</p>
              <span className="game-card__cta">Play {GAMES.candy.title} →</span>
            </div>
          </Link>
          <Link className="game-card game-card--space" to={href.game('space')}>
            <div className="game-card__art">
              <SpaceArt />
            </div>
            <div className="game-card__body">
              <span className="game-card__kind">Active vocabulary</span>
              <h3>{GAMES.space.title}</h3>
              <p>Read the translation, type the word, and blast the asteroid before it reaches your base.</p>
              <span className="game-card__cta">Play {GAMES.space.title} →</span>
            </div>
          </Link>
        </div>

        {isNative ? null : (
          <section className="steps" aria-labelledby="steps-heading" data-testid="three-steps">
            <h2 id="steps-heading" className="home__section-title">
              Your own words in three steps
            </h2>
            <ol className="steps__list">
              {STEPS.map((step, index) => (
                <li key={step.title} className="steps__item">
                  <span className="steps__number" aria-hidden="true">
                    {index + 1}
                  </span>
                  <h3>{step.title}</h3>
                  <p>{step.text}</p>
                </li>
              ))}
            </ol>
            <Link className="button button--ghost" to={href.howTo()}>
              Read the step-by-step guide
            </Link>
          </section>
        )}
      </section>
    </div>
  );
}
