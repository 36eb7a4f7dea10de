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
  const { act, cleanup } = await import('@testing-library/preact');
  // In act(): the unmounted page's effect cleanups run now, not on a timer after the test file's
  // window is gone (an uncaught "window is not defined" at the end of a run).
  afterEach(() => act(() => cleanup()));
}
