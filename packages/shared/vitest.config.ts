import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['@doorloopjes/runtime/testing/setup'],
    css: false,
  },
});
