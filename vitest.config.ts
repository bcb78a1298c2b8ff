// Two test projects: `unit` (shared packages, lint rules and the web app, fast, no database) and `server`
// (API routes through `inject` on PGlite, or on PostgreSQL when DATABASE_URL is set).
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One worker per core: Vitest's default keeps one core for itself (one worker on two cores),
    // which ran the web files one at a time.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/test/**/*.test.ts', 'tools/*/test/**/*.test.ts'],
          environment: 'node',
        },
      },
      'apps/web/vitest.config.ts',
      'apps/server/vitest.config.ts',
    ],
  },
});
