import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The API tests start real HTTP servers; on a shared 2-core machine give them room.
    testTimeout: 20_000,
    hookTimeout: 20_000,
    pool: 'forks',
  },
});
