import { useEffect } from 'react';
import { BREAKPOINTS } from '../../shared/constants.ts';
import { useAppStore } from '../state/app-store.ts';

/** Keeps `isMobile` (narrower than 800 px) in step with the window as it resizes. */
export function useViewportFlags(): void {
  const setMobile = useAppStore((state) => state.setMobile);
  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${BREAKPOINTS.mobile - 0.02}px)`);
    const update = () => setMobile(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [setMobile]);
}
