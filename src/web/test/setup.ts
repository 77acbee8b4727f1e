import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Every web test starts from an empty page, real timers and no fake left behind.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});
