import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    // jsdom has no 2D canvas; the mock lets Konva draw (into nothing) in component tests.
    setupFiles: ['@doorloopjes/runtime/testing/setup', 'vitest-canvas-mock'],
    css: false,
  },
});
