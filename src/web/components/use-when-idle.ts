import { useEffect, useState } from 'react';

/**
 * Runs `run` once the browser is first idle (at most `timeoutMs` later; where there are no idle
 * callbacks, in a task of its own). Answers the function that cancels it.
 */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  // Once it has run there is nothing to cancel: a component's cleanup after that calls nothing.
  let done = false;
  const once = () => {
    done = true;
    run();
  };
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(once, { timeout: timeoutMs });
    return () => {
      if (!done) window.cancelIdleCallback(handle);
    };
  }
  const timer = window.setTimeout(once, 0);
  return () => window.clearTimeout(timer);
}

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
    return whenIdle(() => setIdle(true), timeoutMs);
  }, [idle, timeoutMs]);
  return idle;
}
