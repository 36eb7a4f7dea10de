/**
 * Set up for every Vitest file: in a component test (a file that asks for
 * `@vitest-environment happy-dom`), what Testing Library rendered is removed after each test.
 * Node-only files (no `document`) are left as they are.
 */
import { afterEach } from 'vitest';

if (typeof document !== 'undefined') {
  // The site's code imports React, which is preact/compat: its options (onChange on an input is
  // the input event, as in React) apply once it is loaded, as they do in the site.
  await import('preact/compat');
  // Preact runs effects after paint: a requestAnimationFrame raced by a timer, whose callback then
  // calls cancelAnimationFrame. On a loaded machine that timer can fire after the test file's
  // window is gone ("cancelAnimationFrame is not defined", an uncaught error that fails the run).
  // Here effects run on the next task instead, and only while the window is still there.
  const { options } = await import('preact');
  options.requestAnimationFrame = (callback: () => void) => {
    setTimeout(() => {
      if (typeof window !== 'undefined') callback();
    });
  };
  const { act, cleanup } = await import('@testing-library/preact');
  // In act(): the unmounted page's effect cleanups run now, not on a timer after the test file's
  // window is gone (an uncaught "window is not defined" at the end of a run).
  afterEach(() => act(() => cleanup()));
}
