import { useParams } from 'react-router';
import { GAMES, isGameId } from '../../../shared/games.ts';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { PageHeader } from '../../components/page-header.tsx';

export function GamePage() {
  const { game = '' } = useParams();
  if (!isGameId(game)) return <NotFoundPage />;
  return (
    <div className="page">
      <PageHeader title={GAMES[game].title} />
    </div>
  );
}
