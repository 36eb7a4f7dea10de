import { Link } from 'react-router';
import { FREE_IELTS_BANDS, IELTS_BAND_WORD_COUNTS, IELTS_BANDS } from '../../../shared/constants.ts';
import { href } from '../../../shared/routes.ts';
import { PageHeader } from '../../components/page-header.tsx';
import './ielts.css';

export function IeltsVocabulariesPage() {
  return (
    <div className="page">
      <PageHeader
        title="IELTS Vocabularies"
        lead="Word lists by IELTS band, built from CEFR levels and the IELTS topics: each word with its meaning, synonyms, an opposite and an example where there is one. Play any list in the games from Settings."
      />
      <ul className="band-list">
        {IELTS_BANDS.map((band) => (
          <li key={band}>
            <Link className="band-card" to={href.ieltsBand(band)} data-testid={`band-${band}`}>
              <span className="band-card__band">
                <span className="band-card__label">Band</span>
                <span className="band-card__number">{band}</span>
              </span>
              <span className="band-card__info">
                <span className="band-card__title">IELTS Band {band} Vocabulary</span>
                <span className="band-card__count">{IELTS_BAND_WORD_COUNTS[band]} words</span>
              </span>
              {FREE_IELTS_BANDS.includes(band) ? (
                <span className="band-card__free">Free</span>
              ) : (
                <span className="badge">Premium</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
