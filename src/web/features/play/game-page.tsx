import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { GAMES, type GameId, gamePagePath, isGameId } from '../../../shared/games.ts';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { useAppStore } from '../../state/app-store.ts';
import { type FrameWordSource, useGameBridge } from './use-game-bridge.ts';
import './game.css';

export function GamePage() {
  const { game = '' } = useParams();
  if (!isGameId(game)) return <NotFoundPage />;
  return <GameFrame key={game} game={game} />;
}

/** Test knobs a game page reads (src/games/common/test-pace.ts), passed on from the site's address. */
const TEST_PARAMETERS = ['pace', 'seed'];

/** The game page's address, with the site address's `?pace=` and `?seed=` if it has them. */
export function framePath(game: GameId, siteSearch: string): string {
  const site = new URLSearchParams(siteSearch);
  const passed = new URLSearchParams();
  for (const name of TEST_PARAMETERS) {
    const value = site.get(name);
    if (value !== null) passed.set(name, value);
  }
  const search = passed.toString();
  return search ? `${gamePagePath(game)}?${search}` : gamePagePath(game);
}

function requestFullscreen(frame: HTMLIFrameElement | null): void {
  if (!frame || document.fullscreenElement || typeof frame.requestFullscreen !== 'function') return;
  // Browsers allow it only right after a tap or key press: a refusal is expected, and harmless.
  frame.requestFullscreen().catch(() => undefined);
}

/**
 * The game page (its own Vite entry) in a frame filling the screen under the slim header. With
 * `goFullscreen` set, the frame asks for full screen at once and again at the player's next action.
 * With a `source` (a career track) the frame plays that list instead of the game's slot.
 */
export function GameFrame({
  game,
  source,
  onRoundRecorded,
  onHomepage,
}: {
  game: GameId;
  source?: FrameWordSource;
  onRoundRecorded?: () => void;
  onHomepage?: () => void;
}) {
  const title = source ? `${GAMES[game].title}: ${source.name}` : GAMES[game].title;
  usePageTitle(title);
  const frameRef = useRef<HTMLIFrameElement>(null);
  // Read once: the frame is not reloaded when the site's address changes around it.
  const [src] = useState(() => framePath(game, window.location.search));
  const goFullscreen = useAppStore((state) => state.goFullscreen);

  useEffect(() => {
    if (goFullscreen) requestFullscreen(frameRef.current);
  }, [goFullscreen]);

  const onPlayerAction = useCallback(() => {
    const activation = (navigator as Navigator & { userActivation?: { isActive: boolean } }).userActivation;
    if (useAppStore.getState().goFullscreen && activation?.isActive) requestFullscreen(frameRef.current);
  }, []);
  useGameBridge(frameRef, game, onPlayerAction, { source, onRoundRecorded, onHomepage });

  return (
    <div className="game-page" data-testid="game-page">
      <h1 className="visually-hidden">{title}</h1>
      <iframe
        ref={frameRef}
        className="game-page__frame"
        src={src}
        title={title}
        allow="fullscreen; autoplay"
        data-testid="game-frame"
        onLoad={(event) => event.currentTarget.contentWindow?.focus()}
      />
    </div>
  );
}
