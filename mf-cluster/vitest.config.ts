import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['@doorloopjes/shared/testing/setup'],
    css: false,
  },
});
