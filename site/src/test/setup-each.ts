import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetToastsForTests } from '../hooks/use-toast';

// Pages load as lazy chunks, which a cold, busy test run can take seconds to transform: findBy*
// waits up to 5 s (instead of 1 s) so a slow machine is not mistaken for a broken page.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  resetToastsForTests();
  vi.unstubAllGlobals();
});
