import { Link } from 'react-router';
import { PageHeader } from './page-header.tsx';

export function NotFoundPage() {
  return (
    <div className="page" data-testid="not-found">
      <PageHeader
        title="Not Found"
        lead="We could not find that page. It may have moved, or the address may have a typo."
      />
      <Link className="button button--primary" to="/">
        Go to the home page
      </Link>
    </div>
  );
}
