import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetToastsForTests } from '../hooks/use-toast';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  resetToastsForTests();
  vi.unstubAllGlobals();
});
