import { useEffect, useState } from 'react';

/**
 * False until the browser is first idle after the component appears (at most `timeoutMs` later),
 * then true. For a part that costs the main thread much more than its size, and that nobody needs
 * in a page's first second: the first date field a page draws, for one, takes 10-30 ms (its
 * calendar's parts and the locale's date format), as much as the rest of the page's render.
 */
export function useWhenIdle(timeoutMs = 1000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return;
    let done = false;
    const finish = () => {
      done = true;
      setIdle(true);
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(finish, { timeout: timeoutMs });
      return () => {
        if (!done) window.cancelIdleCallback(handle);
      };
    }
    const timer = window.setTimeout(finish, 0);
    return () => window.clearTimeout(timer);
  }, [idle, timeoutMs]);
  return idle;
}
