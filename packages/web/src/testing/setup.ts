// toBeVisible, toHaveTextContent and friends: an assertion on the DOM state, where a bare getBy* only says it exists.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Screens load lazily (each is its own chunk, as in the build), and on a busy machine the first import of a
// screen's modules can take seconds: `findBy*`/`waitFor` wait for the state, bounded by the test's timeout
// rather than Testing Library's 1 s default. A fresh-clone CI run on a loaded machine needed more than 4 s for
// one findBy after a server answer, and more than 12 s for a lazily loaded screen's first findBy while the
// whole suite ran; the ceiling only matters when a test would fail anyway.
configure({ asyncUtilTimeout: 30_000 });

// vitest runs without globals, so Testing Library cannot register its own cleanup.
// The build's own tests (build/*.test.ts) run in node, without a DOM.
const hasDom = typeof window !== 'undefined';

afterEach(() => {
  cleanup();
  if (hasDom) localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// happy-dom's sendBeacon really sends; the console's memory session beacons when the shell unmounts.
// Tests that check beacons define their own.
beforeEach(() => {
  if (!hasDom) return;
  Object.defineProperty(navigator, 'sendBeacon', { value: () => true, configurable: true, writable: true });
});
