import { useLocation } from 'react-router';
import { GAMES, isGameId } from '../../../shared/games.ts';
import { useAppStore } from '../../state/app-store.ts';
import { LanguagesSection } from './languages-section.tsx';
import { VocabularySection } from './vocabulary-section.tsx';
import './settings.css';

/** The settings-popup a game opens: the same controls, for that game's slot. */
export function SettingsPopup() {
  const { pathname } = useLocation();
  const closePopup = useAppStore((state) => state.closePopup);
  const gameParam = pathname.split('/')[2] ?? '';
  const game = isGameId(gameParam) ? GAMES[gameParam] : undefined;
  return (
    <div className="settings-popup" data-testid="game-settings-popup">
      <h2 className="settings-popup__title">{game ? `${game.title} settings` : 'Game settings'}</h2>
      <VocabularySection onlyGameSlot={game?.slot} />
      <LanguagesSection />
      <button type="button" className="button button--primary settings-popup__back" onClick={closePopup}>
        Back to the game
      </button>
    </div>
  );
}

export default SettingsPopup;
