import { Component, type ReactNode } from 'react';
import { PageHeader } from './page-header.tsx';

type Props = { children: ReactNode };
type State = { error: Error | null };

/** A page whose code did not arrive: the network dropped, or a new version replaced the old files. */
function isChunkFailure(error: Error): boolean {
  return /dynamically imported module|Importing a module script failed|Failed to fetch|error loading dynamically/i.test(
    error.message,
  );
}

/**
 * Catches what a page throws while it loads or renders, so the site never goes blank: the header
 * and the drawer stay (the route-level boundary sits inside the layout), and the page says what
 * happened with a Reload button. Around the whole app it catches the rest.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    console.error('A page failed', error);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = isChunkFailure(error);
    return (
      <div className="page" role="alert" data-testid="error-boundary">
        <PageHeader
          title={chunk ? 'This page did not load' : 'Something went wrong'}
          lead={
            chunk
              ? 'Your connection may have dropped, or the site was just updated. Reload to try again.'
              : 'Sorry, this part of the site stopped working. Reload to try again: your word lists and progress are safe.'
          }
        />
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    );
  }
}
