/** Vitest setup shared by every package's component tests. */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { restoreViewport } from './viewport';

afterEach(() => {
  cleanup();
  restoreViewport();
  localStorage.clear();
  sessionStorage.clear();
});
