import { useEffect, useState } from 'react';

/**
 * False in the render a page first appears in, true from one task later. A page draws what a
 * phone shows first in the task its route arrives in and the parts further down in the next, so
 * neither task is long (Lighthouse counts each task's time over 50 ms at its 4x phone slowdown as
 * blocking, issue #33). The part drawn later must keep its place, so nothing on screen moves.
 */
export function useNextTask(): boolean {
  const [next, setNext] = useState(false);
  useEffect(() => {
    if (next) return;
    const timer = setTimeout(() => setNext(true), 0);
    return () => clearTimeout(timer);
  }, [next]);
  return next;
}
