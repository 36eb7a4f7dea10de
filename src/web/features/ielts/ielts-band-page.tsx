import { useParams } from 'react-router';
import { isBandParam } from '../../../shared/routes.ts';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { PageHeader } from '../../components/page-header.tsx';

export function IeltsBandPage() {
  const { band = '' } = useParams();
  if (!isBandParam(band)) return <NotFoundPage />;
  return (
    <div className="page">
      <PageHeader title={`IELTS Band ${band} Vocabulary`} lead="Each word with its synonyms and antonyms." />
    </div>
  );
}
