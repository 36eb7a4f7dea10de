import { useEffect } from 'react';
import { useAppStore } from '../state/app-store.ts';

/** Sets the document title as "Page · Site". */
export function usePageTitle(title: string | undefined): void {
  const siteName = useAppStore((state) => state.siteName);
  useEffect(() => {
    document.title = title ? `${title} · ${siteName}` : `${siteName}: learn new words, while having fun`;
  }, [title, siteName]);
}
