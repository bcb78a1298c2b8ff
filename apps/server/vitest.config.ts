// The server suite: routes through `inject` on PGlite, or on PostgreSQL when DATABASE_URL is set
// (the global setup then creates a database per test file and drops them all at the end).
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
