import type { ReactNode } from 'react';
import { usePageTitle } from '../shell/use-page-title.ts';

/** The page's h1 and lead; it also sets the document title. */
export function PageHeader({
  title,
  lead,
  documentTitle,
}: {
  title: string;
  lead?: ReactNode;
  documentTitle?: string;
}) {
  usePageTitle(documentTitle ?? title);
  return (
    <header className="page-header">
      <h1>{title}</h1>
      {lead ? <p>{lead}</p> : null}
    </header>
  );
}
