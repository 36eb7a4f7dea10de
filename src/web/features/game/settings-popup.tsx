import { Link } from 'react-router';
import { href } from '../../../shared/routes.ts';
import { useAppStore } from '../../state/app-store.ts';
import './game.css';

/**
 * The popup a game opens with `settings-popup`. The settings issue fills it with the real
 * controls; for now it says where the settings are.
 */
export function GameSettingsPopup() {
  const closePopup = useAppStore((state) => state.closePopup);
  return (
    <div className="game-settings-popup" data-testid="game-settings-popup">
      <h2>Game settings</h2>
      <p>Choose the word list each game plays, your languages, sounds and music.</p>
      <div className="game-settings-popup__actions">
        <Link className="button button--primary" to={href.settings()} onClick={closePopup}>
          Open settings
        </Link>
        <button type="button" className="button button--ghost" onClick={closePopup}>
          Back to the game
        </button>
      </div>
    </div>
  );
}

export default GameSettingsPopup;
