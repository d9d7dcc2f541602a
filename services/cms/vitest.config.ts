import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // The cluster tests need PostgreSQL and nginx: `pnpm test:cluster` (vitest.cluster.config.ts);
    // tests of what several instances share need the PostgreSQL run (scripts/test-postgres.mjs).
    exclude: ['tests/cluster/**', '**/node_modules/**', ...(process.env.DATABASE_CLIENT === 'postgres' ? [] : ['tests/**/*.postgres.test.ts'])],
    globalSetup: ['tests/global-setup.ts'],
    // One Strapi instance serves all files; running them one after another keeps state predictable.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 600_000,
  },
});
