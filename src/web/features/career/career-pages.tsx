import { Link, useParams } from 'react-router';
import { CAREER_EPISODES, CAREER_STAGES_PER_EPISODE } from '../../../shared/constants.ts';
import { href } from '../../../shared/routes.ts';
import { PageHeader } from '../../components/page-header.tsx';
import './career.css';

const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

export function CareerPage() {
  return (
    <div className="page">
      <PageHeader title="Career" lead="Choose an episode." />
      <ul className="tile-grid">
        {range(CAREER_EPISODES).map((episode) => (
          <li key={episode}>
            <Link className="tile" to={href.careerEpisode(episode)}>
              Episode {episode}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function CareerEpisodePage() {
  const episode = Number(useParams().page);
  return (
    <div className="page">
      <PageHeader title={`Career: Episode ${episode}`} lead="The stages of this episode." />
      <ul className="tile-grid">
        {range(CAREER_STAGES_PER_EPISODE).map((stage) => (
          <li key={stage} className="tile tile--static">
            Stage {CAREER_STAGES_PER_EPISODE * (episode - 1) + stage}
          </li>
        ))}
      </ul>
    </div>
  );
}
