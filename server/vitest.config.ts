import { defineConfig } from 'vitest/config';

// The whole suite runs once per database engine: always on embedded PGlite, and on PostgreSQL too
// when TEST_DATABASE_URL names a server (CI starts one). Each test file gets a fresh database.
const engines = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  test: {
    projects: engines.map((engine) => ({
      test: {
        name: engine,
        include: ['test/**/*.test.ts'],
        environment: 'node',
        env: { TEST_ENGINE: engine },
        testTimeout: 60_000,
        hookTimeout: 120_000,
      },
    })),
  },
});
