import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // The cluster tests need PostgreSQL and nginx: `pnpm test:cluster` (vitest.cluster.config.ts).
    exclude: ['tests/cluster/**', '**/node_modules/**'],
    globalSetup: ['tests/global-setup.ts'],
    // One Strapi instance serves all files; running them one after another keeps state predictable.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 600_000,
  },
});
