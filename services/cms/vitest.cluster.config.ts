import { defineConfig } from 'vitest/config';

/**
 * The cluster tests: PostgreSQL, two instances and nginx, started once for the run (setup.ts);
 * the restore drill starts its own kept profile with pgBackRest.
 */
export default defineConfig({
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    globalSetup: ['tests/cluster/setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 900_000,
  },
});
