import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// happy-dom's sendBeacon really sends; the console's memory session beacons when the shell unmounts.
// Tests that check beacons define their own.
beforeEach(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: () => true, configurable: true, writable: true });
});
